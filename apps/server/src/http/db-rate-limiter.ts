import { createHmac } from 'node:crypto';
import type { Queryable } from '../db/database';

/** One limit: `limit` units (calls, bytes) per key within windows of `windowSeconds`; `scope` names it. */
export interface RateWindow {
  scope: string;
  limit: number;
  windowSeconds: number;
}

export interface RateCount {
  allowed: boolean;
  /** Units the key has used in its current window, this one included. */
  count: number;
  /** What is left of the limit (never negative). */
  remaining: number;
  /** Seconds until the current window ends: the Retry-After of a refusal. */
  retryAfterS: number;
  /**
   * Which window counted it (its end, as PostgreSQL prints it: microseconds, which a JavaScript Date
   * would round away), for `giveBack`. Absent when nothing was counted.
   */
  window?: string;
}

/** Windows that have passed are dropped at most this often per process: not on every call. */
const PRUNE_EVERY_MS = 30_000;

/** What a counter's row says of a call: within the limit or not, and until when. */
function rateCount(
  window: RateWindow,
  row: { count: unknown; retry_after: unknown; window_ends_at?: string } | undefined,
): RateCount {
  const count = Number(row?.count ?? 0);
  return {
    allowed: count <= window.limit,
    count,
    remaining: Math.max(0, window.limit - count),
    retryAfterS: Math.max(1, Number(row?.retry_after ?? 1)),
    ...(row?.window_ends_at ? { window: row.window_ends_at } : {}),
  };
}

/**
 * `take` in one statement, one round trip: each counter is upserted only when the one before it is still
 * within its limit, exactly as counting them one after another did.
 */
function takeStatement(
  limits: [RateWindow, string][],
  keyOf: (scope: string, value: string) => string,
): { text: string; params: unknown[] } {
  const params: unknown[] = [];
  const ctes = limits.map(([window, value], n) => {
    const at = params.push(window.scope, keyOf(window.scope, value), window.windowSeconds, window.limit);
    const [scope, key, seconds, limit] = [at - 3, at - 2, at - 1, at];
    const ends = `now() + make_interval(secs => $${seconds}::double precision)`;
    return `l${n} AS (
          INSERT INTO rate_counters AS c (scope, key, count, window_ends_at)
          SELECT $${scope}::text, $${key}::text, 1, ${ends}
          ${n === 0 ? '' : `FROM l${n - 1} WHERE l${n - 1}.count <= l${n - 1}.limit_`}
          ON CONFLICT (scope, key) DO UPDATE SET
            count = CASE WHEN c.window_ends_at <= now() THEN 1 ELSE c.count + 1 END,
            window_ends_at = CASE WHEN c.window_ends_at <= now() THEN ${ends} ELSE c.window_ends_at END
          RETURNING count, ceil(extract(epoch FROM window_ends_at - now())) AS retry_after,
                    $${limit}::integer AS limit_
        )`;
  });
  const text = `WITH ${ctes.join(', ')}
         ${limits.map((_, n) => `SELECT ${n} AS n, count, retry_after FROM l${n}`).join(' UNION ALL ')}`;
  return { text, params };
}

/**
 * Fixed-window counters in the database (`rate_counters`), so that every server process sharing it counts
 * together (docs/product.md §9.3: limits that must hold across nodes live in the database). Callers name their
 * scopes; keys are keyed hashes, so the table is no list of visitors or addresses.
 *
 * On the embedded database `take` (the hot path: every bot answer, every chat upload call) counts in this
 * process's memory instead: PGlite belongs to one process, so its memory is the whole shared store, and a
 * statement on PGlite's single thread is what every other request waits behind
 * (docs/decisions/0014-rate-limits.md). A restart starts those windows afresh. Scopes counted by `take` are
 * never also counted by `add`, `peek`, `giveBack` or `clear`.
 */
