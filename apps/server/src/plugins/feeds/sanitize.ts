import sanitizeHtml from 'sanitize-html';

/**
 * A feed description is HTML an editor writes and every visitor's browser renders (news cards, the
 * detail page). Rich-text formatting survives: paragraphs, emphasis, lists, sub-headings, quotes and
 * links. Scripts, styles, event handlers, images and frames do not, and only https and mailto links
 * are kept (an http link would be mixed content; javascript: is an attack). Links open in a new tab
 * without giving the opened page a handle on ours.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Text inside these is dropped with the tag, not kept as visible text.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    // Editors paste from word processors: their bold and italics become the tags we keep.
    b: 'strong',
    i: 'em',
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

export function sanitizeFeedHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** False for a description that is only markup and white space. */
export function hasVisibleText(html: string): boolean {
  return (
    sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
      .replace(/&nbsp;/g, ' ')
      .trim() !== ''
  );
}
