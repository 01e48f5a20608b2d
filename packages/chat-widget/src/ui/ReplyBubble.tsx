import { purifyReply } from '@ohmstead/chat-format/purify-reply';
import { useMemo } from 'preact/hooks';
import type { ChatMessage } from '../state/chat-message';

/**
 * The text of a bot answer or an agent's message. With the HTML the server rendered from it
 * (docs/decisions/0029-chat-replies-rendered-on-server.md), that HTML through DOMPurify, the last step
 * before the DOM; without (the widget's own texts, a history stored before the server rendered, a bot
 * service that sends text alone), the text as it is, escaped.
 */
export function ReplyBubble({ message }: { message: ChatMessage }) {
  // The list re-renders every item on each new message: sanitise each reply once.
  const html = useMemo(
    () => (typeof message.html === 'string' ? purifyReply(message.html) : null),
    [message.html],
  );
  return html === null ? (
    <div class="cw-bubble cw-plain">{message.text}</div>
  ) : (
    <div class="cw-bubble cw-formatted" dangerouslySetInnerHTML={{ __html: html }} />
  );
}
