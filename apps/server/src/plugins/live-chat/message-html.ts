import type { HistoryLine, LiveMessage } from '@ohmstead/contracts/live-chat';
import type { ReplyHtml } from '../../http/reply-html';

/**
 * What the clients receive of a chat's text (docs/decisions/0029-chat-replies-rendered-on-server.md): an
 * agent's message and a bot's line carry their HTML, rendered on every send (remembered by reply-html.ts),
 * so nothing stored changes and older rows need nothing. A customer's words stay plain text.
 */
export const withHtml = (replies: ReplyHtml, message: LiveMessage): LiveMessage =>
  message.is_customer ? message : { ...message, html: replies.render(message.message) };

export const historyWithHtml = (replies: ReplyHtml, bot: 'CRM' | 'IA', lines: HistoryLine[]): HistoryLine[] =>
  lines.map((line) => (line.is_customer ? line : { ...line, html: replies.botReply(bot, line.text) }));
