/**
 * The HTML that staff write as rich text and every visitor's browser renders: one allowlist per kind of
 * text, and the only copy of it. The admin editor builds its schema from it (apps/site …/feeds/editor),
 * the server sanitises with it (apps/server/src/http/sanitize-rich-text.ts) and the site's renderer keeps
 * no more than it (apps/site/src/lib/safe-html.ts). Framework-free data and one check, so each of the
 * three applies it with its own tool (docs/decisions/0033-rich-text-editor.md).
 */

export interface RichTextAllowlist {
  /** The tags kept, lower case. The only attribute kept is a link's `href`. */
  readonly tags: readonly string[];
  /** Tags word processors and browsers write, kept as the tag they mean (`b` becomes `strong`). */
  readonly renames: Readonly<Record<string, string>>;
  /** The schemes a link may use; an address without one (`/news-events`, `#top`) is the site's own. */
  readonly schemes: readonly string[];
}

/**
 * A feed description (news cards, the detail page, the admin editor): paragraphs, emphasis, lists,
 * sub-headings, quotes and links. Only https and mailto links: an http link would be mixed content.
 */
export const FEED_HTML: RichTextAllowlist = {
  tags: ['p', 'br', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote'],
  // The page's own h1 is the feed's heading, so a pasted h1 is the top sub-heading, and h5/h6 the lowest.
  renames: { b: 'strong', i: 'em', strike: 's', del: 's', h1: 'h2', h5: 'h4', h6: 'h4' },
  schemes: ['https', 'mailto'],
};

/** The maintenance notice (every page's banner): basic formatting and http, https and mailto links. */
export const NOTICE_HTML: RichTextAllowlist = {
  tags: [
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
  renames: {},
  schemes: ['http', 'https', 'mailto'],
};

const unique = (values: readonly string[]) => [...new Set(values)];

/**
 * What the site keeps of any HTML the server sends (each kind was sanitised there by its own list above):
 * the union of the lists, so a renderer shared by every kind never keeps more than one of them allows.
 */
export const RENDERED_HTML: RichTextAllowlist = {
  tags: unique([...FEED_HTML.tags, ...NOTICE_HTML.tags]),
  renames: {},
  schemes: unique([...FEED_HTML.schemes, ...NOTICE_HTML.schemes]),
};

/** Elements dropped together with their text, which is never meant to be seen. */
export const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'embed',
  'template',
] as const;

/** What every rendered link gets: a new tab that has no handle on the page that opened it. */
export const LINK_TARGET = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** A link address the allowlist keeps: one of its schemes, or a path or anchor of the site itself. */
export function linkPattern(allowlist: RichTextAllowlist): RegExp {
  return new RegExp(`^(?:(?:${allowlist.schemes.join('|')}):|/(?!/)|#)`, 'i');
}

// Browsers ignore control characters and spaces inside a scheme (`java\tscript:`): so does the check.
// eslint-disable-next-line no-control-regex -- the control characters are exactly what is removed
const IGNORED_IN_URL = /[\u0000-\u0020\u007f-\u009f]/g;

export function isAllowedLink(allowlist: RichTextAllowlist, href: string): boolean {
  return linkPattern(allowlist).test(href.replace(IGNORED_IN_URL, ''));
}
