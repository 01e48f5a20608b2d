// Checks the built bundles against scripts/size-budgets.json (gzip level 9) and reports beside each the
// bytes the server actually sends a browser that accepts brotli (the build's .br copies,
// docs/decisions/0039-serving-the-widget.md); `--report` only prints the sizes.
// Run after the build (the test command does); exits 1 when a budget is exceeded.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { firstAnswerFiles, staticClosure, widgetDist } from './lib/widget-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const budgets = JSON.parse(readFileSync(path.join(root, 'scripts', 'size-budgets.json'), 'utf8'));
const reportOnly = process.argv.includes('--report');

const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
/** What the server sends for `file` to a browser that accepts br: its .br copy, or the file when it has none. */
const servedBrotliBytes = (file) => statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size;
const sum = (files, size) => files.reduce((total, file) => total + size(file), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The script every public page runs to become interactive: the entry, the application it starts after the
 * first paint (apps/site/src/main.tsx) and the chunks both import, read from the build's manifest.
 */
function siteInitialJs() {
  const dist = path.join(root, 'apps', 'site', 'dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  for (const started of manifest['index.html']?.dynamicImports ?? []) visit(started);
  return [...files].map((file) => path.join(dist, file));
}

/** One line of the report: `files` measured as gzip level 9 against `budget`, and as served with brotli. */
const measured = (name, files, budget) => ({
  name,
  bytes: sum(files, gzipBytes),
  served: sum(files, servedBrotliBytes),
  budget,
});

const results = [];
if (existsSync(path.join(root, 'apps', 'site', 'dist', 'index.html'))) {
  results.push(measured('site initial JS (gzip)', siteInitialJs(), budgets.site.initialJsGzipBytes));
} else {
  console.error('size-budgets: apps/site/dist is missing; build first');
  process.exit(1);
}

if (existsSync(path.join(widgetDist, 'chat-widget.js'))) {
  const [loader, ...panelFiles] = firstAnswerFiles();
  results.push(measured('widget loader (gzip)', [loader], budgets.widgetLoader.gzipBytes));
  results.push(
    measured(
      `widget first answer: loader + ${panelFiles.length} panel modules (gzip)`,
      [loader, ...panelFiles],
      budgets.widgetFirstAnswer.gzipBytes,
    ),
  );
  // The live-agent chunk (socket.io-client and the live mode) loads only when a live chat starts: what it
  // adds beyond the first answer's modules.
  const chunksDir = path.join(widgetDist, 'esm', 'chunks');
  const liveChunk = readdirSync(chunksDir).find((file) => /^live-chunk-.*\.js$/.test(file));
  if (!liveChunk) {
    console.error('size-budgets: the widget has no live-chunk-*.js; build first');
    process.exit(1);
  }
  const liveFiles = staticClosure(path.join(chunksDir, liveChunk)).filter(
    (file) => !panelFiles.includes(file),
  );
  results.push(
    measured(
      `widget live agent, on demand: ${liveFiles.length} modules (gzip)`,
      liveFiles,
      budgets.widgetLiveAgent.gzipBytes,
    ),
  );
} else {
  console.error('size-budgets: packages/chat-widget/dist is missing; build first');
  process.exit(1);
}

let failed = false;
for (const { name, bytes, served, budget } of results) {
  const over = bytes > budget;
  failed ||= over;
  console.log(
    `${over ? 'OVER ' : 'ok   '} ${name}: ${kb(bytes)} (budget ${kb(budget)}); sent as brotli: ${kb(served)}`,
  );
}
process.exit(failed && !reportOnly ? 1 : 0);
