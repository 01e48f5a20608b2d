import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/harness';
import type { Database } from './database';
import { pgliteMaintenance } from './pglite-maintenance';

/**
 * The embedded database's stand-in for autovacuum, on the database the suite runs on (PGlite, or
 * PostgreSQL with TEST_DATABASE_URL, where the same statements do the same). What is checked is what a
 * vacuum and an analysis leave in the catalog, which is written in the statement's own transaction.
 */
describe('embedded database maintenance', () => {
  let db: Database;
  let dropDatabase: () => Promise<void>;
  const failures: unknown[] = [];
  const log = { warn: (details: unknown) => void failures.push(details) };

  beforeAll(async () => {
    ({ db, dropDatabase } = await freshDatabase());
  });
  afterAll(async () => {
    await db.close();
    await dropDatabase();
  });

  /** 5,000 rows of which the last 4,900 are deleted: room that only a vacuum takes back. */
  async function churnedTable(name: string) {
    await db.exec(`CREATE TABLE ${name} (id integer PRIMARY KEY, body text NOT NULL)`);
    await db.exec(`INSERT INTO ${name} SELECT g, repeat('x', 200) FROM generate_series(1, 5000) g`);
    await db.exec(`DELETE FROM ${name} WHERE id > 100`);
  }
  const catalog = async (name: string) =>
    (
      await db.query<{ bytes: number; rows: number }>(
        `SELECT pg_relation_size(oid)::integer AS bytes, reltuples::integer AS rows FROM pg_class
         WHERE relname = $1`,
        [name],
      )
    )[0]!;

  it('vacuums and analyses every table: the room of deleted rows comes back, the statistics are current', async () => {
    await churnedTable('churn_a');
    await churnedTable('churn_b');
    const before = await catalog('churn_a');
    const maintenance = pgliteMaintenance(db, { intervalMs: 3_600_000, log });
    await maintenance.runOnce();
    await maintenance.stop();
    expect(failures).toEqual([]);
    for (const table of ['churn_a', 'churn_b']) {
      const after = await catalog(table);
      expect(after.rows).toBe(100);
      expect(after.bytes).toBeLessThan(before.bytes / 10);
    }
  });

  it('runs by itself every interval, and not after it is stopped', async () => {
    await churnedTable('churn_timed');
    const vacuums: string[] = [];
    const watched: Database = {
      ...db,
      exec: (sql) => {
        if (sql.startsWith('VACUUM')) vacuums.push(sql);
        return db.exec(sql);
      },
    };
    const maintenance = pgliteMaintenance(watched, { intervalMs: 50, log });
    await expect
      .poll(() => vacuums.includes('VACUUM (ANALYZE) public.churn_timed'), { timeout: 10_000 })
      .toBe(true);
    await maintenance.stop();
    const stoppedAt = vacuums.length;
    await new Promise((resolve) => setTimeout(resolve, 250));
    // Five intervals went by without a pass.
    expect(vacuums).toHaveLength(stoppedAt);
    expect((await catalog('churn_timed')).rows).toBe(100);
  });
});
