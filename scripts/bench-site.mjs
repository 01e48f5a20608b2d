#!/usr/bin/env node
// pnpm bench:site — Lighthouse (mobile preset) on the production build of the public pages, three runs
// each, the median of each figure recorded with the date. Builds, starts the server with demo content on a
// free port, audits each page in Debian's Chromium and writes the table into docs/benchmarks.md under its
// own heading (other sections are kept). The reference, audited in the same run, is a static page with a
// heading and a paragraph and nothing else: what this machine scores at best, so that every figure can be
// read against it.
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBenchServer } from './lib/bench-server.mjs';
import { benchMachine, writeBenchmarkSection } from './lib/benchmarks.mjs';
import { lighthouseReport } from './lib/lighthouse.mjs';
import { freePort } from './lib/ports.mjs';
import { banner, run } from './lib/proc.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HEADING = '## Lighthouse (mobile), public pages';
const RUNS = Number(process.env.BENCH_SITE_RUNS ?? 3);
/** The public pages' Lighthouse targets. */
const TARGETS = { performance: 95, tbtMs: 100, lcpS: 2.0, cls: 0.02, accessibility: 100, seo: 100 };

const REFERENCE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Reference</title>
<meta name="description" content="A static page with a heading and a paragraph."></head>
<body><main><h1>Reference page</h1><p>A static page with a heading and a paragraph, no script, no style
sheet, no image: what Lighthouse scores on this machine at best.</p></main></body></html>`;

/** One Lighthouse run: the figures of the report. */
async function audit(url, workDir, label) {
  const output = path.join(workDir, `${encodeURIComponent(label)}.json`);
  const report = await lighthouseReport(url, output, 'performance,accessibility,best-practices,seo');
  if (report.runtimeError) throw new Error(`lighthouse on ${url}: ${report.runtimeError.message}`);
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const metric = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpS: metric('first-contentful-paint') / 1000,
    lcpS: metric('largest-contentful-paint') / 1000,
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The median of each figure over the runs. */
function medians(runs) {
  const result = {};
  for (const key of Object.keys(runs[0])) result[key] = median(runs.map((run) => run[key]));
  return result;
}

function meetsTargets(row) {
  const misses = [];
  if (row.performance < TARGETS.performance) misses.push('performance');
  if (row.tbtMs > TARGETS.tbtMs) misses.push('TBT');
  if (row.lcpS > TARGETS.lcpS) misses.push('LCP');
  if (row.cls > TARGETS.cls) misses.push('CLS');
  if (row.accessibility < TARGETS.accessibility) misses.push('accessibility');
  if (row.seo < TARGETS.seo) misses.push('SEO');
  return misses.length === 0 ? 'yes' : `no: ${misses.join(', ')}`;
}

/** The address of a published feed item: /feed-detail/{id} redirects to its own (docs/product.md §2.2). */
async function feedDetailPath(base) {
  const list = await (await fetch(`${base}/api/Feed/GetAllFeedUser?pageNum=1&pageSize=1`)).json();
  const id = list.feeds?.[0]?.id;
  if (id === undefined) throw new Error('the demo content has no news item to audit');
  const answer = await fetch(`${base}/feed-detail/${id}`, { redirect: 'manual' });
  const location = answer.headers.get('location');
  if (!location) throw new Error(`/feed-detail/${id} did not redirect to the feed's address`);
  return location;
}

function writeSection(rows, reference, context) {
  const line = (page, r, targets) =>
    `| ${page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ` +
    `${r.fcpS.toFixed(2)} s | ${r.lcpS.toFixed(2)} s | ${Math.round(r.tbtMs)} ms | ${r.cls.toFixed(3)} | ` +
    `${(r.lcpS / reference.lcpS).toFixed(2)}× | ${targets} | ${context.date} |`;
  const section = [
    HEADING,
    '',
    `Lighthouse 12.2.3, mobile preset (emulated Moto G Power, simulated slow 4G, 4× CPU slowdown), Debian`,
    `Chromium headless, production build served by the server with demo content (pages rendered on the`,
    `server). Each page audited ${RUNS} times; every figure is the median of its runs. The reference`,
    `is a static page with a heading and a paragraph (no script, style sheet or image) audited in the same`,
    `run: the best this machine scores; "LCP ×" is a page's LCP over the reference's. Targets:`,
    `performance ≥ ${TARGETS.performance}, TBT ≤ ${TARGETS.tbtMs} ms, LCP ≤ ${TARGETS.lcpS.toFixed(1)} s, ` +
      `CLS ≤ ${TARGETS.cls}, accessibility ${TARGETS.accessibility}, SEO ${TARGETS.seo}.`,
    `Machine: ${context.machine}; load average ${context.load} when the run started (the machine is shared,`,
    'so the figures move from run to run). Regenerate with `pnpm bench:site`.',
    '',
    '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | LCP × | targets met | date |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
    line('reference (static page)', reference, '—'),
    ...rows.map((row) => line(`\`${row.page}\``, row, meetsTargets(row))),
    '',
  ].join('\n');
  writeBenchmarkSection(HEADING, section);
}

banner('Building');
if ((await run('pnpm', ['run', 'build'], { cwd: root })) !== 0) process.exit(1);

const context = {
  date: new Date().toISOString().slice(0, 10),
  machine: benchMachine(),
  load: loadavg()
    .map((value) => value.toFixed(1))
    .join(' / '),
};
const { base, dataDir, stop } = await startBenchServer({ portFrom: 4180, env: { DEMO_CONTENT: 'true' } });
const referencePort = await freePort(4190);
const referenceServer = createServer((_request, response) => {
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(REFERENCE_HTML);
});
await new Promise((resolve) => referenceServer.listen(referencePort, '127.0.0.1', resolve));

try {
  const pages = [
    '/',
    '/about-us',
    '/contact-us',
    '/power-router-technology',
    '/news-events',
    await feedDetailPath(base),
    '/careers',
  ];
  const targets = [
    { page: 'reference', url: `http://127.0.0.1:${referencePort}/` },
    ...pages.map((page) => ({ page, url: `${base}${page}` })),
  ];
  const runs = new Map(targets.map(({ page }) => [page, []]));
  // Round after round, so that a burst of load on the machine falls on every page alike.
  for (let round = 1; round <= RUNS; round += 1) {
    for (const { page, url } of targets) {
      banner(`Lighthouse ${round}/${RUNS}: ${page}`);
      runs.get(page).push(await audit(url, dataDir, `${page}-${round}`));
    }
  }
  const reference = medians(runs.get('reference'));
  const rows = pages.map((page) => ({ page, ...medians(runs.get(page)) }));
  writeSection(rows, reference, context);
  console.table([{ page: 'reference', ...reference }, ...rows]);
  console.log('Written to docs/benchmarks.md');
} finally {
  referenceServer.close();
  await stop();
}
