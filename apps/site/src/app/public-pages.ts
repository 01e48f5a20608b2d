import { INDEXED_PAGES } from '@ohmstead/contracts/site-map';

/**
 * The public pages of the route table (routes.tsx, docs/product.md §1.2) at fixed addresses, feeds' details
 * apart: the ones search engines are told of (contracts/site-map.ts), then the others. The site's
 * server-rendering test and the end-to-end tests visit each of them.
 */
export const PUBLIC_PAGES = [
  ...INDEXED_PAGES,
  '/thank-you',
  '/news-events/page_2',
  '/resources/electrification/page_1/datacenter/page_1',
  '/unsubscribe',
];
