// The browser's half of a chat reply's rendering: the HTML the server rendered (render-reply.ts) goes
// through DOMPurify, with the same allowlist and link policy, right before it reaches the DOM
// (docs/security.md). The widget and the agent console use it; neither carries a markdown parser.
import DOMPurify, { type DOMPurify as Sanitizer } from 'dompurify';
import { ALLOWED_ATTR, ALLOWED_TAGS } from './allowlist';
import { type Attributes, linkPolicy } from './link-policy';

/** The shared policy applied to one element, changing only what it changes. */
function enforceLinkPolicy(node: Element): void {
  const before: Attributes = {};
  for (const { name, value } of node.attributes) before[name] = value;
  const after = linkPolicy(node.localName, before);
  for (const name in before) if (!(name in after)) node.removeAttribute(name);
  for (const name in after) if (after[name] !== before[name]) node.setAttribute(name, after[name]!);
}

let sanitizer: Sanitizer | undefined;

/** A DOMPurify instance of our own, so our hook never touches other DOMPurify users on the page. */
function getSanitizer(): Sanitizer {
  if (!sanitizer) {
    sanitizer = DOMPurify(window);
    sanitizer.addHook('afterSanitizeAttributes', enforceLinkPolicy);
  }
  return sanitizer;
}

/** A reply's HTML (as the server sent it, or as stored) made safe for innerHTML. A non-string gives ''. */
export function purifyReply(html: string): string {
  if (typeof html !== 'string') return '';
  return getSanitizer().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}
