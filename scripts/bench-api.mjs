#!/usr/bin/env node
// pnpm bench:api — the public reads and the sign-in under load, with 5 % of the requests malformed (issue
// 13): autocannon, BENCH_CONNECTIONS connections for BENCH_DURATION_S seconds per call, against one
// server process with demo content, on embedded PGlite and on PostgreSQL side by side. The malformed share
// is counted apart and must be answered 4xx, never 5xx (the run fails otherwise). The reference of the same
// run is `GET /`, the Home page as the server keeps it rendered, so every figure is also a ratio. Writes docs/benchmarks.md
// under its own heading.
import autocannon from 'autocannon';
import { startBenchServer } from './lib/bench-server.mjs';
import { benchMachine, writeBenchmarkSection } from './lib/benchmarks.mjs';
import { benchOnBothDatabases } from './lib/pg.mjs';
import { banner } from './lib/proc.mjs';

const HEADING = '## Public API under load';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const MALFORMED_SHARE = 0.05;
const json = { 'content-type': 'application/json' };

/** A read without parameters; its malformed variant adds one holding a NUL. */
const plainRead = (name, path) => ({
  name,
  valid: { method: 'GET', path },
  malformed: [{ method: 'GET', path: `${path}?x=%00` }],
});

/**
 * Each call: the request as a visitor's browser makes it, and malformed variants of it (a NUL in a
 * parameter, a page that is no number, JSON that does not parse) that must be refused with a 4xx.
 */
const CALLS = [
  { name: '`GET /` (reference)', valid: { method: 'GET', path: '/' }, malformed: [] },
  {
    name: 'news list',
    valid: { method: 'GET', path: '/api/Feed/GetAllFeedUser?pageNum=1&pageSize=9' },
    malformed: [
      { method: 'GET', path: '/api/Feed/GetAllFeedUser?pageNum=abc&pageSize=9' },
      { method: 'GET', path: '/api/Feed/GetAllFeedUser?pageNum=1&pageSize=9&x=%00' },
    ],
  },
  {
    name: 'page tags',
    valid: { method: 'GET', path: '/api/Seo/GetSeoDataByName?pageName=Home' },
    malformed: [{ method: 'GET', path: '/api/Seo/GetSeoDataByName?pageName=Ho%00me' }],
  },
  plainRead('hero', '/api/HomeConfiguration/GetHero'),
  plainRead('maintenance notice', '/api/Notification/GetAllNotification'),
  plainRead('public configuration', '/api/Config/Public'),
  {
    name: 'sign-in',
    // A password check is deliberately slow (scrypt): more connections would only queue behind it.
    connections: 4,
    valid: {
      method: 'POST',
      path: '/api/Auth/AuthTokenLogin',
      headers: json,
      body: JSON.stringify({ userName: 'customer', password: 'ohmstead-demo' }),
    },
    malformed: [
      { method: 'POST', path: '/api/Auth/AuthTokenLogin', headers: json, body: '{"userName":' },
      {
        method: 'POST',
        path: '/api/Auth/AuthTokenLogin',
        headers: json,
        body: JSON.stringify({ userName: 'x\u0000', password: 'whatever' }),
      },
    ],
  },
];

function load(base, call) {
  const counts = { validNot2xx: 0, malformed: 0, malformed4xx: 0, serverErrors: 0 };
  let n = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: call.connections ?? CONNECTIONS,
        duration: DURATION_S,
        requests: [
          {
            setupRequest: (request, context) => {
              n += 1;
              // Every twentieth request is malformed: 5 %, spread evenly over the run.
              const malformed = call.malformed.length > 0 && n % Math.round(1 / MALFORMED_SHARE) === 0;
              context.malformed = malformed;
              const chosen = malformed ? call.malformed[n % call.malformed.length] : call.valid;
              return { ...request, ...chosen };
            },
            onResponse: (status, _body, context) => {
              if (status >= 500) counts.serverErrors += 1;
              if (context.malformed) {
                counts.malformed += 1;
                if (status >= 400 && status < 500) counts.malformed4xx += 1;
              } else if (status < 200 || status >= 300) counts.validNot2xx += 1;
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ result, counts })),
    );
    autocannon.track(instance, { renderProgressBar: false, renderResultsTable: false });
  });
}

async function benchOn(database, env) {
  const server = await startBenchServer({
    portFrom: Number(process.env.BENCH_PORT ?? 27600),
    env: {
      DEMO_CONTENT: 'true',
      // The limits meant for one visitor would turn most of the load into 429s: lifted, so the bench
      // measures the calls. Refusing a malformed request is not a limit, and stays.
      AUTH_LOGIN_MAX_FAILURES_PER_USER: '1000000',
      AUTH_LOGIN_MAX_FAILURES_PER_ADDRESS: '1000000',
      ...env,
    },
  });
  const rows = [];
  try {
    for (const call of CALLS) {
      banner(`${database}: ${call.name}`);
      const { result, counts } = await load(server.base, call);
      rows.push({
        database,
        call: call.name,
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xxValid: counts.validNot2xx,
        malformed: counts.malformed,
        malformed4xx: counts.malformed4xx,
        serverErrors: counts.serverErrors,
        errors: result.errors + result.timeouts,
      });
      console.table([rows.at(-1)]);
    }
  } finally {
    await server.stop();
  }
  return rows;
}

const { runs, write } = await benchOnBothDatabases(benchOn, { portFrom: 54900 });
const rows = runs.flat();

const date = new Date().toISOString().slice(0, 10);
const machine = benchMachine();
const reference = (database) =>
  rows.find((row) => row.database === database && row.call.includes('reference'));
if (write) {
  writeBenchmarkSection(
    HEADING,
    [
      HEADING,
      '',
      `\`pnpm bench:api\`: autocannon 9.0.0, ${CONNECTIONS} connections (sign-in: 4) for ${DURATION_S} s per call, one server process`,
      `(the production build) with demo content; ${MALFORMED_SHARE * 100} % of each call's requests malformed (a NUL in a`,
      'parameter, a page that is no number, JSON that does not parse), counted apart: each must get a 4xx.',
      'Sign-in limits lifted (the same account signs in thousands of times); nothing else is. The reference',
      'is `GET /` (the Home page, rendered on the server once and then served from memory) in the same run: "of `GET /`" is requests/s over its requests/s.',
      '',
      '| database | call | requests/s | of `GET /` | p50 | p99 | malformed: 4xx / sent | 5xx | valid not 2xx | errors | machine | date |',
      '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
      ...rows.map(
        (row) =>
          `| ${row.database} | ${row.call} | ${row.rps} | ${((row.rps / reference(row.database).rps) * 100).toFixed(0)} % | ${row.p50} ms | ${row.p99} ms | ${row.malformed4xx} / ${row.malformed} | ${row.serverErrors} | ${row.non2xxValid} | ${row.errors} | ${machine} | ${date} |`,
      ),
      '',
    ].join('\n'),
  );
  console.log('Written to docs/benchmarks.md');
}
if (rows.some((row) => row.serverErrors > 0 || row.malformed4xx !== row.malformed)) process.exitCode = 1;
