/**
 * GET /bot/{crm|ia}/answer's answer (chat.ts BotAnswer) as a schema: the widget parses every answer with it
 * and takes one that fails for a failed call, so a malformed answer can neither break the panel nor reach
 * the DOM half read; the server's tests parse what it sends with it. Written with zod/mini, as the live
 * chat's payloads are (live-chat-payloads.ts): the widget's first answer carries it.
 */
import * as z from 'zod/mini';
import type { BotAnswer } from './chat';

const text = z.string();

export const botAnswerSchema: z.ZodMiniType<BotAnswer> = z.object({
  session_id: text,
  /** A string, unless the bot failed: the panel then says it did not understand. */
  message: z.unknown(),
  html: z.optional(text),
  response_model: text,
  sources: z.array(z.object({ document: text, section: text })),
  chat_session: z.optional(text),
  /** Optional: an older server's answer has none, and the panel then offers no feedback on it. */
  answer_id: z.optional(text),
});