export function dbRateLimiter(
  db: Queryable & { readonly kind?: 'pglite' | 'postgres' },
  secret: string,
  { takeInMemory = db.kind === 'pglite' }: { takeInMemory?: boolean } = {},
) {
  const keyOf = (scope: string, value: string) =>
    createHmac('sha256', secret).update(`rate:${scope}:${value}`).digest('base64url');
  let prunedAt = 0;

  const answer = rateCount;
  const inMemory = takeInMemory ? memoryCountersOf(db, answer) : undefined;

  async function prune(): Promise<void> {
    if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = Date.now();
    await db.query('DELETE FROM rate_counters WHERE window_ends_at <= now()');
  }

  async function add(window: RateWindow, value: string, amount = 1, on: Queryable = db): Promise<RateCount> {
    // Never from inside a transaction: PGlite runs one statement at a time, and would wait for it.
    if (on === db) await prune();
    const rows = await on.query<{ count: string; retry_after: string }>(
      `INSERT INTO rate_counters AS c (scope, key, count, window_ends_at)
       VALUES ($1, $2, $4, now() + make_interval(secs => $3::double precision))
       ON CONFLICT (scope, key) DO UPDATE SET
         count = CASE WHEN c.window_ends_at <= now() THEN $4 ELSE c.count + $4 END,
         window_ends_at = CASE WHEN c.window_ends_at <= now()
           THEN now() + make_interval(secs => $3::double precision) ELSE c.window_ends_at END
       RETURNING count, ceil(extract(epoch FROM window_ends_at - now())) AS retry_after,
                 window_ends_at::text`,
      [window.scope, keyOf(window.scope, value), window.windowSeconds, amount],
    );
    return answer(window, rows[0]);
  }

  return {
    /**
     * Adds `amount` to the key's count in its current window (a new window once the old one has passed)
     * and answers whether it is still within the limit. Inside a transaction (`on`), a rollback takes the
     * units back.
     */
    add,

    /**
     * Counts one call against each limit in turn; the first one used up refuses the call, and the limits
     * after it are not counted (a caller over its own limit does not use up its address's).
     */
    async take(limits: [RateWindow, string][]): Promise<RateCount> {
      if (limits.length === 0) return { allowed: true, count: 0, remaining: 0, retryAfterS: 1 };
      // One statement cannot upsert one counter twice.
      if (new Set(limits.map(([window, value]) => `${window.scope}\u0000${value}`)).size !== limits.length)
        throw new Error('the same counter cannot be taken twice in one call');
      if (inMemory) return inMemory.take(limits);
      await prune();
      const statement = takeStatement(limits, keyOf);
      const rows = await db.query<{ n: number; count: string; retry_after: string }>(
        statement.text,
        statement.params,
      );
      // The last counter reached answers: refused there, or the last of all and allowed.
      const last = rows.reduce((a, b) => (Number(b.n) > Number(a.n) ? b : a));
      return answer(limits[Number(last.n)]![0], last);
    },

    /**
     * Takes one unit back from the key, only in the window that counted it (`counted.window`): a unit of
     * a later window belongs to other calls.
     */
    async giveBack(window: RateWindow, value: string, counted: RateCount): Promise<void> {
      if (!counted.window) return;
      await db.query(
        `UPDATE rate_counters SET count = count - 1
         WHERE scope = $1 AND key = $2 AND window_ends_at = $3::timestamptz AND count > 0`,
        [window.scope, keyOf(window.scope, value), counted.window],
      );
    },

    /** Forgets the key's count. */
    async clear(window: RateWindow, value: string): Promise<void> {
      await db.query('DELETE FROM rate_counters WHERE scope = $1 AND key = $2', [
        window.scope,
        keyOf(window.scope, value),
      ]);
    },

    /** The key's count in its current window, without adding to it. */
    async peek(window: RateWindow, value: string): Promise<RateCount> {
      const rows = await db.query<{ count: string; retry_after: string }>(
        `SELECT count, ceil(extract(epoch FROM window_ends_at - now())) AS retry_after
         FROM rate_counters WHERE scope = $1 AND key = $2 AND window_ends_at > now()`,
        [window.scope, keyOf(window.scope, value)],
      );
      return answer(window, rows[0] ?? { count: 0, retry_after: window.windowSeconds });
    },
  };
}
export type DbRateLimiter = ReturnType<typeof dbRateLimiter>;

type CounterRow = { count: number; retry_after: number };

/**
 * The counters belong to the database, not to one limiter: every limiter of the process on the same
 * embedded database counts together, as they would in its table.
 */
const countersByDatabase = new WeakMap<object, ReturnType<typeof memoryCounters>>();

function memoryCountersOf(db: object, answer: (window: RateWindow, row: CounterRow) => RateCount) {
  let counters = countersByDatabase.get(db);
  if (!counters) countersByDatabase.set(db, (counters = memoryCounters(answer)));
  return counters;
}

/**
 * `take` of the embedded database, in memory: the same fixed windows, counted the same way (a limit after
 * one that refuses is not counted). Windows that have passed are dropped as the database's are.
 */
function memoryCounters(answer: (window: RateWindow, row: CounterRow) => RateCount) {
  const counters = new Map<string, { count: number; endsAt: number }>();
  let prunedAt = 0;
  return {
    take(limits: [RateWindow, string][]): RateCount {
      const now = Date.now();
      if (now - prunedAt >= PRUNE_EVERY_MS) {
        prunedAt = now;
        for (const [key, counter] of counters) if (counter.endsAt <= now) counters.delete(key);
      }
      let result: RateCount | undefined;
      for (const [window, value] of limits) {
        const key = `${window.scope}\u0000${value}`;
        let counter = counters.get(key);
        if (!counter || counter.endsAt <= now) {
          counter = { count: 0, endsAt: now + window.windowSeconds * 1000 };
          counters.set(key, counter);
        }
        counter.count += 1;
        result = answer(window, {
          count: counter.count,
          retry_after: Math.ceil((counter.endsAt - now) / 1000),
        });
        if (!result.allowed) break;
      }
      return result!;
    },
  };
}
