import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import type { FaultCode } from '@ohmstead/contracts/device-link';
import type { ProductKind } from '@ohmstead/contracts/devices';
import { type Fleet, startFleet } from '@ohmstead/device-simulator/fleet';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config';
import type { Database } from '../../../db/database';
import type { deviceSecrets } from '../../../db/devices/secrets';
import { demoDevices } from './demo-devices';

/** Takes or renews the simulation lease for `node`; false while another process holds it. */
async function claimLease(db: Database, node: string, leaseMs: number): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO device_simulation_lease (id, node, expires_at) VALUES (true, $1, now() + $2 * interval '1 millisecond')
     ON CONFLICT (id) DO UPDATE SET node = $1, expires_at = EXCLUDED.expires_at
     WHERE device_simulation_lease.node = $1 OR device_simulation_lease.expires_at < now()
     RETURNING node`,
    [node, leaseMs],
  );
  return rows.length > 0;
}

/** The simulated demo devices in service, each issued a fresh secret, as the simulator's fleet takes them. */
async function demoFleetMembers(db: Database, secrets: ReturnType<typeof deviceSecrets>) {
  const rows = await db.query<{
    id: number;
    serial: string;
    kind: ProductKind;
    rated: number;
    firmware: Record<string, string> | null;
    energy: number | null;
  }>(
    `SELECT d.id, d.serial, p.kind, p.rated_power_kw::float AS rated,
       (SELECT jsonb_object_agg(c.code, f.version) FROM device_firmware f JOIN product_components c ON c.id = f.component_id
        WHERE f.device_id = d.id) AS firmware,
       (d.last_telemetry ->> 'energy_kwh')::float AS energy
     FROM devices d JOIN products p ON p.id = d.product_id
     WHERE d.serial = ANY ($1) AND d.decommissioned_at IS NULL ORDER BY d.id`,
    [demoDevices.filter((device) => device.simulated).map((device) => device.serial)],
  );
  const members = [];
  for (const row of rows) {
    const standingFault = demoDevices.find((device) => device.serial === row.serial)?.standingFault;
    members.push({
      serial: row.serial,
      secret: await secrets.issue(Number(row.id), 'simulation'),
      kind: row.kind,
      ratedPowerKw: Number(row.rated),
      firmware: row.firmware ?? {},
      ...(row.energy !== null ? { energyKwh: Number(row.energy) } : {}),
      ...(standingFault ? { standingFault: standingFault as FaultCode } : {}),
    });
  }
  return members;
}

/**
 * The demo's devices, simulated in the server process (DEMO_CONTENT, docs/decisions/0031-devices-and-ota.md): once the server
 * listens, the process that holds the simulation lease issues the simulated devices fresh secrets (kept
 * only in memory here and hashed in the database) and connects each through the device link exactly as a
 * real device would, over the server's own address. Another process on the same database takes over when
 * the lease runs out. The devices the demo leaves unsimulated stay offline.
 */
export function startDemoFleet(deps: {
  config: Config;
  db: Database;
  log: FastifyBaseLogger;
  secrets: ReturnType<typeof deviceSecrets>;
}): { start(url: string): void; stop(): Promise<void> } {
  const { config, db, log, secrets } = deps;
  // Which process holds the lease, as an operator finds it: host, process id, and a nonce for this start.
  const node = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const leaseMs = config.devices.leaseMs;
  let fleet: Fleet | undefined;
  let timer: NodeJS.Timeout | undefined;
  let url = '';
  let stopped = false;
  let running: Promise<void> | undefined;
  /** Until when this process surely holds the lease (its last renewal, counted from before it was asked). */
  let heldUntil = 0;

  const claim = () => claimLease(db, node, leaseMs);

  async function launch(): Promise<void> {
    const members = await demoFleetMembers(db, secrets);
    if (stopped) return;
    fleet = startFleet(url, members, {
      faults: { faultChance: config.devices.faultChance },
      plugInMs: config.devices.plugInMs,
      log: (line) => (line.includes(' refused: ') ? log.warn(line) : log.debug(line)),
    });
    log.info({ devices: members.length }, 'simulated devices started');
  }

  async function tick(): Promise<void> {
    const asked = Date.now();
    const held = await claim();
    if (held) heldUntil = asked + leaseMs;
    if (held && !fleet) await launch();
    if (!held && fleet) {
      fleet.stop();
      fleet = undefined;
    }
  }

  return {
    start(serverUrl: string) {
      url = serverUrl;
      // One tick at a time; stop() waits for the one running, so none reaches a closed database.
      const run = () => {
        running ??= tick()
          .catch((error) => {
            log.warn({ err: error }, 'device simulation lease not renewed');
            // Not renewed in time: another process may take over, so this one stops (one fleet at a time).
            if (fleet && Date.now() >= heldUntil) {
              fleet.stop();
              fleet = undefined;
            }
          })
          .finally(() => (running = undefined));
      };
      run();
      timer = setInterval(run, leaseMs / 3);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      fleet?.stop();
      fleet = undefined;
      await db.query(`DELETE FROM device_simulation_lease WHERE node = $1`, [node]).catch(() => {});
    },
  };
}

/** The address the process's own devices connect to: its listening address, loopback for a wildcard. */
export function ownAddress(address: AddressInfo | string | null): string {
  if (!address || typeof address === 'string') return '';
  const host = ['0.0.0.0', '::', ''].includes(address.address)
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
}
