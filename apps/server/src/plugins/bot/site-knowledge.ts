import type { INDEXED_PAGES } from '@ohmstead/contracts/site-map';
import type { FastifyBaseLogger } from 'fastify';
import type { KnowledgePassage } from './knowledge-files';
import { notSaidIn } from './page-coverage';
import { pagePassages } from './page-passages';

/**
 * The pages that tell visitors what the company does and how to reach it, and the name an answer's source
 * line gives each (docs/decisions/0042-site-pages-in-knowledge.md). Not the news and
 * resources lists, whose items come and go and are dated, nor the legal policies, which the assistant
 * points people to rather than paraphrases.
 */
export const PAGES_THE_ASSISTANT_READS: readonly {
  path: (typeof INDEXED_PAGES)[number];
  document: string;
}[] = [
  { path: '/', document: 'Home page' },
  { path: '/power-router-technology', document: 'Power Router Technology page' },
  { path: '/power-router-for-vehicle-electrification', document: 'Vehicle Electrification page' },
  { path: '/power-router-for-building-electrification', document: 'Building Electrification page' },
  { path: '/power-router-for-data-centers', document: 'Datacenter Solutions page' },
  { path: '/about-us', document: 'About Us page' },
  { path: '/careers', document: 'Careers page' },
  { path: '/contact-us', document: 'Contact Us page' },
];

export interface SiteKnowledgeOptions {
  /** The HTML a visitor gets at `path`, from the site's server build; undefined without one. */
  sitePage: (path: string) => Promise<string | undefined>;
  /** The knowledge files' passages: a page section they already say is left out (page-coverage.ts). */
  files: readonly KnowledgePassage[];
  /** Replaces the passages read from the pages before (BotKnowledge.addPassages). */
  addPassages: (passages: readonly KnowledgePassage[]) => void;
  log: FastifyBaseLogger;
}

interface ReadPage {
  html: string;
  passages: KnowledgePassage[];
}

/**
 * Keeps the AI Assistant's base in step with the pages: they are read through the server's cache of
 * rendered pages, so a read renders a page only when a visitor's request would — after a rebuild of the
 * site, an admin's write to what the page shows, or the cache's lifetime — and the base is indexed again
 * only when the text of a page changed. A page section the knowledge files already say is left out. The
 * first read starts when the server is ready; every question to the AI Assistant reads again in the
 * background, and the first ones wait for the first read.
 */
export function siteKnowledge({ sitePage, files, addPassages, log }: SiteKnowledgeOptions) {
  const notInFiles = notSaidIn(files);
  let pages = new Map<string, ReadPage>();
  let added = '[]';
  let running: Promise<void> | undefined;
  let firstRead: Promise<void> | undefined;
  /** Whether the last read found pages: "no server build" is said once, not at every question. */
  let foundPages: boolean | undefined;

  const read = async () => {
    const next = new Map<string, ReadPage>();
    for (const { path, document } of PAGES_THE_ASSISTANT_READS) {
      const html = await sitePage(path);
      if (html === undefined) continue;
      const known = pages.get(path);
      next.set(
        path,
        known?.html === html ? known : { html, passages: notInFiles(pagePassages(html, document)) },
      );
    }
    const changed = next.size !== pages.size || [...next].some(([path, page]) => pages.get(path) !== page);
    pages = next;
    if (next.size === 0 && foundPages !== false) {
      log.info('no server build of the site: the AI Assistant reads no pages');
    }
    foundPages = next.size > 0;
    if (!changed) return;
    const passages = [...next.values()].flatMap((page) => page.passages);
    // A page rendered again with the same text changes nothing the assistant knows.
    const text = JSON.stringify(passages);
    if (text === added) return;
    addPassages(passages);
    added = text;
    log.info({ pages: next.size, passages: passages.length }, 'the AI Assistant read the site’s pages');
  };

  /** Reads the pages unless a read is under way; never fails: what was read before stays. */
  const refresh = () =>
    (running ??= read()
      .catch((error: unknown) =>
        log.warn({ err: error }, 'the site’s pages could not be read for the AI Assistant'),
      )
      .finally(() => (running = undefined)));

  return {
    /** The first read, when the server is ready: not waited for, so the server listens at once. */
    start(): void {
      firstRead ??= refresh();
    },
    /** Before an answer of the AI Assistant: the first read is waited for, later ones are not. */
    beforeAnswer(): Promise<void> {
      if (firstRead) void refresh();
      firstRead ??= refresh();
      return firstRead;
    },
    /** Settles when no read is under way (the server closes after it). */
    async idle(): Promise<void> {
      await running;
    },
  };
}
