// Checks the built bundles against scripts/size-budgets.json; `--report` only prints the sizes.
// Run after the build (the test command does); exits 1 when a budget is exceeded.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const budgets = JSON.parse(readFileSync(path.join(root, 'scripts', 'size-budgets.json'), 'utf8'));
const reportOnly = process.argv.includes('--report');

const gzipBytes = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
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
  return [...files].reduce((sum, file) => sum + gzipBytes(path.join(dist, file)), 0);
}

const results = [];
if (existsSync(path.join(root, 'apps', 'site', 'dist', 'index.html'))) {
  results.push({
    name: 'site initial JS (gzip)',
    bytes: siteInitialJs(),
    budget: budgets.site.initialJsGzipBytes,
  });
} else {
  console.error('size-budgets: apps/site/dist is missing; build first');
  process.exit(1);
}

const widgetDist = path.join(root, 'packages', 'chat-widget', 'dist');

/** A module and every module it imports statically, transitively (dynamic `import()` is not followed). */
function staticClosure(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/\b(?:from|import)\s*["'](\.{1,2}\/[^"']+)["']/g)) {
      visit(path.resolve(path.dirname(file), match[1]));
    }
  };
  visit(entry);
  return [...seen];
}

if (existsSync(path.join(widgetDist, 'chat-widget.js'))) {
  const loader = path.join(widgetDist, 'chat-widget.js');
  const panelFiles = staticClosure(path.join(widgetDist, 'esm', 'panel.js'));
  results.push({
    name: 'widget loader (gzip)',
    bytes: gzipBytes(loader),
    budget: budgets.widgetLoader.gzipBytes,
  });
  results.push({
    name: `widget first answer: loader + ${panelFiles.length} panel modules (gzip)`,
    bytes: gzipBytes(loader) + panelFiles.reduce((sum, file) => sum + gzipBytes(file), 0),
    budget: budgets.widgetFirstAnswer.gzipBytes,
  });
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
  results.push({
    name: `widget live agent, on demand: ${liveFiles.length} modules (gzip)`,
    bytes: liveFiles.reduce((sum, file) => sum + gzipBytes(file), 0),
    budget: budgets.widgetLiveAgent.gzipBytes,
  });
} else {
  console.error('size-budgets: packages/chat-widget/dist is missing; build first');
  process.exit(1);
}

let failed = false;
for (const { name, bytes, budget } of results) {
  const over = bytes > budget;
  failed ||= over;
  console.log(`${over ? 'OVER ' : 'ok   '} ${name}: ${kb(bytes)} (budget ${kb(budget)})`);
}
process.exit(failed && !reportOnly ? 1 : 0);
