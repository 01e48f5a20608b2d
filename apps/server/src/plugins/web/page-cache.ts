import type { RenderedPage } from '@ohmstead/contracts/page-rendering';
import { LRUCache } from 'lru-cache';
import { PUBLIC_READ_TOPICS, type PublicReadTopic } from '../../http/public-read-cache';
import type { RenderReads } from './site-renderer';

export interface PageCacheOptions {
  /** The longest a page is kept: the public reads' TTL, the bound on a missed cross-process drop. */
  ttlMs: number;
  /** How often a topic was dropped (PublicReadCache.generation): a page of a dropped topic is stale. */
  generation: (topic: PublicReadTopic) => number;
  maxEntries: number;
  maxBytes: number;
  now?: () => number;
}

interface Entry {
  page: RenderedPage;
  /** The generation of each topic the page read, when its render started. */
  generations: [PublicReadTopic, number][];
  expiresAt: number;
}

export type Render = () => Promise<{ page: RenderedPage; reads: RenderReads } | undefined>;

/**
 * Rendered pages kept in memory (docs/decisions/0026-server-rendering.md): a page is rendered once
 * and sent from memory until an admin write drops a topic it read (feeds, social, seo, hero: the same drops
 * as the public reads', on every process through their NOTIFY) or the public reads' TTL ends, whichever
 * comes first; a page built from a list with a scheduled item expires when the item is published. Only
 * what does not change per request is kept: 200 pages and redirects, never a 404 (a feed may appear).
 * Concurrent misses of one address share a single render.
 */
export function createPageCache(options: PageCacheOptions) {
  const now = options.now ?? Date.now;
  const entries = new LRUCache<string, Entry>({
    max: options.maxEntries,
    maxSize: options.maxBytes,
    sizeCalculation: (entry) =>
      Math.max(1, entry.page.kind === 'page' ? Buffer.byteLength(entry.page.html) : 64),
  });
  const rendering = new Map<string, { stamp: string; page: Promise<RenderedPage | undefined> }>();
  /** Every topic's generation: a render that started before a drop is not shared after it. */
  const stamp = () => PUBLIC_READ_TOPICS.map((topic) => options.generation(topic)).join(',');

  const current = (entry: Entry) =>
    entry.expiresAt > now() &&
    entry.generations.every(([topic, generation]) => options.generation(topic) === generation);

  const renderAndKeep = async (url: string, render: Render) => {
    const before = new Map(PUBLIC_READ_TOPICS.map((topic) => [topic, options.generation(topic)]));
    const rendered = await render();
    if (!rendered) return undefined;
    const { page, reads } = rendered;
    const entry: Entry = {
      page,
      generations: [...reads.topics].map((topic) => [topic, before.get(topic) ?? 0]),
      expiresAt: Math.min(now() + options.ttlMs, reads.freshUntil),
    };
    const keep = page.kind !== 'page' || page.status === 200;
    // Not kept if a topic it read was dropped while it was being rendered.
    if (keep && current(entry)) entries.set(url, entry);
    return page;
  };

  return {
    /** The page at `url` from memory, or rendered (undefined: the site has no server build). */
    async page(url: string, render: Render): Promise<RenderedPage | undefined> {
      const cached = entries.get(url);
      if (cached && current(cached)) return cached.page;
      const pending = rendering.get(url);
      if (pending && pending.stamp === stamp()) return pending.page;
      const made = renderAndKeep(url, render).finally(() => {
        if (rendering.get(url)?.page === made) rendering.delete(url);
      });
      rendering.set(url, { stamp: stamp(), page: made });
      return made;
    },
    get size() {
      return entries.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
