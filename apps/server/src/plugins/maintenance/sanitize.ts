import sanitizeHtml from 'sanitize-html';

/**
 * The maintenance notice is HTML an admin writes and every visitor's browser renders. Basic formatting
 * and links survive; scripts, styles, event handlers, images and frames do not. Links open in a new tab
 * without giving the opened page a handle on ours.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'b',
    'strong',
    'i',
    'em',
    'u',
    's',
    'small',
    'mark',
    'code',
    'ul',
    'ol',
    'li',
    'a',
    'span',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Text inside these is dropped with the tag, not kept as visible text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    a: (_tagName, attribs) => ({
      tagName: 'a',
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        target: '_blank',
        rel: 'noopener noreferrer',
      },
    }),
  },
};

export function sanitizeNotice(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** False for a notice that is only markup and white space: the banner would be empty. */
export function hasVisibleText(html: string): boolean {
  return (
    sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
      .replace(/&nbsp;/g, ' ')
      .trim() !== ''
  );
}
