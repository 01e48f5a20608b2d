import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

export const REQUEST_TIMEOUT_MESSAGE = 'The request took too long to arrive. Please try again.';

/** How often Node looks for connections past their bounds: the 408 comes at most this late. */
export const TIMEOUT_CHECK_INTERVAL_MS = 1000;

const isUpload = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
const hasBody = (request: FastifyRequest) =>
  Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;

/**
 * Node bounds a request as a whole (`requestTimeout`) for every route alike, and uploads need minutes
 * (UPLOAD_TIMEOUT_MS): that is the server's bound. Every other body — JSON and forms, at most
 * BODY_LIMIT_BYTES — must arrive within `requestTimeoutMs` of its headers, or the call is answered 408 and
 * the connection closed, so that a body trickled a byte a second holds no connection for long
 * (docs/security.md "Slow clients").
 */
export function installRequestDeadline(
  app: FastifyInstance,
  { requestTimeoutMs }: { requestTimeoutMs: number },
) {
  app.addHook('onRequest', (request, reply, done) => {
    if (!hasBody(request) || isUpload(request)) return done();
    const raw = request.raw;
    const timer = setTimeout(() => {
      if (raw.complete || reply.sent) return;
      reply.header('Connection', 'close');
      const late = new HttpError(408, REQUEST_TIMEOUT_MESSAGE);
      // The body parser listens for the stream's errors and answers this one through the error handler;
      // a body nobody reads yet is answered here.
      if (raw.listenerCount('error') > 0) raw.emit('error', late);
      else void reply.status(408).send({ responseStatusCode: 408, message: REQUEST_TIMEOUT_MESSAGE });
    }, requestTimeoutMs);
    const stop = () => clearTimeout(timer);
    raw.once('end', stop);
    reply.raw.once('close', stop);
    done();
  });
}
