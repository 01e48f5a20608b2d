import {
  type Charger,
  type ChargingSession,
  type historyQuerySchema,
  OPEN_SESSION_STATUSES,
} from '@ohmstead/contracts/ev-charging';
import sql, { type Sql } from 'sql-template-tag';
import type { z } from 'zod';
import type { Queryable } from '../../../db/database';
import { deviceStatusSql, inServiceSql } from '../../../db/devices/status-sql';
import type { ListSource } from '../../../http/admin-lists';

const CHARGER_SELECT = sql`d.id AS charger_id, d.serial, p.name AS product_name, s.name AS site_name,
  ${deviceStatusSql('d')} AS charger_status, p.rated_power_kw::float AS rated,
  COALESCE(s.tariff_per_kwh, 0.35)::float AS tariff`;
const CHARGER_FROM = sql`devices d JOIN products p ON p.id = d.product_id
  LEFT JOIN installation_sites s ON s.id = d.site_id`;
const SESSION_SELECT = sql`cs.id, cs.status, cs.created_at, cs.started_at, cs.ended_at, cs.current_limit_a,
  cs.battery_kwh, cs.start_soc_percent, cs.soc_percent, cs.energy_kwh, cs.max_power_kw, cs.tariff_per_kwh::float AS session_tariff,
  cs.end_reason, (d.last_telemetry ->> 'power_kw')::float AS power_now, ${CHARGER_SELECT}`;
const SESSION_FROM = sql`charging_sessions cs JOIN devices d ON d.id = cs.device_id JOIN products p ON p.id = d.product_id
  LEFT JOIN installation_sites s ON s.id = d.site_id`;

type Row = Record<string, unknown>;
type HistoryQuery = z.output<typeof historyQuerySchema>;
const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);
export const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

const toCharger = (row: Row): Charger => ({
  id: Number(row.charger_id),
  serial: String(row.serial),
  name: String(row.product_name),
  siteName: (row.site_name as string | null) ?? null,
  status: row.charger_status as Charger['status'],
  ratedPowerKw: Number(row.rated),
  tariffPerKwh: Number(row.tariff),
});

export const toSession = (row: Row): ChargingSession => {
  const energyKwh = Number(row.energy_kwh ?? 0);
  const status = row.status as ChargingSession['status'];
  return {
    id: Number(row.id),
    status,
    charger: toCharger(row),
    createdAt: iso(row.created_at)!,
    startedAt: iso(row.started_at),
    endedAt: iso(row.ended_at),
    currentLimitA: num(row.current_limit_a),
    batteryKwh: num(row.battery_kwh),
    startSocPercent: num(row.start_soc_percent),
    socPercent: num(row.soc_percent),
    energyKwh,
    powerKw: status === 'charging' ? (num(row.power_now) ?? 0) : null,
    maxPowerKw: Number(row.max_power_kw ?? 0),
    cost: Math.round(energyKwh * Number(row.session_tariff) * 100) / 100,
    endReason: (row.end_reason as string | null) ?? null,
  };
};

/** A driver's charging history, their own sessions only, within the query's dates. */
export const sessionHistory = (query: HistoryQuery, userId: number): ListSource<HistoryQuery['sort']> => ({
  select: SESSION_SELECT,
  from: SESSION_FROM,
  where: [
    sql`cs.user_id = ${userId}`,
    ...(query.from ? [sql`cs.created_at >= ${query.from}`] : []),
    ...(query.to ? [sql`cs.created_at <= ${query.to}`] : []),
  ],
  orderBy: { createdAt: sql`cs.created_at`, energy: sql`cs.energy_kwh` },
  tieBreaker: sql`cs.id`,
});

