#!/usr/bin/env node
// pnpm bench:admin — the admin area's lists and dashboards at size: demo content with its
// generated history at 100× (DEMO_HISTORY_SCALE; about 100,000 chat turns, 10,000 enquiries and 5,000
// tickets), then every list and dashboard call of the admin screens BENCH_CALLS times, one after another,
// signed in as the demo SuperAdmin (or the Manager where only Managers may call). Target: p95 ≤ 100 ms on
// PGlite and on PostgreSQL. The reference of the same run is `GET /` (the Home page, kept rendered in memory).
// Writes docs/benchmarks.md under its own heading.
import pg from 'pg';
import { startBenchServer } from './lib/bench-server.mjs';
import { benchMachine, writeBenchmarkSection } from './lib/benchmarks.mjs';
import { startCluster } from './lib/pg.mjs';
import { banner } from './lib/proc.mjs';

const HEADING = '## Admin lists and dashboards at size';
const CALLS = Number(process.env.BENCH_CALLS ?? 40);
const WARM_UP = 5;
const SCALE = Number(process.env.BENCH_SCALE ?? 100);
const PASSWORD = 'ohmstead-demo';

/** A 30-day window ending now, as the screens send it by default. */
const range = () => {
  const to = new Date();
  const from = new Date(to.getTime() - 30 * 24 * 60 * 60 * 1000);
  return `from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString())}&tz=UTC`;
};

