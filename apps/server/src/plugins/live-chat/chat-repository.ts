import { randomUUID } from 'node:crypto';
import type { HistoryLine, LiveChatStatus } from '@ohmstead/contracts/live-chat';
import type { Queryable } from '../../db/database';

export interface ChatRow {
  id: string;
  customer_key: string;
  customer_name: string;
  user_name: string;
  bot: 'CRM' | 'IA';
  history: HistoryLine[];
  status: LiveChatStatus;
  agent_user_id: number | null;
  agent_name: string | null;
  requested_at: Date;
  assigned_at: Date | null;
  ended_at: Date | null;
  end_reason: string | null;
  declined_by: number[];
}

const COLUMNS = `id, customer_key, customer_name, user_name, bot, history, status, agent_user_id, agent_name,
  requested_at, assigned_at, ended_at, end_reason, declined_by`;

export interface NewChat {
  customerKey: string;
  customerName: string;
  userName: string;
  bot: 'CRM' | 'IA';
  history: HistoryLine[];
}

/** Live chats (table live_chats): every change is one guarded statement, so racing processes agree. */
export function chatRepository(db: Queryable) {
  return {
    /** A new waiting chat, or undefined when the customer already has an open one (partial unique index). */
    async createWaiting(chat: NewChat): Promise<ChatRow | undefined> {
      const rows = await db.query<ChatRow>(
        `INSERT INTO live_chats (id, customer_key, customer_name, user_name, bot, history, status)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, 'waiting')
         ON CONFLICT (customer_key) WHERE status IN ('waiting', 'active') DO NOTHING
         RETURNING ${COLUMNS}`,
        [
          randomUUID(),
          chat.customerKey,
          chat.customerName,
          chat.userName,
          chat.bot,
          JSON.stringify(chat.history),
        ],
      );
      return rows[0];
    },

    async find(id: string): Promise<ChatRow | undefined> {
      const rows = await db.query<ChatRow>(`SELECT ${COLUMNS} FROM live_chats WHERE id = $1`, [id]);
      return rows[0];
    },

    /** Locks the chat's row until the transaction ends: messages of one chat are numbered one at a time. */
    async lock(id: string): Promise<ChatRow | undefined> {
      const rows = await db.query<ChatRow>(`SELECT ${COLUMNS} FROM live_chats WHERE id = $1 FOR UPDATE`, [
        id,
      ]);
      return rows[0];
    },

    async openOf(customerKey: string): Promise<ChatRow | undefined> {
      const rows = await db.query<ChatRow>(
        `SELECT ${COLUMNS} FROM live_chats WHERE customer_key = $1 AND status IN ('waiting', 'active')`,
        [customerKey],
      );
      return rows[0];
    },

    /** The queue, oldest first: a chat's position is its place here. */
    async waiting(): Promise<ChatRow[]> {
      return db.query<ChatRow>(
        `SELECT ${COLUMNS} FROM live_chats WHERE status = 'waiting' ORDER BY requested_at, id`,
      );
    },

    /** Exactly one agent wins a waiting chat, whatever the number of racing agents or processes. */
    async assign(id: string, agentUserId: number, agentName: string): Promise<ChatRow | undefined> {
      const rows = await db.query<ChatRow>(
        `UPDATE live_chats SET status = 'active', agent_user_id = $2, agent_name = $3, assigned_at = now()
         WHERE id = $1 AND status = 'waiting' AND NOT ($2 = ANY (declined_by))
         RETURNING ${COLUMNS}`,
        [id, agentUserId, agentName],
      );
      return rows[0];
    },

    async decline(id: string, agentUserId: number): Promise<ChatRow | undefined> {
      const rows = await db.query<ChatRow>(
        `UPDATE live_chats SET declined_by = CASE WHEN $2 = ANY (declined_by) THEN declined_by
           ELSE array_append(declined_by, $2::integer) END
         WHERE id = $1 AND status = 'waiting' RETURNING ${COLUMNS}`,
        [id, agentUserId],
      );
      return rows[0];
    },

    /** Closes an open chat: waiting → canceled, active → ended. Undefined when it was not open. */
    async close(id: string, reason: string): Promise<ChatRow | undefined> {
      const rows = await db.query<ChatRow>(
        `UPDATE live_chats
         SET status = CASE WHEN status = 'waiting' THEN 'canceled' ELSE 'ended' END,
             ended_at = now(), end_reason = $2
         WHERE id = $1 AND status IN ('waiting', 'active') RETURNING ${COLUMNS}`,
        [id, reason],
      );
      return rows[0];
    },

    /** The agent's active chats and those that ended in the last hour (the console's open tabs). */
    async ofAgent(agentUserId: number): Promise<ChatRow[]> {
      return db.query<ChatRow>(
        `SELECT ${COLUMNS} FROM live_chats WHERE agent_user_id = $1
           AND (status = 'active' OR ended_at > now() - interval '1 hour')
         ORDER BY assigned_at`,
        [agentUserId],
      );
    },

    /** Past and present chats for the console's history: one agent's, or everyone's. */
    async history(
      agentUserId: number | undefined,
      page: number,
      pageSize: number,
    ): Promise<{ total: number; rows: (ChatRow & { message_count: number })[] }> {
      const where = agentUserId === undefined ? 'agent_user_id IS NOT NULL' : 'agent_user_id = $1';
      const params = agentUserId === undefined ? [] : [agentUserId];
      const total = await db.query<{ n: string | number }>(
        `SELECT count(*) AS n FROM live_chats WHERE ${where}`,
        params,
      );
      const rows = await db.query<ChatRow & { message_count: number }>(
        `SELECT ${COLUMNS.replace(/(\w+)/g, 'c.$1')},
           (SELECT count(*) FROM live_chat_messages m WHERE m.chat_id = c.id)::integer AS message_count
         FROM live_chats c WHERE ${where.replace('agent_user_id', 'c.agent_user_id')}
         ORDER BY c.requested_at DESC, c.id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
        params,
      );
      return { total: Number(total[0]?.n ?? 0), rows };
    },

    /** Active chats whose agent has no socket anywhere and was last seen before the grace: to end. */
    async abandonedByAgent(graceMs: number): Promise<string[]> {
      const rows = await db.query<{ id: string }>(
        `SELECT c.id FROM live_chats c JOIN live_chat_agents a ON a.user_id = c.agent_user_id
         WHERE c.status = 'active'
           AND a.last_seen_at < now() - ($1::integer * interval '1 millisecond')
           AND NOT EXISTS (SELECT 1 FROM live_chat_presence p
                           WHERE p.kind = 'agent' AND p.presence_key = c.agent_user_id::text)`,
        [graceMs],
      );
      return rows.map((row) => row.id);
    },

    /** Waiting chats whose customer has no socket anywhere and was last seen before the limit. */
    async abandonedByCustomer(absentMs: number): Promise<string[]> {
      const rows = await db.query<{ id: string }>(
        `SELECT c.id FROM live_chats c
         WHERE c.status = 'waiting'
           AND c.customer_seen_at < now() - ($1::integer * interval '1 millisecond')
           AND NOT EXISTS (SELECT 1 FROM live_chat_presence p
                           WHERE p.kind = 'customer' AND p.presence_key = c.customer_key)`,
        [absentMs],
      );
      return rows.map((row) => row.id);
    },

    async markCustomerSeen(customerKey: string): Promise<void> {
      await db.query(
        `UPDATE live_chats SET customer_seen_at = now()
         WHERE customer_key = $1 AND status IN ('waiting', 'active')`,
        [customerKey],
      );
    },
  };
}
