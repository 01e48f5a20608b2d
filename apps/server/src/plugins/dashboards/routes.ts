import {
  executiveDashboardQuerySchema,
  executiveDashboardSchema,
  granularityOf,
  resolvedRange,
} from '@ohmstead/contracts/dashboards';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../auth/auth';
import type { Database } from '../../db/database';
import { inTimeZone } from '../../http/date-series';
import { errorResponses } from '../../http/response-schemas';
import { executiveDashboard } from './executive-dashboard';

/**
 * The Executive Dashboard for SuperAdmin, Admin and Manager (docs/product.md §3.6, capability
 * executiveDashboards): the key figures of enquiries, leads, chats, hand-offs, tickets, applications and
 * subscribers over a chosen range.
 */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Database; auth: Auth }> = async (
  app,
  { db, auth },
) => {
  const guard = { preValidation: auth.requireCapability('executiveDashboards') };

  app.get(
    '/Dashboards/GetExecutiveDashboard',
    {
      ...guard,
      schema: {
        querystring: executiveDashboardQuerySchema,
        response: { 200: executiveDashboardSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const { from, to } = resolvedRange(query);
      const range = { from, to, tz: query.tz, granularity: granularityOf(from, to) };
      const answer = await inTimeZone(() => executiveDashboard(db, range));
      reply.header('Cache-Control', 'private, no-store');
      return answer;
    },
  );
};
