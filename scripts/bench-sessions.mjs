#!/usr/bin/env node
// pnpm bench:sessions — what a new guest chat session costs, past an address's free share, the server and a
// script that mints sessions (docs/security.md "Limits that escalate"). The production server on default
// limits (the answer limits raised out of the way, so only the sessions' own price is measured), on
// embedded PGlite and on PostgreSQL: first the address's free sessions (the reference), then sessions that
// each owe a proof of work, solved by this process with Node's native PBKDF2 — the fastest a script gets,
// faster than the widget's WebCrypto in a browser. CPU is read from /proc for the server, the database and
// this process. Writes docs/benchmarks.md under its own heading.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startBenchServer } from './lib/bench-server.mjs';
import { benchMachine, writeBenchmarkSection } from './lib/benchmarks.mjs';
import { cpuSpent, cpuTimes } from './lib/cpu-time.mjs';
import { benchOnBothDatabases } from './lib/pg.mjs';
import { banner } from './lib/proc.mjs';

const HEADING = '## New chat sessions from one address';
/** The server's default free share (apps/server/src/limits.ts CHAT_SESSIONS_WITHOUT_PROOF_PER_ADDRESS_PER_HOUR). */
const FREE = 30;
const PAID = Number(process.env.BENCH_PAID_SESSIONS ?? 90);
const ADDRESS_NOTE = 'every call from 127.0.0.1, as behind one shared address';

// altcha-lib is the server's dependency: loaded from there, as the server loads it.
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'server');
const fromServer = createRequire(path.join(serverDir, 'package.json'));
const load = (name) => import(pathToFileURL(fromServer.resolve(name)).href);
const { solveChallenge } = await load('altcha-lib');
const { deriveKey } = await load('altcha-lib/algorithms/pbkdf2');

const answerUrl = (base, n) =>
  `${base}/bot/crm/answer?${new URLSearchParams({ question: `What is a power router? ${n}`, username: 'guest' })}`;

/** This process's own CPU milliseconds (every thread: Node's PBKDF2 runs on its thread pool). */
const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

async function mintSessions(base, pid, count, offset, pay) {
  let solvingMs = 0;
  let attempts = 0;
  const before = cpuTimes(pid);
  for (let n = 0; n < count; n++) {
    let response = await fetch(answerUrl(base, offset + n));
    if (response.status === 428 && pay) {
      const { challenge } = await response.json();
      const started = ownCpuMs();
      const solution = await solveChallenge({ challenge, deriveKey });
      solvingMs += ownCpuMs() - started;
      attempts += solution.counter + 1;
      const proof = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
      response = await fetch(answerUrl(base, offset + n), { headers: { 'x-chat-proof': proof } });
    }
    if (response.status !== 200) throw new Error(`session ${offset + n} answered ${response.status}`);
    await response.arrayBuffer();
  }
  const spent = cpuSpent(before, cpuTimes(pid));
  return {
    serverMs: (spent.server + spent.database) / count,
    scriptMs: solvingMs / count,
    attempts: attempts / count,
  };
}

async function benchOn(database, env) {
  const { base, pid, stop } = await startBenchServer({
    portFrom: Number(process.env.BENCH_PORT ?? 27700),
    env: { BOT_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '1000000', ...env },
  });
  try {
    banner(`${database}: ${FREE} free sessions (reference)`);
    const free = await mintSessions(base, pid, FREE, 0, false);
    banner(`${database}: ${PAID} sessions that each owe a proof of work`);
    const paid = [];
    const rounds = 3;
    for (let round = 0; round < rounds; round++)
      paid.push(await mintSessions(base, pid, PAID / rounds, FREE + (round * PAID) / rounds, true));
    const rows = [
      { database, sessions: `1–${FREE} (free)`, ...free },
      ...paid.map((result, round) => ({
        database,
        sessions: `${FREE + (round * PAID) / rounds + 1}–${FREE + ((round + 1) * PAID) / rounds}`,
        ...result,
      })),
    ];
    console.table(rows);
    return rows;
  } finally {
    await stop();
  }
}

const fixed = (value) => value.toFixed(value < 10 ? 2 : 1);

function writeSection(rows) {
  const date = new Date().toISOString().slice(0, 10);
  const machine = benchMachine();
  const section = [
    HEADING,
    '',
    `\`pnpm bench:sessions\`: the production server on default limits (ALTCHA_COST 5000; the answer limits raised`,
    `out of the way), ${ADDRESS_NOTE}. First the address's ${FREE} free sessions of the hour (the reference),`,
    `then ${PAID} more that each owe a proof of work, in three rounds: the price rises with the rate. The script`,
    "solves with Node's native PBKDF2 (the fastest a script gets; the widget uses WebCrypto in the browser).",
    'CPU per session from /proc: the server with its database, and the script while it solves.',
    '',
    '| database | sessions of the hour | server + database CPU per session | script CPU per session | attempts per proof | script ÷ server | machine | date |',
    '|---|---|---:|---:|---:|---:|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.database} | ${row.sessions} | ${fixed(row.serverMs)} ms | ${fixed(row.scriptMs)} ms | ${Math.round(row.attempts)} | ${row.scriptMs ? `${fixed(row.scriptMs / row.serverMs)} ×` : '—'} | ${machine} | ${date} |`,
    ),
    '',
  ].join('\n');
  writeBenchmarkSection(HEADING, section);
}

const { runs, write } = await benchOnBothDatabases(benchOn, { portFrom: 55100 });
if (write) {
  writeSection(runs.flat());
  console.log('Written to docs/benchmarks.md');
}
