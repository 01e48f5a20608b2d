import { ticketDashboardQuerySchema, ticketDashboardSchema } from '@ohmstead/contracts/tickets-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../auth/auth';
import type { Database } from '../../db/database';
import { errorResponses } from '../../http/response-schemas';
import { ticketDashboard } from './dashboard-queries';

/**
 * The Support Dashboard (every ticket) and the MPR Jira Dashboard (the Power Router tickets), for
 * SuperAdmin, Admin and Manager (docs/product.md §3.6 "Executive Dashboard, MPR Jira Dashboard, Support Dashboard").
 */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Database; auth: Auth }> = async (
  app,
  { db, auth },
) => {
  const guard = { preValidation: auth.requireCapability('executiveDashboards') };

  const schema = {
    querystring: ticketDashboardQuerySchema,
    response: { 200: ticketDashboardSchema, ...errorResponses(400, 401, 403) },
  };

  app.get('/Tickets/GetSupportDashboard', { ...guard, schema }, async (request, reply) => {
    const range = request.query;
    reply.header('Cache-Control', 'private, no-store');
    return ticketDashboard(db, range, 'all');
  });

  app.get('/Tickets/GetMprDashboard', { ...guard, schema }, async (request, reply) => {
    const range = request.query;
    reply.header('Cache-Control', 'private, no-store');
    return ticketDashboard(db, range, 'mpr');
  });
};
