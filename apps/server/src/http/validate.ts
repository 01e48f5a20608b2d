import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { badRequest, type HttpError } from './errors';

/**
 * The 400 of input that fails its schema: the message names the first problem, and the errors list every
 * field's first message. `what` names the input in the message ("Invalid query: …").
 */
function invalidInput(error: z.ZodError, what: string): HttpError {
  const errors: { field: string; message: string }[] = [];
  const seen = new Set<string>();
  for (const issue of error.issues) {
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
  return badRequest(first ? `Invalid ${what}: ${first.message}` : `Invalid ${what}`, errors);
}

/**
 * Parses a request part with a schema from packages/contracts (the parts a route's schema cannot declare:
 * multipart fields, a part named otherwise). Invalid input becomes the 400 of `invalidInput`.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, what = 'request'): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw invalidInput(result.error, what);
}

/** How the 400 names each part a route's schema declares: as the handlers' parseInput calls named them. */
const PART_NAMES: Record<string, string> = { body: 'request', querystring: 'query', params: 'path' };

/**
 * Fastify's validator for the contracts' zod schemas declared on routes (`schema: { body, querystring }`,
 * typed by fastify-type-provider-zod's ZodTypeProvider). A failure is the same 400, byte for byte, that
 * parseInput gave when handlers parsed their own input: the HttpError passes through Fastify's validation
 * unchanged to the error handler (http/errors.ts). A missing part is parsed as `{}`, as parseInput did.
 */
export const contractsValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data ?? {});
    if (result.success) return { value: result.data };
    return { error: invalidInput(result.error, PART_NAMES[httpPart ?? 'body'] ?? 'request') };
  };
