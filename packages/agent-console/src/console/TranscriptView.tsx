/** @jsxImportSource react */
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import type { AgentClient } from '../client/agent-client';
import type { Transcript } from '../client/types';
import { consoleTexts } from '../constants';
import { Timeline } from './Timeline';

interface TranscriptViewProps {
  client: AgentClient;
  chatId: string;
  connected: boolean;
}

type Loaded = ({ chatId: string } & Transcript) | { chatId: string; error: string };

/** The full, read-only transcript of one past chat. */
export function TranscriptView({ client, chatId, connected }: TranscriptViewProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, [chatId]);

  useEffect(() => {
    if (!connected) return;
    let current = true;
    client.transcript(chatId).then(
      (transcript) => current && setLoaded({ chatId, ...transcript }),
      (failure: unknown) =>
        current && setLoaded({ chatId, error: failure instanceof Error ? failure.message : String(failure) }),
    );
    return () => {
      current = false;
    };
  }, [client, chatId, connected]);

  const ready = loaded && loaded.chatId === chatId ? loaded : null;
  const customer =
    ready && 'messages' in ready ? ready.messages.find((m) => m.is_customer)?.sender_name : undefined;

  return (
    <section className="ac-transcript" aria-labelledby="ac-transcript-title">
      <Link href="/history" className="ac-back">
        Back to {consoleTexts.history.toLowerCase()}
      </Link>
      <h2 id="ac-transcript-title" ref={headingRef} tabIndex={-1}>
        Transcript{customer ? ` of the chat with ${customer}` : ''}
      </h2>
      {!ready ? (
        <p role="status">Loading the transcript…</p>
      ) : 'error' in ready ? (
        <p className="ac-error" role="alert">
          {ready.error}
        </p>
      ) : ready.messages.length === 0 && ready.notes.length === 0 ? (
        <p className="ac-muted">This chat has no messages.</p>
      ) : (
        <ol className="ac-messages">
          <Timeline messages={ready.messages} notes={ready.notes} serviceOrigin={client.serviceOrigin} />
        </ol>
      )}
    </section>
  );
}
