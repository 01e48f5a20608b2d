import type { LiveAttachment, LiveMessage } from '@ohmstead/contracts/live-chat';
import type { Queryable } from '../../db/database';
import { replaceFileUrls } from '../bot/file-placeholders';
import type { ChatRow } from './chat-repository';

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
  senderName: string;
  isCustomer: boolean;
  message: string;
  attachments: LiveAttachment[];
}

/** spec/03 §3: the chat log keeps files as [File: name] placeholders, never their addresses. */
export const chatLogText = (message: string, attachments: LiveAttachment[]) =>
  [replaceFileUrls(message).trim(), ...attachments.map((file) => `[File: ${file.name}]`)]
    .filter(Boolean)
    .join(' ');

/** Messages of live chats (table live_chat_messages). */
export function messageRepository(db: Queryable) {
  return {
    /**
     * Stores a message of a chat whose row the caller has locked, numbered after the last one, and writes
     * it to the chat log. A client id already stored in the chat gives back that message (`duplicate`).
     */
    async add(
      chat: ChatRow,
      message: NewMessage,
    ): Promise<{ message: LiveMessage; duplicate: boolean } | { conflict: true }> {
      const existing = await db.query<MessageRow>(
        `SELECT ${COLUMNS} FROM live_chat_messages WHERE chat_id = $1 AND client_id = $2`,
        [chat.id, message.clientId],
      );
      if (existing[0]) {
        // The other side's id: not a resend of ours, and nothing to give back.
        if (existing[0].is_customer !== message.isCustomer) return { conflict: true };
        return { message: toLiveMessage(existing[0]), duplicate: true };
      }
      const rows = await db.query<MessageRow>(
        `INSERT INTO live_chat_messages (chat_id, seq, client_id, sender_name, is_customer, message, attachments)
         VALUES ($1, (SELECT coalesce(max(seq), 0) + 1 FROM live_chat_messages WHERE chat_id = $1),
                 $2, $3, $4, $5, $6::jsonb)
         RETURNING ${COLUMNS}`,
        [
          chat.id,
          message.clientId,
          message.senderName,
          message.isCustomer,
          message.message,
          JSON.stringify(message.attachments),
        ],
      );
      const stored = toLiveMessage(rows[0]!);
      await db.query(
        `INSERT INTO bot_chat_log (bot, identity_key, username, agent, message_type, message, client_timestamp)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          chat.bot.toLowerCase(),
          chat.customer_key,
          chat.user_name,
          chat.agent_name ?? '',
          message.isCustomer ? 'user' : 'agent',
          chatLogText(message.message, message.attachments),
          stored.timestamp,
        ],
      );
      return { message: stored, duplicate: false };
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
