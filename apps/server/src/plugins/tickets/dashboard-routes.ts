import type { FastifyPluginAsync } from 'fastify';
import { ticketDashboardQuerySchema } from '@ohmstead/contracts/tickets-admin';
import type { Auth } from '../../auth/auth';
import type { Database } from '../../db/database';
import { parseInput } from '../../http/validate';
import { ticketDashboard } from './dashboard-queries';

/**
 * The Support Dashboard (every ticket) and the MPR Jira Dashboard (the Power Router tickets), for
 * SuperAdmin, Admin and Manager (docs/product.md §3.6 "Executive Dashboard, MPR Jira Dashboard, Support Dashboard").
 */
export const dashboardRoutes: FastifyPluginAsync<{ db: Database; auth: Auth }> = async (
  app,
  { db, auth },
) => {
  const guard = { preValidation: auth.requireCapability('executiveDashboards') };

  app.get('/Tickets/GetSupportDashboard', guard, async (request, reply) => {
    const range = parseInput(ticketDashboardQuerySchema, request.query, 'query');
    reply.header('Cache-Control', 'private, no-store');
    return ticketDashboard(db, range, 'all');
  });

  app.get('/Tickets/GetMprDashboard', guard, async (request, reply) => {
    const range = parseInput(ticketDashboardQuerySchema, request.query, 'query');
    reply.header('Cache-Control', 'private, no-store');
    return ticketDashboard(db, range, 'mpr');
  });
};
