/**
 * Devices, sites and telemetry, and an in-memory stand-in for the Devices calls, for the stories: no
 * network. Not imported by the screens, so never part of the built site.
 */
import type {
  DeviceDetail,
  DeviceEvent,
  DeviceSummary,
  SiteSummary,
  TelemetryPoint,
} from '@ohmstead/contracts/devices';
import type { ApiResult } from '@/lib/api';
import { never, ok } from '@/lib/fake-answers';
import type { DevicesApi } from './api/devices-api';

const at = (minutesAgo: number) =>
  new Date(Date.UTC(2026, 10, 27, 12, 0) - minutesAgo * 60_000).toISOString();

const device = (
  id: number,
  serial: string,
  product: [number, string, DeviceSummary['productKind']],
  site: [number, string] | null,
  status: DeviceSummary['status'],
  powerKw: number | null,
  faults: DeviceSummary['faults'] = [],
): DeviceSummary => ({
  id,
  serial,
  productId: product[0],
  productName: product[1],
  productKind: product[2],
  siteId: site?.[0] ?? null,
  siteName: site?.[1] ?? null,
  status,
  faults,
  lastSeenAt: status === 'offline' ? null : at(0),
  powerKw: status === 'offline' || status === 'decommissioned' ? null : powerKw,
});

const ROUTER = [1, 'Power Router Universal', 'power-router'] as const;
const POST = [2, 'Charge Post 75', 'charge-post'] as const;
const DEPOT: [number, string] = [1, 'Triangle Logistics Depot'];
const HUB: [number, string] = [2, 'Raleigh Plaza EV Hub'];

export const sampleDevices = (): DeviceSummary[] => [
  device(1, 'PRU-24-0001', [...ROUTER], DEPOT, 'online', 82.4),
  device(2, 'CP75-0001', [...POST], DEPOT, 'charging', 61.2),
  device(3, 'CP75-0101', [...POST], HUB, 'online', 0),
  device(4, 'CP75-0103', [...POST], HUB, 'fault', 0, ['connector-lock']),
  device(5, 'PRU-24-0004', [...ROUTER], [3, 'Chapel Hill Medical Offices'], 'offline', null),
  device(6, 'PRU-23-0007', [...ROUTER], null, 'decommissioned', null),
];

export const sampleTelemetry = (charger = false): TelemetryPoint[] =>
  Array.from({ length: 40 }, (_, n) => ({
    at: at(60 - n * 1.5),
    powerKw: charger ? 60 - n * 0.6 : 80 + 6 * Math.sin(n / 4),
    temperatureC: 38 + Math.sin(n / 6) * 2,
    voltageV: 800,
    currentA: 100,
    socPercent: charger ? 35 + n * 1.2 : null,
    energyKwh: 1000 + n,
  }));

export const sampleDetail = (summary: DeviceSummary = sampleDevices()[0]!): DeviceDetail => ({
  ...summary,
  productCode: summary.productKind === 'charge-post' ? 'CP-75' : 'PR-UNI-200',
  ratedPowerKw: summary.productKind === 'charge-post' ? 75 : 200,
  state: summary.status === 'fault' ? 'fault' : 'running',
  connected: summary.status !== 'offline' && summary.status !== 'decommissioned',
  installedAt: at(60 * 24 * 40),
  installedBy: { id: 4, name: 'Ines Park' },
  owner: { id: 5, name: 'Casey Reed' },
  publicCharging: summary.siteId === 2,
  latitude: 35.8453,
  longitude: -78.8256,
  siteAddress: '1200 Airport Blvd, Morrisville, NC',
  decommissionedAt: summary.status === 'decommissioned' ? at(60 * 24) : null,
  firmware: [
    { componentId: 1, component: 'main-controller', name: 'Main controller', version: '2.4.0' },
    { componentId: 2, component: 'comms', name: 'Communications module', version: '3.0.0' },
  ],
  latest:
    summary.status === 'offline' || summary.status === 'decommissioned'
      ? null
      : sampleTelemetry(summary.productKind === 'charge-post').at(-1)!,
  updates: [
    {
      rolloutId: 2,
      component: 'main-controller',
      version: '2.4.1',
      previousVersion: '2.4.0',
      phase: 'rolled-back',
      progress: 0,
      message: 'Kept main-controller 2.4.0',
      updatedAt: at(30),
    },
  ],
});

export const sampleEvents = (): DeviceEvent[] => [
  { id: 5, at: at(2), kind: 'connected', severity: 'info', message: 'Connected' },
  { id: 4, at: at(3), kind: 'disconnected', severity: 'warning', message: 'Disconnected' },
  {
    id: 3,
    at: at(30),
    kind: 'firmware-failed',
    severity: 'error',
    message: 'Firmware main-controller 2.4.1 failed: Verification failed',
  },
  { id: 2, at: at(90), kind: 'fault', severity: 'error', message: 'Fault: fan-failure' },
  {
    id: 1,
    at: at(60 * 24 * 40),
    kind: 'registered',
    severity: 'info',
    message: 'Registered and commissioned',
  },
];

