/**
 * The public pages of the route table (routes.tsx, docs/product.md §1.2) at fixed addresses, feeds' details
 * apart: what the server renders for everyone. The site's server-rendering test and the end-to-end tests
 * visit each of them.
 */
export const PUBLIC_PAGES = [
  '/',
  '/about-us',
  '/contact-us',
  '/thank-you',
  '/power-router-technology',
  '/power-router-for-vehicle-electrification',
  '/power-router-for-building-electrification',
  '/power-router-for-data-centers',
  '/news-events',
  '/news-events/page_2',
  '/resources',
  '/resources/electrification/page_1/datacenter/page_1',
  '/careers',
  '/unsubscribe',
  '/responsible-ai-policy',
  '/acceptable-use-policy',
  '/site-terms',
  '/privacy-notice',
];
