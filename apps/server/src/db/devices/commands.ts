import type { CommandKind, CommandPayload, DeviceCommand } from '@ohmstead/contracts/device-link';
import type { Queryable } from '../database';
import { recordDeviceEvent } from './events';

/** How a command reads in a device's history. */
const LABELS: Record<CommandKind, (payload: never) => string> = {
  'firmware.update': (p: CommandPayload<'firmware.update'>) =>
    `Firmware update of ${p.component} to ${p.version}`,
  'charging.reserve': (p: CommandPayload<'charging.reserve'>) =>
    `Reservation for charging session ${p.sessionId}`,
  'charging.start': (p: CommandPayload<'charging.start'>) =>
    `Start charging session ${p.sessionId} at ${p.currentLimitA} A`,
  'charging.stop': (p: CommandPayload<'charging.stop'>) => `Stop charging session ${p.sessionId}`,
  'charging.set-current-limit': (p: CommandPayload<'charging.set-current-limit'>) =>
    `Current limit of session ${p.sessionId} set to ${p.currentLimitA} A`,
};
export const commandLabel = <K extends CommandKind>(kind: K, payload: CommandPayload<K>) =>
  (LABELS[kind] as (payload: CommandPayload<K>) => string)(payload);

/** Whoever can reach the device's socket: told that a device has commands waiting (plugins/devices/link). */
export interface CommandSender {
  notify(deviceId: number): void;
}

/**
 * The commands kept for devices until they acknowledge them (contracts/device-link.ts): stored before
 * they are sent, sent again while unacknowledged, acknowledged once.
 */
export function deviceCommands(db: Queryable) {
  return {
    async enqueue<K extends CommandKind>(
      deviceId: number,
      kind: K,
      payload: CommandPayload<K>,
      createdBy: number | null,
    ): Promise<number> {
      const [row] = await db.query<{ id: string | number }>(
        `INSERT INTO device_commands (device_id, kind, payload, created_by) VALUES ($1, $2, $3, $4) RETURNING id`,
        [deviceId, kind, JSON.stringify(payload), createdBy],
      );
      await recordDeviceEvent(db, deviceId, 'command-sent', commandLabel(kind, payload));
      return Number(row!.id);
    },

    /** The device's unacknowledged commands, oldest first, marked as sent now. */
    async takeUnacknowledged(deviceId: number): Promise<DeviceCommand[]> {
      const rows = await db.query<{ id: string | number; kind: CommandKind; payload: unknown }>(
        `UPDATE device_commands SET last_sent_at = now(), send_count = send_count + 1
         WHERE device_id = $1 AND acknowledged_at IS NULL
         RETURNING id, kind, payload`,
        [deviceId],
      );
      return rows
        .map((row) => ({ id: Number(row.id), kind: row.kind, payload: row.payload }) as DeviceCommand)
        .sort((a, b) => a.id - b.id);
    },

    /** Devices whose commands have waited unacknowledged since before `olderThanMs` ago. */
    async devicesToResend(olderThanMs: number): Promise<number[]> {
      const rows = await db.query<{ device_id: number }>(
        `SELECT DISTINCT device_id FROM device_commands
         WHERE acknowledged_at IS NULL AND (last_sent_at IS NULL OR last_sent_at < now() - $1 * interval '1 millisecond')`,
        [olderThanMs],
      );
      return rows.map((row) => Number(row.device_id));
    },

    /**
     * Records the device's acknowledgement; only the first counts (a repeat changes nothing). Undefined when
     * the device has no such command.
     */
    async acknowledge(
      deviceId: number,
      commandId: number,
      outcome: 'accepted' | 'rejected',
      message: string | undefined,
    ): Promise<{ first: boolean; kind: CommandKind; payload: Record<string, unknown> } | undefined> {
      const [updated] = await db.query<{ kind: CommandKind; payload: Record<string, unknown> }>(
        `UPDATE device_commands SET acknowledged_at = now(), outcome = $3, outcome_message = $4
         WHERE id = $1 AND device_id = $2 AND acknowledged_at IS NULL RETURNING kind, payload`,
        [commandId, deviceId, outcome, message ?? null],
      );
      if (updated) {
        const label = commandLabel(updated.kind, updated.payload as never);
        await recordDeviceEvent(
          db,
          deviceId,
          'command-acknowledged',
          outcome === 'accepted'
            ? `${label}: accepted`
            : `${label}: refused (${message ?? 'no reason given'})`,
          outcome === 'accepted' ? 'info' : 'warning',
        );
        return { first: true, ...updated };
      }
      const [existing] = await db.query<{ kind: CommandKind; payload: Record<string, unknown> }>(
        `SELECT kind, payload FROM device_commands WHERE id = $1 AND device_id = $2`,
        [commandId, deviceId],
      );
      return existing ? { first: false, ...existing } : undefined;
    },
  };
}
