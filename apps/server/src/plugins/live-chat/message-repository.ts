import type { LiveAttachment, LiveMessage } from '@ohmstead/contracts/live-chat';
import { replaceFileUrls } from '../../db/chat-log-text';
import type { Queryable } from '../../db/database';

interface MessageRow {
  chat_id: string;
  seq: number;
  client_id: string;
  sender_name: string;
  is_customer: boolean;
  message: string;
  attachments: LiveAttachment[];
  created_at: Date;
}

const COLUMNS = 'chat_id, seq, client_id, sender_name, is_customer, message, attachments, created_at';

export const toLiveMessage = (row: MessageRow): LiveMessage => ({
  id: row.client_id,
  chat_id: row.chat_id,
  seq: Number(row.seq),
  message: row.message,
  attachments: row.attachments,
  is_customer: row.is_customer,
  sender_name: row.sender_name,
  timestamp: new Date(row.created_at).toISOString(),
});

export interface NewMessage {
  clientId: string;
  /** Null for the customer: the name the chat was requested under (live_chats.customer_name). */
  senderName: string | null;
  isCustomer: boolean;
  message: string;
  attachments: LiveAttachment[];
}

/** docs/product.md §3.3: the chat log keeps files as [File: name] placeholders, never their addresses. */
export const chatLogText = (message: string, attachments: LiveAttachment[]) =>
  [replaceFileUrls(message).trim(), ...attachments.map((file) => `[File: ${file.name}]`)]
    .filter(Boolean)
    .join(' ');

/** Whose chat a message goes into: the agent's chat by id, or the customer's open chat. */
export type MessageTarget = { chatId: string; agentUserId: number } | { customerKey: string };

export type StoreOutcome =
  | { refused: 'not-found' | 'not-open' | 'conflict' }
  | {
      chat: { customer_key: string; agent_user_id: number | null };
      message: LiveMessage;
      duplicate: boolean;
    };

const UNIQUE_VIOLATION = '23505';
/** Only the two sides of a chat (and a resend) ever race for its next seq. */
const STORE_ATTEMPTS = 5;

/** Messages of live chats (table live_chat_messages). */
export function messageRepository(db: Queryable) {
  /** `again`: the client id is taken by a message this statement could not see (racing; run it again). */
  async function storeOnce(target: MessageTarget, message: NewMessage): Promise<StoreOutcome | 'again'> {
    const match =
      'customerKey' in target
        ? "customer_key = $1 AND status IN ('waiting', 'active') AND $2::integer IS NULL"
        : 'id = $1::uuid AND agent_user_id = $2::integer';
    const first = 'customerKey' in target ? [target.customerKey, null] : [target.chatId, target.agentUserId];
    const rows = await db.query<{
      customer_key: string;
      agent_user_id: number | null;
      status: string;
      added: MessageRow | null;
      existing: MessageRow | null;
    }>(
      `WITH chat AS (
         SELECT id, customer_key, customer_name, user_name, bot, agent_user_id, agent_name, status FROM live_chats
         WHERE ${match}
         FOR UPDATE
       ), added AS (
         INSERT INTO live_chat_messages (chat_id, seq, client_id, sender_name, is_customer, message, attachments)
         SELECT chat.id, (SELECT coalesce(max(seq), 0) + 1 FROM live_chat_messages WHERE chat_id = chat.id),
                $3, coalesce($4::text, chat.customer_name), $5, $6, $7::jsonb
         FROM chat WHERE chat.status = 'active'
         ON CONFLICT (chat_id, client_id) DO NOTHING
         RETURNING ${COLUMNS}
       ), logged AS (
         INSERT INTO bot_chat_log (bot, identity_key, username, agent, message_type, message, client_timestamp)
         SELECT lower(chat.bot), chat.customer_key, chat.user_name, coalesce(chat.agent_name, ''), $8, $9,
                -- The message's timestamp as it is sent (toLiveMessage): ISO 8601 in UTC, milliseconds.
                to_char(added.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
         FROM added, chat
       )
       SELECT chat.customer_key, chat.agent_user_id, chat.status,
              (SELECT to_jsonb(added) FROM added) AS added,
              -- Read only when nothing was added (a resend). Read for every message, this lookup ran with a
              -- plan made while the table was small: a scan of every stored message, kept as it grew.
              CASE WHEN chat.status = 'active' AND NOT EXISTS (SELECT 1 FROM added) THEN (
                SELECT to_jsonb(existing) FROM (
                  SELECT ${COLUMNS} FROM live_chat_messages WHERE chat_id = chat.id AND client_id = $3
                ) AS existing
              ) END AS existing
       FROM chat`,
      [
        ...first,
        message.clientId,
        message.senderName,
        message.isCustomer,
        message.message,
        JSON.stringify(message.attachments),
        message.isCustomer ? 'user' : 'agent',
        chatLogText(message.message, message.attachments),
      ],
      { prepared: 'customerKey' in target ? 'live-chat-store-customer' : 'live-chat-store-agent' },
    );
    const row = rows[0];
    if (!row) return { refused: 'not-found' };
    if (row.status !== 'active') return { refused: 'not-open' };
    const chat = { customer_key: row.customer_key, agent_user_id: row.agent_user_id };
    if (row.added) return { chat, message: toLiveMessage(row.added), duplicate: false };
    if (!row.existing) return 'again';
    // The other side's id: not a resend of ours, and nothing to give back.
    if (row.existing.is_customer !== message.isCustomer) return { refused: 'conflict' };
    return { chat, message: toLiveMessage(row.existing), duplicate: true };
  }

  return {
    /**
     * Stores a message in the sender's chat, numbered after the last one, with its chat-log line: one
     * statement, so one round trip and one transaction (docs/decisions/0023-serving-path.md). The chat's row is locked while it runs,
     * so an end_chat racing the message comes wholly before or after it. A client id already stored in the
     * chat gives back that message (`duplicate`); one of the other side is a `conflict`.
     */
    async store(target: MessageTarget, message: NewMessage): Promise<StoreOutcome> {
      for (let attempt = 1; ; attempt++) {
        // Two messages of one chat racing on PostgreSQL: the statement that waited for the lock read the
        // chat's messages before the other committed, so its seq (or client id) is taken. Running it again
        // reads them afresh.
        try {
          const outcome = await storeOnce(target, message);
          if (outcome !== 'again') return outcome;
          if (attempt >= STORE_ATTEMPTS) return { refused: 'conflict' };
        } catch (error) {
          if ((error as { code?: string }).code !== UNIQUE_VIOLATION || attempt >= STORE_ATTEMPTS)
            throw error;
        }
      }
    },

    async after(chatId: string, afterSeq: number): Promise<LiveMessage[]> {
      const rows = await db.query<MessageRow>(
        `SELECT ${COLUMNS} FROM live_chat_messages WHERE chat_id = $1 AND seq > $2 ORDER BY seq`,
        [chatId, afterSeq],
      );
      return rows.map(toLiveMessage);
    },
  };
}
