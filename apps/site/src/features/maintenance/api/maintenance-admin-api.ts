import {
  notificationsResponseSchema,
  type UpdateMaintenanceRequest,
  updateMaintenanceResponseSchema,
} from '@ohmstead/contracts/maintenance';
import { apiRequest } from '@/lib/api';
import { authorizedRequest } from '@/lib/authorized-api';

/** The notice is public; the maintenance screen reads it like the banner does. */
export const getNotifications = () =>
  apiRequest('Notification/GetAllNotification', notificationsResponseSchema);

export const updateMaintenance = (body: UpdateMaintenanceRequest) =>
  authorizedRequest('Notification/UpdateMaintenance', updateMaintenanceResponseSchema, {
    method: 'PUT',
    body,
  });
