import { proofChallengeSchema } from '@ohmstead/contracts/proof-of-work-schemas';
import type { FastifyPluginAsync } from 'fastify';
import type { Adapters } from '../../adapters/adapters';
import type { Config } from '../../config';
import { perAddressLimit } from '../../http/rate-limit';
import { errorResponses } from '../../http/response-schemas';

/**
 * GET /api/Captcha/Challenge: a signed ALTCHA challenge for the browser widget
 * (`<altcha-widget challenge="/api/Captcha/Challenge">`). Absent when reCAPTCHA is configured.
 */
export const captchaRoutes: FastifyPluginAsync<{ config: Config; adapters: Adapters }> = async (
  app,
  { config, adapters },
) => {
  const { createChallenge } = adapters.captcha;
  if (!createChallenge) return;

  app.get(
    '/Captcha/Challenge',
    {
      config: perAddressLimit(config.rateLimitPerMinute),
      schema: { response: { 200: proofChallengeSchema, ...errorResponses(429) } },
    },
    async (_request, reply) => {
      // Every challenge is single-use: caches must never hand one to two visitors.
      reply.header('Cache-Control', 'no-store');
      return createChallenge();
    },
  );
};
