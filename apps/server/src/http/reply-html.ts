import { plainLineHtml, renderReply } from '@ohmstead/chat-format/render-reply';
import { type BotKind, withoutGuidelinesMarker } from '@ohmstead/contracts/chat';
import type { BotPath } from '@ohmstead/contracts/chat-schemas';
import { LRUCache } from 'lru-cache';

/** Texts whose HTML is remembered, and the characters they may hold together (a few MB at most). */
const REPLIES_CACHED = 2_000;
const CACHED_CHARS = 4_000_000;

/**
 * Chat replies (bot answers, agents' messages) as the sanitised HTML the clients show
 * (docs/decisions/0029-chat-replies-rendered-on-server.md). Rendering one costs about a tenth of a
 * millisecond; the bots' retrieval answers repeat, and a chat's messages are sent again on every resume and
 * transcript, so the HTML of recent texts is remembered. `siteUrl` is the company site, whose contact-us
 * links are left out.
 */
export function replyHtml(siteUrl: string) {
  const cache = new LRUCache<string, string>({
    max: REPLIES_CACHED,
    maxSize: CACHED_CHARS,
    sizeCalculation: (html, text) => Math.max(1, html.length + text.length),
  });

  function render(text: string): string {
    // A line of plain words costs one regular expression: remembering it would cost more.
    const plain = plainLineHtml(text);
    if (plain !== undefined) return plain;
    let html = cache.get(text);
    if (html === undefined) {
      html = renderReply(text, { siteOrigin: siteUrl });
      cache.set(text, html);
    }
    return html;
  }

  return {
    render,
    /** A bot's reply as the chat shows it: an IA answer without its no-guidelines line (docs/product.md §3.4). */
    botReply: (bot: BotKind | BotPath, text: string): string =>
      render(bot.toLowerCase() === 'ia' ? (withoutGuidelinesMarker(text) ?? text) : text),
  };
}
export type ReplyHtml = ReturnType<typeof replyHtml>;
