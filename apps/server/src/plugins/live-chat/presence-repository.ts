import type { Queryable } from '../../db/database';

export type PresenceKind = 'agent' | 'customer';

/** Connected agents who are available: distinct people, however many tabs each has open. */
const AVAILABLE_AGENTS = `SELECT count(DISTINCT a.user_id) AS n FROM live_chat_agents a
  JOIN live_chat_presence p ON p.kind = 'agent' AND p.presence_key = a.user_id::text
  WHERE a.is_available`;

/** This process's own rows: its heartbeat, and the sockets it starts without. */
function processPresence(db: Queryable, nodeId: string) {
  return {
    /** Registers this process, marks its agents and customers seen, and drops processes gone stale. */
    async beat(staleMs: number): Promise<{ removedSockets: number }> {
      await db.query(
        `INSERT INTO live_chat_nodes (node_id) VALUES ($1)
         ON CONFLICT (node_id) DO UPDATE SET seen_at = now()`,
        [nodeId],
      );
      await db.query(
        `UPDATE live_chat_agents SET last_seen_at = now() WHERE user_id::text IN
           (SELECT presence_key FROM live_chat_presence WHERE node_id = $1 AND kind = 'agent')`,
        [nodeId],
      );
      await db.query(
        `UPDATE live_chats SET customer_seen_at = now() WHERE status IN ('waiting', 'active')
           AND customer_key IN (SELECT presence_key FROM live_chat_presence WHERE node_id = $1 AND kind = 'customer')`,
        [nodeId],
      );
      const removed = await db.query<{ socket_id: string }>(
        `DELETE FROM live_chat_presence WHERE node_id IN
           (SELECT node_id FROM live_chat_nodes WHERE seen_at < now() - ($1::integer * interval '1 millisecond'))
         RETURNING socket_id`,
        [staleMs],
      );
      await db.query(
        `DELETE FROM live_chat_nodes WHERE seen_at < now() - ($1::integer * interval '1 millisecond')`,
        [staleMs],
      );
      return { removedSockets: removed.length };
    },

    /** Every process's sockets gone: on PGlite, one process, whose previous run left them behind. */
    async clearAll(): Promise<void> {
      await db.query('DELETE FROM live_chat_presence');
    },

    /** This process starts with none of its sockets (a restart reuses nothing). */
    async clearNode(): Promise<void> {
      await db.query('DELETE FROM live_chat_presence WHERE node_id = $1', [nodeId]);
    },
  };
}

/** Sockets arriving and leaving. */
function socketPresence(db: Queryable, nodeId: string) {
  return {
    async add(socketId: string, kind: PresenceKind, key: string): Promise<void> {
      await db.query(
        `INSERT INTO live_chat_nodes (node_id) VALUES ($1) ON CONFLICT (node_id) DO UPDATE SET seen_at = now()`,
        [nodeId],
      );
      await db.query(
        `INSERT INTO live_chat_presence (socket_id, node_id, kind, presence_key) VALUES ($1, $2, $3, $4)
         ON CONFLICT (socket_id) DO NOTHING`,
        [socketId, nodeId, kind, key],
      );
    },

    /**
     * A customer's socket arrived, in one statement (a reconnect storm after a deploy is thousands of
     * these): this process marked alive, the socket registered, the customer's open chat marked seen.
     * Answers the agents available now and the agent of the customer's active chat, if any.
     */
    async customerConnected(
      socketId: string,
      customerKey: string,
    ): Promise<{ availableAgents: number; activeChatAgent: number | null }> {
      const [row] = await db.query<{ available_agents: string | number; active_chat_agent: number | null }>(
        `WITH node AS (
           INSERT INTO live_chat_nodes (node_id) VALUES ($1)
           ON CONFLICT (node_id) DO UPDATE SET seen_at = now() RETURNING node_id
         ), socket AS (
           INSERT INTO live_chat_presence (socket_id, node_id, kind, presence_key)
           SELECT $2, node_id, 'customer', $3 FROM node
           ON CONFLICT (socket_id) DO NOTHING
         ), seen AS (
           UPDATE live_chats SET customer_seen_at = now()
           WHERE customer_key = $3 AND status IN ('waiting', 'active')
           RETURNING status, agent_user_id
         )
         SELECT (${AVAILABLE_AGENTS}) AS available_agents,
                (SELECT agent_user_id FROM seen WHERE status = 'active') AS active_chat_agent`,
        [nodeId, socketId, customerKey],
      );
      return {
        availableAgents: Number(row?.available_agents ?? 0),
        activeChatAgent: row?.active_chat_agent ?? null,
      };
    },

    /** A customer's socket left, in one statement; answers the agent of their active chat, if any. */
    async customerDisconnected(socketId: string, customerKey: string): Promise<number | null> {
      const [row] = await db.query<{ active_chat_agent: number | null }>(
        `WITH socket AS (
           DELETE FROM live_chat_presence WHERE socket_id = $1
         ), seen AS (
           UPDATE live_chats SET customer_seen_at = now()
           WHERE customer_key = $2 AND status IN ('waiting', 'active')
           RETURNING status, agent_user_id
         )
         SELECT (SELECT agent_user_id FROM seen WHERE status = 'active') AS active_chat_agent`,
        [socketId, customerKey],
      );
      return row?.active_chat_agent ?? null;
    },

    /** Removes a socket; answers how many sockets of the same key are left anywhere. */
    async remove(socketId: string, kind: PresenceKind, key: string): Promise<number> {
      await db.query('DELETE FROM live_chat_presence WHERE socket_id = $1', [socketId]);
      const rows = await db.query<{ n: string | number }>(
        'SELECT count(*) AS n FROM live_chat_presence WHERE kind = $1 AND presence_key = $2',
        [kind, key],
      );
      return Number(rows[0]?.n ?? 0);
    },
  };
}

/** Who of the agents is connected. */
function agentPresence(db: Queryable) {
  return {
    /** Connected agents who are available: distinct people, however many tabs each has open. */
    async availableAgentCount(): Promise<number> {
      const rows = await db.query<{ n: string | number }>(`${AVAILABLE_AGENTS}`);
      return Number(rows[0]?.n ?? 0);
    },

    async connectedAgentIds(): Promise<number[]> {
      const rows = await db.query<{ presence_key: string }>(
        "SELECT DISTINCT presence_key FROM live_chat_presence WHERE kind = 'agent'",
      );
      return rows.map((row) => Number(row.presence_key));
    },
  };
}

/**
 * Who is connected, cluster-wide (tables live_chat_nodes and live_chat_presence). Each process beats for
 * itself and its sockets; the rows of a process that stopped beating are removed by any other, so a
 * killed process's agents count as gone too.
 */
export function presenceRepository(db: Queryable, nodeId: string) {
  return { ...processPresence(db, nodeId), ...socketPresence(db, nodeId), ...agentPresence(db) };
}
