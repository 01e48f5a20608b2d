import { type StatusEnvelope, statusEnvelopeSchema } from '@ohmstead/contracts/http';
import {
  addTicketCommentRequestSchema,
  assignTicketRequestSchema,
  setTicketStatusRequestSchema,
} from '@ohmstead/contracts/tickets-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TicketSystem } from '../../adapters/tickets/ticket';
import { type Auth, signedInUser } from '../../auth/auth';
import type { Database } from '../../db/database';
import { errorResponses } from '../../http/response-schemas';
import type { JiraSync } from './jira-sync';
import { ticketViewer } from './viewer';
import { ticketWorkflow } from './workflow';

const done = (message: string): StatusEnvelope => ({ responseStatusCode: 200, message });

/** The ticket workflow's calls: status and assignee (Manager), comments (Manager, or the ticket's customer). */
export const workflowRoutes: FastifyPluginAsyncZod<{
  db: Database;
  auth: Auth;
  tickets: TicketSystem;
  sync: JiraSync;
}> = async (app, { db, auth, tickets, sync }) => {
  const guard = { preValidation: auth.requireCapability('supportTickets') };
  const workflow = ticketWorkflow(db, tickets);

  // A move the workflow refuses is a 400, a change made meanwhile (or refused by Jira) a 409.
  const response = { 200: statusEnvelopeSchema, ...errorResponses(400, 401, 403, 404, 409, 502) };

  app.put(
    '/Tickets/SetStatus',
    { ...guard, schema: { body: setTicketStatusRequestSchema, response } },
    async (request) => {
      const { key, status } = request.body;
      const viewer = ticketViewer(signedInUser(request));
      // A Jira ticket moved in Jira since we last looked: its real status is what the move starts from.
      if (viewer.staff) await sync.refresh([key]);
      await workflow.setStatus(key, status, viewer);
      return done('The status has been changed.');
    },
  );

  app.put(
    '/Tickets/Assign',
    { ...guard, schema: { body: assignTicketRequestSchema, response } },
    async (request) => {
      const { key, assigneeId } = request.body;
      await workflow.assign(key, assigneeId, ticketViewer(signedInUser(request)));
      return done('The assignee has been changed.');
    },
  );

  app.post(
    '/Tickets/AddComment',
    { ...guard, schema: { body: addTicketCommentRequestSchema, response } },
    async (request) => {
      const { key, body } = request.body;
      await workflow.comment(key, body, ticketViewer(signedInUser(request)));
      return done('The comment has been added.');
    },
  );
};
