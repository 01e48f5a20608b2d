import type {
  ChargingUpdate,
  CommandAck,
  FirmwareProgress,
  StatusReport,
} from '@ohmstead/contracts/device-link';
import type { Database } from '../../../db/database';
import { deviceCommands } from '../../../db/devices/commands';
import { recordDeviceEvent } from '../../../db/devices/events';

const FINAL_SESSION = ['completed', 'stopped', 'failed'];

/** A device's status report (state, faults, firmware versions) and its answers to commands. */
function statusAndAckReports(db: Database) {
  return {
    async status(deviceId: number, report: StatusReport): Promise<void> {
      await db.transaction(async (tx) => {
        const [before] = await tx.query<{ faults: string[] }>(
          `SELECT faults FROM devices WHERE id = $1 FOR UPDATE`,
          [deviceId],
        );
        await tx.query(`UPDATE devices SET state = $2, faults = $3, last_seen_at = now() WHERE id = $1`, [
          deviceId,
          report.state,
          report.faults,
        ]);
        const previous = new Set(before?.faults ?? []);
        for (const fault of report.faults)
          if (!previous.has(fault))
            await recordDeviceEvent(tx, deviceId, 'fault', `Fault: ${fault}`, 'error');
        for (const fault of previous)
          if (!report.faults.includes(fault as never))
            await recordDeviceEvent(tx, deviceId, 'fault-cleared', `Cleared: ${fault}`);
        // The versions the device runs, for the components its product has (others are ignored).
        await tx.query(
          `INSERT INTO device_firmware (device_id, component_id, version)
           SELECT $1, c.id, f.version FROM jsonb_each_text($2::jsonb) AS f(code, version)
           JOIN product_components c ON c.code = f.code
             AND c.product_id = (SELECT product_id FROM devices WHERE id = $1)
           ON CONFLICT (device_id, component_id) DO UPDATE SET version = EXCLUDED.version, updated_at = now()
           WHERE device_firmware.version <> EXCLUDED.version`,
          [deviceId, JSON.stringify(report.firmware)],
        );
      });
    },

    /** The device's answer to a command: recorded once; a roll-out or a session follows it. */
    async commandAck(deviceId: number, ack: CommandAck): Promise<boolean> {
      return db.transaction(async (tx) => {
        const known = await deviceCommands(tx).acknowledge(deviceId, ack.commandId, ack.outcome, ack.message);
        if (!known) return false;
        if (!known.first) return true;
        const refused = ack.outcome === 'rejected';
        if (known.kind === 'firmware.update')
          await tx.query(
            `UPDATE rollout_devices SET phase = $2, message = $3, updated_at = now()
             WHERE command_id = $1 AND phase = 'queued'`,
            [
              ack.commandId,
              refused ? 'failed' : 'accepted',
              refused ? (ack.message ?? 'Refused by the device') : null,
            ],
          );
        else if (refused && (known.kind === 'charging.reserve' || known.kind === 'charging.start'))
          await tx.query(
            `UPDATE charging_sessions SET status = 'failed', ended_at = now(), end_reason = $3
             WHERE id = $1 AND device_id = $2 AND status NOT IN ('completed', 'stopped', 'failed')`,
            [known.payload.sessionId, deviceId, `The charger refused: ${ack.message ?? 'no reason given'}`],
          );
        return true;
      });
    },
  };
}

