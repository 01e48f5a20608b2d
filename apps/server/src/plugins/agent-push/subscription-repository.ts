import type { PushSubscriptionJson } from '@ohmstead/contracts/agent-push';
import type { Queryable } from '../../db/database';
import { SUBSCRIPTIONS_PER_AGENT } from './constants';

export interface StoredSubscription {
  endpoint: string;
  userId: number;
  keys: { p256dh: string; auth: string };
}

interface SubscriptionRow {
  endpoint: string;
  user_id: number;
  p256dh: string;
  auth: string;
}

const toStored = (row: SubscriptionRow): StoredSubscription => ({
  endpoint: row.endpoint,
  userId: row.user_id,
  keys: { p256dh: row.p256dh, auth: row.auth },
});

/**
 * Who has no console open, from the live chat's presence (live_chat_presence, live_chat_agents): an agent
 * with no socket on any process. Read here, in SQL, so neither plugin imports the other.
 */
const NO_CONSOLE = `NOT EXISTS (SELECT 1 FROM live_chat_presence p
  WHERE p.kind = 'agent' AND p.presence_key = s.user_id::text)`;

/** Agents' push subscriptions (table agent_push_subscriptions), one per browser. */
export function subscriptionRepository(db: Queryable) {
  return {
    /** Saves a browser's subscription for the agent; a browser that changed hands (another sign-in) moves. */
    async save(userId: number, subscription: PushSubscriptionJson): Promise<void> {
      await db.query(
        `INSERT INTO agent_push_subscriptions (endpoint, user_id, p256dh, auth) VALUES ($1, $2, $3, $4)
         ON CONFLICT (endpoint) DO UPDATE SET user_id = $2, p256dh = $3, auth = $4, created_at = now()`,
        [subscription.endpoint, userId, subscription.keys.p256dh, subscription.keys.auth],
      );
      // The table stays bounded whatever an agent's browsers do.
      await db.query(
        `DELETE FROM agent_push_subscriptions WHERE user_id = $1 AND endpoint NOT IN (
           SELECT endpoint FROM agent_push_subscriptions WHERE user_id = $1
           ORDER BY created_at DESC LIMIT $2)`,
        [userId, SUBSCRIPTIONS_PER_AGENT],
      );
    },

    /** Forgets one of the agent's subscriptions; another agent's stays. */
    async remove(userId: number, endpoint: string): Promise<void> {
      await db.query('DELETE FROM agent_push_subscriptions WHERE endpoint = $1 AND user_id = $2', [
        endpoint,
        userId,
      ]);
    },

    /** A subscription its push service says is gone (404, 410). */
    async removeGone(endpoint: string): Promise<void> {
      await db.query('DELETE FROM agent_push_subscriptions WHERE endpoint = $1', [endpoint]);
    },

    /** Subscriptions of available agents with no console open: whom a new request is pushed to. */
    async ofAvailableWithoutConsole(): Promise<StoredSubscription[]> {
      const rows = await db.query<SubscriptionRow>(
        `SELECT s.endpoint, s.user_id, s.p256dh, s.auth FROM agent_push_subscriptions s
         JOIN live_chat_agents a ON a.user_id = s.user_id AND a.is_available
         WHERE ${NO_CONSOLE}`,
      );
      return rows.map(toStored);
    },

    /** The agent's subscriptions when they have no console open: whom a customer's message is pushed to. */
    async ofAgentWithoutConsole(userId: number): Promise<StoredSubscription[]> {
      const rows = await db.query<SubscriptionRow>(
        `SELECT s.endpoint, s.user_id, s.p256dh, s.auth FROM agent_push_subscriptions s
         WHERE s.user_id = $1 AND ${NO_CONSOLE}`,
        [userId],
      );
      return rows.map(toStored);
    },

    async ofAgent(userId: number): Promise<StoredSubscription[]> {
      const rows = await db.query<SubscriptionRow>(
        'SELECT endpoint, user_id, p256dh, auth FROM agent_push_subscriptions WHERE user_id = $1',
        [userId],
      );
      return rows.map(toStored);
    },
  };
}
