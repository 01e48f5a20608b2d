import type { DeviceEvent } from '@ohmstead/contracts/devices';
import type { Queryable } from '../database';

/** Adds a line to a device's history (Devices → a device → History). */
export async function recordDeviceEvent(
  db: Queryable,
  deviceId: number,
  kind: DeviceEvent['kind'],
  message: string,
  severity: DeviceEvent['severity'] = 'info',
): Promise<void> {
  await db.query(`INSERT INTO device_events (device_id, kind, severity, message) VALUES ($1, $2, $3, $4)`, [
    deviceId,
    kind,
    severity,
    message,
  ]);
}
