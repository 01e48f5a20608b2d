/** @jsxImportSource react */
import { isImageFileName, type LiveAttachment, type LiveMessage } from '@ohmstead/contracts/live-chat';
import { formatMessageTime } from './format-time';
import { mediaHref } from './media-href';

interface AttachmentProps {
  attachment: LiveAttachment;
  serviceOrigin: string | undefined;
}

/** An image shows inline and opens full size; any other file is a link. */
function Attachment({ attachment, serviceOrigin }: AttachmentProps) {
  const href = mediaHref(attachment.url, serviceOrigin);
  if (!href) return <span className="ac-file">{attachment.name}</span>;
  if (isImageFileName(attachment.name) || isImageFileName(attachment.url)) {
    return (
      <a className="ac-image-link" href={href} target="_blank" rel="noopener noreferrer">
        <img className="ac-image" src={href} alt={attachment.name} loading="lazy" />
      </a>
    );
  }
  return (
    <a className="ac-file" href={href} target="_blank" rel="noopener noreferrer" download={attachment.name}>
      {attachment.name}
    </a>
  );
}

interface MessageItemProps {
  message: Pick<LiveMessage, 'message' | 'attachments' | 'is_customer' | 'sender_name'> & {
    timestamp?: string;
  };
  serviceOrigin: string | undefined;
  /** Sent, not yet acknowledged by the server. */
  sending?: boolean;
  /** An own message's 'Delivered' or 'Read' (docs/decisions/0050-typing-and-read-marks.md). */
  mark?: string;
}

/**
 * One message. Its text is always plain text (React escapes it): the agent's own words must never turn into
 * HTML, and a customer's are untrusted (no remote images or links smuggled into the agent's page).
 */
export function MessageItem({ message, serviceOrigin, sending = false, mark }: MessageItemProps) {
  const side = message.is_customer ? 'ac-message--customer' : 'ac-message--agent';
  return (
    <li className={`ac-message ${side}`}>
      <p className="ac-message-meta">
        <span className="ac-message-sender">{message.sender_name}</span>
        {message.timestamp && (
          <time dateTime={message.timestamp}>{formatMessageTime(message.timestamp)}</time>
        )}
        {sending && <span className="ac-message-sending">Sending…</span>}
        {mark && <span className="ac-message-mark">{mark}</span>}
      </p>
      {message.message && <p className="ac-message-text">{message.message}</p>}
      {message.attachments.length > 0 && (
        <ul className="ac-attachments" aria-label="Attachments">
          {message.attachments.map((attachment) => (
            <li key={attachment.url}>
              <Attachment attachment={attachment} serviceOrigin={serviceOrigin} />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