export const sampleSites = (): SiteSummary[] => [
  {
    id: 1,
    name: 'Triangle Logistics Depot',
    kind: 'fleet-depot',
    address: '1200 Airport Blvd, Morrisville, NC',
    latitude: 35.8453,
    longitude: -78.8256,
    devices: 4,
    byStatus: { online: 3, charging: 1, updating: 0, fault: 0, offline: 0, decommissioned: 0 },
  },
  {
    id: 2,
    name: 'Raleigh Plaza EV Hub',
    kind: 'public-charging',
    address: '500 Fayetteville St, Raleigh, NC',
    latitude: 35.774,
    longitude: -78.6389,
    devices: 5,
    byStatus: { online: 4, charging: 0, updating: 0, fault: 1, offline: 0, decommissioned: 0 },
  },
  {
    id: 3,
    name: 'Chapel Hill Medical Offices',
    kind: 'building',
    address: '100 Europa Dr, Chapel Hill, NC',
    latitude: 35.93,
    longitude: -79.0185,
    devices: 1,
    byStatus: { online: 0, charging: 0, updating: 0, fault: 0, offline: 1, decommissioned: 0 },
  },
];

/** The calls answered from memory. `pending` never answers (loading); `fail` answers with an error. */
export function fakeDevicesApi(
  devices: DeviceSummary[] = sampleDevices(),
  { pending = false, fail }: { pending?: boolean; fail?: string } = {},
): DevicesApi {
  const answer = async <T>(data: T): Promise<ApiResult<T>> =>
    pending ? never() : fail ? { ok: false, status: 503, message: fail } : ok(data);
  const find = (id: number) => devices.find((entry) => entry.id === id);
  return {
    list: (apiQuery) => {
      const query = new URLSearchParams(apiQuery);
      const status = query.get('status');
      // As the server: in service unless "decommissioned" is asked for.
      const items = devices.filter((entry) =>
        status ? entry.status === status : entry.status !== 'decommissioned',
      );
      return answer({ responseStatusCode: 200, items, total: items.length, page: 1, pageSize: 25 });
    },
    filters: () =>
      answer({
        responseStatusCode: 200,
        products: [
          { id: 2, name: 'Charge Post 75' },
          { id: 1, name: 'Power Router Universal' },
        ],
        sites: sampleSites().map((site) => ({ id: site.id, name: site.name })),
        canRegister: true,
      }),
    device: (id) => {
      const found = find(id);
      return found
        ? answer({ responseStatusCode: 200, device: sampleDetail(found) })
        : Promise.resolve({ ok: false, status: 404, message: 'No such device.' });
    },
    telemetry: (id) =>
      answer({ responseStatusCode: 200, points: sampleTelemetry(find(id)?.productKind === 'charge-post') }),
    events: () => {
      const items = sampleEvents();
      return answer({ responseStatusCode: 200, items, total: items.length, page: 1, pageSize: 10 });
    },
    register: async (body) =>
      ok({
        responseStatusCode: 201,
        message: 'The device has been registered. Copy its secret now: it is shown only once.',
        device: { ...devices[0]!, id: 99, serial: String(body.serial) },
        secret: 'q3Xb9vY2mT0aLkP4sE7wR1uN6cH8jD5fG2zV0xB3nM4',
      }),
    issueSecret: async (id) =>
      ok({
        responseStatusCode: 200,
        message: 'A new secret has been issued; the old one no longer works. Copy it now.',
        device: find(id) ?? devices[0]!,
        secret: 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8S9t0U1v',
      }),
    update: async (id, body) => {
      const found = find(id) ?? devices[0]!;
      const site = sampleSites().find((entry) => entry.id === body.siteId);
      return ok({
        responseStatusCode: 200,
        message: 'The device has been updated.',
        device: { ...found, siteId: site?.id ?? null, siteName: site?.name ?? null },
      });
    },
    decommission: async (id) =>
      ok({
        responseStatusCode: 200,
        message: 'The device has been decommissioned: it is disconnected and its secret no longer works.',
        device: { ...(find(id) ?? devices[0]!), status: 'decommissioned', powerKw: null },
      }),
    recommission: async (id) =>
      ok({
        responseStatusCode: 200,
        message: 'The device is back in service with a new secret. Copy it now: it is shown only once.',
        device: { ...(find(id) ?? devices[0]!), status: 'offline', powerKw: null },
        secret: 'Z9y8X7w6V5u4T3s2R1q0P9o8N7m6L5k4J3i2H1g0F9e',
      }),
    assignees: () =>
      answer({
        responseStatusCode: 200,
        owners: [
          { id: 5, name: 'Casey Reed' },
          { id: 7, name: 'Val Ortiz' },
        ],
        installers: [
          { id: 4, name: 'Ines Park' },
          { id: 8, name: 'Omar Said' },
        ],
      }),
    sites: () => answer({ responseStatusCode: 200, sites: sampleSites() }),
    site: (id) => {
      const site = sampleSites().find((entry) => entry.id === id) ?? sampleSites()[0]!;
      return answer({
        responseStatusCode: 200,
        site: { ...site, tariffPerKwh: 0.39 },
        devices: devices
          .filter((entry) => entry.siteId === site.id)
          .map((entry, n) => ({
            ...entry,
            latitude: site.latitude + n * 0.0003,
            longitude: site.longitude + n * 0.0003,
          })),
      });
    },
    products: () =>
      answer({
        responseStatusCode: 200,
        items: [
          {
            id: 1,
            code: 'PR-UNI-200',
            name: 'Power Router Universal',
            kind: 'power-router',
            description: '',
            ratedPowerKw: 200,
            components: 3,
            devices: 4,
            updatedAt: at(100),
          },
          {
            id: 2,
            code: 'CP-75',
            name: 'Charge Post 75',
            kind: 'charge-post',
            description: '',
            ratedPowerKw: 75,
            components: 2,
            devices: 9,
            updatedAt: at(100),
          },
        ],
        total: 2,
        page: 1,
        pageSize: 100,
      }),
  };
}
