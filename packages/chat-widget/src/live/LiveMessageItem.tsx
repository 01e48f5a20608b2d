import { chatChunkMessages } from '@ohmstead/contracts/chat-chunk-messages';
import { isImageFileName, type LiveAttachment } from '@ohmstead/contracts/live-chat';
import { type ChatMessage, formatTimestamp } from '../state/chat-message';
import { BotAvatar } from '../ui/icons';
import { usePanel } from '../ui/panel-context';
import { ReplyBubble } from '../ui/ReplyBubble';
import { AgentAvatar } from './live-icons';
import { liveWidgetMessages } from './live-words';
import { attachmentHref } from './media-client';
import { RatingSlot } from './rating/RatingSlot';
import { useLiveStyles } from './use-live-styles';

/** docs/product.md §3.9: images inline (clickable into the lightbox), every other file a download link. */
function Attachments({ attachments }: { attachments: LiveAttachment[] }) {
  const { store } = usePanel();
  return (
    <ul class="cw-attachments">
      {attachments.map((attachment, index) => {
        const href = attachmentHref(attachment.url, store.config.apiBase);
        if (!href) return <li key={index}>{attachment.name}</li>;
        return (
          <li key={index}>
            {isImageFileName(attachment.name) ? (
              <img
                class="cw-image cw-attachment-image"
                src={href}
                alt={attachment.name}
                loading="lazy"
                data-lightbox=""
                tabIndex={0}
                role="button"
                aria-label={liveWidgetMessages.enlargeImage(attachment.name)}
              />
            ) : (
              <a
                class="cw-file-link"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                download={attachment.name}
              >
                {attachment.name}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A message of the live chat: the agent's (its name shown, the HTML the server rendered from its text,
 * sanitised, as a bot answer's), the user's (plain text) or the waiting message with its Cancel Request.
 * Files are listed under the text.
 */
export function LiveMessageItem({ message }: { message: ChatMessage }) {
  const store = useLiveStyles();
  if (message.csat) return <RatingSlot message={message} />;
  const fromUser = message.type === 'message-user';
  const time = (
    <time class="cw-time" dateTime={new Date(message.timestamp).toISOString()}>
      {formatTimestamp(message.timestamp)}
    </time>
  );
  const files = message.attachments?.length ? <Attachments attachments={message.attachments} /> : null;
  if (fromUser) {
    // docs/decisions/0050-typing-and-read-marks.md: how far the agent has got, on each own message.
    const seq = message.seq ?? Infinity;
    const marks = store.live.value?.marks.value;
    const mark = !marks
      ? ''
      : marks.read >= seq
        ? liveWidgetMessages.read
        : marks.delivered >= seq
          ? liveWidgetMessages.delivered
          : '';
    return (
      <li class="cw-message cw-message-user">
        <span class="cw-sr-only">You said:</span>
        {message.text && <div class="cw-bubble">{message.text}</div>}
        {files}
        {time}
        {mark && <span class="cw-time">{mark}</span>}
      </li>
    );
  }
  const fromAgent = message.avatar === 'agent';
  return (
    <li class={`cw-message cw-message-system${fromAgent ? ' cw-message-agent' : ''}`}>
      {fromAgent ? <AgentAvatar /> : <BotAvatar />}
      <div class="cw-message-main">
        {fromAgent ? (
          <span class="cw-agent-name">{message.name}</span>
        ) : (
          <span class="cw-sr-only">{message.name} said:</span>
        )}
        {message.text && <ReplyBubble message={message} />}
        {files}
        {message.actions?.includes('consent') && (
          <div class="cw-actions">
            <button
              type="button"
              class="cw-button cw-button-primary"
              onClick={() => store.live.peek()?.answerConsent(message.id, true)}
            >
              {chatChunkMessages.consentYes}
            </button>
            <button
              type="button"
              class="cw-button"
              onClick={() => store.live.peek()?.answerConsent(message.id, false)}
            >
              {chatChunkMessages.consentNo}
            </button>
          </div>
        )}
        {message.actions?.includes('cancel-request') && (
          <div class="cw-actions">
            <button type="button" class="cw-button" onClick={() => store.live.peek()?.cancel()}>
              {liveWidgetMessages.cancelRequest}
            </button>
          </div>
        )}
        {time}
      </div>
    </li>
  );
}
