import type { Queryable } from '../../db/database';

/** Satisfaction ratings of live chats (table live_chat_ratings): one per chat. */
export function ratingRepository(db: Queryable) {
  return {
    /** Stores the chat's rating; false when it already had one (which stays as it was). */
    async add(chatId: string, score: number, comment: string | undefined): Promise<boolean> {
      const rows = await db.query(
        `INSERT INTO live_chat_ratings (chat_id, score, comment) VALUES ($1, $2, $3)
         ON CONFLICT (chat_id) DO NOTHING RETURNING chat_id`,
        [chatId, score, comment ?? null],
      );
      return rows.length === 1;
    },
  };
}
