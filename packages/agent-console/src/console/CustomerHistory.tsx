/** @jsxImportSource react */
import type { HistoryLine } from '@ohmstead/contracts/live-chat';
import { type SyntheticEvent, useState } from 'react';
import type { AgentClient } from '../client/agent-client';
import { consoleTexts } from '../constants';
import { HistoryLines } from './HistoryLines';

interface CustomerHistoryProps {
  client: AgentClient;
  customerSid: string;
  /** How many lines there are (from the request's summary), shown before they are read. */
  count: number;
}

type Loaded = { lines: HistoryLine[] } | { error: string } | 'loading' | null;

/**
 * The conversation before a request, read from the server when the agent opens it: queue updates carry a
 * summary only, however much the customer said (docs/security.md).
 */
export function CustomerHistory({ client, customerSid, count }: CustomerHistoryProps) {
  const [loaded, setLoaded] = useState<Loaded>(null);

  function onToggle(event: SyntheticEvent<HTMLDetailsElement>) {
    if (!event.currentTarget.open || (loaded !== null && !('error' in (loaded as object)))) return;
    setLoaded('loading');
    client.customerHistory(customerSid).then(
      (lines) => setLoaded({ lines }),
      (error: unknown) =>
        setLoaded({ error: error instanceof Error ? error.message : consoleTexts.badAnswer }),
    );
  }

  return (
    <details className="ac-request-history" onToggle={onToggle}>
      <summary>Conversation before the request ({count})</summary>
      {loaded === 'loading' || loaded === null ? (
        <p className="ac-muted" role="status">
          {consoleTexts.historyLoading}
        </p>
      ) : 'error' in loaded ? (
        <p role="alert">{loaded.error}</p>
      ) : (
        <HistoryLines lines={loaded.lines} serviceOrigin={client.serviceOrigin ?? location.origin} />
      )}
    </details>
  );
}
