import { randomUUID } from 'node:crypto';
import {
  type HistoryLine,
  LAST_MESSAGE_PREVIEW_MAX,
  type LiveChatStatus,
} from '@ohmstead/contracts/live-chat';
import type { Database, Queryable } from '../../db/database';

/** A chat as every event needs it: the conversation before the request is read apart (historyOf). */
export interface ChatRow {
  id: string;
  customer_key: string;
  customer_name: string;
  user_name: string;
  bot: 'CRM' | 'IA';
  history_count: number;
  last_message: string;
  status: LiveChatStatus;
  agent_user_id: number | null;
  agent_name: string | null;
  requested_at: Date;
  assigned_at: Date | null;
  ended_at: Date | null;
  end_reason: string | null;
  declined_by: number[];
  /** Each side's highest delivered and read seq (docs/decisions/0050-typing-and-read-marks.md). */
  customer_delivered_seq: number;
  customer_read_seq: number;
  agent_delivered_seq: number;
  agent_read_seq: number;
}

export const CHAT_COLUMNS = `id, customer_key, customer_name, user_name, bot, history_count, last_message, status,
  agent_user_id, agent_name, requested_at, assigned_at, ended_at, end_reason, declined_by,
  customer_delivered_seq, customer_read_seq, agent_delivered_seq, agent_read_seq`;

export interface NewChat {
  customerKey: string;
  customerName: string;
  userName: string;
  bot: 'CRM' | 'IA';
  /** The server's own record of the conversation before the request. */
  history: HistoryLine[];
  /** A keyed hash of the customer's address: what the per-address cap counts. */
  addressKey: string;
}

/** The queue's bounds (config.liveChat): waiting requests from one address, and in all. */
export interface QueueLimits {
  waitingPerAddress: number;
  queueMax: number;
}

export type NewChatOutcome =
  { created: ChatRow } | { refused: 'already-open' | 'address-full' | 'queue-full' };

/** Any constant: one request at a time joins the queue, whichever process it arrives at. */
export const QUEUE_LOCK_ID = 727_002;

/** A new waiting chat within the queue's bounds (chatRepository.createWaiting), under the queue's lock. */
export function enqueue(db: Database, chat: NewChat, limits: QueueLimits): Promise<NewChatOutcome> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [QUEUE_LOCK_ID]);
    return chatRepository(tx).createWaiting(chat, limits);
  });
}

/** The customer's open chat (waiting or active), if any. */
async function openOf(db: Queryable, customerKey: string): Promise<ChatRow | undefined> {
  const rows = await db.query<ChatRow>(
    `SELECT ${CHAT_COLUMNS} FROM live_chats WHERE customer_key = $1 AND status IN ('waiting', 'active')`,
    [customerKey],
  );
  return rows[0];
}

