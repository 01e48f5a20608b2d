import { createHmac } from 'node:crypto';
import type { Queryable } from '../db/database';

export interface LoginLimits {
  maxFailuresPerUser: number;
  maxFailuresPerAddress: number;
  windowMinutes: number;
}

type Scope = 'user' | 'address';

/** A counted sign-in attempt: the address window it was counted in, so that a success hands back only it. */
export interface LoginAttempt {
  allowed: boolean;
  /** The window's start as PostgreSQL prints it: microseconds, which a JavaScript Date would round away. */
  addressWindow: string | null;
}

/**
 * Failed sign-ins per user name and per address, counted in `login_failures` so every server process
 * sharing the database sees the same counts. An attempt is counted before the password is checked, so
 * parallel guesses cannot overtake the limit. A success hands back its own attempt only: the one it
 * counted, in the window it counted it in — never a failure of another user name (docs/security.md).
 */
export function loginLimiter(db: Queryable, limits: LoginLimits, secret: string) {
  const windowSeconds = limits.windowMinutes * 60;
  // Keys are keyed hashes: people type passwords into the user-name field, and a counter table must
  // not become a list of them (nor of addresses).
  const keyOf = (scope: Scope, value: string) =>
    createHmac('sha256', secret)
      .update(`login-limit:${scope}:${scope === 'user' ? value.toLowerCase() : value}`)
      .digest('base64url');

  /** One more attempt in the key's window (a new window once the old one has passed); the new count. */
  async function count(scope: Scope, key: string): Promise<{ failures: number; window: string | null }> {
    const rows = await db.query<{ failures: number; window: string }>(
      `INSERT INTO login_failures AS f (scope, key, failures, window_started_at) VALUES ($1, $2, 1, now())
       ON CONFLICT (scope, key) DO UPDATE SET
         failures = CASE WHEN f.window_started_at <= now() - make_interval(secs => $3::double precision)
           THEN 1 ELSE f.failures + 1 END,
         window_started_at = CASE WHEN f.window_started_at <= now() - make_interval(secs => $3::double precision)
           THEN now() ELSE f.window_started_at END
       RETURNING failures, window_started_at::text AS window`,
      [scope, keyOf(scope, key), windowSeconds],
    );
    const row = rows[0];
    return { failures: Number(row?.failures ?? 0), window: row?.window ?? null };
  }

  async function clearUser(userName: string): Promise<void> {
    await db.query(`DELETE FROM login_failures WHERE scope = 'user' AND key = $1`, [keyOf('user', userName)]);
  }

  return {
    /**
     * Counts this attempt; false when the user name or the address has used up its window, in which case
     * the password must not even be checked.
     */
    async attempt(userName: string, address: string): Promise<LoginAttempt> {
      // Windows that have passed are dropped here, so the table only ever holds the current ones.
      await db.query(
        `DELETE FROM login_failures WHERE window_started_at <= now() - make_interval(secs => $1::double precision)`,
        [windowSeconds],
      );
      const perUser = await count('user', userName);
      const perAddress = await count('address', address);
      return {
        allowed:
          perUser.failures <= limits.maxFailuresPerUser &&
          perAddress.failures <= limits.maxFailuresPerAddress,
        addressWindow: perAddress.window,
      };
    },

    /**
     * A successful sign-in clears the user name's count and hands back the address the one attempt it
     * counted — only while that window lasts: a new window's failures belong to other attempts.
     */
    async succeeded(userName: string, address: string, attempt: LoginAttempt): Promise<void> {
      await clearUser(userName);
      if (!attempt.addressWindow) return;
      await db.query(
        `UPDATE login_failures SET failures = failures - 1
         WHERE scope = 'address' AND key = $1 AND window_started_at = $2::timestamptz AND failures > 0`,
        [keyOf('address', address), attempt.addressWindow],
      );
    },

    /** For the password check of a signed-in user (Account/ChangePassword): the user-name count only. */
    async attemptForUser(userName: string): Promise<boolean> {
      return (await count('user', userName)).failures <= limits.maxFailuresPerUser;
    },

    succeededForUser: clearUser,
  };
}
export type LoginLimiter = ReturnType<typeof loginLimiter>;
