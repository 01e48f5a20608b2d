import {
  DROPPED_WITH_CONTENT,
  isAllowedLink,
  LINK_TARGET,
  type RichTextAllowlist,
} from '@ohmstead/contracts/rich-text';
import sanitizeHtml from 'sanitize-html';

/**
 * Rich text that staff write and every visitor's browser renders (feed descriptions, the maintenance
 * notice), cut down to its allowlist in packages/contracts/src/rich-text.ts: the same list the admin
 * editor and the site's renderer use. Scripts, styles, event handlers, images and frames never survive;
 * links open in a new tab without giving the opened page a handle on ours.
 */
export function richTextSanitizer(allowlist: RichTextAllowlist): (html: string) => string {
  const options: sanitizeHtml.IOptions = {
    allowedTags: [...allowlist.tags],
    allowedAttributes: { a: ['href', 'target', 'rel'] },
    allowedSchemes: [...allowlist.schemes],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    // Text inside these is dropped with the tag, not kept as visible text.
    nonTextTags: [...DROPPED_WITH_CONTENT],
    transformTags: {
      ...allowlist.renames,
      a: (_tagName, attribs) => ({
        tagName: 'a',
        attribs: {
          ...(attribs.href && isAllowedLink(allowlist, attribs.href) ? { href: attribs.href } : {}),
          ...LINK_TARGET,
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
