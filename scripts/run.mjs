#!/usr/bin/env node
// The project's commands on a fresh machine with only Node and npm (and apt as root):
//   node scripts/run.mjs start   build everything, start the server with demo content
//   node scripts/run.mjs test    lint, types, media, unit, PostgreSQL, build, start, e2e, several nodes, Storybook
//   node scripts/run.mjs dev     server (watch) and Vite dev server together
// Plain Node and nothing else: this file runs before node_modules exists.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureAptPackages } from './lib/apt.mjs';
import { CHROMIUM_BROWSER, CHROMIUM_HEADLESS_SHELL } from './lib/chromium.mjs';
import { startCluster } from './lib/pg.mjs';
import { ensurePnpm, installDependencies } from './lib/pnpm.mjs';
import { banner, run } from './lib/proc.mjs';
import { addCounts, checksCounts, emptyCounts, playwrightCounts, vitestCounts } from './lib/reports.mjs';
import { onPinnedRuntime } from './lib/runtime.mjs';
import { printSummary, stageRunner } from './lib/stages.mjs';

// pnpm 12 records the pnpm it is pinned to (from "packageManager") in the lockfile by resolving
// @pnpm/exe@<version>; the registry has no such release for 12.21.0, so a frozen install fails with
// "lockfile is not up to date". ensurePnpm() below already guarantees the pinned version, so pnpm's
// own pin check is switched off for every pnpm process this script starts.
process.env.pnpm_config_pm_on_fail ??= 'ignore';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = path.join(root, 'apps', 'server');
/** The browser and its headless shell, which most e2e tests run in. */
const CHROMIUM_BINARIES = [CHROMIUM_BROWSER, CHROMIUM_HEADLESS_SHELL];
/** Tools of the root package are run from node_modules/.bin: one process less than `pnpm exec`. */
const bin = (tool) => path.join(root, 'node_modules', '.bin', tool);
const APT_PACKAGES = ['chromium', 'chromium-headless-shell', 'fonts-liberation', 'postgresql', 'nginx-light'];
/** Where Debian's nginx packages put the binary the several-nodes stage runs (scripts/lib/nginx.mjs). */
const NGINX = '/usr/sbin/nginx';

/**
 * What each stage of `npm test` may take, in seconds, on the 2-core machine CI runs on: 15 minutes in all
 * (docs/benchmarks.md "npm test, stage by stage"). A stage over its budget still passes; the summary says
 * it was slower, so that a slow change is seen when it lands.
 */
const STAGE_BUDGETS_S = {
  'Setup: pnpm, dependencies, apt packages': 20,
  'Lint: eslint, prettier --check': 35,
  'Typecheck: every package, e2e and Storybook': 30,
  'Media: asset check': 5,
  'Unit tests: every project (PGlite)': 180,
  'Server tests on PostgreSQL': 100,
  'Build: pnpm -r build': 20,
  'Size budgets: scripts/size-budgets.json': 5,
  'Start: npm start on embedded PGlite': 15,
  'End-to-end: Playwright in Chromium': 460,
  'Several nodes: PostgreSQL, 2 nodes, nginx': 15,
  'Storybook: static build': 15,
};

const commands = { start, test, dev };
const name = process.argv[2];
if (!commands[name]) {
  console.error(`usage: node scripts/run.mjs ${Object.keys(commands).join('|')}`);
  process.exit(2);
}
process.exitCode = await onPinnedRuntimeOrHere(() => commands[name]());

