#!/usr/bin/env node
// pnpm bench:start — how long the server takes to answer after it is started, and its memory then: the
// production build (`node dist/main.js`, what `npm start` runs) against the TypeScript sources run through
// tsx (what `pnpm dev` runs), on embedded PGlite and on PostgreSQL, the median of BENCH_RUNS starts each.
// Demo content on a fresh data directory (and database), so every start migrates and seeds from nothing:
// the worst case. Writes docs/benchmarks.md under its own heading.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { serverRssMb } from './lib/bench-server.mjs';
import { benchMachine, writeBenchmarkSection } from './lib/benchmarks.mjs';
import { startCluster } from './lib/pg.mjs';
import { freePort } from './lib/ports.mjs';
import { banner, run, startService } from './lib/proc.mjs';

const HEADING = '## Server start';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'server');
const ENTRIES = {
  'node dist/main.js (npm start)': [process.execPath, [path.join(serverDir, 'dist', 'main.js')]],
  'tsx src/main.ts (pnpm dev, reference)': [
    path.join(serverDir, 'node_modules', '.bin', 'tsx'),
    ['src/main.ts'],
  ],
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function freshDatabase(clusterUrl) {
  if (!clusterUrl) return undefined;
  const name = `ohmstead_start_${Math.random().toString(16).slice(2, 10)}`;
  const client = new pg.Client({ connectionString: clusterUrl });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Starts once; resolves the milliseconds until the first answer and the resident memory then. */
async function startOnce([command, args], clusterUrl) {
  const port = await freePort(27400);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ohmstead-start-'));
  const databaseUrl = await freshDatabase(clusterUrl);
  const started = performance.now();
  const server = startService(command, args, {
    cwd: serverDir,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_CONTENT: 'true',
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
  try {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/Config/Public`)).ok) break;
      } catch {
        // Not listening yet.
      }
      if (performance.now() - started > 120_000) throw new Error('the server did not start within 120 s');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return { ms: performance.now() - started, rss: serverRssMb(server.pid) };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if ((await run('pnpm', ['--filter', '@ohmstead/server', 'run', 'build'])) !== 0) process.exit(1);
const cluster = await startCluster({ portFrom: 25700 });
const rows = [];
try {
  for (const [database, clusterUrl] of [
    ['PGlite', undefined],
    ['PostgreSQL', cluster.url],
  ]) {
    for (const [label, entry] of Object.entries(ENTRIES)) {
      banner(`${label} on ${database}: ${RUNS} starts`);
      const results = [];
      for (let n = 0; n < RUNS; n++) results.push(await startOnce(entry, clusterUrl));
      rows.push({
        database,
        entry: label,
        startMs: Math.round(median(results.map((result) => result.ms))),
        rssMb: median(results.map((result) => result.rss)),
      });
    }
  }
} finally {
  cluster.stop();
}
console.table(rows);

const date = new Date().toISOString().slice(0, 10);
const machine = benchMachine();
const node = spawnSync(process.execPath, ['--version'], { encoding: 'utf8' }).stdout.trim();
const reference = (database) => rows.find((row) => row.database === database && row.entry.startsWith('tsx'));
writeBenchmarkSection(
  HEADING,
  [
    HEADING,
    '',
    '`pnpm bench:start`: from starting the process to its first answer (`GET /api/Config/Public`), and the',
    "resident memory of the server's process group then; a fresh data directory or database each time (it",
    `migrates and seeds the demo content first), median of ${RUNS} starts. The reference is the same server run from`,
    'its TypeScript sources through tsx (`pnpm dev`), in the same run.',
    '',
    '| database | entry | start | RSS after start | start vs. reference | RSS vs. reference | machine | Node | date |',
    '|---|---|---:|---:|---:|---:|---|---|---|',
    ...rows.map((row) => {
      const base = reference(row.database);
      return `| ${row.database} | ${row.entry} | ${row.startMs} ms | ${row.rssMb} MB | ${((row.startMs / base.startMs) * 100).toFixed(0)} % | ${((row.rssMb / base.rssMb) * 100).toFixed(0)} % | ${machine} | ${node} | ${date} |`;
    }),
    '',
  ].join('\n'),
);
console.log('Written to docs/benchmarks.md');
