import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, migratedDatabase } from '../../test/harness';
import type { Database } from '../db/database';
import { demoDevices, demoProducts, demoSites } from '../plugins/devices/link/demo-devices';
import { seedDemoDevices } from './devices';
import { devicesHistory } from './history/devices';
import { seedDemoHistory } from './history/seed-history';
import { seedDemoUsers } from './users';

describe('the demo devices (DEMO_CONTENT)', () => {
  let db: Database;
  let drop: () => Promise<void>;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ohmstead-devices-'));
  beforeAll(async () => {
    ({ db, dropDatabase: drop } = await migratedDatabase());
    await seedDemoUsers(db);
  });
  afterAll(async () => {
    await db.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds products, sites and devices once, with every firmware image on disk under its SHA-256', async () => {
    await seedDemoDevices(db, dataDir);
    await seedDemoDevices(db, dataDir);
    expect(await countRows(db, 'products')).toBe(demoProducts.length);
    expect(await countRows(db, 'installation_sites')).toBe(demoSites.length);
    expect(await countRows(db, 'devices')).toBe(demoDevices.length);
    const releases = await db.query<{ sha256: string; storage_key: string; size_bytes: string }>(
      'SELECT sha256, storage_key, size_bytes FROM firmware_releases',
    );
    expect(releases.length).toBe(demoProducts.flatMap((p) => p.components.flatMap((c) => c.versions)).length);
    for (const release of releases) {
      const bytes = readFileSync(path.join(dataDir, 'firmware', release.storage_key));
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(release.sha256);
      expect(bytes.length).toBe(Number(release.size_bytes));
    }
    // Every device runs a version of every component of its product.
    const [gaps] = await db.query<{ n: string }>(
      `SELECT count(*) AS n FROM devices d JOIN product_components c ON c.product_id = d.product_id
       LEFT JOIN device_firmware f ON f.device_id = d.id AND f.component_id = c.id WHERE f.version IS NULL`,
    );
    expect(Number(gaps!.n)).toBe(0);
  });

  it('gives the charge posts past sessions with curves, and every router a day of telemetry', async () => {
    await seedDemoHistory(db, { generators: [devicesHistory], days: 10 });
    const [sessions] = await db.query<{ n: string; bad: string }>(
      `SELECT count(*) AS n, count(*) FILTER (WHERE soc_percent <= start_soc_percent OR energy_kwh <= 0) AS bad
       FROM charging_sessions`,
    );
    expect(Number(sessions!.n)).toBeGreaterThan(20);
    expect(Number(sessions!.bad)).toBe(0);
    const [routers] = await db.query<{ n: string }>(
      `SELECT count(DISTINCT t.device_id) AS n FROM device_telemetry t JOIN devices d ON d.id = t.device_id
       JOIN products p ON p.id = d.product_id WHERE p.kind <> 'charge-post' AND t.at > now() - interval '1 day'`,
    );
    expect(Number(routers!.n)).toBe(demoDevices.filter((d) => !d.product.startsWith('CP')).length);
  });
});
