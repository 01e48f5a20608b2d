// Three builds of one source: the panel the loader (and the ESM entry) fetches on first open with the chunks
// that load on demand (safety, forms, dialogs, live), the script-tag loader (IIFE, tiny: draws the launcher)
// and the ESM entry for bundling hosts. The entry and the panel are built apart, as the loader is, so they
// share no chunk: the panel is one file (a shared chunk split it and cost gzip bytes). Every file of the panel
// build is named by its content hash; the loader and the entry keep their names, which hosts and the package's
// exports hold, and name the panel they were built with (docs/decisions/0039-serving-the-widget.md).
import { readFile } from 'node:fs/promises';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import swc from '@rollup/plugin-swc';
import terser from '@rollup/plugin-terser';
import { panelFileName } from './build/panel-file-name.mjs';
import { precompress } from './build/precompress.mjs';

/** Stylesheets are template strings in `*.css.ts` (and `host-css.ts`) modules: squeeze their whitespace. */
const minifyCssStrings = () => ({
  name: 'minify-css-strings',
  transform(code, id) {
    if (!/[.-]css\.ts$/.test(id)) return null;
    return code.replace(/`([^`]*)`/g, (_match, css) => {
      const squeezed = css
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\s+/g, ' ')
        .replace(/\s*([{};,])\s*/g, '$1')
        .replace(/:\s+/g, ':')
        .replace(/;}/g, '}')
        .trim();
      return `\`${squeezed}\``;
    });
  },
});

/**
 * `import text from 'x?raw'`: the file's text as a string, as Vite and Vitest do. The ALTCHA stylesheet and
 * worker sources arrive this way, so the widget needs neither a <style> element nor a worker file of the
 * host's origin (src/forms/altcha-chunk.ts).
 */
const rawText = () => ({
  name: 'raw-text',
  async resolveId(source, importer) {
    if (!source.endsWith('?raw')) return null;
    const resolved = await this.resolve(source.slice(0, -'?raw'.length), importer, { skipSelf: true });
    return resolved ? `${resolved.id}?raw` : null;
  },
  async load(id) {
    if (!id.endsWith('?raw')) return null;
    const text = await readFile(id.slice(0, -'?raw'.length), 'utf8');
    return `export default ${JSON.stringify(text)};`;
  },
});

const plugins = () => [
  rawText(),
  minifyCssStrings(),
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  nodeResolve({ browser: true, extensions: ['.ts', '.tsx', '.mjs', '.js'] }),
  commonjs(),
  swc({
    include: /\.[cm]?tsx?$/,
    exclude: /node_modules\/(?!\.pnpm)/,
    swc: {
      jsc: {
        target: 'es2022',
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', importSource: 'preact' } },
      },
    },
  }),
  terser({
    ecma: 2020,
    module: true,
    format: { comments: false },
    compress: { passes: 3, unsafe_arrows: true },
  }),
  precompress(),
];

/** The ESM entry's `import('./panel/mount')`: the panel build's `panel-[hash].js` beside it. */
const PANEL = '\0chat-widget-panel';
const panel = panelFileName();

export default [
  // First: the loader and the entry name the file it writes.
  {
    input: { panel: 'src/panel/mount.tsx' },
    // The chunks import what they share with the panel from the panel file itself: no facade, no mount chunk.
    preserveEntrySignatures: 'allow-extension',
    output: {
      dir: 'dist/esm',
      format: 'es',
      entryFileNames: '[name]-[hash].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      // Hex, so a hashed name is told apart by its shape (apps/server/src/plugins/web/widget-files.ts).
      hashCharacters: 'hex',
      sourcemap: 'hidden',
    },
    plugins: [...plugins(), panel.record()],
  },
  {
    input: 'src/loader/script-tag.ts',
    output: { file: 'dist/chat-widget.js', format: 'iife', sourcemap: 'hidden' },
    plugins: [panel.writeInto('src/loader/panel-file-name.ts'), ...plugins()],
  },
  {
    input: { index: 'src/esm.ts' },
    output: {
      dir: 'dist/esm',
      format: 'es',
      sourcemap: 'hidden',
      paths: (id) => (id === PANEL ? `./${panel.known()}` : id),
    },
    plugins: [
      {
        name: 'panel-external',
        resolveId: (source) => (source === './panel/mount' ? { id: PANEL, external: true } : null),
      },
      ...plugins(),
    ],
  },
];
