import type { LiveNote } from '@ohmstead/contracts/live-chat';
import type { Database, Queryable } from '../../db/database';
import { CHAT_COLUMNS, type ChatRow, QUEUE_LOCK_ID } from './chat-repository';
import { noteRepository } from './note-repository';

/**
 * Every way a chat reaches an agent — an accept, a transfer, an automatic assignment — under the agent's
 * limit of active chats (docs/decisions/0051-transfer-and-capacity.md), whichever process it runs on. Each
 * one locks the receiving agent's row first, then counts and moves the chat in one guarded statement: two
 * processes giving the same agent a chat at once take turns, and the second one counts the first one's.
 * Every path locks the agent's row before the chat's, so they never wait on each other in a circle.
 */

/** An online, available agent: a socket anywhere and is_available (presence-repository.ts). */
const ONLINE_AND_AVAILABLE = `a.is_available AND EXISTS (
  SELECT 1 FROM live_chat_presence p WHERE p.kind = 'agent' AND p.presence_key = a.user_id::text)`;

/** Agent `u`'s name as the customer sees it, as broadcasts.ts agentDisplayName makes it. */
const AGENT_NAME =
  "coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.user_name) AS agent_name";

/** The active chats of agent `a`. */
const ACTIVE_OF_AGENT = `(SELECT count(*) FROM live_chats x WHERE x.agent_user_id = a.user_id AND x.status = 'active')`;

/** Locks the agent's row (held to the end of the transaction); false when the agent has none. */
async function lockAgent(tx: Queryable, agentUserId: number, condition = 'true'): Promise<boolean> {
  const rows = await tx.query<{ user_id: number }>(
    `SELECT a.user_id FROM live_chat_agents a WHERE a.user_id = $1 AND ${condition} FOR UPDATE OF a`,
    [agentUserId],
  );
  return rows.length > 0;
}

/** The agent's limit and active chats, read under the lock. */
async function loadOf(tx: Queryable, agentUserId: number): Promise<{ active: number; max: number }> {
  const [row] = await tx.query<{ active: number; max: number }>(
    `SELECT ${ACTIVE_OF_AGENT}::integer AS active, a.max_chats AS max FROM live_chat_agents a WHERE a.user_id = $1`,
    [agentUserId],
  );
  return { active: Number(row?.active ?? 0), max: Number(row?.max ?? 0) };
}

/** A waiting chat made the agent's, unless they declined it; under the agent's lock. */
async function takeWaiting(tx: Queryable, chatId: string, agentUserId: number, agentName: string) {
  const rows = await tx.query<ChatRow>(
    `UPDATE live_chats SET status = 'active', agent_user_id = $2, agent_name = $3, assigned_at = now()
     WHERE id = $1 AND status = 'waiting' AND NOT ($2 = ANY (declined_by))
     RETURNING ${CHAT_COLUMNS}`,
    [chatId, agentUserId, agentName],
  );
  return rows[0];
}

export type AcceptOutcome =
  { chat: ChatRow } | { refused: 'not-waiting' } | { refused: 'at-limit'; max: number };

export type TransferOutcome =
  { chat: ChatRow; note: LiveNote | undefined } | { refused: 'not-found' | 'unavailable' };

/** How often one assignment chooses again after a race, before it leaves the rest to the next trigger. */
const ASSIGN_ATTEMPTS = 3;

/** The agent who should have a chat next: the least busy available one under their limit. */
interface Candidate {
  chat_id: string;
  user_id: number;
  agent_name: string;
}

/** Chooses and assigns once, under the queue's lock; 'raced' when the choice was overtaken meanwhile. */
async function assignOnce(tx: Queryable): Promise<ChatRow | undefined | 'raced'> {
  const [next] = await tx.query<Candidate>(
    `SELECT c.id AS chat_id, best.user_id, best.agent_name FROM live_chats c
     CROSS JOIN LATERAL (
       SELECT a.user_id,
              ${AGENT_NAME}
       FROM live_chat_agents a JOIN users u ON u.id = a.user_id
       WHERE ${ONLINE_AND_AVAILABLE} AND NOT (a.user_id = ANY (c.declined_by))
         AND ${ACTIVE_OF_AGENT} < a.max_chats
       ORDER BY ${ACTIVE_OF_AGENT},
                (SELECT max(y.assigned_at) FROM live_chats y WHERE y.agent_user_id = a.user_id) NULLS FIRST,
                a.user_id
       LIMIT 1
     ) best
     WHERE c.status = 'waiting'
     ORDER BY c.requested_at, c.id LIMIT 1`,
  );
  if (!next) return undefined;
  await lockAgent(tx, next.user_id);
  // Counted again under the agent's lock.
  const { active, max } = await loadOf(tx, next.user_id);
  if (active >= max) return 'raced';
  const chat = await takeWaiting(tx, next.chat_id, next.user_id, next.agent_name);
  return chat ?? 'raced';
}

