import { createHmac } from 'node:crypto';
import type { Queryable } from '../../db/database';

export interface BotRateLimits {
  perIdentityPerMinute: number;
  perAddressPerMinute: number;
}

type Scope = 'identity' | 'address';
const WINDOW_SECONDS = 60;
/** Windows that have passed are dropped at most this often per process: not on every answer. */
const PRUNE_EVERY_MS = 30_000;

/**
 * Answer calls per chat identity and per address in one-minute windows, counted in `bot_rate_counters` so
 * that every server process sharing the database counts together (like the sign-in limiter).
 */
export function botRateLimiter(db: Queryable, limits: BotRateLimits, secret: string) {
  // Addresses and session ids are kept as keyed hashes: the counter table is no list of visitors.
  const keyOf = (scope: Scope, value: string) =>
    createHmac('sha256', secret).update(`bot-limit:${scope}:${value}`).digest('base64url');
  let prunedAt = 0;

  async function count(scope: Scope, value: string): Promise<{ count: number; retryAfterS: number }> {
    const rows = await db.query<{ count: number; retry_after: number }>(
      `INSERT INTO bot_rate_counters AS c (scope, key, count, window_started_at) VALUES ($1, $2, 1, now())
       ON CONFLICT (scope, key) DO UPDATE SET
         count = CASE WHEN c.window_started_at <= now() - make_interval(secs => $3::double precision)
           THEN 1 ELSE c.count + 1 END,
         window_started_at = CASE WHEN c.window_started_at <= now() - make_interval(secs => $3::double precision)
           THEN now() ELSE c.window_started_at END
       RETURNING count,
         ceil(extract(epoch FROM c.window_started_at + make_interval(secs => $3::double precision) - now()))
           AS retry_after`,
      [scope, keyOf(scope, value), WINDOW_SECONDS],
    );
    return {
      count: Number(rows[0]?.count ?? 0),
      retryAfterS: Math.max(1, Number(rows[0]?.retry_after ?? 1)),
    };
  }

  return {
    /** Counts one answer call; `allowed` is false when the identity or the address has used up its minute. */
    async take(identityKey: string, address: string): Promise<{ allowed: boolean; retryAfterS: number }> {
      if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
        prunedAt = Date.now();
        await db.query(
          `DELETE FROM bot_rate_counters WHERE window_started_at <= now() - make_interval(secs => $1::double precision)`,
          [WINDOW_SECONDS],
        );
      }
      const identity = await count('identity', identityKey);
      if (identity.count > limits.perIdentityPerMinute)
        return { allowed: false, retryAfterS: identity.retryAfterS };
      const perAddress = await count('address', address);
      if (perAddress.count > limits.perAddressPerMinute)
        return { allowed: false, retryAfterS: perAddress.retryAfterS };
      return { allowed: true, retryAfterS: 0 };
    },
  };
}
export type BotRateLimiter = ReturnType<typeof botRateLimiter>;
