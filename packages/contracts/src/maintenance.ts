import { z } from 'zod';

/**
 * The maintenance notice's status (docs/product.md §3.3: "an enumeration that has an inactive value; values not
 * shown"). The banner shows while the status is not 'Inactive'.
 */
export const MAINTENANCE_STATUSES = ['Inactive', 'Active'] as const;
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];
export const INACTIVE_MAINTENANCE_STATUS: MaintenanceStatus = 'Inactive';

/** The notice may hold basic HTML (bold, italics, lists, links); anything longer is refused. */
export const MAINTENANCE_MESSAGE_MAX = 2000;

export const maintenanceMessages = {
  messageRequired: 'A message is required while the notice is active',
  messageMax: `The message cannot exceed ${MAINTENANCE_MESSAGE_MAX} characters`,
  statusInvalid: `Status must be one of ${MAINTENANCE_STATUSES.join(', ')}`,
  updated: 'The maintenance notice has been updated.',
} as const;

export const maintenanceStatusSchema = z.enum(MAINTENANCE_STATUSES, {
  error: maintenanceMessages.statusInvalid,
});

/** One notification; `message` is sanitised HTML, safe to insert as HTML. */
export const notificationSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  status: maintenanceStatusSchema,
  /** ISO time of the last change. */
  updatedAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/Notification/GetAllNotification (public): the first entry is the current maintenance notice. */
export const notificationsResponseSchema = z.object({
  responseStatusCode: z.number().int(),
  notifications: z.array(notificationSchema),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/**
 * PUT /api/Notification/UpdateMaintenance. The server sanitises `message` (scripts, event handlers,
 * images, iframes and styles removed; links get target=_blank and rel=noopener noreferrer) and
 * answers what it stored. An active notice needs a message; an inactive one may be empty.
 */
export const updateMaintenanceRequestSchema = z
  .object({
    message: z
      .string({ error: maintenanceMessages.messageRequired })
      .trim()
      .max(MAINTENANCE_MESSAGE_MAX, maintenanceMessages.messageMax),
    status: maintenanceStatusSchema,
  })
  .strict()
  .refine((body) => body.status === INACTIVE_MAINTENANCE_STATUS || body.message.length > 0, {
    message: maintenanceMessages.messageRequired,
    path: ['message'],
  });
export type UpdateMaintenanceRequest = z.infer<typeof updateMaintenanceRequestSchema>;

export const updateMaintenanceResponseSchema = z.object({
  responseStatusCode: z.number().int(),
  message: z.string(),
  notification: notificationSchema,
});
export type UpdateMaintenanceResponse = z.infer<typeof updateMaintenanceResponseSchema>;
