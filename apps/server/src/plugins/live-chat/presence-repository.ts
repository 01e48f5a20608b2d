import type { Queryable } from '../../db/database';

export type PresenceKind = 'agent' | 'customer';

/**
 * Who is connected, cluster-wide (tables live_chat_nodes and live_chat_presence). Each process beats for
 * itself and its sockets; the rows of a process that stopped beating are removed by any other, so a
 * killed process's agents count as gone too.
 */
export function presenceRepository(db: Queryable, nodeId: string) {
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

    /** Removes a socket; answers how many sockets of the same key are left anywhere. */
    async remove(socketId: string, kind: PresenceKind, key: string): Promise<number> {
      await db.query('DELETE FROM live_chat_presence WHERE socket_id = $1', [socketId]);
      const rows = await db.query<{ n: string | number }>(
        'SELECT count(*) AS n FROM live_chat_presence WHERE kind = $1 AND presence_key = $2',
        [kind, key],
      );
      return Number(rows[0]?.n ?? 0);
    },

    /** This process starts with none of its sockets (a restart reuses nothing). */
    async clearNode(): Promise<void> {
      await db.query('DELETE FROM live_chat_presence WHERE node_id = $1', [nodeId]);
    },

    async isOnline(kind: PresenceKind, key: string): Promise<boolean> {
      const rows = await db.query(
        'SELECT 1 FROM live_chat_presence WHERE kind = $1 AND presence_key = $2 LIMIT 1',
        [kind, key],
      );
      return rows.length > 0;
    },

    /** Connected agents who are available: distinct people, however many tabs each has open. */
    async availableAgentCount(): Promise<number> {
      const rows = await db.query<{ n: string | number }>(
        `SELECT count(DISTINCT a.user_id) AS n FROM live_chat_agents a
         JOIN live_chat_presence p ON p.kind = 'agent' AND p.presence_key = a.user_id::text
         WHERE a.is_available`,
      );
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
