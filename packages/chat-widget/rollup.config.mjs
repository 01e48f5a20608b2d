// Three builds of one source: the script-tag loader (IIFE, tiny: draws the launcher), the ESM entry for
// bundling hosts, and the panel the loader (and the ESM entry) fetches on first open with the chunks that
// load on demand (safety, forms, dialogs, live). The entry and the panel are built apart, as the loader is,
// so they share no chunk: the panel is one file (a shared chunk split it and cost gzip bytes).
import { readFile } from 'node:fs/promises';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import swc from '@rollup/plugin-swc';
import terser from '@rollup/plugin-terser';

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
];

/** The ESM entry's `import('./panel/mount')`: the panel build's `panel.js` beside it. */
const PANEL = '\0chat-widget-panel';

export default [
  {
    input: 'src/loader/script-tag.ts',
    output: { file: 'dist/chat-widget.js', format: 'iife', sourcemap: 'hidden' },
    plugins: plugins(),
  },
  {
    input: { index: 'src/esm.ts' },
    output: { dir: 'dist/esm', format: 'es', sourcemap: 'hidden', paths: { [PANEL]: './panel.js' } },
    plugins: [
      {
        name: 'panel-external',
        resolveId: (source) => (source === './panel/mount' ? { id: PANEL, external: true } : null),
      },
      ...plugins(),
    ],
  },
  {
    input: { panel: 'src/panel/mount.tsx' },
    // The chunks import what they share with the panel from panel.js itself: no facade, no mount chunk.
    preserveEntrySignatures: 'allow-extension',
    output: {
      dir: 'dist/esm',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      sourcemap: 'hidden',
    },
    plugins: plugins(),
  },
];
