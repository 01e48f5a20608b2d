import type { FastifyPluginAsync } from 'fastify';
import { contactTicketRequestSchema, type TicketCreated } from '@ohmstead/contracts/contact';
import type { Adapters } from '../../adapters/adapters';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { perAddressLimit } from '../../http/rate-limit';
import { parseInput } from '../../http/validate';

/** POST /api/FormSubmission/CreateTicket: the contact page's ticket (spec/01 §7, step 2). */
export const ticketRoutes: FastifyPluginAsync<{ config: Config; db: Database; adapters: Adapters }> = async (
  app,
  { config, db, adapters },
) => {
  const { captcha, tickets } = adapters;
  app.removeContentTypeParser(['text/plain', 'application/x-www-form-urlencoded']);

  app.post(
    '/FormSubmission/CreateTicket',
    { config: perAddressLimit(config.rateLimitPerMinute) },
    async (request) => {
      const { captcha: token, ...contact } = parseInput(contactTicketRequestSchema, request.body);
      const proof = await captcha.check(token);
      await db.transaction((tx) => captcha.claim(tx, proof, 'create-ticket'));
      let key: string;
      try {
        key = await tickets.create({ contact, source: 'contact-us' });
      } catch (error) {
        // The ticket system failed, not the visitor: the same proof may try again.
        await captcha.release(proof, 'create-ticket');
        throw error;
      }
      const answer: TicketCreated = { responseStatusCode: 200, key };
      return answer;
    },
  );
};
