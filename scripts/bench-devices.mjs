#!/usr/bin/env node
// pnpm bench:devices — how many simulated devices one server process holds over the device link, the
// telemetry rate it takes from them, and its memory.
//
// Starts the server on a free port (the production build, demo content for the products and the staff
// account, its own demo fleet off), registers BENCH_DEVICES (500) power routers through the admin API and
// connects them all as packages/device-simulator's simulated routers (one socket each, as real devices).
// Then, in steps of BENCH_STEP_S (10) seconds, every device sends telemetry at a higher rate, each point
// acknowledged by the server once parsed and buffered (at most one in flight per device, as the link's
// acknowledged emits go); a probe asks `GET /api/Config/Public` four times a second meanwhile. Records per
// step the points acknowledged per second, the acknowledgement's p50/p99, the probe's p99 and the server's
// memory (RSS of its process group) in docs/benchmarks.md under its own heading, on embedded PGlite and on
// PostgreSQL (a throwaway cluster), each with `GET /` under autocannon as the reference of the same run.
// Run with tsx (package.json): the simulator is TypeScript.
import os from 'node:os';
import autocannon from 'autocannon';
import { startFleet } from '../packages/device-simulator/src/fleet.ts';
import { serverRssMb, startBenchServer } from './lib/bench-server.mjs';
import { benchMachine, writeBenchmarkSection } from './lib/benchmarks.mjs';
import { benchOnBothDatabases } from './lib/pg.mjs';
import { banner } from './lib/proc.mjs';

const HEADING = '## Devices over the device link';
const DEVICES = Number(process.env.BENCH_DEVICES ?? 500);
const STEP_S = Number(process.env.BENCH_STEP_S ?? 10);
// Points per second per device. The server takes at most 200 events per device per 10 s (limits.ts), so
// the last step stays under it with the routers' own telemetry and status reports beside it.
const RATES = (process.env.BENCH_RATES ?? '1,2,5,10,15').split(',').map(Number);
// A step is "sustained" when every point is acknowledged, at least 90 % of the offered rate gets through and
// the acknowledgement's p99 stays under this.
const SUSTAINED_P99_MS = 1_000;
const STAFF = { userName: 'superadmin', password: 'ohmstead-demo' };

const percentile = (sorted, p) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function api(base, token, method, route, body) {
  const response = await fetch(`${base}/api/${route}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${json.message ?? ''}`);
  return json;
}

/** Registers the fleet's routers as staff would; answers the simulator's members (serial, secret, firmware). */
async function registerRouters(base) {
  const { token } = await api(base, undefined, 'POST', 'Auth/AuthTokenLogin', STAFF);
  const { items } = await api(base, token, 'GET', 'Ota/GetProducts?pageSize=100');
  const router = items.find((product) => product.kind === 'power-router');
  if (!router) throw new Error('the demo content has no power router');
  const { items: components } = await api(
    base,
    token,
    'GET',
    `Ota/GetComponents?product=${router.id}&pageSize=100`,
  );
  const firmware = Object.fromEntries(
    components.map((component) => [component.code, component.latestVersion ?? '1.0.0']),
  );
  const members = [];
  const stamp = Date.now().toString(36).toUpperCase();
  for (let n = 0; n < DEVICES; n++) {
    const serial = `BENCH-${stamp}-${n}`;
    const { secret, device } = await api(base, token, 'POST', 'Devices/Register', {
      serial,
      productId: router.id,
      siteId: null,
      ownerId: null,
      installedById: null,
      publicCharging: false,
    });
    members.push({ id: device.id, serial, secret, kind: 'power-router', ratedPowerKw: 200, firmware });
  }
  return { token, members };
}

