import { apiErrorSchema } from '@ohmstead/contracts/http';
import { proofRequiredSchema } from '@ohmstead/contracts/proof-of-work-schemas';
import type { FastifyBaseLogger, FastifyInstance, FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';
import { type $ZodType, safeParse } from 'zod/v4/core';

declare module 'fastify' {
  interface FastifyInstance {
    /** The serializer of a response schema, for JSON made outside a reply (the public-read cache). */
    responseSerializer: ResponseSerializerOf;
  }
}

/**
 * How a reply is held to its route's response schema (docs/decisions/0047-response-schemas.md). Either way
 * the bytes sent are `JSON.stringify` of what the handler gave, as before routes declared responses: the
 * schema's parsed output is never sent, so nothing is stripped nor reordered.
 * - `log` (the server): a reply its schema refuses is logged as an error and sent all the same.
 * - `exact` (the tests): a reply its schema refuses, or of which its schema would drop or change anything,
 *   fails (a 500), so a schema narrower or wider than what its route sends cannot pass the suite.
 */
export type ResponseCheck = 'log' | 'exact';

export type ResponseSerializerOf = (schema: $ZodType, where: string) => (data: unknown) => string;

/** A response schema's refusal of a reply, in exact mode. */
export class ResponseMismatchError extends Error {
  readonly statusCode = 500;
}

/** The first place where two JSON values differ ('' when they are equal). */
function firstDifference(a: unknown, b: unknown, at = '$'): string {
  if (a === b) return '';
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return at;
  if (Array.isArray(a) !== Array.isArray(b)) return at;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const found = firstDifference(
      (a as Record<string, unknown>)[key],
      (b as Record<string, unknown>)[key],
      `${at}.${key}`,
    );
    if (found) return found;
  }
  return '';
}

/**
 * Why `schema` does not describe `data`, the handler's value, or undefined when it does. Exact: nor may
 * the JSON of what the schema parses differ from `json`, the JSON sent (a key it would strip, a default).
 */
function mismatch(
  schema: $ZodType,
  data: unknown,
  json: string | undefined,
  exact: boolean,
): string | undefined {
  const result = safeParse(schema, data);
  if (!result.success) return z.prettifyError(result.error);
  if (!exact || json === undefined) return undefined;
  const parsed = JSON.stringify(result.data);
  if (parsed === json) return undefined;
  const differs = firstDifference(JSON.parse(parsed) as unknown, JSON.parse(json) as unknown);
  return differs ? `the schema drops or changes ${differs}` : undefined;
}

/** The serializers of response schemas, checking in the given mode; mismatches are logged on `log`. */
export function responseSerializers(check: ResponseCheck, log: FastifyBaseLogger): ResponseSerializerOf {
  const exact = check === 'exact';
  return (schema, where) => (data) => {
    const json = JSON.stringify(data);
    const problem = mismatch(schema, data, json, exact);
    if (problem !== undefined) {
      const message = `The answer of ${where} does not match its response schema: ${problem}`;
      if (exact) {
        // Tests run silent: the reason is said where the failing test's output shows it.
        process.stderr.write(`${message}\n`);
        throw new ResponseMismatchError(message);
      }
      log.error({ route: where }, message);
    }
    return json;
  };
}

/**
 * Serializes every route's replies that its `schema.response` declares, with the contracts' zod schemas,
 * and decorates `app.responseSerializer` for JSON made outside a reply. Replies without a schema for their
 * status (5xx), and strings, buffers and streams, are sent as Fastify sends them.
 */
export function installResponseSchemas(app: FastifyInstance, check: ResponseCheck): void {
  const serializerOf = responseSerializers(check, app.log);
  app.decorate('responseSerializer', serializerOf);
  const compiler: FastifySerializerCompiler<$ZodType> = ({ schema, method, url, httpStatus }) =>
    serializerOf(schema, `${method} ${url} (${httpStatus})`);
  app.setSerializerCompiler(compiler);
}

/** The 4xx statuses a route declares it answers. */
export type ErrorStatus =
  400 | 401 | 403 | 404 | 405 | 408 | 409 | 410 | 413 | 415 | 422 | 428 | 429 | 502 | 503;

type ErrorSchemaOf<S extends ErrorStatus> = S extends 428
  ? typeof proofRequiredSchema
  : typeof apiErrorSchema;

/**
 * The error answers of a route (http/errors.ts): `apiErrorSchema` for each status it answers itself
 * (its guard's 401/403, its input's 400, its handler's 404…), the proof-of-work challenge on a 428, and
 * `4xx` for the refusals of the shared layer any route may meet (a body too large, a slow client, a
 * rate limit, Fastify's own 4xx).
 */
export function errorResponses<const S extends ErrorStatus[]>(
  ...statuses: S
): { [K in S[number]]: ErrorSchemaOf<K> } & { '4xx': typeof apiErrorSchema } {
  const declared: Record<string, $ZodType> = { '4xx': apiErrorSchema };
  for (const status of statuses) declared[status] = status === 428 ? proofRequiredSchema : apiErrorSchema;
  return declared as { [K in S[number]]: ErrorSchemaOf<K> } & { '4xx': typeof apiErrorSchema };
}

/** A status answered without a body (204, 304, a redirect): the serializer is never asked. */
export const noBody = z.never();

/** What a route sends where its body is not JSON. */
type NotJsonBody = string | Buffer | NodeJS.ReadableStream;

/**
 * A 2xx whose body is not JSON: a file or a stream, HTML, text. Fastify sends strings, buffers and streams
 * as they are, without asking the serializer; an object sent instead is refused.
 */
export const notJson = z.custom<NotJsonBody>(() => false, 'not JSON: a string, a buffer or a stream');
