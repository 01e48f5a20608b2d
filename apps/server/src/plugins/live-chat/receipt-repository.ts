import type { Queryable } from '../../db/database';

/** One side's marks as stored, with who the other side is. */
export interface StoredMarks {
  id: string;
  customer_key: string;
  agent_user_id: number | null;
  delivered: number;
  read: number;
}

export type ReceiptOutcome = StoredMarks | { refused: 'no-chat' | 'beyond' };

/**
 * Each side's highest delivered and read seq on the chat's row (docs/decisions/0050-typing-and-read-marks.md):
 * only ever raised, never past the chat's last message, and only while the chat is active. Read implies
 * delivered. One statement; a refusal is told apart by a second look only when it happens.
 */
export function receiptRepository(db: Queryable) {
  async function raise(
    side: 'customer' | 'agent',
    match: string,
    first: [string, number | null],
    delivered: number,
    read: number,
  ): Promise<ReceiptOutcome> {
    const rows = await db.query<StoredMarks>(
      `WITH chat AS (
         SELECT id FROM live_chats WHERE ${match} AND status = 'active'
       ), last AS (
         SELECT coalesce(max(m.seq), 0) AS seq FROM live_chat_messages m, chat WHERE m.chat_id = chat.id
       )
       UPDATE live_chats c
       SET ${side}_delivered_seq = greatest(c.${side}_delivered_seq, $3::integer, $4::integer),
           ${side}_read_seq = greatest(c.${side}_read_seq, $4::integer)
       FROM chat, last
       WHERE c.id = chat.id AND greatest($3::integer, $4::integer) <= last.seq
       RETURNING c.id, c.customer_key, c.agent_user_id,
                 c.${side}_delivered_seq AS delivered, c.${side}_read_seq AS read`,
      [...first, delivered, read],
      { prepared: `live-chat-receipt-${side}` },
    );
    const row = rows[0];
    if (row) return { ...row, delivered: Number(row.delivered), read: Number(row.read) };
    const [chat] = await db.query<{ id: string }>(
      `SELECT id FROM live_chats WHERE ${match} AND status = 'active'`,
      first,
    );
    return { refused: chat ? 'beyond' : 'no-chat' };
  }

  return {
    /** The customer's receipt for their active chat. */
    customer: (customerKey: string, delivered: number, read: number) =>
      raise('customer', 'customer_key = $1 AND $2::integer IS NULL', [customerKey, null], delivered, read),
    /** An agent's receipt for one of their chats. */
    agent: (chatId: string, agentUserId: number, delivered: number, read: number) =>
      raise('agent', 'id = $1::uuid AND agent_user_id = $2::integer', [chatId, agentUserId], delivered, read),
  };
}