/** The queue: a request joins it or is refused, and its place in it. */
function chatQueue(db: Queryable) {
  return {
    /**
     * A new waiting chat, unless the customer already has an open one (partial unique index), their
     * address has `waitingPerAddress` requests waiting, or the queue holds `queueMax`. Run it through
     * `enqueue`, which holds the queue's lock: otherwise racing requests could each see room for one more.
     */
    async createWaiting(chat: NewChat, limits: QueueLimits): Promise<NewChatOutcome> {
      const lastSaid = chat.history.findLast((line) => line.is_customer)?.text ?? '';
      const rows = await db.query<ChatRow>(
        `WITH queue AS (
           SELECT count(*) FILTER (WHERE customer_address = $9) AS from_address, count(*) AS total
           FROM live_chats WHERE status = 'waiting'
         )
         INSERT INTO live_chats (id, customer_key, customer_name, user_name, bot, history, history_count,
                                 last_message, customer_address, status)
         SELECT $1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, 'waiting' FROM queue
         WHERE queue.from_address < $10 AND queue.total < $11
         ON CONFLICT (customer_key) WHERE status IN ('waiting', 'active') DO NOTHING
         RETURNING ${CHAT_COLUMNS}`,
        [
          randomUUID(),
          chat.customerKey,
          chat.customerName,
          chat.userName,
          chat.bot,
          JSON.stringify(chat.history),
          chat.history.length,
          lastSaid.slice(0, LAST_MESSAGE_PREVIEW_MAX),
          chat.addressKey,
          limits.waitingPerAddress,
          limits.queueMax,
        ],
      );
      if (rows[0]) return { created: rows[0] };
      if (await openOf(db, chat.customerKey)) return { refused: 'already-open' };
      const [queue] = await db.query<{ from_address: number; total: number }>(
        `SELECT count(*) FILTER (WHERE customer_address = $1)::integer AS from_address, count(*)::integer AS total
         FROM live_chats WHERE status = 'waiting'`,
        [chat.addressKey],
      );
      return { refused: (queue?.total ?? 0) >= limits.queueMax ? 'queue-full' : 'address-full' };
    },

    /**
     * A request that found no agent (none available, or the queue full), for the chat analysis: no live
     * chat is made for it. A customer asking again within a minute is the same request, so a flood of
     * retries writes one row (docs/decisions/0020-chat-analysis-and-dashboards.md).
     */
    async recordRefusal(
      refusal: { customerKey: string; customerName: string; bot: 'CRM' | 'IA' },
      reason: 'no_agents' | 'queue_full',
    ): Promise<void> {
      await db.query(
        `INSERT INTO live_chat_refusals (customer_key, customer_name, bot, reason)
         SELECT $1, $2, $3, $4
         WHERE NOT EXISTS (SELECT 1 FROM live_chat_refusals
                           WHERE customer_key = $1 AND refused_at > now() - interval '1 minute')`,
        [refusal.customerKey, refusal.customerName, refusal.bot, reason],
      );
    },

    /** A waiting chat's place in the queue (1 for the oldest), 0 when it is not waiting. */
    async positionOf(id: string): Promise<number> {
      const rows = await db.query<{ position: number }>(
        `SELECT count(*)::integer AS position FROM live_chats w, live_chats c
         WHERE c.id = $1 AND c.status = 'waiting' AND w.status = 'waiting'
           AND (w.requested_at, w.id) <= (c.requested_at, c.id)`,
        [id],
      );
      return rows[0]?.position ?? 0;
    },

    /** The queue, oldest first: a chat's position is its place here. */
    async waiting(): Promise<ChatRow[]> {
      return db.query<ChatRow>(
        `SELECT ${CHAT_COLUMNS} FROM live_chats WHERE status = 'waiting' ORDER BY requested_at, id`,
      );
    },
  };
}

/** An agent declines a waiting chat (taking one is capacity-repository.ts's, under the agent's limit). */
function chatAssignment(db: Queryable) {
  return {
    async decline(id: string, agentUserId: number): Promise<ChatRow | undefined> {
      const rows = await db.query<ChatRow>(
        `UPDATE live_chats SET declined_by = CASE WHEN $2 = ANY (declined_by) THEN declined_by
           ELSE array_append(declined_by, $2::integer) END
         WHERE id = $1 AND status = 'waiting' RETURNING ${CHAT_COLUMNS}`,
        [id, agentUserId],
      );
      return rows[0];
    },
  };
}

/** One chat, a customer's open chat, an agent's open tabs. */
function chatReads(db: Queryable) {
  return {
    /** The conversation before the request, as the server recorded it when the request was made. */
    async historyOf(id: string): Promise<HistoryLine[]> {
      const rows = await db.query<{ history: HistoryLine[] }>(
        `SELECT history FROM live_chats WHERE id = $1`,
        [id],
      );
      return rows[0]?.history ?? [];
    },

    async find(id: string): Promise<ChatRow | undefined> {
      const rows = await db.query<ChatRow>(`SELECT ${CHAT_COLUMNS} FROM live_chats WHERE id = $1`, [id]);
      return rows[0];
    },

    openOf: (customerKey: string) => openOf(db, customerKey),

    /**
     * The agent's active chats and those that ended in the last hour (the console's open tabs), each with
     * whether its customer has a socket anywhere.
     */
    async ofAgent(agentUserId: number): Promise<(ChatRow & { customer_online: boolean })[]> {
      return db.query<ChatRow & { customer_online: boolean }>(
        `SELECT ${CHAT_COLUMNS.replace(/(\w+)/g, 'c.$1')},
           EXISTS (SELECT 1 FROM live_chat_presence p
                   WHERE p.kind = 'customer' AND p.presence_key = c.customer_key) AS customer_online
         FROM live_chats c WHERE c.agent_user_id = $1
           AND (c.status = 'active' OR c.ended_at > now() - interval '1 hour')
         ORDER BY c.assigned_at`,
        [agentUserId],
      );
    },
  };
}

