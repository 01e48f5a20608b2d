import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';

/** 32 random bytes, url-safe: the unsubscribe link's only secret. */
export function newUnsubscribeToken(): string {
  return randomBytes(32).toString('base64url');
}

export type UnsubscribeOutcome = 'unsubscribed' | 'already-unsubscribed' | 'unknown-token';

/** The subscribers table: one row per address, re-activated with a fresh token on a new subscribe. */
export function subscriberRepository(db: Queryable) {
  return {
    /**
     * Subscribes an address. Answers the new unsubscribe token when the address was new or had
     * unsubscribed, and undefined when it is already subscribed (nothing changes then).
     */
    async subscribe(email: string): Promise<string | undefined> {
      const rows = await db.query<{ unsubscribe_token: string }>(
        `INSERT INTO subscribers (email, unsubscribe_token) VALUES ($1, $2)
         ON CONFLICT (email) DO UPDATE
           SET unsubscribe_token = EXCLUDED.unsubscribe_token, subscribed_at = now(), unsubscribed_at = NULL
           WHERE subscribers.unsubscribed_at IS NOT NULL
         RETURNING unsubscribe_token`,
        [email, newUnsubscribeToken()],
      );
      return rows[0]?.unsubscribe_token;
    },

    async unsubscribe(token: string): Promise<UnsubscribeOutcome> {
      const rows = await db.query<{ already: boolean }>(
        `UPDATE subscribers SET unsubscribed_at = COALESCE(unsubscribed_at, now())
         WHERE unsubscribe_token = $1
         RETURNING (unsubscribed_at < now()) AS already`,
        [token],
      );
      const row = rows[0];
      if (!row) return 'unknown-token';
      return row.already ? 'already-unsubscribed' : 'unsubscribed';
    },
  };
}
