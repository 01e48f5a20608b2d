#!/usr/bin/env node
// pnpm bench:bot — throughput and latency of the bot's answer call (GET /bot/crm/answer).
// Starts the server on a free port with embedded PGlite in a temporary data dir and rate limits high
// enough not to interfere, warms it up, runs autocannon with a rotating set of visitor questions and
// guest sessions, prints the result and writes it into docs/benchmarks.md under its own heading (other
// sections are kept).
import os from 'node:os';
import autocannon from 'autocannon';
import { startBenchServer } from './lib/bench-server.mjs';
import { benchGuestSessions } from './lib/chat-sessions.mjs';
import { banner } from './lib/proc.mjs';
import { writeBenchmarkSection } from './lib/benchmarks.mjs';

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

function runAutocannon(base) {
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
function writeSection(row) {
  const date = new Date().toISOString().slice(0, 10);
  const section = [
    HEADING,
    '',
    `autocannon 9.0.0 against \`GET /bot/crm/answer\` (retrieval answers, no language model), ${CONNECTIONS}`,
    `connections for ${DURATION_S} s, ${QUESTIONS.length} rotating visitor questions (products, claims, contact,`,
    `intents, one it cannot answer) from ${SESSIONS} guest sessions; one server process with embedded PGlite,`,
    'rate limits raised out of the way (every call still counts in the database). Each call checks the',
    'rate limit (two counter upserts), searches the full-text index and stores the turn.',
    'Regenerate with `pnpm bench:bot`.',
    '',
    '| requests/s (mean) | p50 | p99 | requests | errors | non-2xx | machine | date |',
    '|---:|---:|---:|---:|---:|---:|---|---|',
    `| ${row.rps} | ${row.p50} ms | ${row.p99} ms | ${row.total} | ${row.errors} | ${row.non2xx} | ${row.machine} | ${date} |`,
    '',
  ].join('\n');
  writeBenchmarkSection(HEADING, section);
}

const { base, stop } = await startBenchServer({
  portFrom: Number(process.env.BENCH_PORT ?? 47100),
  env: {
    AUTH_TOKEN_SECRET: sessions.secret,
    BOT_RATE_LIMIT_PER_MINUTE: '1000000',
    BOT_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '1000000',
  },
});

try {
  banner('Warming up');
  await warmUp(base);
  banner(`autocannon: ${CONNECTIONS} connections, ${DURATION_S} s`);
  const result = await runAutocannon(base);
  const row = {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'CPU'}`,
  };
  console.table([row]);
  writeSection(row);
  console.log('Written to docs/benchmarks.md');
  if (row.errors > 0 || row.non2xx > 0) process.exitCode = 1;
} finally {
  await stop();
}
