import DOMPurify from 'dompurify';

/**
 * HTML from the server that the site inserts as HTML (the maintenance notice, feed descriptions, the
 * careers page's company text) passes through here
 * first, even though the server sanitises it too: only simple formatting and links survive, every
 * link opens in a new tab without access to this page, and only web, mail and phone links are kept.
 */
const purifier = DOMPurify(window);

const ALLOWED_TAGS = [
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
const ALLOWED_ATTR = ['href', 'title'];
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName !== 'A') return;
  const href = node.getAttribute('href');
  if (href !== null && !SAFE_URL.test(href.trim())) node.removeAttribute('href');
  node.setAttribute('target', '_blank');
  node.setAttribute('rel', 'noopener noreferrer');
});

export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: SAFE_URL });
}
