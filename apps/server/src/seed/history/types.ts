import type { Queryable } from '../../db/database';
import type { SeededRandom } from './random';

/** How much history a generator writes: `days` back from `now`, `scale` times the demo's daily amount. */
export interface HistoryOptions {
  now: Date;
  days: number;
  scale: number;
  random: SeededRandom;
}

/** One domain's generator of past activity (chats, enquiries, tickets …), writing its own tables in SQL. */
export interface HistoryGenerator {
  /** Recorded in demo_history_runs: a generator runs once per database. */
  name: string;
  generate(db: Queryable, options: HistoryOptions): Promise<void>;
}
