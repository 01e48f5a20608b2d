import { AsyncLocalStorage } from 'node:async_hooks';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type {
  InProcessApiAnswer,
  PageRenderer,
  PageRendererModule,
  RenderedPage,
  ViteManifest,
} from '@ohmstead/contracts/page-rendering';
import type { PublicReadCache, PublicReadTopic } from '../../http/public-read-cache';

/** What one render read: the topics its page is made of, and until when all of its reads hold. */
export interface RenderReads {
  topics: Set<PublicReadTopic>;
  /** ms since the epoch; Infinity for a page that read nothing. */
  freshUntil: number;
}

export interface SiteRendererOptions {
  siteDist: string;
  siteServerDist: string;
  siteUrl: string;
  publicReads: PublicReadCache;
}

export interface SiteRenderer {
  /** Renders a page; undefined when there is no server build of the site (the browser renders it). */
  render(url: string): Promise<{ page: RenderedPage; reads: RenderReads } | undefined>;
}

const ENTRY = 'entry-server.js';

const notAPublicRead = (name: string): InProcessApiAnswer => ({
  status: 404,
  body: JSON.stringify({ responseStatusCode: 404, message: `${name} is not a public read` }),
});

/**
 * The site's server build (apps/site/dist-server), its template (dist/index.html) and its manifest
 * (dist/.vite/manifest.json), loaded on the first page and again whenever a rebuild changes them, so a
 * rebuild needs no restart. The pages it renders read the public reads in process: the same validated
 * queries and cached answers as over HTTP (docs/decisions/0026-server-rendering.md).
 */
export function siteRenderer(options: SiteRendererOptions): SiteRenderer {
  const files = {
    entry: path.join(options.siteServerDist, ENTRY),
    template: path.join(options.siteDist, 'index.html'),
    manifest: path.join(options.siteDist, '.vite', 'manifest.json'),
  };
  const reads = new AsyncLocalStorage<RenderReads>();

  /** Answers the site's GET calls while it renders: only the public reads, and each one is noted. */
  const readApi = async (address: string): Promise<InProcessApiAnswer> => {
    const [name = '', query = ''] = address.split('?', 2);
    const answer = await options.publicReads.answer(name, new URLSearchParams(query));
    if (!answer) return notAPublicRead(name);
    const record = reads.getStore();
    if (record) {
      if (answer.topic) record.topics.add(answer.topic);
      record.freshUntil = Math.min(record.freshUntil, answer.freshUntil);
    }
    return { status: answer.status, body: answer.body };
  };

  let loaded: { version: string; renderer: PageRenderer } | undefined;
  let loading: Promise<PageRenderer | undefined> | undefined;

  const load = async (): Promise<PageRenderer | undefined> => {
    const stats = await Promise.all(Object.values(files).map((file) => stat(file).catch(() => undefined)));
    if (stats.some((entry) => entry === undefined)) return undefined;
    const version = stats.map((entry) => `${entry!.mtimeMs}:${entry!.size}`).join('|');
    if (loaded?.version === version) return loaded.renderer;
    const [template, manifest, module] = await Promise.all([
      readFile(files.template, 'utf8'),
      readFile(files.manifest, 'utf8').then((text) => JSON.parse(text) as ViteManifest),
      // A new address for a new build: Node keeps every module it imported under its address.
      import(
        `${pathToFileURL(files.entry).href}?v=${encodeURIComponent(version)}`
      ) as Promise<PageRendererModule>,
    ]);
    const renderer = module.createPageRenderer({ template, manifest, siteUrl: options.siteUrl, readApi });
    loaded = { version, renderer };
    return renderer;
  };

  return {
    async render(url) {
      // Concurrent first requests share one load.
      loading ??= load().finally(() => {
        loading = undefined;
      });
      const renderer = await loading;
      if (!renderer) return undefined;
      const record: RenderReads = { topics: new Set(), freshUntil: Infinity };
      const page = await reads.run(record, () => renderer.render(url));
      return { page, reads: record };
    },
  };
}
