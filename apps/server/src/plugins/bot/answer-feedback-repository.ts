import { randomBytes } from 'node:crypto';
import type { AnswerRating } from '@ohmstead/contracts/chat';
import type { BotPath } from '@ohmstead/contracts/chat-schemas';
import type { Queryable } from '../../db/database';

/** An answer's id (BotAnswer.answer_id): made before the answer is sent, stored with its turn. */
export const newAnswerId = () => randomBytes(16).toString('base64url');

/** Ratings of bot answers (table bot_answer_feedback; docs/decisions/0040-answer-feedback.md). */
export function answerFeedbackRepository(db: Queryable) {
  return {
    /**
     * Stores `rating` as the one rating of the answer `answerId`, when it is an answer of the identity's
     * conversation with the bot; a call that repeats the stored rating changes nothing. False when the
     * identity has no such answer (another identity's answer included: its caller learns nothing of it).
     */
    async rate(bot: BotPath, identityKey: string, answerId: string, rating: AnswerRating): Promise<boolean> {
      const rows = await db.query<{ message_id: string }>(
        `WITH answer AS (
           SELECT m.id, m.created_at FROM bot_messages m JOIN bot_conversations c ON c.id = m.conversation_id
           WHERE m.answer_id = $1 AND m.role = 'bot' AND c.bot = $2 AND c.identity_key = $3
           ORDER BY m.id LIMIT 1
         )
         INSERT INTO bot_answer_feedback (message_id, bot, rating, answered_at)
         SELECT id, $2, $4, created_at FROM answer
         ON CONFLICT (message_id) DO UPDATE SET rating = EXCLUDED.rating,
           rated_at = CASE WHEN bot_answer_feedback.rating = EXCLUDED.rating
                           THEN bot_answer_feedback.rated_at ELSE now() END
         RETURNING message_id`,
        [answerId, bot, identityKey, rating],
      );
      return rows.length > 0;
    },
  };
}
