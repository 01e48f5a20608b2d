// Two builds of one source: the script-tag loader (IIFE, tiny: draws the launcher) and the ESM build
// (the `import` entry for bundling hosts, the panel the loader fetches on first open, and the chunks
// that load on demand: safety, forms, lightbox).
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

const plugins = () => [
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

export default [
  {
    input: 'src/loader/script-tag.ts',
    output: { file: 'dist/chat-widget.js', format: 'iife', sourcemap: 'hidden' },
    plugins: plugins(),
  },
  {
    input: { index: 'src/esm.ts', panel: 'src/panel/mount.tsx' },
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
