/**
 * What the server and the site's server entry (apps/site/src/entry-server.tsx, built to
 * apps/site/dist-server/) exchange to render a public page (docs/decisions/0026-server-rendering.md).
 * The server imports the built entry at run time; these types are the contract between the two builds.
 */

/** One chunk of Vite's client manifest (dist/.vite/manifest.json), keyed there by its source path. */
export interface ViteManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export type ViteManifest = Record<string, ViteManifestChunk>;

/** A public read answered in process: the status and JSON body its HTTP answer would carry. */
export interface InProcessApiAnswer {
  status: number;
  body: string;
}

export interface PageRendererOptions {
  /** The built dist/index.html: every page is rendered into it. */
  template: string;
  manifest: ViteManifest;
  /** The site's public address (SITE_URL): canonical links and Open Graph addresses. */
  siteUrl: string;
  /**
   * Answers a GET call under /api (`Feed/GetAllFeedUser?pageNum=1&pageSize=1`) in process. Only the
   * public reads answer; anything else is refused, so nothing that needs credentials is ever rendered.
   */
  readApi: (path: string) => Promise<InProcessApiAnswer>;
}

export type RenderedPage =
  /** A whole document, its status (200, or 404 for a feed that does not exist). */
  | { kind: 'page'; status: number; html: string }
  /** The route table sends this address elsewhere (an unknown path goes Home). */
  | { kind: 'redirect'; status: number; location: string }
  /** Not rendered on the server: the admin area, rendered in the browser from the plain index.html. */
  | { kind: 'client' };

export interface PageRenderer {
  /** Renders the page at `url` (path and query). */
  render(url: string): Promise<RenderedPage>;
}

/** The module the site's server build exports. */
export interface PageRendererModule {
  createPageRenderer(options: PageRendererOptions): PageRenderer;
}