/** `GET /` (the static index file) under autocannon: the reference of the same run. */
function referenceRun(base) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${base}/`, connections: 10, duration: 5 }, (error, result) =>
      error ? reject(error) : resolve({ rps: Math.round(result.requests.average), p99: result.latency.p99 }),
    );
  });
}

/** Asks a light API route four times a second until stopped: how the server answers people meanwhile. */
function startProbe(base) {
  const times = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${base}/api/Config/Public`).then((response) => response.arrayBuffer());
      times.push(performance.now() - started);
      await sleep(250);
    }
  })();
  return async () => {
    running = false;
    await done;
    return times.sort((a, b) => a - b);
  };
}

/** One step: every device sends `rate` acknowledged points a second for STEP_S seconds. */
async function step(base, devices, rate) {
  const stopProbe = startProbe(base);
  const latencies = [];
  let acknowledged = 0;
  let refused = 0;
  const refusals = new Map();
  const started = performance.now();
  const end = started + STEP_S * 1000;
  await Promise.all(
    devices.map(async (device, index) => {
      // Spread over the first interval, so the devices do not all send at once.
      let next = started + (index / devices.length) * (1000 / rate);
      for (;;) {
        const now = performance.now();
        if (next > now) await sleep(next - now);
        if (performance.now() >= end) return;
        const sent = performance.now();
        const answer = await device.link.sendTelemetryAcknowledged({
          at: new Date().toISOString(),
          powerKw: 120 + (index % 50),
          energyKwh: 1000 + index,
          temperatureC: 41.5,
        });
        latencies.push(performance.now() - sent);
        if (answer.ok) acknowledged += 1;
        else {
          refused += 1;
          refusals.set(answer.message, (refusals.get(answer.message) ?? 0) + 1);
        }
        // Behind schedule (a slow answer): the next point goes at once, without a burst to catch up.
        next = Math.max(next + 1000 / rate, performance.now());
      }
    }),
  );
  const probe = await stopProbe();
  latencies.sort((a, b) => a - b);
  const offered = rate * devices.length;
  // Points are sent only within the step; the last answers may arrive just after it (their wait is in p99).
  const achieved = Math.round(acknowledged / STEP_S);
  return {
    rate,
    offered,
    achieved,
    refused,
    refusals: [...refusals].map(([message, count]) => `${count} × ${message}`).join('; '),
    p50: Math.round(percentile(latencies, 50)),
    p99: Math.round(percentile(latencies, 99)),
    probeP99: Math.round(percentile(probe, 99)),
    sustained: refused === 0 && achieved >= offered * 0.9 && percentile(latencies, 99) <= SUSTAINED_P99_MS,
  };
}

async function benchOn(database, env) {
  const server = await startBenchServer({
    portFrom: Number(process.env.BENCH_PORT ?? 27400),
    env: {
      DEMO_CONTENT: 'true',
      // The demo's own simulated fleet stays off: only the bench's devices connect.
      DEVICE_SIMULATION: 'false',
      ...env,
    },
  });
  const { base } = server;
  let fleet;
  try {
    const rssIdle = serverRssMb(server.pid);
    // The machine is shared: its load when the run starts says how far the figures can be trusted.
    const load = os.loadavg()[0].toFixed(1);
    banner(`${database}: GET / (reference); load average ${load}`);
    const reference = await referenceRun(base);
    banner(`${database}: registering ${DEVICES} routers`);
    const { token, members } = await registerRouters(base);
    banner(`${database}: connecting ${DEVICES} simulated routers`);
    const connectStarted = performance.now();
    fleet = startFleet(base, members, { faults: { faultChance: 0 } });
    const deadline = Date.now() + 120_000;
    while (fleet.devices.some((device) => !device.link.connected)) {
      if (Date.now() > deadline) throw new Error('not every simulated router connected within 2 minutes');
      await sleep(100);
    }
    const connectS = ((performance.now() - connectStarted) / 1000).toFixed(1);
    await sleep(5_000);
    const rssConnected = serverRssMb(server.pid);
    const steps = [];
    for (const rate of RATES) {
      banner(`${database}: ${rate} points/s per device (${rate * DEVICES}/s)`);
      const result = await step(base, fleet.devices, rate);
      result.rss = serverRssMb(server.pid);
      console.table([result]);
      steps.push(result);
      await sleep(3_000);
    }
    // The points reached the database: one device's latest point is fresh (written every 2 s).
    const { device } = await api(base, token, 'GET', `Devices/GetDevice?id=${members[0].id}`);
    const age = device.latest ? Date.now() - Date.parse(device.latest.at) : Infinity;
    if (!(age < 15_000)) throw new Error(`the latest stored point is ${age} ms old`);
    const held = fleet.devices.filter((simulated) => simulated.link.connected).length;
    return {
      database,
      held,
      connectS,
      reference,
      rssIdle,
      rssConnected,
      steps,
      load,
      machine: benchMachine(),
    };
  } finally {
    fleet?.stop();
    await server.stop();
  }
}

