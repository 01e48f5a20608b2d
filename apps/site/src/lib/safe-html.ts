import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { serverHtmlTools } from './html-tools';

/**
 * HTML from the server that the site inserts as HTML (the maintenance notice, feed descriptions, the
 * careers page's company text) passes through here
 * first, even though the server sanitises it too: only simple formatting and links survive, every
 * link opens in a new tab without access to this page, and only web, mail and phone links are kept.
 * On the server the same rules are applied without a DOM (server/html-tools.ts).
 */
export const ALLOWED_TAGS = [
  'a',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'small',
  'br',
  'p',
  'span',
  'ul',
  'ol',
  'li',
  // Rich-text feed descriptions (the server's feed allowlist).
  'h2',
  'h3',
  'h4',
  'blockquote',
];
export const ALLOWED_ATTR = ['href', 'title'];
export const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;
/** What every link gets: a new tab without access to this page. */
export const LINK_TARGET = { target: '_blank', rel: 'noopener noreferrer' } as const;

let purifier: Purifier | undefined;

function browserPurifier(): Purifier {
  const made = DOMPurify(window);
  made.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (href !== null && !SAFE_URL.test(href.trim())) node.removeAttribute('href');
    node.setAttribute('target', LINK_TARGET.target);
    node.setAttribute('rel', LINK_TARGET.rel);
  });
  return made;
}

export function sanitizeHtml(html: string): string {
  const server = serverHtmlTools();
  if (server) return server.sanitize(html);
  purifier ??= browserPurifier();
  return purifier.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: SAFE_URL });
}
