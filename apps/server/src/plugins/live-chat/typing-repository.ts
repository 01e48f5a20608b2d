import type { Queryable } from '../../db/database';

/**
 * The one lookup "typing" needs (typing-relay.ts): who is on the other side of the typist's chat. Prepared,
 * with only the columns it needs: it runs only for a chat another process assigned, once per process and
 * TYPING_CHAT_KEPT_MS (active-chats.ts).
 */
export function typingRepository(db: Queryable) {
  return {
    /** The customer's active chat and its agent. */
    async customerChat(
      customerKey: string,
    ): Promise<{ id: string; agent_user_id: number | null } | undefined> {
      const rows = await db.query<{ id: string; agent_user_id: number | null }>(
        "SELECT id, agent_user_id FROM live_chats WHERE customer_key = $1 AND status = 'active'",
        [customerKey],
        { prepared: 'live-chat-typing-customer' },
      );
      return rows[0];
    },
    /** One chat of this agent's: its customer and status (none: not theirs). */
    async agentChat(
      chatId: string,
      agentUserId: number,
    ): Promise<{ customer_key: string; status: string } | undefined> {
      const rows = await db.query<{ customer_key: string; status: string }>(
        'SELECT customer_key, status FROM live_chats WHERE id = $1::uuid AND agent_user_id = $2::integer',
        [chatId, agentUserId],
        { prepared: 'live-chat-typing-agent' },
      );
      return rows[0];
    },
  };
}
