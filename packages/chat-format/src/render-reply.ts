// The server's half of a chat reply's rendering (docs/decisions/0029-chat-replies-rendered-on-server.md):
// markdown → HTML → sanitize-html with the allowlist and link policy the browser's DOMPurify uses too. The
// clients still sanitise what they receive (purify-reply.ts): DOMPurify is always the last step before the
// DOM, and this one keeps the HTML safe for any other reader of the answer.
import sanitizeHtml from 'sanitize-html';
import { ALLOWED_ATTR, ALLOWED_SCHEMES, ALLOWED_TAGS } from './allowlist';
import { linkPolicy } from './link-policy';
import { type FormatOptions, renderMarkdown } from './markdown';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: { '*': ALLOWED_ATTR },
  allowedSchemes: ALLOWED_SCHEMES,
  allowProtocolRelative: false,
  // DOMPurify's defaults (FORBID_CONTENTS): what such an element held goes with it, not kept as text.
  nonTextTags: [
    ...['script', 'style', 'textarea', 'option', 'noscript', 'noembed', 'noframes', 'plaintext', 'xmp'],
    ...['iframe', 'template', 'title', 'head', 'svg', 'math', 'audio', 'colgroup', 'desc', 'foreignobject'],
  ],
  // Runs before the attribute allowlist, on every element: the same policy as the browser's hook.
  transformTags: { '*': (tagName, attribs) => ({ tagName, attribs: linkPolicy(tagName, attribs) }) },
};

/** Sanitises HTML as a chat reply (the renderer's output, or HTML from anywhere). */
export const sanitizeReply = (html: string): string => sanitizeHtml(html, OPTIONS);

/**
 * Most chat messages are one line of words, which markdown gives back as one paragraph and the sanitiser
 * leaves as it is: letters, digits, spaces and , . ? ! ' " only; not a numbered-list item ("1. "), no
 * "www." (an autolink), no space at either end. Seen here, both steps are skipped: they cost about a tenth
 * of a millisecond, on every live message an agent sends. render-reply.test.ts checks, on
 * generated texts, that this gives what the full path gives.
 */
const PLAIN_LINE = /^(?!\d+\.)(?!.*www\.)(?! )[\p{L}\p{N} ,.?!'"]+(?<! )$/iu;

/** The HTML of a line of plain words (PLAIN_LINE), or undefined for any other text. */
export const plainLineHtml = (text: string): string | undefined =>
  PLAIN_LINE.test(text) ? `<p>${text}</p>\n` : undefined;

/** A bot answer or an agent's message (markdown) as safe HTML. A non-string gives ''. */
export function renderReply(text: string, options: FormatOptions = {}): string {
  if (typeof text !== 'string') return '';
  return plainLineHtml(text) ?? sanitizeReply(renderMarkdown(text, options));
}
