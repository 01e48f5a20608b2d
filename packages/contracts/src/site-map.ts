/**
 * What search engines are told about the site (GET /sitemap.xml and /robots.txt, served by the server's
 * site-map plugin). Not in the spec: a company website is expected to have both.
 */

/**
 * The public pages at fixed addresses worth a visit of their own: not a form's thank-you page, the
 * newsletter's unsubscribe page or the later pages of a list. Each published feed item is listed too, at
 * its own address (feeds.ts feedPath).
 */
export const INDEXED_PAGES = [
  '/',
  '/about-us',
  '/contact-us',
  '/power-router-technology',
  '/power-router-for-vehicle-electrification',
  '/power-router-for-building-electrification',
  '/power-router-for-data-centers',
  '/news-events',
  '/resources',
  '/careers',
  '/responsible-ai-policy',
  '/acceptable-use-policy',
  '/site-terms',
  '/privacy-notice',
] as const;

/** Addresses crawlers are asked to leave alone: the signed-in areas, the API, pages with nothing to find. */
export const NOT_CRAWLED = [
  '/admin',
  '/user-mangement',
  '/login',
  '/api/',
  '/thank-you',
  '/unsubscribe',
] as const;

/** The sitemap protocol's limit of addresses in one file. */
export const SITEMAP_MAX_URLS = 50_000;
