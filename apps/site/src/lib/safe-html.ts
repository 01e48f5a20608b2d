import { LINK_TARGET, linkPattern, RENDERED_HTML } from '@ohmstead/contracts/rich-text';
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import { serverHtmlTools } from './html-tools';

/**
 * HTML from the server that the site inserts as HTML (the maintenance notice, feed descriptions, the
 * careers page's company text) passes through here
 * first, even though the server sanitises it too: no more than the server's allowlists keep
 * (packages/contracts/src/rich-text.ts), every link opens in a new tab without access to this page, and
 * only the allowlists' link schemes and the site's own paths are kept. On the server the same rules are
 * applied without a DOM (server/html-tools.ts).
 */
export const ALLOWED_TAGS = [...RENDERED_HTML.tags];
export const ALLOWED_ATTR = ['href'];
export const SAFE_URL = linkPattern(RENDERED_HTML);
export { LINK_TARGET };

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
