import type { RenderedPage } from '@ohmstead/contracts/page-rendering';
import type { Config } from '../../config';
import type { PublicReadCache } from '../../http/public-read-cache';
import { RENDERED_PAGE_CACHE_MAX_BYTES, RENDERED_PAGE_CACHE_MAX_ENTRIES } from '../../limits';
import { createPageCache } from './page-cache';
import { siteRenderer } from './site-renderer';

/**
 * The site's pages rendered by its server build and kept in memory (docs/decisions/0026-server-rendering.md):
 * made once in app.ts, so that what visitors are sent (routes.ts) and what the AI Assistant
 * reads (docs/decisions/0042-site-pages-in-knowledge.md) are the same renders.
 */
export function renderedPages({ config, publicReads }: { config: Config; publicReads: PublicReadCache }) {
  const renderer = siteRenderer({
    siteDist: config.siteDist,
    siteServerDist: config.siteServerDist,
    siteUrl: config.siteUrl,
    publicReads,
  });
  const cache = createPageCache({
    ttlMs: config.publicReads.ttlMs,
    generation: publicReads.generation,
    maxEntries: RENDERED_PAGE_CACHE_MAX_ENTRIES,
    maxBytes: RENDERED_PAGE_CACHE_MAX_BYTES,
  });
  return {
    /** The page at `url` (path and query); undefined when the site has no server build. */
    page: (url: string): Promise<RenderedPage | undefined> => cache.page(url, () => renderer.render(url)),
  };
}

export type RenderedPages = ReturnType<typeof renderedPages>;
