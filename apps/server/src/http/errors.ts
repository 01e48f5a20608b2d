import type { ApiError, FieldError } from '@ohmstead/contracts/http';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';

/** An error that is the caller's fault: answered with its status and reason, never logged as a crash. */
export class HttpError extends Error {
  /** What the caller must solve before the call is taken (a 428 of auth/proof-of-work.ts). */
  readonly challenge?: unknown;

  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: FieldError[]) => new HttpError(400, message, errors);
export const notFound = (message: string) => new HttpError(404, message);

/** Every error becomes `{responseStatusCode, message, errors?}`; a 5xx never shows its internals. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      const body: ApiError = {
        responseStatusCode: status,
        message: 'Something went wrong. Please try again later.',
      };
      return reply.status(status).send(body);
    }
    const body: ApiError & { challenge?: unknown } = {
      responseStatusCode: status,
      message: clientMessage(error),
    };
    if (error instanceof HttpError && error.errors) body.errors = error.errors;
    // A call that owes a proof of work gets the challenge to solve (auth/proof-of-work.ts).
    if (error instanceof HttpError && error.challenge !== undefined) body.challenge = error.challenge;
    return reply.status(status).send(body);
  });
}

/** Fastify's own 4xx reasons, reworded where they would confuse a person. */
function clientMessage(error: FastifyError | HttpError): string {
  if ('code' in error) {
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
      return 'The request body is not valid JSON.';
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return 'The request body is too large.';
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return 'This content type is not accepted here.';
  }
  return error.message;
}

export function notFoundBody(method: string, url: string): ApiError {
  return { responseStatusCode: 404, message: `No such endpoint: ${method} ${url.split('?')[0]}` };
}

/**
 * Errors Fastify answers before any route runs (an address that is not valid UTF-8, FST_ERR_BAD_URL), in
 * the same shape as every other 4xx instead of Fastify's own.
 */
export function frameworkErrorAnswer(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  const body: ApiError = {
    responseStatusCode: status,
    message: error.code === 'FST_ERR_BAD_URL' ? 'The address is not valid.' : error.message,
  };
  void reply.status(status).send(body);
}
