import { z } from 'zod';
import { rowIdParam } from './row-id';

/**
 * Saved replies: the team's canned answers, read by every agent in the console's composer (typing `/`) and
 * kept by SuperAdmin and Admin on their admin screen (docs/decisions/0045-saved-replies.md).
 */

export const SAVED_REPLY_TITLE_MAX = 80;
export const SAVED_REPLY_BODY_MAX = 2000;
/** A team list, not a library: the console loads it whole. */
export const SAVED_REPLIES_MAX = 500;

/**
 * The variables a body may hold. They are stored as written; the console fills them in from the chat when
 * the agent picks the reply.
 */
export const SAVED_REPLY_VARIABLES = ['{customer_name}', '{agent_name}'] as const;

export const savedRepliesMessages = {
  titleRequired: 'Title is required',
  titleMax: `Title cannot exceed ${SAVED_REPLY_TITLE_MAX} characters`,
  bodyRequired: 'Reply text is required',
  bodyMax: `Reply text cannot exceed ${SAVED_REPLY_BODY_MAX} characters`,
  idInvalid: 'id must be a positive number',
  notFound: 'No such saved reply.',
  tooMany: `There can be at most ${SAVED_REPLIES_MAX} saved replies.`,
  created: 'The saved reply has been created.',
  updated: 'The saved reply has been updated.',
  deleted: 'The saved reply has been deleted.',
} as const;

/** Fills a body's variables; a variable with no value (an unnamed customer) becomes empty text. */
export function fillSavedReply(body: string, values: { customerName: string; agentName: string }): string {
  // Functions, not strings, as replacements: a name holding `$&` is inserted as written.
  return body
    .replaceAll('{customer_name}', () => values.customerName)
    .replaceAll('{agent_name}', () => values.agentName);
}

export const savedReplySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** User names of who created and last changed it; null once that account is gone. */
  createdBy: z.string().nullable(),
  updatedBy: z.string().nullable(),
  /** ISO times. */
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedReply = z.infer<typeof savedReplySchema>;

/** GET /api/SavedReplies/GetAll (every role of the agent console): the whole list, by title A–Z. */
export const savedRepliesResponseSchema = z.object({
  responseStatusCode: z.number().int(),
  replies: z.array(savedReplySchema),
});
export type SavedRepliesResponse = z.infer<typeof savedRepliesResponseSchema>;

/** POST /api/SavedReplies/Create and PUT /api/SavedReplies/Update?id= (SuperAdmin, Admin). */
export const savedReplyRequestSchema = z
  .object({
    title: z
      .string({ error: savedRepliesMessages.titleRequired })
      .trim()
      .min(1, savedRepliesMessages.titleRequired)
      .max(SAVED_REPLY_TITLE_MAX, savedRepliesMessages.titleMax),
    // Kept as typed (line breaks and inner spaces are the reply's); only the ends are trimmed.
    body: z
      .string({ error: savedRepliesMessages.bodyRequired })
      .trim()
      .min(1, savedRepliesMessages.bodyRequired)
      .max(SAVED_REPLY_BODY_MAX, savedRepliesMessages.bodyMax),
  })
  .strict();
export type SavedReplyRequest = z.infer<typeof savedReplyRequestSchema>;

/** `?id=` of Update and Delete. */
export const savedReplyIdParamSchema = z
  .object({
    id: rowIdParam(savedRepliesMessages.idInvalid),
  })
  .strict();

/** The answer of Create (201), Update and Delete (200); Delete answers the reply it removed. */
export const savedReplyResponseSchema = z.object({
  responseStatusCode: z.number().int(),
  message: z.string(),
  reply: savedReplySchema,
});
export type SavedReplyResponse = z.infer<typeof savedReplyResponseSchema>;
