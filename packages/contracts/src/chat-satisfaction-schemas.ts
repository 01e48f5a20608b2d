/** The server's schemas of the calls after a live chat (chat-satisfaction.ts). */
import { z } from 'zod';
import { chatSatisfactionMessages as m } from './chat-satisfaction';
import { CSAT_COMMENT_MAX, EMAIL_MAX, EMAIL_PATTERN } from './limits';
import { chatIdSchema } from './live-chat-schemas';

export const rateChatSchema = z.strictObject({
  chat_id: chatIdSchema,
  score: z
    .number({ error: m.scoreInvalid })
    .int(m.scoreInvalid)
    .min(1, m.scoreInvalid)
    .max(5, m.scoreInvalid),
  // A blank comment is none.
  comment: z
    .string()
    .trim()
    .max(CSAT_COMMENT_MAX, m.commentTooLong)
    .optional()
    .transform((value) => value || undefined),
});
export type RateChatBody = z.output<typeof rateChatSchema>;

/** The shared address rule (limits.ts, as the contact form's). */
export const transcriptEmailSchema = z
  .string({ error: m.emailInvalid })
  .trim()
  .regex(EMAIL_PATTERN, m.emailInvalid)
  .max(EMAIL_MAX, m.emailInvalid);

export const emailTranscriptSchema = z.strictObject({
  chat_id: chatIdSchema,
  email: transcriptEmailSchema.optional(),
});
export type EmailTranscriptBody = z.output<typeof emailTranscriptSchema>;

/** The answer of both calls. */
export const satisfactionAnswerSchema = z.object({
  responseStatusCode: z.number().int(),
  message: z.string(),
});
export type SatisfactionAnswer = z.infer<typeof satisfactionAnswerSchema>;