/** A driver's sessions, month totals and the chargers they may use. */
function driverReads(db: Queryable) {
  const run = (query: Sql) => db.query<Row>(query.text, query.values);
  const usable = (scope: Sql) =>
    sql`p.kind = 'charge-post' AND ${inServiceSql('d')} AND (d.public_charging OR ${scope})`;

  return {
    /** One of the user's own sessions; undefined for anyone else's. */
    async ownSession(id: number, userId: number): Promise<ChargingSession | undefined> {
      const [row] = await run(
        sql`SELECT ${SESSION_SELECT} FROM ${SESSION_FROM} WHERE cs.id = ${id} AND cs.user_id = ${userId}`,
      );
      return row && toSession(row);
    },

    /** The user's latest session that has not ended. */
    async activeSession(userId: number): Promise<ChargingSession | undefined> {
      const [row] = await run(
        sql`SELECT ${SESSION_SELECT} FROM ${SESSION_FROM} WHERE cs.user_id = ${userId}
            AND cs.status IN ('connecting', 'awaiting-plug', 'plugged-in', 'charging') ORDER BY cs.id DESC LIMIT 1`,
      );
      return row && toSession(row);
    },

    /** The first 50 chargers the user may use, by site and serial. */
    async usableChargers(scope: Sql): Promise<Charger[]> {
      const rows = await run(
        sql`SELECT ${CHARGER_SELECT} FROM ${CHARGER_FROM} WHERE ${usable(scope)} ORDER BY s.name, d.serial LIMIT 50`,
      );
      return rows.map(toCharger);
    },

    /** The charger with this serial if the user may use it. */
    async usableCharger(serial: string, scope: Sql): Promise<Charger | undefined> {
      const [row] = await run(
        sql`SELECT ${CHARGER_SELECT} FROM ${CHARGER_FROM} WHERE d.serial = ${serial} AND ${usable(scope)}`,
      );
      return row && toCharger(row);
    },

    /** The user's three latest sessions that have ended. */
    async recentSessions(userId: number): Promise<ChargingSession[]> {
      const rows = await run(
        sql`SELECT ${SESSION_SELECT} FROM ${SESSION_FROM} WHERE cs.user_id = ${userId}
            AND cs.status IN ('completed', 'stopped', 'failed') ORDER BY cs.created_at DESC LIMIT 3`,
      );
      return rows.map(toSession);
    },

    /** The energy and number of the user's sessions this calendar month. */
    async monthTotals(userId: number): Promise<{ energyKwh: number; sessions: number }> {
      const [row] = await db.query<{ energy: number | null; n: string }>(
        `SELECT sum(energy_kwh) AS energy, count(*) AS n FROM charging_sessions
         WHERE user_id = $1 AND created_at >= date_trunc('month', now())`,
        [userId],
      );
      return { energyKwh: Number(row?.energy ?? 0), sessions: Number(row?.n ?? 0) };
    },

    async hasOpenSession(userId: number): Promise<boolean> {
      const [open] = await db.query(
        `SELECT 1 FROM charging_sessions WHERE user_id = $1 AND status = ANY ($2)`,
        [userId, OPEN_SESSION_STATUSES],
      );
      return open !== undefined;
    },
  };
}

/** A session's start, cancel and current limit, and its charger's power curve. */
function sessionWrites(db: Queryable) {
  return {
    /** A new session on a charger; a charger with an open session already fails with error 23505. */
    async insertSession(deviceId: number, userId: number, tariffPerKwh: number): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO charging_sessions (device_id, user_id, status, tariff_per_kwh) VALUES ($1, $2, 'connecting', $3)
         RETURNING id`,
        [deviceId, userId, tariffPerKwh],
      );
      return Number(row!.id);
    },

    /** Ends a session the driver cancels before it charges (one that charges ends when the charger says). */
    async cancelBeforeCharging(sessionId: number): Promise<void> {
      await db.query(
        `UPDATE charging_sessions SET status = 'stopped', ended_at = now(), end_reason = 'Cancelled by the driver'
         WHERE id = $1 AND status <> 'charging'`,
        [sessionId],
      );
    },

    async setCurrentLimit(sessionId: number, currentLimitA: number | undefined): Promise<void> {
      await db.query(`UPDATE charging_sessions SET current_limit_a = $2 WHERE id = $1`, [
        sessionId,
        currentLimitA,
      ]);
    },

    /** The charger's power and state of charge from `from` to `to` (now when open), at most 2000 points. */
    powerCurve(deviceId: number, from: string, to: string | null) {
      return db.query<{ at: Date; power_kw: number; soc_percent: number | null }>(
        `SELECT at, power_kw, soc_percent FROM device_telemetry
         WHERE device_id = $1 AND at >= $2 AND at <= COALESCE($3::timestamptz, now()) ORDER BY at LIMIT 2000`,
        [deviceId, from, to],
      );
    },
  };
}

/**
 * Chargers and charging sessions. A charger is usable by a driver when it is a charge post in service that
 * is public or within their device scope (`scope`, auth/device-scope.ts).
 */
export function chargingRepository(db: Queryable) {
  return { ...driverReads(db), ...sessionWrites(db) };
}
