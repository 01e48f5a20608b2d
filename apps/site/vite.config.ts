import react from '@vitejs/plugin-react';
import type { Rolldown } from 'vite';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './build/precompress.ts';
import { sourceAlias } from './build/source-alias.ts';
import {
  DEFAULT_PAGE_TAGS,
  PAGE_TAGS_END,
  PAGE_TAGS_START,
  pageTagsHtml,
} from './src/lib/default-page-tags.ts';

type ChunkingContext = Parameters<
  Extract<Rolldown.CodeSplittingGroup['name'], (...args: never[]) => unknown>
>[1];

/** In development the API runs apart (pnpm dev starts both); the built site is served by the server. */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

/** Writes the default page tags into index.html, between the marks the server replaces for each page. */
function defaultPageTags(): Plugin {
  return {
    name: 'ohmstead-default-page-tags',
    transformIndexHtml: (html) =>
      html.replace(new RegExp(`${PAGE_TAGS_START}\\s*${PAGE_TAGS_END}`), () =>
        pageTagsHtml(DEFAULT_PAGE_TAGS),
      ),
  };
}

/**
 * The site's scripts are fetched at low priority: a page arrives rendered
 * (docs/decisions/0026-server-rendering.md), so its styles, fonts and largest image come first and the script
 * that makes it interactive after them. Applies to the entry and its module preloads in the built index.html.
 */
function scriptsAfterContent(): Plugin {
  return {
    name: 'ohmstead-scripts-after-content',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
          '<$1 fetchpriority="low"',
        ),
    },
  };
}

/**
 * Whether a module is loaded by every page: imported, not on demand, from the application's start
 * (src/app/start.tsx, which the entry src/main.tsx loads after the first paint). They form one chunk,
 * instead of one small file each (every file a request a phone waits for before it can run the page's
 * script).
 */
const SHELL_ROOT = /[\\/]src[\\/]app[\\/]start\.tsx$/;
const PRELOAD_HELPER = /vite\/preload-helper/;
const ENTRY = /[\\/]src[\\/]main\.tsx$/;

function firstLoadModules() {
  const known = new Map<string, boolean>();
  const onFirstLoad = (id: string, ctx: ChunkingContext, seen: Set<string>): boolean => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    if (SHELL_ROOT.test(id)) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    const importers = ctx.getModuleInfo(id)?.importers ?? [];
    const result = importers.some((importer) => onFirstLoad(importer, ctx, seen));
    known.set(id, result);
    return result;
  };
  // The start module stays a chunk of its own: page chunks import the shell, never the start. What the
  // entry imports (Vite's helper for loading on demand, the served page's mark) is a small chunk of its
  // own: were it in the shell, the entry would import the shell, fetched then before the first paint.
  return (id: string, ctx: ChunkingContext) => {
    const importers = ctx.getModuleInfo(id)?.importers ?? [];
    if (PRELOAD_HELPER.test(id) || importers.some((importer) => ENTRY.test(importer))) return 'entry-shared';
    return !SHELL_ROOT.test(id) && onFirstLoad(id, ctx, new Set()) ? 'shell' : null;
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), defaultPageTags(), ...(isSsrBuild ? [] : [scriptsAfterContent(), precompress()])],
  ssr: {
    // Every package inside the server build: one React for the site and the libraries that use it, built
    // as production code whatever NODE_ENV the server runs with (as in the browser's bundle), and nothing
    // for the server to resolve at run time.
    noExternal: true,
    // Except the HTML parsers of the server's sanitiser (server/html-tools.ts): Node packages with no React.
    external: ['sanitize-html', 'htmlparser2'],
  },
  resolve: { alias: [sourceAlias] },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/assets': apiTarget,
      '/widget': apiTarget,
      '/bot': apiTarget,
      '/agent-service': apiTarget,
      // The live-chat sockets (widget and agent console) are websockets on the same server.
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  build: isSsrBuild
    ? {
        // The server entry (docs/decisions/0026-server-rendering.md): apps/server imports it at run time.
        // Beside the client build, not in it, so that it is never served.
        outDir: 'dist-server',
        target: 'node20',
        sourcemap: true,
        // Its own copies of the client's CSS and media are not needed: the page links the client's.
        emitAssets: false,
        copyPublicDir: false,
        // One file: the server loads a rebuilt one under a new address without a restart, which a chunk
        // importing its entry by the old address would defeat (apps/server/src/plugins/web/site-renderer.ts).
        rolldownOptions: { output: { codeSplitting: false } },
      }
    : {
        target: 'es2022',
        // Maps are written for error tracking but not named in the bundles; the server sends them only with
        // SERVE_SOURCE_MAPS=true (docs/security-headers.md).
        sourcemap: 'hidden',
        // Bundles live under /static so they never collide with the media under the asset base (/assets).
        assetsDir: 'static',
        // Which files each page module needs: the server links them into the pages it renders.
        manifest: true,
        rolldownOptions: {
          output: { codeSplitting: { groups: [{ name: firstLoadModules(), debugName: 'shell' }] } },
        },
      },
}));
