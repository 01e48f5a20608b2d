#!/usr/bin/env node
// pnpm bench:bot — throughput and latency of the bot's answer call (GET /bot/crm/answer).
// Starts the server on a free port (embedded PGlite in a temporary data dir, then a throwaway PostgreSQL
// cluster) with rate limits high enough not to interfere, warms it up, runs autocannon against `GET /` (the
// reference of the same run) and then with a rotating set of visitor questions and guest sessions, prints
// the result and writes it into docs/benchmarks.md under its own heading (other sections are kept).
import autocannon from 'autocannon';
import { startBenchServer } from './lib/bench-server.mjs';
import { benchMachine, writeBenchmarkSection } from './lib/benchmarks.mjs';
import { benchGuestSessions } from './lib/chat-sessions.mjs';
import { benchOnBothDatabases } from './lib/pg.mjs';
import { banner } from './lib/proc.mjs';

const HEADING = '## Bot answer call';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 15);
const SESSIONS = 50;

/** What visitors ask the AI Assistant: products, claims, contact, intents and a question it cannot answer. */
const QUESTIONS = [
  'What is the Power Router?',
  'How many vehicles can charge at once?',
  'What does the Power Bridge do?',
  'Tell me about the Power Blade',
  'What is galvanic isolation?',
  'Can the power router keep my building running during an outage?',
  'How much can I save on utility bills?',
  'Where is your office located?',
  'What is your phone number?',
  'How can I apply for a job?',
  'Do you support vehicle-to-grid?',
  'How long does commissioning take?',
  'Hello!',
  'Can I talk to a human?',
  'Can you recommend a pizza recipe?',
];

// Sessions the server accepts: signed by the bench with the key it starts the server with.
const sessions = await benchGuestSessions();
const sessionIds = Array.from({ length: SESSIONS }, () => sessions.next());
const session = (n) => sessionIds[n % SESSIONS];
const answerPath = (n) =>
  `/bot/crm/answer?${new URLSearchParams({ question: QUESTIONS[n % QUESTIONS.length], username: 'guest' })}`;

async function warmUp(base) {
  for (let n = 0; n < QUESTIONS.length * 2; n++) {
    const response = await fetch(`${base}${answerPath(n)}`, { headers: { 'x-chat-session': session(n) } });
    if (!response.ok) throw new Error(`warm-up call answered ${response.status}: ${await response.text()}`);
  }
}

function runAutocannon(base, path) {
  let n = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: DURATION_S,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => {
              n += 1;
              if (path) return { ...request, path };
              return { ...request, path: answerPath(n), headers: { 'x-chat-session': session(n) } };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false });
  });
}

/** Replaces (or appends) this benchmark's section of docs/benchmarks.md, keeping every other section. */
function writeSection(rows) {
  const date = new Date().toISOString().slice(0, 10);
  const reference = (database) => rows.find((row) => row.database === database && row.call.includes('GET /'));
  const section = [
    HEADING,
    '',
    `autocannon 9.0.0 against \`GET /bot/crm/answer\` (retrieval answers, no language model), ${CONNECTIONS}`,
    `connections for ${DURATION_S} s, ${QUESTIONS.length} rotating visitor questions (products, claims, contact,`,
    `intents, one it cannot answer) from ${SESSIONS} guest sessions; one server process (the production build),`,
    'on embedded PGlite and on PostgreSQL (a throwaway local cluster), rate limits raised out of the way',
    '(every call is still counted). Each call counts its rate limits in one statement (in memory on PGlite,',
    'whose one process is the whole store: docs/decisions/0014-rate-limits.md), searches the',
    'knowledge base in memory and queues its turn, written in batches after the answer is sent',
    '(docs/decisions/0023-serving-path.md). The reference is `GET /` (the Home',
    'page, rendered once on the server and then served from memory) with the same connections in the same run. Regenerate with `pnpm bench:bot`.',
    '',
    '| database | call | requests/s (mean) | of `GET /` | p50 | p99 | requests | errors | non-2xx | machine | date |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.database} | ${row.call} | ${row.rps} | ${((row.rps / reference(row.database).rps) * 100).toFixed(0)} % | ${row.p50} ms | ${row.p99} ms | ${row.total} | ${row.errors} | ${row.non2xx} | ${row.machine} | ${date} |`,
    ),
    '',
  ].join('\n');
  writeBenchmarkSection(HEADING, section);
}

const rowOf = (database, call, result) => ({
  database,
  call,
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  total: result.requests.total,
  errors: result.errors + result.timeouts,
  non2xx: result.non2xx,
  machine: benchMachine(),
});

async function benchOn(database, env) {
  const { base, stop } = await startBenchServer({
    portFrom: Number(process.env.BENCH_PORT ?? 27100),
    env: {
      AUTH_TOKEN_SECRET: sessions.secret,
      BOT_RATE_LIMIT_PER_MINUTE: '1000000',
      BOT_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '1000000',
      ...env,
    },
  });
  try {
    banner(`${database}: warming up`);
    await warmUp(base);
    banner(`${database}: autocannon on GET / (reference), ${CONNECTIONS} connections, ${DURATION_S} s`);
    const reference = rowOf(database, '`GET /` (reference)', await runAutocannon(base, '/'));
    banner(`${database}: autocannon on the answer call, ${CONNECTIONS} connections, ${DURATION_S} s`);
    const answer = rowOf(database, 'bot answer', await runAutocannon(base));
    console.table([reference, answer]);
    return [reference, answer];
  } finally {
    await stop();
  }
}

const { runs, write } = await benchOnBothDatabases(benchOn, { portFrom: 25700 });
const rows = runs.flat();
if (write) {
  writeSection(rows);
  console.log('Written to docs/benchmarks.md');
}
if (rows.some((row) => row.errors > 0 || row.non2xx > 0)) process.exitCode = 1;
