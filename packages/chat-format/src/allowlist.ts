// What a chat reply's HTML may hold, for both sanitisers: sanitize-html on the server (render-reply.ts) and
// DOMPurify in the browser (purify-reply.ts), so the two keep exactly the same things (docs/security.md).

export const ALLOWED_TAGS = [
  ...['p', 'br', 'strong', 'em', 'del', 'ul', 'ol', 'li', 'div', 'span', 'a', 'img', 'video', 'source'],
  ...['table', 'thead', 'tbody', 'tr', 'th', 'td', 'code', 'pre', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'hr'],
];

export const ALLOWED_ATTR = [
  ...['href', 'src', 'alt', 'title', 'target', 'rel', 'controls', 'class', 'download', 'data-lightbox'],
  ...['type', 'preload', 'loading'],
];

/** The URL schemes a reply may link to; http: is upgraded to https: first (link-policy.ts). */
export const ALLOWED_SCHEMES = ['https', 'mailto', 'tel'];

// The classes the markdown renderer emits (and marked's code-block language): raw HTML in a reply may not
// borrow the widget's own classes to dress up as its buttons or dialogs.
export const OWN_CLASS =
  /^(?:cw-(?:table-wrap|table|align-(?:left|center|right)|image|video|video-link|file-link|link)|language-[\w-]+)$/;