function writeSection(runs) {
  const date = new Date().toISOString().slice(0, 10);
  const best = (run) => run.steps.filter((s) => s.sustained).at(-1);
  const section = [
    HEADING,
    '',
    `One server process (the production build) holding ${DEVICES} simulated power routers of`,
    '`packages/device-simulator`, each on its own socket of the device link (socket.io, websocket), with its',
    'status report at connection and every 30 s and its own telemetry every 5 s. In steps of',
    `${STEP_S} s every router also sends points at a given rate, each acknowledged by the server once parsed`,
    'and buffered (one in flight per device); the server writes the latest point of each device every 2 s',
    'and stores at most one per device per 4 s (docs/decisions/0031-devices-and-ota.md). A step is sustained when no point is',
    `refused, at least 90 % of the offered rate is acknowledged and the acknowledgement's p99 is under`,
    `${SUSTAINED_P99_MS} ms. The probe is \`GET /api/Config/Public\` four times a second during the step. The`,
    'simulated devices run in the bench process on the same machine, so they take CPU from the server too.',
    'The reference is `GET /` (the static index file, autocannon, 10 connections, 5 s) on the same server',
    'before the devices connect. The machine is shared: its load average when each run starts is given, and a',
    'step whose acknowledgement p99 is seconds while the probe stalls as long was a pause of the whole server',
    "process (on PGlite, its in-process database's writes) or of the machine, not of the device link alone.",
    'Regenerate with `pnpm bench:devices`.',
    '',
    '| database | devices held | all connected in | highest sustained | `GET /` reference | RSS after start | RSS with the devices | machine | load average at start | date |',
    '|---|---:|---:|---:|---:|---:|---:|---|---:|---|',
    ...runs.map((run) => {
      const top = best(run);
      return `| ${run.database} | ${run.held} | ${run.connectS} s | ${top ? `${top.achieved} points/s` : 'none'} | ${run.reference.rps} req/s, p99 ${run.reference.p99} ms | ${run.rssIdle} MB | ${run.rssConnected} MB | ${run.machine} | ${run.load} | ${date} |`;
    }),
    '',
    '| database | points/s per device | offered | acknowledged/s | refused | ack p50 | ack p99 | probe p99 | RSS | sustained |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...runs.flatMap((run) =>
      run.steps.map(
        (s) =>
          `| ${run.database} | ${s.rate} | ${s.offered}/s | ${s.achieved}/s | ${s.refused} | ${s.p50} ms | ${s.p99} ms | ${s.probeP99} ms | ${s.rss} MB | ${s.sustained ? 'yes' : 'no'} |`,
      ),
    ),
    '',
  ].join('\n');
  writeBenchmarkSection(HEADING, section);
}

const { runs, write } = await benchOnBothDatabases(benchOn, { portFrom: 55000 });
if (write) {
  writeSection(runs);
  console.log('Written to docs/benchmarks.md');
}
// The simulated devices' timers and sockets are closed; anything socket.io keeps open does not hold us.
process.exit(0);
