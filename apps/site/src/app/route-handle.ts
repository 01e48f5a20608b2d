import type { SeoPageName } from '@ohmstead/contracts/seo';
import type { RoutePage } from './route-pages';

/** The server's data for a page's first render (server/page-data.ts); the browser has no loaders. */
export type ServerDataKey = 'home' | 'newsLanding' | 'newsList' | 'resources' | 'feedDetail' | 'legal';

/** What a route tells the server rendering besides its element (entry-server.tsx). */
export interface RouteHandle {
  /** The page module: its scripts and styles go into the page's HTML; loaded before hydration. */
  page?: Pick<RoutePage, 'module' | 'preload'>;
  /** The page's SEO entry (docs/product.md §1.7), written into the served HTML. */
  seo?: SeoPageName;
  /** The data the server renders the page with. */
  data?: ServerDataKey;
  /** The address this route sends the browser to (answered with a redirect by the server). */
  redirect?: string;
  /** 301 for an address that is another's name for good (/index), 302 (the default) otherwise. */
  redirectStatus?: 301 | 302;
  /** Rendered in the browser only (the admin area and sign-in): the server sends the plain index.html. */
  clientOnly?: boolean;
}
