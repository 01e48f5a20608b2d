import { z } from 'zod';

/** Every answer of the API carries the status the spec's screens read. */
export const statusEnvelopeSchema = z.object({
  responseStatusCode: z.number().int(),
  message: z.string().optional(),
});
export type StatusEnvelope = z.infer<typeof statusEnvelopeSchema>;

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** A 4xx answer: a reason a person can read, and per-field messages where a body was invalid. */
export const apiErrorSchema = z.object({
  responseStatusCode: z.number().int(),
  message: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
