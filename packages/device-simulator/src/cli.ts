/**
 * `pnpm simulate:devices`: simulated power routers and charge posts against a running server, each over its
 * own device link exactly as a real device connects (docs/decisions/0031-devices-and-ota.md). The devices are
 * registered once through the admin API (as a staff user) and
 * their secrets kept in a state file, so the next run reconnects the same devices.
 *
 *   pnpm simulate:devices --count 6 --server http://127.0.0.1:3000
 *
 * Options (or environment): --count N (SIM_COUNT, default 4: half routers, half charge posts),
 * --server URL (SIM_SERVER), --user NAME / SIM_USER and SIM_PASSWORD (a SuperAdmin, Admin or Manager; the
 * demo's superadmin by default), --state FILE (SIM_STATE), --fault-chance P (per telemetry tick),
 * --corrupt-downloads (every firmware download fails verification and rolls back).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { ProductKind } from '@ohmstead/contracts/devices';
import { type FleetMember, startFleet } from './fleet';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: process.env.SIM_COUNT ?? '4' },
    server: { type: 'string', default: process.env.SIM_SERVER ?? 'http://127.0.0.1:3000' },
    user: { type: 'string', default: process.env.SIM_USER ?? 'superadmin' },
    state: { type: 'string', default: process.env.SIM_STATE ?? path.join('.data', 'simulated-devices.json') },
    'fault-chance': { type: 'string', default: '0.002' },
    'corrupt-downloads': { type: 'boolean', default: false },
  },
});
const password = process.env.SIM_PASSWORD ?? 'ohmstead-demo';
const server = values.server.replace(/\/$/, '');
const count = Math.max(1, Math.min(500, Number.parseInt(values.count, 10) || 4));

interface State {
  server: string;
  devices: FleetMember[];
}

async function api<T>(token: string | undefined, method: string, route: string, body?: unknown): Promise<T> {
  const response = await fetch(`${server}/api/${route}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json().catch(() => ({}))) as T & { message?: string };
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${json.message ?? ''}`);
  return json;
}

function readState(): State | undefined {
  try {
    const state = JSON.parse(readFileSync(values.state, 'utf8')) as State;
    return state.server === server ? state : undefined;
  } catch {
    return undefined;
  }
}

/** Registers `missing` new devices: routers and charge posts in turn, at the server's first site. */
async function register(missing: number): Promise<FleetMember[]> {
  const { token } = await api<{ token: string }>(undefined, 'POST', 'Auth/AuthTokenLogin', {
    userName: values.user,
    password,
  });
  const { items: products } = await api<{
    items: { id: number; kind: ProductKind; ratedPowerKw: number; code: string }[];
  }>(token, 'GET', 'Ota/GetProducts?pageSize=100');
  const router = products.find((product) => product.kind === 'power-router');
  const post = products.find((product) => product.kind === 'charge-post');
  if (!router || !post)
    throw new Error('The server needs a power-router and a charge-post product (OTA → Products)');
  const { sites } = await api<{ sites: { id: number }[] }>(token, 'GET', 'Sites/GetAll');
  const firmwareOf = async (productId: number) => {
    const { items } = await api<{ items: { code: string; latestVersion: string | null }[] }>(
      token,
      'GET',
      `Ota/GetComponents?product=${productId}&pageSize=100`,
    );
    return Object.fromEntries(items.map((component) => [component.code, component.latestVersion ?? '1.0.0']));
  };
  const firmware = { router: await firmwareOf(router.id), post: await firmwareOf(post.id) };
  const members: FleetMember[] = [];
  for (let n = 0; n < missing; n++) {
    const product = n % 2 === 0 ? router : post;
    const serial = `SIM-${product === router ? 'R' : 'C'}-${Date.now().toString(36).toUpperCase()}${n}`;
    const { secret } = await api<{ secret: string }>(token, 'POST', 'Devices/Register', {
      serial,
      productId: product.id,
      siteId: sites[0]?.id ?? null,
      ownerId: null,
      installedById: null,
      publicCharging: product === post,
    });
    members.push({
      serial,
      secret,
      kind: product.kind,
      ratedPowerKw: product.ratedPowerKw,
      firmware: product === router ? firmware.router : firmware.post,
    });
    console.log(`registered ${serial} (${product.code})`);
  }
  return members;
}

const known = readState()?.devices ?? [];
const members = [
  ...known.slice(0, count),
  ...(known.length < count ? await register(count - known.length) : []),
];
mkdirSync(path.dirname(values.state), { recursive: true });
writeFileSync(values.state, JSON.stringify({ server, devices: members }, null, 2), { mode: 0o600 });

const fleet = startFleet(server, members, {
  faults: { faultChance: Number(values['fault-chance']), corruptDownloads: values['corrupt-downloads'] },
  log: (line) => console.log(line),
});
console.log(`${members.length} simulated devices running against ${server}; Ctrl-C stops them.`);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    fleet.stop();
    process.exit(0);
  });
