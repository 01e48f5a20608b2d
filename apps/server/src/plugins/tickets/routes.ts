import {
  contactTicketRequestSchema,
  type TicketCreated,
  ticketCreatedSchema,
} from '@ohmstead/contracts/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Adapters } from '../../adapters/adapters';
import type { Auth } from '../../auth/auth';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { perAddressLimit } from '../../http/rate-limit';
import { errorResponses } from '../../http/response-schemas';
import { contactTicket } from './contact-ticket';
import { dashboardRoutes } from './dashboard-routes';
import { jiraSync } from './jira-sync';
import { ticketListRoutes } from './list-routes';
import { workflowRoutes } from './workflow-routes';

/**
 * Tickets: POST /api/FormSubmission/CreateTicket, the contact page's ticket (docs/product.md §1.7, step 2); Support
 * Tickets (Customer, Manager) and the two ticket dashboards (SuperAdmin, Admin, Manager;
 * docs/decisions/0019-enquiries-and-tickets.md).
 */
export const ticketRoutes: FastifyPluginAsyncZod<{
  config: Config;
  db: Database;
  auth: Auth;
  adapters: Adapters;
}> = async (app, { config, db, auth, adapters }) => {
  const { captcha, tickets } = adapters;
  app.removeContentTypeParser(['text/plain', 'application/x-www-form-urlencoded']);
  const createContactTicket = contactTicket(db, tickets);

  app.post(
    '/FormSubmission/CreateTicket',
    {
      config: perAddressLimit(config.rateLimitPerMinute),
      // The captcha's 400, a submission already under way (409), the ticket system away (502), reCAPTCHA (503).
      schema: {
        body: contactTicketRequestSchema,
        response: { 200: ticketCreatedSchema, ...errorResponses(400, 409, 429, 502, 503) },
      },
    },
    async (request) => {
      const { captcha: token, submissionId, ...contact } = request.body;
      const proof = await captcha.check(token);
      await db.transaction((tx) => captcha.claim(tx, proof, 'create-ticket'));
      let key: string;
      try {
        key = await createContactTicket(contact, submissionId);
      } catch (error) {
        // The ticket system failed, not the visitor: the same proof may try again.
        await captcha.release(proof, 'create-ticket');
        throw error;
      }
      const answer: TicketCreated = { responseStatusCode: 200, key };
      return answer;
    },
  );

  const sync = jiraSync({ config, db, tickets, log: app.log });
  await app.register(ticketListRoutes, { db, auth, sync });
  await app.register(workflowRoutes, { db, auth, tickets, sync });
  await app.register(dashboardRoutes, { db, auth });
  app.addHook('onReady', async () => sync.start());
  app.addHook('onClose', async () => sync.stop());
};
