/** @jsxImportSource react */
import { formatReply } from '@ohmstead/chat-widget/format';
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
 * bot's replies are markdown, rendered by the widget's formatter (sanitised, like the customer saw them)
 * without remote media; the customer's lines are plain text.
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
          {line.is_customer ? (
            <p className="ac-message-text">{line.text}</p>
          ) : (
            <div
              className="ac-bot-reply"
              dangerouslySetInnerHTML={{ __html: withoutRemoteMedia(formatReply(line.text), serviceOrigin) }}
            />
          )}
        </li>
      ))}
    </ol>
  );
}
