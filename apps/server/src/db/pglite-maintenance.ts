import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './database';

export interface PgliteMaintenance {
  /** One pass over every table; a pass already under way is joined, not doubled. */
  runOnce(): Promise<void>;
  /** No pass starts any more; resolves once the one under way has ended. */
  stop(): Promise<void>;
}

/**
 * What autovacuum does on PostgreSQL, for PGlite, which has none (one session, no background workers):
 * every `intervalMs`, `VACUUM (ANALYZE)` of each table in turn. The vacuum takes back the room of rows that
 * were deleted or updated (presence, rate counters, devices' state churn all day), so tables and their
 * indexes stop growing; the analysis keeps the planner's statistics those of today's tables, not of the
 * day they were seeded. One table per statement: the one database thread is held for one table's pass at
 * a time (on the demo database about 90 ms for the largest, device telemetry, and 300 ms for all 50), and
 * requests run in between.
 */
export function pgliteMaintenance(
  db: Database,
  { intervalMs, log }: { intervalMs: number; log: Pick<FastifyBaseLogger, 'warn'> },
): PgliteMaintenance {
  let running: Promise<void> | undefined;
  let stopped = false;

  async function pass() {
    const tables = await db.query<{ name: string }>(
      `SELECT format('%I.%I', schemaname, relname) AS name FROM pg_stat_user_tables ORDER BY relname`,
    );
    for (const { name } of tables) {
      if (stopped) return;
      await db.exec(`VACUUM (ANALYZE) ${name}`);
    }
  }

  const runOnce = () =>
    (running ??= pass()
      .catch((error: unknown) => log.warn({ err: error }, 'embedded database maintenance failed'))
      .finally(() => {
        running = undefined;
      }));

  const timer = setInterval(() => void runOnce(), intervalMs);
  timer.unref();
  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