/** Runs `command` here when this Node is the pinned line, else this whole script on the pinned runtime. */
async function onPinnedRuntimeOrHere(command) {
  let elsewhere;
  try {
    elsewhere = await onPinnedRuntime(root, fileURLToPath(import.meta.url), process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
  if (elsewhere !== null) return elsewhere;
  console.log(`Node.js ${process.version} (${process.execPath})`);
  return command();
}

async function prepare() {
  await ensurePnpm(root);
  return (await installDependencies(root)) === 0;
}

async function start() {
  banner('Installing dependencies');
  if (!(await prepare())) return 1;
  banner('Building the site and packages');
  if ((await run('pnpm', ['-r', 'run', 'build'], { cwd: root })) !== 0) return 1;
  const env = {
    DEMO_CONTENT: 'true',
    HOST: process.env.HOST ?? '127.0.0.1',
    PORT: process.env.PORT ?? '3000',
  };
  const shown = ['0.0.0.0', '::'].includes(env.HOST) ? 'localhost' : env.HOST;
  banner(`Starting Ohmstead Power on http://${shown}:${env.PORT}  (Ctrl-C stops it)`);
  // The production build of the server (apps/server/build.mjs): Node alone, no TypeScript loader.
  return run(process.execPath, ['dist/main.js'], { cwd: serverDir, env });
}

async function dev() {
  if (!(await prepare())) return 1;
  banner(
    'Server on http://127.0.0.1:3000 (tsx watch), site on http://127.0.0.1:5173 (Vite)  — Ctrl-C stops both',
  );
  const codes = await Promise.all([
    run('pnpm', ['--filter', '@ohmstead/server', 'run', 'dev'], { cwd: root }),
    run('pnpm', ['--filter', '@ohmstead/site', 'run', 'dev'], { cwd: root }),
  ]);
  return codes.find((code) => code !== 0) ?? 0;
}

async function test() {
  const reports = mkdtempSync(path.join(tmpdir(), 'ohmstead-reports-'));
  const total = emptyCounts();
  const { stage, stages } = stageRunner(STAGE_BUDGETS_S);
  const testRun = {
    stage,
    report: (file) => path.join(reports, file),
    /** A test runner's stage: its JSON report feeds the totals; no report from a failed run counts as one failure. */
    counted: (code, counts) => {
      addCounts(total, counts ?? (code === 0 ? null : { passed: 0, failed: 1, skipped: 0 }));
      return code === 0;
    },
    /** The PostgreSQL cluster the server tests start and the e2e tests use too. */
    cluster: null,
  };
  await staticChecks(testRun);
  await unitTests(testRun);
  await buildAndStart(testRun);
  await browserAndNodes(testRun);
  rmSync(reports, { recursive: true, force: true });
  return printSummary(stages, total, STAGE_BUDGETS_S);
}

/** Setup, lint, types and media: what needs no test runner. */
async function staticChecks({ stage }) {
  await stage('Setup: pnpm, dependencies, apt packages', async () => {
    if (!(await prepare())) return false;
    await ensureAptPackages(APT_PACKAGES);
    return true;
  });

  await stage('Lint: eslint, prettier --check', async () => {
    const eslint = await run(bin('eslint'), ['.'], { cwd: root });
    const prettier = await run(bin('prettier'), ['--check', '.'], { cwd: root });
    return eslint === 0 && prettier === 0;
  });

  await stage('Typecheck: every package, e2e and Storybook', async () => {
    return (await run('pnpm', ['run', 'typecheck'], { cwd: root })) === 0;
  });

  const mediaCheck = path.join(root, 'scripts', 'media', 'check-assets.mjs');
  if (existsSync(mediaCheck)) {
    await stage(
      'Media: asset check',
      async () => (await run(process.execPath, [mediaCheck], { cwd: root })) === 0,
    );
  }
}

/** Every vitest project on PGlite, then the server's on PostgreSQL (whose cluster the e2e stage reuses). */
async function unitTests(testRun) {
  const { stage, report, counted } = testRun;
  const vitest = (file, extra = [], env = {}) =>
    run(
      bin('vitest'),
      ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report(file)}`, ...extra],
      { cwd: root, env },
    );

  await stage('Unit tests: every project (PGlite)', async () => {
    const code = await vitest('unit.json');
    return counted(code, vitestCounts(report('unit.json')));
  });

  await stage('Server tests on PostgreSQL', async () => {
    testRun.cluster = await startCluster({ portFrom: 25400 });
    console.log(`PostgreSQL cluster at ${testRun.cluster.url}`);
    const code = await vitest('server-pg.json', ['--project', 'server', '--project', 'server-isolated'], {
      TEST_DATABASE_URL: testRun.cluster.url,
    });
    return counted(code, vitestCounts(report('server-pg.json')));
  });
}

/** The production build, its size budgets and `npm start`. */
async function buildAndStart({ stage, report, counted }) {
  await stage(
    'Build: pnpm -r build',
    async () => (await run('pnpm', ['-r', 'run', 'build'], { cwd: root })) === 0,
  );

  await stage(
    'Size budgets: scripts/size-budgets.json',
    async () =>
      (await run(process.execPath, [path.join(root, 'scripts', 'size-budgets.mjs')], { cwd: root })) === 0,
  );

  // What `npm start` runs, on the embedded database (the other stages run the server on PostgreSQL).
  await stage('Start: npm start on embedded PGlite', async () => {
    const env = { START_JSON_REPORT: report('start.json') };
    const script = path.join(root, 'scripts', 'test-start.mjs');
    const code = await run(process.execPath, [script], { cwd: root, env });
    return counted(code, checksCounts(report('start.json')));
  });
}

/** End-to-end in Chromium, several nodes behind nginx, and Storybook's build. */
async function browserAndNodes({ stage, report, counted, cluster }) {
  await stage('End-to-end: Playwright in Chromium', async () => {
    const missing = CHROMIUM_BINARIES.filter((binary) => !existsSync(binary));
    if (missing.length > 0)
      throw new Error(`${missing.join(', ')} missing: apt-get install -y ${APT_PACKAGES.join(' ')}`);
    // The e2e server gets its own database on the same throwaway cluster; the tests read it with `pg`.
    const env = { E2E_DATABASE_URL: cluster.url, E2E_JSON_REPORT: report('e2e.json') };
    const code = await run(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], { cwd: root, env });
    return counted(code, playwrightCounts(report('e2e.json')));
  });
  cluster?.stop();

  // Its own PostgreSQL cluster, two production-build nodes and nginx (docs/deployment.md).
  await stage('Several nodes: PostgreSQL, 2 nodes, nginx', async () => {
    if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install -y nginx-light`);
    const env = { NGINX_BIN: NGINX, NODES_JSON_REPORT: report('nodes.json') };
    const code = await run(process.execPath, [path.join(root, 'scripts', 'test-nodes.mjs')], {
      cwd: root,
      env,
    });
    return counted(code, checksCounts(report('nodes.json')));
  });

  await stage('Storybook: static build', async () => {
    return (await run('pnpm', ['run', 'storybook:build'], { cwd: root })) === 0;
  });
}
