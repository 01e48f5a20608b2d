/** @jsxImportSource react */
import { useCallback, useState } from 'react';
import { Link } from 'wouter';
import type { AgentClient } from '../client/agent-client';
import { consoleTexts, HISTORY_PAGE_SIZE } from '../constants';
import { formatMessageTime } from './format-time';
import { useReadWhileConnected } from './use-read-while-connected';

interface HistoryViewProps {
  client: AgentClient;
  /** History is read over the socket: it loads once connected. */
  connected: boolean;
}

/** Past chats, a page at a time, each opening its transcript. */
export function HistoryView({ client, connected }: HistoryViewProps) {
  const [page, setPage] = useState(1);
  const readPage = useCallback((of: number) => client.history(of, HISTORY_PAGE_SIZE), [client]);
  const ready = useReadWhileConnected(connected, page, readPage);
  const pages = ready && 'value' in ready ? Math.max(1, Math.ceil(ready.value.total / HISTORY_PAGE_SIZE)) : 1;

  return (
    <section className="ac-history" aria-labelledby="ac-history-title">
      <h2 id="ac-history-title">{consoleTexts.history}</h2>
      {!ready ? (
        <p role="status">{connected ? 'Loading chat history…' : consoleTexts.historyOffline}</p>
      ) : 'error' in ready ? (
        <p className="ac-error" role="alert">
          {ready.error}
        </p>
      ) : ready.value.items.length === 0 ? (
        <p className="ac-muted">{consoleTexts.historyEmpty}</p>
      ) : (
        <table className="ac-table">
          <caption className="ac-visually-hidden">
            Past chats, page {page} of {pages}
          </caption>
          <thead>
            <tr>
              <th scope="col">Customer</th>
              <th scope="col">User name</th>
              <th scope="col">Agent</th>
              <th scope="col">Status</th>
              <th scope="col">Requested</th>
              <th scope="col">Ended</th>
              <th scope="col">Messages</th>
              <th scope="col">Transcript</th>
            </tr>
          </thead>
          <tbody>
            {ready.value.items.map((item) => (
              <tr key={item.chat_id}>
                <td>{item.customer_name}</td>
                <td>{item.user_name}</td>
                <td>{item.agent_name}</td>
                <td>{item.status}</td>
                <td>{formatMessageTime(item.requested_at)}</td>
                <td>{item.ended_at ? formatMessageTime(item.ended_at) : ''}</td>
                <td>{item.message_count}</td>
                <td>
                  <Link
                    href={`/history/${item.chat_id}`}
                    aria-label={`Transcript of the chat with ${item.customer_name}`}
                  >
                    View
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <nav className="ac-pager" aria-label="History pages">
        <button type="button" className="ac-button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          Previous page
        </button>
        <span>
          Page {page} of {pages}
        </span>
        <button
          type="button"
          className="ac-button"
          disabled={page >= pages}
          onClick={() => setPage(page + 1)}
        >
          Next page
        </button>
      </nav>
    </section>
  );
}
