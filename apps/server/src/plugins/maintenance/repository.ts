import type { MaintenanceStatus, Notification } from '@ohmstead/contracts/maintenance';
import type { Queryable } from '../../db/database';

interface NotificationRow {
  id: number;
  message: string;
  status: MaintenanceStatus;
  updated_at: Date;
}

const toNotification = (row: NotificationRow): Notification => ({
  id: Number(row.id),
  message: row.message,
  status: row.status,
  updatedAt: new Date(row.updated_at).toISOString(),
});

export function notificationRepository(db: Queryable) {
  return {
    /** The maintenance notice first (the banner reads the first entry), then any others by id. */
    async list(): Promise<Notification[]> {
      const rows = await db.query<NotificationRow>(
        `SELECT id, message, status, updated_at FROM notifications ORDER BY (kind = 'maintenance') DESC, id`,
      );
      return rows.map(toNotification);
    },

    /** The maintenance row is created by the migration; upserting keeps this safe if it was ever removed. */
    async updateMaintenance(
      message: string,
      status: MaintenanceStatus,
      userId: number,
    ): Promise<Notification> {
      const rows = await db.query<NotificationRow>(
        `INSERT INTO notifications (kind, message, status, updated_by) VALUES ('maintenance', $1, $2, $3)
         ON CONFLICT (kind) DO UPDATE SET message = $1, status = $2, updated_by = $3, updated_at = now()
         RETURNING id, message, status, updated_at`,
        [message, status, userId],
      );
      return toNotification(rows[0]!);
    },
  };
}
