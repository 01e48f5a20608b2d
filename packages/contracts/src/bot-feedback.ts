/**
 * POST /bot/{crm|ia}/feedback?username= (ours, docs/decisions/0040-answer-feedback.md): a chat user's
 * Helpful / Not helpful on one answer, named by the `answer_id` the answer carried (chat.ts BotAnswer). One
 * rating per answer: a second call replaces it. The server validates the body with this schema; the widget
 * imports its types only, so its first answer carries no schema library for it.
 */
import { z } from 'zod';
import type { AnswerRating } from './chat';

/** What the server makes: 16 random bytes in base64url (22 characters); a little room either side. */
export const ANSWER_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
export const ANSWER_RATINGS = ['up', 'down'] as const satisfies readonly AnswerRating[];

export const botFeedbackMessages = {
  answerIdInvalid: 'answer_id must be the answer_id of an answer of this chat',
  ratingInvalid: `rating must be one of: ${ANSWER_RATINGS.join(', ')}`,
} as const;

export const botFeedbackRequestSchema = z
  .object({
    answer_id: z
      .string({
        error: (issue) =>
          issue.input === undefined ? 'answer_id is required' : botFeedbackMessages.answerIdInvalid,
      })
      .regex(ANSWER_ID_PATTERN, botFeedbackMessages.answerIdInvalid),
    rating: z.enum(ANSWER_RATINGS, {
      error: (issue) =>
        issue.input === undefined ? 'rating is required' : botFeedbackMessages.ratingInvalid,
    }),
  })
  .strict();
export type BotFeedbackRequest = z.infer<typeof botFeedbackRequestSchema>;

/** The answer: the rating now stored for the answer. */
export const botFeedbackAnswerSchema = z.object({
  responseStatusCode: z.literal(200),
  message: z.string(),
  answer_id: z.string(),
  rating: z.enum(ANSWER_RATINGS),
});
export type BotFeedbackAnswer = z.infer<typeof botFeedbackAnswerSchema>;
