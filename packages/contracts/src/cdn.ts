/**
 * The answers of the live chat's CDN calls that live-chat-payloads.ts does not parse for the widget:
 * DELETE /api/CDN/DeleteSessionMedia (the widget reads its status only). UploadBotImage's answer is
 * live-chat-payloads.ts's uploadBotImageAnswerSchema.
 */
import { z } from 'zod';

/** DELETE /api/CDN/DeleteSessionMedia: how many of the caller's files of the session were removed. */
export const deleteSessionMediaAnswerSchema = z.object({
  responseStatusCode: z.number().int(),
  message: z.string(),
  deleted: z.number().int().nonnegative(),
});
export type DeleteSessionMediaAnswer = z.infer<typeof deleteSessionMediaAnswerSchema>;