/** Every call an admin screen makes to show itself, as the screen makes it by default. */
const CALLS_TO_MEASURE = [
  {
    name: 'Job Applications list',
    user: 'superadmin',
    path: () => '/api/JobApply/GetAllJobApplications?tz=UTC',
  },
  { name: 'User Management list', user: 'superadmin', path: () => '/api/Users/GetAll?tz=UTC' },
  { name: 'News & Events list', user: 'superadmin', path: () => '/api/Feed/GetAllFeedAdmin?tz=UTC' },
  {
    name: 'Job Applications, last 30 days',
    user: 'superadmin',
    path: () => `/api/JobApply/GetAllJobApplications?${range()}`,
  },
  {
    name: 'Customer Inquiries list',
    user: 'superadmin',
    path: () => '/api/Inquiries/GetAllInquiries?tz=UTC',
  },
  {
    name: 'Customer Inquiries, searched, last 30 days',
    user: 'superadmin',
    path: () => `/api/Inquiries/GetAllInquiries?search=solar&${range()}`,
  },
  {
    name: 'Quote Request Summary list',
    user: 'superadmin',
    path: () => '/api/Inquiries/GetQuoteRequests?tz=UTC',
  },
  {
    name: 'Support Tickets, all (Manager)',
    user: 'manager',
    path: () => '/api/Tickets/GetAllTickets?tz=UTC',
  },
  {
    name: 'Support Tickets, own (Customer)',
    user: 'customer',
    path: () => '/api/Tickets/GetAllTickets?tz=UTC',
  },
  {
    name: 'Support Dashboard',
    user: 'superadmin',
    path: () => `/api/Tickets/GetSupportDashboard?${range()}`,
  },
  { name: 'MPR Jira Dashboard', user: 'superadmin', path: () => `/api/Tickets/GetMprDashboard?${range()}` },
  {
    name: 'Chat analysis: overview',
    user: 'superadmin',
    path: () => `/api/ChatAnalysis/GetOverview?${range()}`,
  },
  {
    name: 'Chat analysis: questions',
    user: 'superadmin',
    path: () => `/api/ChatAnalysis/GetQuestions?${range()}`,
  },
  {
    name: 'Chat analysis: hand-offs',
    user: 'superadmin',
    path: () => `/api/ChatAnalysis/GetHandoffs?${range()}`,
  },
  { name: 'Chat analysis: safety', user: 'superadmin', path: () => `/api/ChatAnalysis/GetSafety?${range()}` },
  {
    name: 'Chat analysis: conversations list',
    user: 'superadmin',
    path: () => `/api/ChatAnalysis/GetConversations?${range()}`,
  },
  {
    name: 'Chat analysis: hand-offs list',
    user: 'superadmin',
    path: () => `/api/ChatAnalysis/GetHandoffList?${range()}`,
  },
  {
    name: 'Chat analysis: acknowledgements list',
    user: 'superadmin',
    path: () => `/api/ChatAnalysis/GetAcknowledgements?${range()}`,
  },
  {
    name: 'Executive Dashboard',
    user: 'superadmin',
    path: () => `/api/Dashboards/GetExecutiveDashboard?${range()}`,
  },
];

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function signIn(base, userName) {
  const response = await fetch(`${base}/api/Auth/AuthTokenLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password: PASSWORD }),
  });
  const { token } = await response.json();
  if (!token) throw new Error(`${userName} could not sign in`);
  return token;
}

/** p50 and p95 of `CALLS` sequential calls after a warm-up; every answer must be 200. */
async function measure(url, headers = {}) {
  const times = [];
  for (let n = 0; n < WARM_UP + CALLS; n++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    if (n >= WARM_UP) times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

async function benchOn(database, env, countRows) {
  banner(`${database}: demo content with ${SCALE}× history`);
  const started = performance.now();
  const server = await startBenchServer({
    portFrom: Number(process.env.BENCH_PORT ?? 27500),
    env: { DEMO_CONTENT: 'true', DEMO_HISTORY_SCALE: String(SCALE), ...env },
    timeoutMs: 30 * 60_000,
  });
  const seedSeconds = ((performance.now() - started) / 1000).toFixed(0);
  try {
    const tokens = {};
    const rows = [];
    const reference = await measure(`${server.base}/`);
    for (const call of CALLS_TO_MEASURE) {
      tokens[call.user] ??= await signIn(server.base, call.user);
      const result = await measure(`${server.base}${call.path()}`, {
        authorization: `Bearer ${tokens[call.user]}`,
      });
      rows.push({ database, call: call.name, ...result, reference: reference.p95 });
      console.log(`  ${call.name}: p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms`);
    }
    return { rows, seedSeconds, reference, counts: await countRows?.() };
  } finally {
    await server.stop();
  }
}

async function postgresCounts(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const count = async (table) =>
      Number((await client.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
    return {
      'chat turns (bot_messages)': await count('bot_messages'),
      enquiries: await count('enquiries'),
      tickets: await count('tickets'),
    };
  } finally {
    await client.end();
  }
}

const results = [await benchOn('PGlite', {})];
const cluster = await startCluster({ portFrom: 25800 });
try {
  results.push(await benchOn('PostgreSQL', { DATABASE_URL: cluster.url }, () => postgresCounts(cluster.url)));
} finally {
  cluster.stop();
}

const date = new Date().toISOString().slice(0, 10);
const machine = benchMachine();
const counts = results.find((result) => result.counts)?.counts ?? {};
const rows = results.flatMap((result) => result.rows);
const failing = rows.filter((row) => row.p95 > 100);
writeBenchmarkSection(
  HEADING,
  [
    HEADING,
    '',
    `\`pnpm bench:admin\`: demo content with its generated history at ${SCALE}× (the same seed on both databases:`,
    `${Object.entries(counts)
      .map(([what, n]) => `${n.toLocaleString('en-US')} ${what}`)
      .join(', ')}), then each call the admin screens make to show themselves, ${CALLS} times one after`,
    `another after ${WARM_UP} to warm up, from one client on the same machine. Target: p95 ≤ 100 ms. The reference`,
    'is `GET /` (the Home page, rendered on the server once and then served from memory) in the same run; "×" is the p95 over its p95.',
    '',
    '| database | call | p50 | p95 | × `GET /` | machine | date |',
    '|---|---|---:|---:|---:|---|---|',
    ...results.flatMap((result) => [
      `| ${result.rows[0]?.database} | \`GET /\` (reference; history generated in ${result.seedSeconds} s at start) | ${result.reference.p50.toFixed(1)} ms | ${result.reference.p95.toFixed(1)} ms | 1 | ${machine} | ${date} |`,
      ...result.rows.map(
        (row) =>
          `| ${row.database} | ${row.call} | ${row.p50.toFixed(1)} ms | ${row.p95.toFixed(1)} ms | ${(row.p95 / row.reference).toFixed(1)} | ${machine} | ${date} |`,
      ),
    ]),
    '',
    failing.length === 0
      ? 'Every call met the target.'
      : `Over the target: ${failing.map((row) => `${row.call} on ${row.database}`).join('; ')}.`,
    '',
  ].join('\n'),
);
console.log('Written to docs/benchmarks.md');
if (failing.length > 0) process.exitCode = 1;
