#!/usr/bin/env node
// pnpm bench:site — Lighthouse (mobile preset) on the production build of the public pages.
// Builds, starts the server with demo content on a free port, audits each page in Debian's Chromium
// and writes the table into docs/benchmarks.md under its own heading (other sections are kept).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startBenchServer } from './lib/bench-server.mjs';
import { banner, run } from './lib/proc.mjs';
import { writeBenchmarkSection } from './lib/benchmarks.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HEADING = '## Lighthouse (mobile), public pages';
const PAGES = ['/', '/contact-us', '/power-router-technology', '/news-events', '/careers'];
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** One Lighthouse run; returns the row of the table. */
async function audit(url, workDir) {
  const output = path.join(workDir, `${encodeURIComponent(url)}.json`);
  const code = await run(
    path.join(root, 'node_modules', '.bin', 'lighthouse'),
    [
      url,
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      '--quiet',
    ],
    { cwd: root, env: { CHROME_PATH } },
  );
  if (code !== 0 || !existsSync(output)) throw new Error(`lighthouse failed on ${url} (exit ${code})`);
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const metric = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    page: new URL(url).pathname,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: `${(metric('largest-contentful-paint') / 1000).toFixed(1)} s`,
    tbt: `${Math.round(metric('total-blocking-time'))} ms`,
    cls: metric('cumulative-layout-shift').toFixed(3),
  };
}

/** Replaces (or appends) this benchmark's section of docs/benchmarks.md, keeping every other section. */
function writeSection(rows) {
  const date = new Date().toISOString().slice(0, 10);
  const section = [
    HEADING,
    '',
    'Lighthouse 12.2.3, mobile preset (emulated Moto G Power, slow 4G, 4× CPU slowdown), Debian Chromium',
    'headless, production build served by the server with demo content on one 2-core machine.',
    'Regenerate with `pnpm bench:site`.',
    '',
    '| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | date |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map(
      (r) =>
        `| \`${r.page}\` | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ` +
        `${r.lcp} | ${r.tbt} | ${r.cls} | ${date} |`,
    ),
    '',
  ].join('\n');
  writeBenchmarkSection(HEADING, section);
}

banner('Building');
if ((await run('pnpm', ['run', 'build'], { cwd: root })) !== 0) process.exit(1);

const { base, dataDir, stop } = await startBenchServer({ portFrom: 4180, env: { DEMO_CONTENT: 'true' } });

try {
  const rows = [];
  for (const page of PAGES) {
    banner(`Lighthouse: ${page}`);
    rows.push(await audit(`${base}${page}`, dataDir));
  }
  writeSection(rows);
  console.table(rows);
  console.log('Written to docs/benchmarks.md');
} finally {
  await stop();
}
