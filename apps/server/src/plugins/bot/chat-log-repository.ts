import type { ChatLogEntry } from '@ohmstead/contracts/chat';
import type { BotPath } from '@ohmstead/contracts/chat-schemas';
import type { ChatIdentity } from '../../auth/chat-identity';
import { replaceFileUrls } from '../../db/chat-log-text';
import type { Queryable } from '../../db/database';

/** POST /bot/{bot}/agent entries (table bot_chat_log); kept when a conversation's history is deleted. */
export function chatLogRepository(db: Queryable) {
  return {
    async add(bot: BotPath, identity: ChatIdentity, entry: ChatLogEntry): Promise<void> {
      await db.query(
        `INSERT INTO bot_chat_log (bot, identity_key, username, agent, message_type, message, client_timestamp)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          bot,
          identity.key,
          identity.userName,
          entry.agent,
          entry.message_type,
          replaceFileUrls(entry.message),
          entry.timestamp,
        ],
      );
    },
  };
}
