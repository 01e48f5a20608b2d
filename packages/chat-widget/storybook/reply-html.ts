import { renderMarkdown } from '@ohmstead/chat-format/markdown';
import { type BotKind, withoutGuidelinesMarker } from '@ohmstead/contracts/chat';

/**
 * The HTML the server sends with a bot answer or an agent's message (apps/server/src/http/reply-html.ts),
 * for the story services, which stand in for the server: the same markdown renderer, here without the
 * server's sanitiser (sanitize-html is a Node library); the widget sanitises it with DOMPurify either way.
 */
export const replyHtml = (text: string, bot: BotKind = 'CRM'): string =>
  renderMarkdown(bot === 'IA' ? (withoutGuidelinesMarker(text) ?? text) : text);
