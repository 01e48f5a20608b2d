import { randomBytes } from 'node:crypto';
import type { AnswerSource } from '@ohmstead/contracts/chat';
import type { BotPath } from '@ohmstead/contracts/chat-schemas';
import type { HistoryLine } from '@ohmstead/contracts/live-chat';
import type { ChatIdentity } from '../../auth/chat-identity';
import type { Queryable } from '../../db/database';
import type { ChatTurn } from './llm';

export interface StoredMessage {
  role: 'user' | 'bot' | 'form';
  content: string;
  responseModel?: string;
  sources?: AnswerSource[];
  /** An answer's special meaning (intents.ts): the chat analysis tells these from unanswered questions. */
  intent?: string | null;
  /** A bot answer's id (BotAnswer.answer_id): feedback on the answer names it (turn-writer.ts writes it). */
  answerId?: string;
}

/** The conversation id doubles as the `session_id` of the bot's answers. */
const newConversationId = () => randomBytes(16).toString('base64url');

/** One conversation per identity and bot (tables bot_conversations, bot_messages). */
export function conversationRepository(db: Queryable) {
  return {
    /**
     * Appends messages to the identity's conversation with the bot, starting it if there is none, in one
     * statement (so a concurrent delete_history cannot leave messages without their conversation).
     * Answers the conversation id.
     */
    async append(bot: BotPath, identity: ChatIdentity, messages: StoredMessage[]): Promise<string> {
      const rows = await db.query<{ id: string }>(
        `WITH conversation AS (
           INSERT INTO bot_conversations (id, bot, identity_key, user_id) VALUES ($1, $2, $3, $4)
           ON CONFLICT (bot, identity_key) DO UPDATE SET updated_at = now()
           RETURNING id
         ), added AS (
           INSERT INTO bot_messages (conversation_id, bot, role, content, response_model, sources, intent)
           SELECT conversation.id, $2, m.role, m.content, m.response_model, m.sources, m.intent
           FROM conversation, jsonb_to_recordset($5::jsonb)
             AS m(ord integer, role text, content text, response_model text, sources jsonb, intent text)
           ORDER BY m.ord
           RETURNING id
         )
         SELECT id FROM conversation`,
        [
          newConversationId(),
          bot,
          identity.key,
          identity.kind === 'user' ? identity.user.id : null,
          JSON.stringify(
            messages.map((message, ord) => ({
              ord,
              role: message.role,
              content: message.content,
              response_model: message.responseModel ?? null,
              sources: message.sources ?? [],
              intent: message.intent ?? null,
            })),
          ),
        ],
      );
      return rows[0]!.id;
    },

    /** The id of the identity's conversation with the bot, starting an empty one if there is none. */
    async open(bot: BotPath, identity: ChatIdentity): Promise<string> {
      return this.append(bot, identity, []);
    },

    /** The last turns of the conversation, oldest first, as a language model reads them. */
    async recentTurns(bot: BotPath, identity: ChatIdentity, limit: number): Promise<ChatTurn[]> {
      const rows = await db.query<{ role: 'user' | 'bot'; content: string }>(
        `SELECT role, content FROM (
           SELECT m.id, m.role, m.content FROM bot_messages AS m
           JOIN bot_conversations AS c ON c.id = m.conversation_id
           WHERE c.bot = $1 AND c.identity_key = $2 AND m.role IN ('user', 'bot')
           ORDER BY m.id DESC LIMIT $3
         ) AS recent ORDER BY id`,
        [bot, identity.key, limit],
      );
      return rows.map((row) => ({ role: row.role === 'user' ? 'user' : 'assistant', content: row.content }));
    },

    /**
     * What a customer (`identityKey`) and the bot said, as an agent reads it before a live chat: the last
     * `limit` questions and answers, oldest first, each cut to `lineMax` characters.
     */
    async lastLines(
      bot: BotPath,
      identityKey: string,
      limit: number,
      lineMax: number,
    ): Promise<HistoryLine[]> {
      const rows = await db.query<{ role: 'user' | 'bot'; text: string; at: Date }>(
        `SELECT role, text, at FROM (
           SELECT m.id, m.role, left(m.content, $4) AS text, m.created_at AS at FROM bot_messages AS m
           JOIN bot_conversations AS c ON c.id = m.conversation_id
           WHERE c.bot = $1 AND c.identity_key = $2 AND m.role IN ('user', 'bot')
           ORDER BY m.id DESC LIMIT $3
         ) AS recent ORDER BY id`,
        [bot, identityKey, limit, lineMax],
      );
      return rows.map((row) => ({
        text: row.text,
        is_customer: row.role === 'user',
        timestamp: new Date(row.at).getTime(),
      }));
    },

    /** Deletes the conversation and its messages; the number of conversations deleted (0 or 1). */
    async delete(bot: BotPath, identity: ChatIdentity): Promise<number> {
      const rows = await db.query(
        'DELETE FROM bot_conversations WHERE bot = $1 AND identity_key = $2 RETURNING id',
        [bot, identity.key],
      );
      return rows.length;
    },
  };
}
export type ConversationRepository = ReturnType<typeof conversationRepository>;
