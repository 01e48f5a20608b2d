#!/usr/bin/env node
// pnpm bench:embed — what the widget's script tag costs a host page: Lighthouse 12.2.3 (mobile
// preset) on a plain static page of another origin, without and with the script tag, median of 3 each;
// then the bytes on the wire when a visitor opens the chat and gets a first answer, on a first visit and on
// the next page view (Chromium's DevTools Protocol). Builds, starts the production server with demo content
// (it serves the widget), serves the host page from its own little server on another port, and writes the
// tables into docs/benchmarks.md.
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBenchServer } from './lib/bench-server.mjs';
import { writeBenchmarkSection } from './lib/benchmarks.mjs';
import { lighthouseReport } from './lib/lighthouse.mjs';
import { freePort } from './lib/ports.mjs';
import { banner, run } from './lib/proc.mjs';
import { firstAnswerFiles, widgetDist } from './lib/widget-build.mjs';
import { widgetBytesOnTheWire } from './lib/wire-bytes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HEADING = '## Lighthouse (mobile), the widget on a host page';
const RUNS = Number(process.env.BENCH_EMBED_RUNS ?? 3);
/** What the widget may add to a host page's Lighthouse figures. */
const MAX_ADDED_TBT_MS = 10;
/**
 * Differences of LCP within this band count as no change. Lighthouse's simulated throttling (Lantern)
 * estimates LCP from a dependency graph whose CPU tasks are timed as observed on this busy 2-core machine;
 * the spread of the page without the script between runs, plus a margin, is the noise (see the section).
 */
const LCP_NOISE_MS = 50;
/** The widget's files a first visit receives to open the chat and get a first answer. */
const MAX_FIRST_ANSWER_WIDGET_BYTES = 40 * 1024;
/** The widget's files a visitor's next page view receives, the chat opened and a question answered again. */
const MAX_NEXT_VIEW_WIDGET_BYTES = 1024;
/** Asked in both views: an answer that offers no live agent, so no live-chat code is loaded. */
const QUESTION = 'What does the Ohmstead Power Router do?';

