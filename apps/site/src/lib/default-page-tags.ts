/**
 * The tags a page has when it has none of its own (docs/product.md §1.2: restored whenever a page that set its own is
 * left). Written into index.html by the build (vite.config.ts) and into every server-rendered page.
 */
export interface PageTags {
  title: string;
  keywords: string;
  description: string;
}

export const DEFAULT_PAGE_TAGS: PageTags = {
  title: 'Ohmstead Power | Solid-State Power Routers',
  keywords: 'solid-state transformer, power router, microgrid, EV charging, datacenter power',
  description:
    'Ohmstead Power builds multi-port solid-state power routers for datacenters, microgrids and fleet EV charging.',
};

/** The site's name in link previews (og:site_name). */
export const SITE_NAME = 'Ohmstead Power';

/** Marks around the page tags in index.html: the server replaces what is between them. */
export const PAGE_TAGS_START = '<!--page-tags-->';
export const PAGE_TAGS_END = '<!--/page-tags-->';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[c]};`);

/** Where a page is and what a link preview shows of it; absent parts are left out. */
export interface PageMeta extends PageTags {
  /** The page's address (canonical link, og:url). */
  url?: string;
  /** 'article' for a feed item, else 'website'. */
  type?: 'website' | 'article';
  /** An absolute address of the preview image. */
  image?: string;
}

/** The head elements of a page: title, keywords, description, canonical link and Open Graph tags. */
export function pageTagsHtml(meta: PageMeta): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="keywords" content="${escapeHtml(meta.keywords)}" />`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    meta.url && `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    meta.url && `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    meta.image && `<meta property="og:image" content="${escapeHtml(meta.image)}" />`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
  ];
  return `${PAGE_TAGS_START}\n    ${tags.filter(Boolean).join('\n    ')}\n    ${PAGE_TAGS_END}`;
}
