/**
 * A page the server rendered (entry-server.tsx) and what the browser needs to hydrate it: the data the
 * route loaders read and the time it was rendered, in a JSON element that is never run as a script.
 */
export interface ServedPage {
  /** The router's loader data by route id (createBrowserRouter's hydrationData). */
  loaderData: Record<string, unknown>;
  /** When it was rendered (lib/render-time.ts). */
  renderedAt: number;
}

export const PAGE_DATA_ID = 'page-data';
/** Marks in index.html: #root's content, and where the page's data goes. */
export const PAGE_HTML_START = '<!--page-html-->';
export const PAGE_HTML_END = '<!--/page-html-->';
export const PAGE_DATA_MARK = '<!--page-data-->';

/** The served page's data, or undefined for a page the browser renders itself (index.html as built). */
export function readServedPage(): ServedPage | undefined {
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return undefined;
  return JSON.parse(element.textContent) as ServedPage;
}
