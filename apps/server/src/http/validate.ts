import type { FastifySchemaCompiler, preValidationAsyncHookHandler } from 'fastify';
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
 * Parses input with a schema from packages/contracts where no route's schema can declare it: a multipart
 * form's fields (uploads/receive-multipart.ts), a public read's query asked in process
 * (public-read-cache.ts). Invalid input becomes the 400 of `invalidInput`, as on a route.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, what = 'request'): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw invalidInput(result.error, what);
}

/** How the 400 names each part a route's schema declares: as the handlers' parseInput calls named them. */
const PART_NAMES: Record<string, string> = { body: 'request', querystring: 'query', params: 'path' };

/** The parts a route named itself (`namedPart`), by the schema instance it declares. */
const NAMED_PARTS = new WeakMap<z.ZodType, string>();

/**
 * The schema, as a copy that the 400 names `what` ("Invalid form: …", "Invalid body: …") instead of the
 * part's usual name: for a route whose clients were told another name before its part was declared.
 */
export function namedPart<S extends z.ZodType>(schema: S, what: string): S {
  const named = schema.clone();
  NAMED_PARTS.set(named, what);
  return named;
}

/** Queries that `queryFirst` parsed already: Fastify's own validation takes them as they are. */
const PARSED_QUERIES = new WeakSet<object>();

type Checked = { value: unknown; error?: undefined } | { error: HttpError; value?: undefined };

/**
 * Fastify's validator for the contracts' zod schemas declared on routes (`schema: { body, querystring }`,
 * typed by fastify-type-provider-zod's ZodTypeProvider). A failure is the same 400, byte for byte, that
 * parseInput gave when handlers parsed their own input: the HttpError passes through Fastify's validation
 * unchanged to the error handler (http/errors.ts). A missing part is parsed as `{}`, as parseInput did.
 */
export const contractsValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const what = NAMED_PARTS.get(schema) ?? PART_NAMES[httpPart ?? 'body'] ?? 'request';
  return (data): Checked => {
    if (typeof data === 'object' && data !== null && PARSED_QUERIES.has(data)) return { value: data };
    const result = schema.safeParse(data ?? {});
    if (result.success) return { value: result.data };
    return { error: invalidInput(result.error, what) };
  };
};

/**
 * A preValidation hook for a route that declares a query and a body and answers a bad query first, as
 * its handler did when it parsed the body itself: Fastify validates the body before the query
 * (params, body, querystring). The route's own query schema and validator run here, after the hooks
 * before it (the guard), so the hooks after it see the parsed query; Fastify's validation then takes that
 * query as it is and validates the body.
 */
export const queryFirst: preValidationAsyncHookHandler = async (request) => {
  const validate = request.getValidationFunction('querystring') as unknown as
    ((data: unknown) => Checked) | undefined;
  if (!validate) throw new Error(`${request.routeOptions.url}: queryFirst needs a querystring schema`);
  const result = validate(request.query);
  if (result.error) throw result.error;
  if (typeof result.value === 'object' && result.value !== null) PARSED_QUERIES.add(result.value);
  request.query = result.value;
};
