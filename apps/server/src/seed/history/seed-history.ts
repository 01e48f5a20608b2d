import type { Database } from '../../db/database';
import { chatHistory } from './chats';
import { devicesHistory } from './devices';
import { enquiriesHistory } from './enquiries';
import { seededRandom } from './random';
import { ticketsHistory } from './tickets';
import type { HistoryGenerator } from './types';

/**
 * The generators of demo history, each owned by its domain (seed/history/<domain>.ts). Demo content
 * (`npm start`) runs each once, so the admin dashboards look like a company's 90 days right away; the
 * admin bench runs them at a larger scale.
 */
export const HISTORY_GENERATORS: HistoryGenerator[] = [
  // The enquiries make the tickets, which tickets.ts then moves along: in this order.
  enquiriesHistory,
  ticketsHistory,
  chatHistory,
  // The devices' telemetry, charging sessions and faults: after seedDemoDevices.
  devicesHistory,
];

export const DEMO_HISTORY_DAYS = 90;
/** Any constant: the demo's history is the same on every machine. */
export const DEMO_HISTORY_SEED = 20_261_125;

/**
 * Runs every generator not yet run on this database, each with its own seeded randomness, each in one
 * transaction with its claim: a generator that fails leaves nothing behind and runs again next time.
 */
export async function seedDemoHistory(
  db: Database,
  options: { now?: Date; days?: number; scale?: number; seed?: number; generators?: HistoryGenerator[] } = {},
): Promise<void> {
  const { now = new Date(), days = DEMO_HISTORY_DAYS, scale = 1, seed = DEMO_HISTORY_SEED } = options;
  let generated = false;
  for (const [index, generator] of (options.generators ?? HISTORY_GENERATORS).entries()) {
    generated =
      (await db.transaction(async (tx) => {
        const claimed = await tx.query(
          `INSERT INTO demo_history_runs (name) VALUES ($1) ON CONFLICT (name) DO NOTHING RETURNING name`,
          [generator.name],
        );
        if (claimed.length === 0) return false;
        await generator.generate(tx, { now, days, scale, random: seededRandom(seed + index) });
        return true;
      })) || generated;
  }
  // What was just written in bulk gets planner statistics and a visibility map (index-only scans) at
  // once: PGlite has no autovacuum, and PostgreSQL's would come later. Outside any transaction, as VACUUM
  // must be.
  if (generated) await db.exec('VACUUM ANALYZE');
}