export function capacityRepository(db: Database) {
  return {
    /** An agent accepts a waiting chat: exactly one agent wins it, and only within their limit. */
    accept(chatId: string, agentUserId: number, agentName: string): Promise<AcceptOutcome> {
      return db.transaction(async (tx) => {
        await lockAgent(tx, agentUserId);
        const { active, max } = await loadOf(tx, agentUserId);
        if (active >= max) {
          const waiting = await tx.query('SELECT 1 FROM live_chats WHERE id = $1 AND status = $2', [
            chatId,
            'waiting',
          ]);
          return waiting.length ? { refused: 'at-limit', max } : { refused: 'not-waiting' };
        }
        const chat = await takeWaiting(tx, chatId, agentUserId, agentName);
        return chat ? { chat } : { refused: 'not-waiting' };
      });
    },

    /**
     * One of `fromUserId`'s active chats goes to `toUserId`, who must be online, available and under their
     * limit; the note, if any, is stored in the same transaction as an internal note by the one handing on.
     */
    transfer(move: {
      chatId: string;
      fromUserId: number;
      fromName: string;
      toUserId: number;
      toName: string;
      note: { clientId: string; text: string } | undefined;
    }): Promise<TransferOutcome> {
      return db.transaction(async (tx) => {
        const owned = await tx.query(
          'SELECT 1 FROM live_chats WHERE id = $1 AND agent_user_id = $2 AND status = $3',
          [move.chatId, move.fromUserId, 'active'],
        );
        if (!owned.length) return { refused: 'not-found' };
        if (!(await lockAgent(tx, move.toUserId, ONLINE_AND_AVAILABLE))) return { refused: 'unavailable' };
        const { active, max } = await loadOf(tx, move.toUserId);
        if (active >= max) return { refused: 'unavailable' };
        const rows = await tx.query<ChatRow>(
          `UPDATE live_chats SET agent_user_id = $3, agent_name = $4, assigned_at = now()
           WHERE id = $1 AND agent_user_id = $2 AND status = 'active'
           RETURNING ${CHAT_COLUMNS}`,
          [move.chatId, move.fromUserId, move.toUserId, move.toName],
        );
        const chat = rows[0];
        if (!chat) return { refused: 'not-found' };
        const note = move.note
          ? await noteRepository(tx).add({
              chatId: move.chatId,
              clientId: move.note.clientId,
              agentUserId: move.fromUserId,
              authorName: move.fromName,
              text: move.note.text,
            })
          : undefined;
        return { chat, note };
      });
    },

    /**
     * The oldest waiting chat that some agent can take, given to the least busy of them (fewest active chats,
     * then the one whose last chat started longest ago). Runs under the queue's lock, so racing processes
     * hand out one chat at a time; undefined when no chat or no agent is left.
     */
    assignNext(): Promise<ChatRow | undefined> {
      return db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [QUEUE_LOCK_ID]);
        // An accept on another process (which takes no queue lock) may fill an agent's limit or take the
        // chat between the choice and the lock: then the choice is made again, from what is committed now.
        for (let attempt = 0; attempt < ASSIGN_ATTEMPTS; attempt += 1) {
          const assigned = await assignOnce(tx);
          if (assigned !== 'raced') return assigned;
        }
        return undefined;
      });
    },

    /** The agents other than `exceptUserId` who could take a chat now, least busy first. */
    async transferTargets(
      exceptUserId: number,
    ): Promise<{ user_id: number; agent_name: string; active_chats: number; max_chats: number }[]> {
      const rows = await db.query<{
        user_id: number;
        agent_name: string;
        active_chats: number;
        max_chats: number;
      }>(
        `SELECT * FROM (
           SELECT a.user_id, a.max_chats, ${ACTIVE_OF_AGENT}::integer AS active_chats,
                  ${AGENT_NAME}
           FROM live_chat_agents a JOIN users u ON u.id = a.user_id
           WHERE ${ONLINE_AND_AVAILABLE} AND a.user_id <> $1
         ) t WHERE t.active_chats < t.max_chats
         ORDER BY t.active_chats, t.agent_name, t.user_id`,
        [exceptUserId],
      );
      return rows.map((row) => ({ ...row, active_chats: Number(row.active_chats) }));
    },
  };
}
