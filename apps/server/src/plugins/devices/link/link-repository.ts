import type { Queryable } from '../../../db/database';

/** The device link's own rows: which socket holds a device, and the images it may download. */
export function linkRepository(db: Queryable) {
  return {
    /**
     * Marks a device in service connected through this socket; false when it was decommissioned since its
     * handshake (its secret was good a moment ago).
     */
    async markConnected(deviceId: number, socketId: string): Promise<boolean> {
      const [inService] = await db.query(
        `UPDATE devices SET connected = true, link_socket = $2, last_seen_at = now()
         WHERE id = $1 AND decommissioned_at IS NULL RETURNING id`,
        [deviceId, socketId],
      );
      return inService !== undefined;
    },

    /**
     * Marks the device disconnected if this socket still holds it; false when a newer connection (a
     * reconnect that came first) does.
     */
    async markDisconnected(deviceId: number, socketId: string): Promise<boolean> {
      const [closed] = await db.query(
        `UPDATE devices SET connected = false WHERE id = $1 AND link_socket = $2 RETURNING id`,
        [deviceId, socketId],
      );
      return closed !== undefined;
    },

    /** The image of a release a roll-out is sending this device and has not finished on it. */
    async releaseBeingSent(releaseId: number, deviceId: number) {
      const [row] = await db.query<{ storage_key: string; size_bytes: string; file_name: string }>(
        `SELECT fr.storage_key, fr.size_bytes, fr.file_name FROM firmware_releases fr
         JOIN firmware_rollouts r ON r.release_id = fr.id
         JOIN rollout_devices rd ON rd.rollout_id = r.id AND rd.device_id = $2
         WHERE fr.id = $1 AND rd.phase NOT IN ('succeeded', 'failed', 'rolled-back') LIMIT 1`,
        [releaseId, deviceId],
      );
      return row;
    },
  };
}
