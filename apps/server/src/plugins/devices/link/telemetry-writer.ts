import type { TelemetryReport } from '@ohmstead/contracts/device-link';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../../db/database';
import {
  TELEMETRY_FLUSH_MS,
  TELEMETRY_RETENTION_DAYS,
  TELEMETRY_STORE_MIN_MS,
  TELEMETRY_SWEEP_INTERVAL_MS,
} from '../../../limits';

/**
 * Telemetry is written in batches (docs/decisions/0031-devices-and-ota.md): each point goes to memory, and every
 * TELEMETRY_FLUSH_MS one statement updates every reporting device's latest values and one statement stores
 * the points, at most one per device per TELEMETRY_STORE_MIN_MS (a device that reports faster is
 * downsampled to its latest point). An hourly sweep thins points older than a day to one a minute and
 * deletes those past the retention.
 */
export function telemetryWriter(db: Queryable, log: FastifyBaseLogger) {
  const latest = new Map<number, TelemetryReport>();
  const storedAt = new Map<number, number>();
  let flushing: Promise<void> | undefined;

  async function flush(): Promise<void> {
    if (latest.size === 0) return;
    const points = [...latest.entries()].map(([deviceId, point]) => ({ deviceId, ...point }));
    latest.clear();
    const stored = points.filter((point) => {
      const at = Date.parse(point.at);
      if (at - (storedAt.get(point.deviceId) ?? 0) < TELEMETRY_STORE_MIN_MS) return false;
      storedAt.set(point.deviceId, at);
      return true;
    });
    const json = (rows: typeof points) =>
      JSON.stringify(
        rows.map((p) => ({
          device_id: p.deviceId,
          at: p.at,
          power_kw: p.powerKw,
          energy_kwh: p.energyKwh ?? null,
          temperature_c: p.temperatureC ?? null,
          voltage_v: p.voltageV ?? null,
          current_a: p.currentA ?? null,
          soc_percent: p.socPercent ?? null,
        })),
      );
    const columns = `r(device_id integer, at timestamptz, power_kw real, energy_kwh double precision,
      temperature_c real, voltage_v real, current_a real, soc_percent real)`;
    await db.query(
      `UPDATE devices d SET last_telemetry = to_jsonb(r) - 'device_id', last_seen_at = now()
       FROM jsonb_to_recordset($1::jsonb) AS ${columns} WHERE d.id = r.device_id`,
      [json(points)],
    );
    if (stored.length > 0)
      await db.query(
        `INSERT INTO device_telemetry (device_id, at, power_kw, energy_kwh, temperature_c, voltage_v, current_a,
           soc_percent)
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS ${columns} ON CONFLICT DO NOTHING`,
        [json(stored)],
      );
  }

  const run = () => {
    flushing ??= flush()
      .catch((error) => log.warn({ err: error }, 'telemetry could not be written'))
      .finally(() => (flushing = undefined));
    return flushing;
  };
  const timer = setInterval(() => void run(), TELEMETRY_FLUSH_MS);
  timer.unref();

  const sweep = async () => {
    await db.query(
      `DELETE FROM device_telemetry t USING (
         SELECT device_id, at, row_number() OVER (PARTITION BY device_id, date_trunc('minute', at) ORDER BY at) AS n
         FROM device_telemetry WHERE at < now() - interval '1 day' AND at > now() - interval '3 days') x
       WHERE x.n > 1 AND t.device_id = x.device_id AND t.at = x.at`,
    );
    await db.query(`DELETE FROM device_telemetry WHERE at < now() - $1 * interval '1 day'`, [
      TELEMETRY_RETENTION_DAYS,
    ]);
  };
  const sweeper = setInterval(
    () => void sweep().catch((error) => log.warn({ err: error }, 'telemetry sweep failed')),
    TELEMETRY_SWEEP_INTERVAL_MS,
  );
  sweeper.unref();

  return {
    add(deviceId: number, point: TelemetryReport): void {
      latest.set(deviceId, point);
    },
    /** Writes what is waiting now (on close, and in tests). */
    flush: async () => {
      await flushing;
      await run();
    },
    sweep,
    async close(): Promise<void> {
      clearInterval(timer);
      clearInterval(sweeper);
      await flushing;
      await run();
    },
  };
}
export type TelemetryWriter = ReturnType<typeof telemetryWriter>;
