import {
  type AnalysisBot,
  ANSWER_EXCERPT_MAX,
  type ChatQuestions,
  MARKED_DOWN_MAX,
} from '@ohmstead/contracts/chat-analysis';
import sql from 'sql-template-tag';
import type { Queryable } from '../../db/database';
import { runSql, within } from './analysis-sql';

/**
 * What chat users thought of the answers of the range (docs/decisions/0040-answer-feedback.md): how
 * many were marked helpful and not helpful, and the latest marked not helpful with the question each
 * answered (a question and its answer share their conversation and instant, turn-writer.ts).
 */
export async function answerRatings(
  db: Queryable,
  range: { from: Date; to: Date },
): Promise<Pick<ChatQuestions, 'feedback' | 'markedDown'>> {
  const [counts] = await runSql<{ up: number; down: number }>(
    db,
    sql`SELECT count(*) FILTER (WHERE rating = 'up')::integer AS up,
               count(*) FILTER (WHERE rating = 'down')::integer AS down
        FROM bot_answer_feedback WHERE ${within(sql`answered_at`, range)}`,
  );
  const markedDown = await runSql<{
    conversation_id: string;
    bot: AnalysisBot;
    question: string | null;
    answer: string;
    answered_at: Date | string;
  }>(
    db,
    sql`SELECT m.conversation_id, f.bot, f.answered_at,
          left(btrim(regexp_replace(m.content, '[[:space:]]+', ' ', 'g')), ${ANSWER_EXCERPT_MAX}) AS answer,
          (SELECT q.content FROM bot_messages q
           WHERE q.conversation_id = m.conversation_id AND q.created_at = m.created_at AND q.role = 'user'
           ORDER BY q.id LIMIT 1) AS question
        FROM bot_answer_feedback f JOIN bot_messages m ON m.id = f.message_id
        WHERE f.rating = 'down' AND ${within(sql`f.answered_at`, range)}
        ORDER BY f.answered_at DESC, f.message_id DESC
        LIMIT ${MARKED_DOWN_MAX}`,
  );
  return {
    feedback: { up: Number(counts?.up ?? 0), down: Number(counts?.down ?? 0) },
    markedDown: markedDown.map((row) => ({
      conversationId: row.conversation_id,
      bot: row.bot,
      question: row.question ?? '',
      answer: row.answer,
      answeredAt: new Date(row.answered_at).toISOString(),
    })),
  };
}