/** A plain host page: text, a picture-less hero, no framework; the only difference is the script tag. */
function hostPage(widgetScript) {
  const paragraphs = Array.from(
    { length: 6 },
    (_, index) =>
      `<p>Paragraph ${index + 1}: installers, fleet operators and facility managers read our notes on power ` +
      'routers, charging hubs and microgrids before they call us. This text is the page itself.</p>',
  ).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Partner page</title>
<style>body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#14202e}header{background:#0b2a4a;color:#fff;padding:32px 20px}
h1{margin:0;font-size:32px}main{padding:20px;max-width:720px}</style></head>
<body><header><h1>Partner installer portal: everything about your power router in one place</h1></header>
<main>
${paragraphs}
</main>
${widgetScript}
</body></html>`;
}

/** One Lighthouse run: TBT and LCP in ms. */
async function audit(url, output) {
  const report = await lighthouseReport(url, output, 'performance');
  const metric = (id) => report.audits[id]?.numericValue ?? NaN;
  return { tbt: metric('total-blocking-time'), lcp: metric('largest-contentful-paint') };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value) => `${Math.round(value)} ms`;
const signed = (value) => `${value >= 0 ? '+' : '−'}${Math.round(Math.abs(value))} ms`;

/** The variants of the host page, each audited RUNS times, alternating. */
const VARIANTS = [
  { path: '/without', label: 'without the widget' },
  { path: '/with', label: 'with `<script src=… async>` in the page' },
  { path: '/with-after-load', label: 'with the script added after load, when idle (the README’s embed)' },
];

function summarise(runs, reference) {
  const tbt = median(runs.map((r) => r.tbt));
  const lcp = median(runs.map((r) => r.lcp));
  if (!reference) return { tbt, lcp };
  const addedTbt = tbt - reference.tbt;
  const addedLcp = lcp - reference.lcp;
  return {
    tbt,
    lcp,
    addedTbt,
    addedLcp,
    tbtMet: addedTbt <= MAX_ADDED_TBT_MS,
    // The widget only adds work: an LCP lower with it than without is the simulation's noise, not a change.
    lcpMet: addedLcp <= LCP_NOISE_MS,
  };
}

const kb = (bytes) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);

/** How each request of a group came: sent (and how encoded), revalidated, from the cache, a preflight. */
function howTheyCame(requests) {
  const counts = new Map();
  for (const request of requests) {
    const how = request.failed
      ? `failed (${request.failed})`
      : request.method === 'OPTIONS'
        ? 'preflight'
        : request.fromCache
          ? 'from the cache'
          : (request.wireStatus ?? request.status) === 304
            ? 'revalidated, 304'
            : `${request.status}${request.encoding ? ` ${request.encoding}` : ''}`;
    counts.set(how, (counts.get(how) ?? 0) + 1);
  }
  return [...counts].map(([how, count]) => `${count} × ${how}`).join(', ');
}

/** The requests of one view in groups: the widget's files by purpose, its calls, the host's own page. */
function groupedRequests(requests, hostOrigin, widgetOrigin) {
  const firstAnswerPaths = new Set(
    firstAnswerFiles().map((file) => `/widget/${path.relative(widgetDist, file).split(path.sep).join('/')}`),
  );
  const groups = [
    {
      what: 'widget files the first answer needs (`/widget/`: loader, panel and its static imports)',
      widgetFiles: true,
      firstAnswer: true,
      test: (url) => url.origin === widgetOrigin && firstAnswerPaths.has(url.pathname),
    },
    {
      what: 'widget files loaded on demand (`/widget/esm/chunks/`)',
      widgetFiles: true,
      test: (url) => url.origin === widgetOrigin && url.pathname.startsWith('/widget/'),
    },
    {
      what: 'bot answers (`/bot/`)',
      test: (url) => url.origin === widgetOrigin && url.pathname.startsWith('/bot/'),
    },
    { what: 'other calls of the widget', test: (url) => url.origin === widgetOrigin },
    { what: 'the host page itself (reference)', test: (url) => url.origin === hostOrigin },
    { what: 'anything else', test: () => true },
  ].map((group) => ({ ...group, requests: [] }));
  for (const request of requests) {
    const url = new URL(request.url);
    groups.find((group) => group.test(url)).requests.push({ ...request, path: url.pathname });
  }
  return groups.filter((group) => group.requests.length > 0 || group.widgetFiles);
}

const bytesOf = (requests) => requests.reduce((sum, request) => sum + request.bytes, 0);

function bytesSection(measured, hostOrigin, widgetOrigin) {
  const [first, next] = [measured.first, measured.next].map((requests) =>
    groupedRequests(requests, hostOrigin, widgetOrigin),
  );
  const revalidated = measured.revalidated;
  const widgetBytes = (groups, onlyFirstAnswer) =>
    bytesOf(
      groups.filter((g) => g.widgetFiles && (g.firstAnswer || !onlyFirstAnswer)).flatMap((g) => g.requests),
    );
  const firstAnswerBytes = widgetBytes(first, true);
  const firstAllBytes = widgetBytes(first, false);
  const nextBytes = widgetBytes(next, false);
  // The widget's files by name (the folder is in the group's line), calls by their path.
  const shortPath = (pathname) => (pathname.startsWith('/widget/') ? pathname.split('/').pop() : pathname);
  const named = (group) =>
    [...new Set(group.requests.map((request) => `\`${shortPath(request.path)}\``))].join(', ');
  const rows = [
    ['first visit (empty cache)', first],
    ['next page view', next],
  ].flatMap(([view, groups]) =>
    groups.map(
      (group) =>
        `| ${view} | ${group.what} | ${named(group) || '—'} | ${group.requests.length} | ` +
        `${kb(bytesOf(group.requests))} | ${howTheyCame(group.requests) || '—'} |`,
    ),
  );
  rows.push(
    `| once the loader is no longer fresh | the loader revalidated (\`/widget/\`) | ` +
      `${revalidated.map((request) => `\`${shortPath(new URL(request.url).pathname)}\``).join(', ')} | ` +
      `${revalidated.length} | ${kb(bytesOf(revalidated))} | ${howTheyCame(revalidated)} |`,
  );
  const cachingOf = (fileName) =>
    measured.first.find((request) => new URL(request.url).pathname.endsWith(`/${fileName}`))?.cacheControl;
  const panelName = path.basename(firstAnswerFiles()[1]);

  const met = (value, max) => (value <= max ? 'met' : '**not met**');
  return {
    firstAnswerBytes,
    firstAllBytes,
    nextBytes,
    revalidatedBytes: bytesOf(revalidated),
    text: [
      '### Bytes on the wire',
      '',
      'Debian Chromium headless, a fresh profile, the host page with `<script src=… async>`: a first visit with an',
      'empty cache, then the visitor’s next page view with what the first left in the cache. In each the chat is',
      `opened from the launcher and asked “${QUESTION}” until the answer shows and the network is still.`,
      `The next page view comes while the loader is fresh (\`Cache-Control: ${cachingOf('chat-widget.js')}\`;`,
      `the panel's: \`${cachingOf(panelName)}\`); the last line is the revalidation that follows, asked by`,
      'the page with `fetch(…, { cache: "no-cache" })` as the browser asks for it then.',
      'Bytes are what Chromium received for each request (`encodedDataLength` of the DevTools Protocol’s',
      '`Network.loadingFinished`: headers and body as sent, compressed or not; 0 for what came from its cache).',
      '',
      '| view | requests | files or paths | count | bytes on the wire | how they came |',
      '|---|---|---|---:|---:|---|',
      ...rows,
      '',
      `Targets: the widget files a first visit needs for the first answer ≤ ${kb(MAX_FIRST_ANSWER_WIDGET_BYTES)}: ` +
        `${met(firstAnswerBytes, MAX_FIRST_ANSWER_WIDGET_BYTES)} (${kb(firstAnswerBytes)}; ${kb(firstAllBytes)} ` +
        'with the chunks the panel loads on demand in the same view); the widget files of the next page view ' +
        `≤ ${kb(MAX_NEXT_VIEW_WIDGET_BYTES)}: ${met(Math.max(nextBytes, bytesOf(revalidated)), MAX_NEXT_VIEW_WIDGET_BYTES)} ` +
        `(${kb(nextBytes)} while the loader is fresh, ${kb(bytesOf(revalidated))} once it is revalidated).`,
      '',
    ].join('\n'),
  };
}

