/** @jsxImportSource react */
import { purifyReply } from '@ohmstead/chat-format/purify-reply';
import type { HistoryLine } from '@ohmstead/contracts/live-chat';
import { withoutRemoteMedia } from './agent-safe-html';
import { formatMessageTime } from './format-time';

interface HistoryLinesProps {
  lines: HistoryLine[];
  /** Where the service's own media live; media from anywhere else become links (agent-safe-html.ts). */
  serviceOrigin: string;
}

/**
 * The conversation a customer had with the bot before asking for an agent, as the server recorded it. The
 * bot's replies come with the HTML the server rendered from their markdown, shown after DOMPurify (as the
 * widget shows them, docs/security.md) without remote media; the customer's lines are plain text, and so is
 * a bot line without HTML.
 */
export function HistoryLines({ lines, serviceOrigin }: HistoryLinesProps) {
  if (lines.length === 0) return <p className="ac-muted">No earlier messages.</p>;
  return (
    <ol className="ac-history-lines">
      {lines.map((line, index) => (
        // History lines have no ids; their order never changes.
        <li key={index} className={line.is_customer ? 'ac-history-line--customer' : 'ac-history-line--bot'}>
          <span className="ac-history-who">{line.is_customer ? 'Customer' : 'Bot'}</span>{' '}
          <time>{formatMessageTime(line.timestamp)}</time>
          {line.is_customer || line.html === undefined ? (
            <p className="ac-message-text">{line.text}</p>
          ) : (
            <div
              className="ac-bot-reply"
              dangerouslySetInnerHTML={{ __html: withoutRemoteMedia(purifyReply(line.html), serviceOrigin) }}
            />
          )}
        </li>
      ))}
    </ol>
  );
}
