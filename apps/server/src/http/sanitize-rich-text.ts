import sanitizeHtml from 'sanitize-html';

/**
 * Rich text that staff write and every visitor's browser renders (feed descriptions, the maintenance
 * notice): each plugin names the tags and link schemes it keeps; what is dropped and how links behave is
 * the same everywhere. Scripts, styles, event handlers, images and frames never survive; links open in a
 * new tab without giving the opened page a handle on ours.
 */
export function richTextSanitizer(keep: {
  tags: string[];
  schemes: string[];
  renameTags?: Record<string, string>;
}): (html: string) => string {
  const options: sanitizeHtml.IOptions = {
    allowedTags: keep.tags,
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: keep.schemes,
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    // Text inside these is dropped with the tag, not kept as visible text.
    nonTextTags: [
      'script',
      'style',
      'textarea',
      'option',
      'noscript',
      'iframe',
      'object',
      'embed',
      'template',
    ],
    transformTags: {
      ...keep.renameTags,
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
  return (html) => sanitizeHtml(html, options).trim();
}

/** False for HTML that is only markup and white space (an empty description or notice). */
export function hasVisibleText(html: string): boolean {
  return (
    sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
      .replace(/&nbsp;/g, ' ')
      .trim() !== ''
  );
}
