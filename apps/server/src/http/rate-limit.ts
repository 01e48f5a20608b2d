import rateLimit from '@fastify/rate-limit';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import type { DbRateLimiter } from './db-rate-limiter';
import { dbRateStore } from './db-rate-store';
import { HttpError } from './errors';

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please wait a minute and try again.';

/**
 * Registers the rate limiter without limiting anything by itself: routes opt in through
 * `perAddressLimit`, so that reads of public pages are never throttled. The counts live in the database
 * (`limiter`), so every server process sharing it holds a visitor to one limit (issue 13).
 */
export async function installRateLimit(app: FastifyInstance, limiter: DbRateLimiter): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    store: dbRateStore(limiter),
    // A database error refuses the call (500) rather than letting it through unlimited.
    skipOnError: false,
    errorResponseBuilder: () => new HttpError(429, RATE_LIMIT_MESSAGE),
  });
}

/** Route config for calls that write or cost work: at most `perMinute` requests a minute per address. */
export function perAddressLimit(perMinute: number): FastifyContextConfig {
  return { rateLimit: { max: perMinute, timeWindow: '1 minute' } };
}
