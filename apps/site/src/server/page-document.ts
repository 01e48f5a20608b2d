import type { ViteManifest } from '@ohmstead/contracts/page-rendering';
import {
  PAGE_DATA_ID,
  PAGE_DATA_MARK,
  PAGE_HTML_END,
  PAGE_HTML_START,
  type ServedPage,
} from '@/app/served-page';
import { PAGE_TAGS_END, PAGE_TAGS_START, type PageMeta, pageTagsHtml } from '@/lib/default-page-tags';

/** Vite's manifest key of the HTML entry. */
const ENTRY = 'index.html';

interface ChunkFiles {
  scripts: Set<string>;
  styles: Set<string>;
}

/** A chunk's script, the chunks it imports (not those it loads on demand) and the styles of them all. */
function chunkFiles(
  manifest: ViteManifest,
  key: string,
  files: ChunkFiles = { scripts: new Set(), styles: new Set() },
) {
  const chunk = manifest[key];
  if (!chunk || files.scripts.has(chunk.file)) return files;
  files.scripts.add(chunk.file);
  for (const style of chunk.css ?? []) files.styles.add(style);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, files);
  return files;
}

/**
 * The styles a page needs beyond the entry's (which index.html links already), as stylesheets, so that it
 * is painted styled before any script runs: the application's (src/app/start.tsx, which the entry loads
 * on demand) and those of the page's modules. No script is preloaded: the entry fetches the application
 * after the first paint (docs/decisions/0026-server-rendering.md).
 */
export function pageAssetLinks(manifest: ViteManifest, modules: readonly string[]): string {
  const entry = chunkFiles(manifest, ENTRY);
  const styles = new Set<string>();
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`${module} is not in the build's manifest`);
  }
  for (const key of [...(manifest[ENTRY]?.dynamicImports ?? []), ...modules]) {
    for (const style of chunkFiles(manifest, key).styles) if (!entry.styles.has(style)) styles.add(style);
  }
  return [...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('\n    ');
}

/** JSON inside a <script> element: nothing in it can end the element or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

function between(html: string, start: string, end: string, replacement: string): string {
  const from = html.indexOf(start);
  const to = html.indexOf(end, from);
  if (from < 0 || to < 0) throw new Error(`index.html has no ${start}…${end}`);
  return html.slice(0, from) + replacement + html.slice(to + end.length);
}

export interface PageDocument {
  template: string;
  meta: PageMeta;
  /** The stylesheets of the page (pageAssetLinks). */
  assets: string;
  /** The rendered #root content. */
  body: string;
  served: ServedPage;
}

/**
 * index.html with the page in it: its tags, its styles and preloads, its HTML in #root, and the data it
 * was rendered with as JSON that is never run (a CSP without inline scripts needs no hash for it).
 */
export function pageDocument({ template, meta, assets, body, served }: PageDocument): string {
  let html = between(template, PAGE_TAGS_START, PAGE_TAGS_END, pageTagsHtml(meta));
  // Replaced by function: a replacement string would read `$&` in the page as a pattern.
  if (assets) html = html.replace('</head>', () => `  ${assets}\n  </head>`);
  // The whole of #root, white space included: React hydrates its children, and a line break there would
  // be a text node the browser's render does not have.
  const root = new RegExp(`<div id="root">\\s*${PAGE_HTML_START}[\\s\\S]*?${PAGE_HTML_END}\\s*</div>`);
  if (!root.test(html))
    throw new Error(`index.html has no <div id="root">${PAGE_HTML_START}…${PAGE_HTML_END}</div>`);
  html = html.replace(root, () => `<div id="root">${body}</div>`);
  if (!html.includes(PAGE_DATA_MARK)) throw new Error(`index.html has no ${PAGE_DATA_MARK}`);
  return html.replace(
    PAGE_DATA_MARK,
    () => `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(served)}</script>`,
  );
}