function writeSection(results, scriptUrl, bytes) {
  const date = new Date().toISOString().slice(0, 10);
  const reference = summarise(results[0].runs);
  const spread = (runs) => Math.max(...runs.map((r) => r.lcp)) - Math.min(...runs.map((r) => r.lcp));
  const each = (runs, key) => runs.map((r) => Math.round(r[key])).join(', ');
  const rows = results.map(({ variant, runs }, index) => {
    const summary = summarise(runs, index === 0 ? undefined : reference);
    const added =
      index === 0
        ? '(reference) | (reference) | —'
        : `${signed(summary.addedTbt)} | ${signed(summary.addedLcp)} | ` +
          `${summary.tbtMet ? 'met' : '**not met**'} / ${summary.lcpMet ? 'met' : '**not met**'}`;
    return (
      `| ${variant.label} | ${ms(summary.tbt)} | ${ms(summary.lcp)} | ${added} | ` +
      `${each(runs, 'tbt')} | ${each(runs, 'lcp')} |`
    );
  });
  const section = [
    HEADING,
    '',
    `Lighthouse 12.2.3, mobile preset (simulated slow 4G, 4× CPU slowdown), Debian Chromium headless, ${RUNS}`,
    'runs of each page, alternating, median reported; run on ' +
      date +
      '. The host is a plain static page (a',
    'header, six paragraphs, no framework) served by its own little server on another port of 127.0.0.1, so the',
    `widget comes from another origin: the production server with demo content serves \`${new URL(scriptUrl).pathname}\`.`,
    'Regenerate with `pnpm bench:embed`.',
    '',
    `| host page | TBT | LCP | added TBT | added LCP | targets (TBT ≤ +${MAX_ADDED_TBT_MS} ms / LCP ≤ +${LCP_NOISE_MS} ms) | TBT of each run | LCP of each run |`,
    '|---|---:|---:|---:|---:|---|---|---|',
    ...rows,
    '',
    `The noise band for LCP is +${LCP_NOISE_MS} ms (a lower LCP with the widget is noise: it only adds work). Lantern, Lighthouse’s simulation, builds its estimate from`,
    'the tasks it observed while loading the page at full speed on this shared 2-core machine, so the same page',
    `moves between runs: the page without the widget spread over ${Math.round(spread(results[0].runs))} ms here. A`,
    'change within a third of one simulated round trip (150 ms) is below what Lantern can tell apart; a',
    'request that Lantern counts as blocking costs whole round trips (a new origin: 3 or more, 450 ms and up).',
    '',
    bytes.text,
  ].join('\n');
  writeBenchmarkSection(HEADING, section);
  return results.map(({ variant, runs }, index) => ({
    page: variant.label,
    ...summarise(runs, index === 0 ? undefined : reference),
  }));
}

