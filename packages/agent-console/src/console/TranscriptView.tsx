/** @jsxImportSource react */
import { useCallback, useEffect, useRef } from 'react';
import { Link } from 'wouter';
import type { AgentClient } from '../client/agent-client';
import { consoleTexts } from '../constants';
import { Timeline } from './Timeline';
import { useReadWhileConnected } from './use-read-while-connected';

interface TranscriptViewProps {
  client: AgentClient;
  chatId: string;
  connected: boolean;
}

/** The full, read-only transcript of one past chat. */
export function TranscriptView({ client, chatId, connected }: TranscriptViewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, [chatId]);

  const readTranscript = useCallback((id: string) => client.transcript(id), [client]);
  const ready = useReadWhileConnected(connected, chatId, readTranscript);
  const customer =
    ready && 'value' in ready ? ready.value.messages.find((m) => m.is_customer)?.sender_name : undefined;

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
      ) : ready.value.messages.length === 0 && ready.value.notes.length === 0 ? (
        <p className="ac-muted">This chat has no messages.</p>
      ) : (
        <ol className="ac-messages">
          <Timeline
            messages={ready.value.messages}
            notes={ready.value.notes}
            serviceOrigin={client.serviceOrigin}
          />
        </ol>
      )}
    </section>
  );
}
