import type { z } from 'zod';
import { badRequest } from './errors';

/**
 * Parses a request part with a schema from packages/contracts. Invalid input becomes a 400 whose
 * message names the first problem and whose errors list every field's first message.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, what = 'request'): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const errors: { field: string; message: string }[] = [];
  const seen = new Set<string>();
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || what;
    const message =
      issue.code === 'unrecognized_keys'
        ? `Unexpected field(s): ${issue.keys.join(', ')}`
        : issue.code === 'invalid_type' && issue.message.endsWith('received undefined')
          ? `${field} is required`
          : issue.message;
    const key = issue.code === 'unrecognized_keys' ? `${field}:keys` : field;
    if (seen.has(key)) continue;
    seen.add(key);
    errors.push({ field, message });
  }
  const first = errors[0];
  throw badRequest(first ? `Invalid ${what}: ${first.message}` : `Invalid ${what}`, errors);
}
