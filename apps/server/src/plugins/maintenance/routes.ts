import {
  maintenanceMessages,
  type NotificationsResponse,
  notificationsResponseSchema,
  updateMaintenanceRequestSchema,
  type UpdateMaintenanceResponse,
  updateMaintenanceResponseSchema,
} from '@ohmstead/contracts/maintenance';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Auth, signedInUser } from '../../auth/auth';
import type { Database } from '../../db/database';
import { badRequest } from '../../http/errors';
import type { PublicReadCache } from '../../http/public-read-cache';
import { errorResponses } from '../../http/response-schemas';
import { hasVisibleText } from '../../http/sanitize-rich-text';
import { notificationRepository } from './repository';
import { sanitizeNotice } from './sanitize';

/** The maintenance banner's notice (docs/product.md §3.2 "Maintenance banner", §3.7) and its management screen. */
export const maintenanceRoutes: FastifyPluginAsyncZod<{
  db: Database;
  auth: Auth;
  publicReads: PublicReadCache;
}> = async (app, { db, auth, publicReads }) => {
  const notifications = notificationRepository(db);

  // Public: every page asks at start and on each navigation. Sanitised again on the way out, so a row
  // written by any other means still reaches browsers clean.
  publicReads.route(app, {
    name: 'Notification/GetAllNotification',
    response: { 200: notificationsResponseSchema, ...errorResponses() },
    read: () => ({
      topic: 'maintenance',
      key: 'notifications',
      load: async () => {
        const list = await notifications.list();
        const answer: NotificationsResponse = {
          responseStatusCode: 200,
          notifications: list.map((entry) => ({ ...entry, message: sanitizeNotice(entry.message) })),
        };
        return answer;
      },
    }),
  });

  app.put(
    '/Notification/UpdateMaintenance',
    {
      preValidation: auth.requireCapability('maintenance'),
      schema: {
        body: updateMaintenanceRequestSchema,
        response: { 200: updateMaintenanceResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { message, status } = request.body;
      const clean = sanitizeNotice(message);
      // A notice that was nothing but removed markup would show an empty banner.
      if (status === 'Active' && !hasVisibleText(clean))
        throw badRequest(maintenanceMessages.messageRequired, [
          { field: 'message', message: maintenanceMessages.messageRequired },
        ]);
      const notification = await notifications.updateMaintenance(clean, status, signedInUser(request).id);
      await publicReads.invalidate('maintenance');
      const answer: UpdateMaintenanceResponse = {
        responseStatusCode: 200,
        message: maintenanceMessages.updated,
        notification,
      };
      return answer;
    },
  );
};