/** The end of chats: closed by either side, or abandoned. */
function chatEnds(db: Queryable) {
  return {
    /** Closes an open chat: waiting → canceled, active → ended. Undefined when it was not open. */
    async close(id: string, reason: string): Promise<ChatRow | undefined> {
      const rows = await db.query<ChatRow>(
        `UPDATE live_chats
         SET status = CASE WHEN status = 'waiting' THEN 'canceled' ELSE 'ended' END,
             ended_at = now(), end_reason = $2
         WHERE id = $1 AND status IN ('waiting', 'active') RETURNING ${CHAT_COLUMNS}`,
        [id, reason],
      );
      return rows[0];
    },

    /** Active chats whose agent has no socket anywhere and was last seen before the grace: to end. */
    abandonedByAgent: (graceMs: number) =>
      chatIds(
        `SELECT c.id FROM live_chats c JOIN live_chat_agents a ON a.user_id = c.agent_user_id
         WHERE c.status = 'active' AND ${before('a.last_seen_at')}
           AND NOT EXISTS (SELECT 1 FROM live_chat_presence p
                           WHERE p.kind = 'agent' AND p.presence_key = c.agent_user_id::text)`,
        graceMs,
      ),

    /** Waiting chats whose customer has no socket anywhere and was last seen before the limit. */
    abandonedByCustomer: (absentMs: number) =>
      chatIds(
        `SELECT c.id FROM live_chats c
         WHERE c.status = 'waiting' AND ${before('c.customer_seen_at')}
           AND NOT EXISTS (SELECT 1 FROM live_chat_presence p
                           WHERE p.kind = 'customer' AND p.presence_key = c.customer_key)`,
        absentMs,
      ),

    /** Requests waiting longer than `waitMs` while no available agent has a console open anywhere. */
    unanswered: (waitMs: number) =>
      chatIds(
        `SELECT c.id FROM live_chats c
         WHERE c.status = 'waiting' AND ${before('c.requested_at')}
           AND NOT EXISTS (SELECT 1 FROM live_chat_agents a
                           JOIN live_chat_presence p ON p.kind = 'agent' AND p.presence_key = a.user_id::text
                           WHERE a.is_available)`,
        waitMs,
      ),
  };

  async function chatIds(statement: string, ms: number): Promise<string[]> {
    const rows = await db.query<{ id: string }>(statement, [ms]);
    return rows.map((row) => row.id);
  }
}

/** A sweep's condition: `column` lies more than the statement's `$1` milliseconds back. */
const before = (column: string) => `${column} < now() - ($1::integer * interval '1 millisecond')`;

/** The console's history of past and present chats. */
function chatTranscripts(db: Queryable) {
  return {
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
        `SELECT ${CHAT_COLUMNS.replace(/(\w+)/g, 'c.$1')},
           (SELECT count(*) FROM live_chat_messages m WHERE m.chat_id = c.id)::integer AS message_count
         FROM live_chats c WHERE ${where.replace('agent_user_id', 'c.agent_user_id')}
         ORDER BY c.requested_at DESC, c.id LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
        params,
      );
      return { total: Number(total[0]?.n ?? 0), rows };
    },
  };
}

/** Live chats (table live_chats): every change is one guarded statement, so racing processes agree. */
export function chatRepository(db: Queryable) {
  return {
    ...chatQueue(db),
    ...chatAssignment(db),
    ...chatReads(db),
    ...chatEnds(db),
    ...chatTranscripts(db),
  };
}
