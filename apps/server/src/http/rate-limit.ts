import type { FastifyContextConfig, FastifyInstance, onRequestHookHandler } from 'fastify';
import { requestAddress } from './client-address';
import type { DbRateLimiter, RateWindow } from './db-rate-limiter';
import { HttpError } from './errors';

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please wait a minute and try again.';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by `perAddressLimit`: the route's calls are counted per client address. */
    perAddressLimit?: { perMinute: number };
  }
}

/** Route config for calls that write or cost work: at most `perMinute` requests a minute per address. */
export function perAddressLimit(perMinute: number): FastifyContextConfig {
  return { perAddressLimit: { perMinute } };
}

/**
 * Counts the calls of every route that opts in with `perAddressLimit`, so that reads of public pages are
 * never throttled. The counts live in `rate_counters` with every other limit of the product
 * (db-rate-limiter.ts), so every server process sharing the database holds a visitor to one limit. A
 * client whose connection is gone before its call is counted has no address to count it by: the call is
 * refused (nobody is there to read the answer) rather than run uncounted (docs/security.md).
 */
export function installRateLimit(app: FastifyInstance, limiter: DbRateLimiter): void {
  app.addHook('onRoute', (route) => {
    const limit = route.config?.perAddressLimit;
    if (!limit) return;
    const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
    const window: RateWindow = {
      scope: `form:${methods}:${route.url}`,
      limit: limit.perMinute,
      windowSeconds: 60,
    };
    const countCall: onRequestHookHandler = async (request, reply) => {
      const counted = await limiter.add(window, requestAddress(request));
      if (counted.allowed) return;
      reply.header('Retry-After', String(counted.retryAfterS));
      throw new HttpError(429, RATE_LIMIT_MESSAGE);
    };
    const own = route.onRequest;
    route.onRequest = own === undefined ? [countCall] : [countCall, ...(Array.isArray(own) ? own : [own])];
  });
}