/** A device's progress through a firmware update of a roll-out. */
function firmwareReports(db: Database) {
  return {
    async firmwareProgress(deviceId: number, progress: FirmwareProgress): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<{
          phase: string;
          version: string;
          component: string;
          previous: string | null;
        }>(
          `UPDATE rollout_devices rd SET phase = $3, progress = $4,
             message = COALESCE($5, CASE WHEN $3 IN ('failed', 'rolled-back') THEN rd.message END), updated_at = now()
           FROM firmware_rollouts r JOIN firmware_releases fr ON fr.id = r.release_id
             JOIN product_components c ON c.id = fr.component_id
           WHERE rd.command_id = $1 AND rd.device_id = $2 AND r.id = rd.rollout_id
             AND rd.phase NOT IN ('succeeded', 'rolled-back')
             AND NOT (rd.phase = 'failed' AND $3 <> 'rolled-back')
           RETURNING rd.phase, fr.version, c.code AS component, rd.previous_version AS previous`,
          [progress.commandId, deviceId, progress.phase, progress.progress, progress.message ?? null],
        );
        if (!row) {
          const [exists] = await tx.query(
            `SELECT 1 FROM rollout_devices WHERE command_id = $1 AND device_id = $2`,
            [progress.commandId, deviceId],
          );
          return Boolean(exists);
        }
        const what = `${row.component} ${row.version}`;
        if (progress.phase === 'succeeded')
          await recordDeviceEvent(tx, deviceId, 'firmware-updated', `Firmware ${what} installed`);
        else if (progress.phase === 'failed')
          await recordDeviceEvent(
            tx,
            deviceId,
            'firmware-failed',
            `Firmware ${what} failed: ${progress.message ?? 'no reason given'}`,
            'error',
          );
        else if (progress.phase === 'rolled-back')
          await recordDeviceEvent(
            tx,
            deviceId,
            'firmware-failed',
            `Rolled back to ${row.component} ${row.previous ?? 'the previous version'}`,
            'warning',
          );
        else if (progress.phase === 'downloading' && progress.progress === 0)
          await recordDeviceEvent(tx, deviceId, 'firmware-progress', `Downloading firmware ${what}`);
        return true;
      });
    },
  };
}

/** A charge post's reports of its charging sessions. */
function chargingReports(db: Database) {
  return {
    /** A charge post's session moved on: the figures are set, the start and the end recorded once. */
    async chargingUpdate(deviceId: number, update: ChargingUpdate): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [before] = await tx.query<{ status: string; started_at: Date | null }>(
          `SELECT status, started_at FROM charging_sessions WHERE id = $1 AND device_id = $2 FOR UPDATE`,
          [update.sessionId, deviceId],
        );
        if (!before) return false;
        if (FINAL_SESSION.includes(before.status)) return true;
        const final = FINAL_SESSION.includes(update.status);
        await tx.query(
          `UPDATE charging_sessions SET status = $2,
             battery_kwh = COALESCE($3::real, battery_kwh),
             start_soc_percent = COALESCE(start_soc_percent, $4::real),
             soc_percent = COALESCE($4::real, soc_percent),
             energy_kwh = COALESCE($5::double precision, energy_kwh),
             max_power_kw = GREATEST(max_power_kw, COALESCE($6::real, 0)),
             current_limit_a = COALESCE($7::integer, current_limit_a),
             started_at = CASE WHEN $2 = 'charging' THEN COALESCE(started_at, now()) ELSE started_at END,
             ended_at = CASE WHEN $8::boolean THEN now() ELSE ended_at END,
             end_reason = CASE WHEN $8::boolean THEN $9::text ELSE end_reason END
           WHERE id = $1`,
          [
            update.sessionId,
            update.status,
            update.batteryKwh ?? null,
            update.socPercent ?? null,
            update.energyKwh ?? null,
            update.powerKw ?? null,
            update.currentLimitA ?? null,
            final,
            update.reason ?? null,
          ],
        );
        if (update.status === 'charging' && before.status !== 'charging')
          await recordDeviceEvent(
            tx,
            deviceId,
            'charging-started',
            `Charging session ${update.sessionId} started at ${update.currentLimitA ?? '?'} A`,
          );
        if (final)
          await recordDeviceEvent(
            tx,
            deviceId,
            'charging-stopped',
            `Charging session ${update.sessionId} ${update.status}: ${(update.energyKwh ?? 0).toFixed(2)} kWh` +
              (update.reason ? ` (${update.reason})` : ''),
            update.status === 'failed' ? 'warning' : 'info',
          );
        return true;
      });
    },
  };
}

/**
 * What the server does with each report of a device (contracts/device-link.ts). Every handler can run more
 * than once for one report (the device sends again until acknowledged), so each is idempotent: a state is
 * set, never added to, and an event is recorded only for a change.
 */
export function deviceReports(db: Database) {
  const commands = deviceCommands(db);

  return { ...statusAndAckReports(db), ...firmwareReports(db), ...chargingReports(db), commands };
}
export type DeviceReports = ReturnType<typeof deviceReports>;
