import type { PushSubscriptionJson } from '@ohmstead/contracts/agent-push';
import type { Queryable } from '../../db/database';
import { REACHABLE_AFTER_CONSOLE_MS, SUBSCRIPTIONS_PER_AGENT } from './constants';

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

/**
 * Subscription `s` of agent `a` reached by push: available, no console open, and seen within
 * REACHABLE_AFTER_CONSOLE_MS (live_chat_agents.last_seen_at is kept while a console is open and set when it
 * closes).
 */
const REACHABLE = `a.is_available AND ${NO_CONSOLE}
  AND a.last_seen_at > now() - make_interval(secs => ${REACHABLE_AFTER_CONSOLE_MS / 1000})`;

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

    /** Subscriptions of agents reached by push: whom a new request is pushed to. */
    async ofReachable(): Promise<StoredSubscription[]> {
      const rows = await db.query<SubscriptionRow>(
        `SELECT s.endpoint, s.user_id, s.p256dh, s.auth FROM agent_push_subscriptions s
         JOIN live_chat_agents a ON a.user_id = s.user_id WHERE ${REACHABLE}`,
      );
      return rows.map(toStored);
    },

    /** How many agents are reached by push. */
    async reachableCount(): Promise<number> {
      const [row] = await db.query<{ n: string | number }>(
        `SELECT count(DISTINCT s.user_id) AS n FROM agent_push_subscriptions s
         JOIN live_chat_agents a ON a.user_id = s.user_id WHERE ${REACHABLE}`,
      );
      return Number(row?.n ?? 0);
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
