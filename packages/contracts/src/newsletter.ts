import { z } from 'zod';
import { EMAIL_MAX, SUBSCRIBE_EMAIL_PATTERN } from './limits';
import { subscribeMessages } from './messages';

/** POST /api/Email/Subscribe (docs/product.md §1.5 "Subscribe"). */
export const subscribeRequestSchema = z
  .object({
    email: z
      .string({ error: subscribeMessages.required })
      .trim()
      .min(1, subscribeMessages.required)
      .max(EMAIL_MAX, subscribeMessages.invalid)
      .regex(SUBSCRIBE_EMAIL_PATTERN, subscribeMessages.invalid),
  })
  .strict();
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;

/** POST /api/Email/Unsubscribe: the token of the link in every newsletter e-mail. */
export const unsubscribeRequestSchema = z
  .object({
    token: z
      .string({ error: 'token is required' })
      .regex(/^[A-Za-z0-9_-]{20,100}$/, 'This unsubscribe link is not valid.'),
  })
  .strict();
export type UnsubscribeRequest = z.infer<typeof unsubscribeRequestSchema>;
