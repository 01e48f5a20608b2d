import { type StatusEnvelope, statusEnvelopeSchema } from '@ohmstead/contracts/http';
import { newsletterMessages } from '@ohmstead/contracts/messages';
import { subscribeRequestSchema, unsubscribeRequestSchema } from '@ohmstead/contracts/newsletter';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Adapters } from '../../adapters/adapters';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { notFound } from '../../http/errors';
import { perAddressLimit } from '../../http/rate-limit';
import { errorResponses } from '../../http/response-schemas';
import { subscriberRepository } from './repository';
import { welcomeMail } from './welcome-mail';

/** POST /api/Email/Subscribe (the footer form) and /api/Email/Unsubscribe (the Unsubscribe page). */
export const newsletterRoutes: FastifyPluginAsyncZod<{
  config: Config;
  db: Database;
  adapters: Adapters;
}> = async (app, { config, db, adapters }) => {
  const { mail } = adapters;
  const limit = { config: perAddressLimit(config.rateLimitPerMinute) };
  app.removeContentTypeParser(['text/plain', 'application/x-www-form-urlencoded']);

  const subscribeSchema = {
    body: subscribeRequestSchema,
    response: { 200: statusEnvelopeSchema, ...errorResponses(400, 429) },
  };
  app.post('/Email/Subscribe', { ...limit, schema: subscribeSchema }, async (request) => {
    const { email } = request.body;
    // The same answer whether or not the address was known, so the form reveals no subscribers.
    const mailId = await db.transaction(async (tx) => {
      const token = await subscriberRepository(tx).subscribe(email);
      return token ? mail.queue(tx, welcomeMail(email, token, config.siteUrl)) : undefined;
    });
    if (mailId !== undefined) mail.deliverLater(mailId);
    const answer: StatusEnvelope = { responseStatusCode: 200, message: newsletterMessages.subscribed };
    return answer;
  });

  app.post(
    '/Email/Unsubscribe',
    {
      ...limit,
      schema: {
        body: unsubscribeRequestSchema,
        response: { 200: statusEnvelopeSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const { token } = request.body;
      const outcome = await subscriberRepository(db).unsubscribe(token);
      if (outcome === 'unknown-token') throw notFound(newsletterMessages.invalidLink);
      const answer: StatusEnvelope = { responseStatusCode: 200, message: newsletterMessages.unsubscribed };
      return answer;
    },
  );
};
