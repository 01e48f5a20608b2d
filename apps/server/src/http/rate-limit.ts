import rateLimit from '@fastify/rate-limit';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
import { HttpError } from './errors';

export const RATE_LIMIT_MESSAGE = 'Too many requests. Please wait a minute and try again.';

/**
 * Registers the rate limiter without limiting anything by itself: routes opt in through
 * `perAddressLimit`, so that reads of public pages are never throttled.
 */
export async function installRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new HttpError(429, RATE_LIMIT_MESSAGE),
  });
}

/** Route config for calls that write or cost work: at most `perMinute` requests a minute per address. */
export function perAddressLimit(perMinute: number): FastifyContextConfig {
  return { rateLimit: { max: perMinute, timeWindow: '1 minute' } };
}