if (!process.argv.includes('--no-build')) {
  banner('Building');
  if ((await run('pnpm', ['run', 'build'], { cwd: root })) !== 0) process.exit(1);
}

const { base, dataDir, stop } = await startBenchServer({ portFrom: 4180, env: { DEMO_CONTENT: 'true' } });
const scriptUrl = `${base}/widget/chat-widget.js`;
const pages = {
  '/without': hostPage(''),
  '/with': hostPage(`<script src="${scriptUrl}" async></script>`),
  // The embed packages/chat-widget/README.md recommends: the script is added once the page has loaded and
  // the browser is idle (a small page's load event can come before its first paint).
  '/with-after-load': hostPage(`<script>
addEventListener('load', function () {
  var later = window.requestIdleCallback || function (run) { setTimeout(run, 1); };
  later(function () {
    var script = document.createElement('script');
    script.src = ${JSON.stringify(scriptUrl)};
    script.async = true;
    document.body.appendChild(script);
  }, { timeout: 2000 });
});
</script>`),
};
const host = createServer((request, response) => {
  const page = pages[request.url ?? ''];
  response.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
  response.end(page ?? 'not found');
});
const hostPort = await freePort(4290);
await new Promise((resolve) => host.listen(hostPort, '127.0.0.1', resolve));
const hostOrigin = `http://127.0.0.1:${hostPort}`;
// `--reports=DIR` keeps Lighthouse's reports (they go with the server's temporary data dir otherwise).
const reportsDir = process.argv.find((arg) => arg.startsWith('--reports='))?.slice('--reports='.length);
if (reportsDir) mkdirSync(reportsDir, { recursive: true });

try {
  const results = VARIANTS.map((variant) => ({ variant, runs: [] }));
  for (let index = 0; index < RUNS; index += 1) {
    banner(`Lighthouse ${index + 1}/${RUNS}: the host page without the widget, then with it (two embeds)`);
    for (const { variant, runs } of results) {
      const name = variant.path.slice(1);
      runs.push(
        await audit(
          `${hostOrigin}${variant.path}`,
          path.join(reportsDir ?? dataDir, `${name}-${index}.json`),
        ),
      );
    }
  }
  banner('Bytes on the wire: a first visit and the next page view, the chat opened and asked each time');
  const measured = await widgetBytesOnTheWire({
    hostUrl: `${hostOrigin}/with`,
    question: QUESTION,
    revalidateUrl: scriptUrl,
  });
  const bytes = bytesSection(measured, hostOrigin, new URL(base).origin);
  console.table(writeSection(results, scriptUrl, bytes));
  console.table({
    'widget files for the first answer, first visit': kb(bytes.firstAnswerBytes),
    'widget files, first visit': kb(bytes.firstAllBytes),
    'widget files, next page view': kb(bytes.nextBytes),
    'the loader revalidated': kb(bytes.revalidatedBytes),
  });
  console.log('Written to docs/benchmarks.md');
} finally {
  await new Promise((resolve) => host.close(resolve));
  await stop();
}
