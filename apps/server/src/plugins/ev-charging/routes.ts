import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import sql, { type Sql } from 'sql-template-tag';
import {
  OPEN_SESSION_STATUSES,
  connectRequestSchema,
  currentLimitRequestSchema,
  evMessages,
  historyQuerySchema,
  sessionIdRequestSchema,
  transactionQuerySchema,
  type Charger,
  type ChargingSession,
  type EvDashboardResponse,
  type SessionResponse,
  type TransactionResponse,
} from '@ohmstead/contracts/ev-charging';
import { signedInUser, type Auth } from '../../auth/auth';
import { deviceScope } from '../../auth/device-scope';
import type { Database } from '../../db/database';
import { deviceCommands, type CommandSender } from '../../db/devices/commands';
import { deviceStatusSql, inServiceSql } from '../../db/devices/status-sql';
import { answerList } from '../../http/admin-lists';
import { HttpError, notFound } from '../../http/errors';
import { parseInput } from '../../http/validate';

const CHARGER_SELECT = sql`d.id AS charger_id, d.serial, p.name AS product_name, s.name AS site_name,
  ${deviceStatusSql('d')} AS charger_status, p.rated_power_kw::float AS rated,
  COALESCE(s.tariff_per_kwh, 0.35)::float AS tariff`;
const SESSION_SELECT = sql`cs.id, cs.status, cs.created_at, cs.started_at, cs.ended_at, cs.current_limit_a,
  cs.battery_kwh, cs.start_soc_percent, cs.soc_percent, cs.energy_kwh, cs.max_power_kw, cs.tariff_per_kwh::float AS session_tariff,
  cs.end_reason, (d.last_telemetry ->> 'power_kw')::float AS power_now, ${CHARGER_SELECT}`;
const SESSION_FROM = sql`charging_sessions cs JOIN devices d ON d.id = cs.device_id JOIN products p ON p.id = d.product_id
  LEFT JOIN installation_sites s ON s.id = d.site_id`;

type Row = Record<string, unknown>;
const iso = (value: unknown) => (value ? new Date(value as string).toISOString() : null);
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

const toCharger = (row: Row): Charger => ({
  id: Number(row.charger_id),
  serial: String(row.serial),
  name: String(row.product_name),
  siteName: (row.site_name as string | null) ?? null,
  status: row.charger_status as Charger['status'],
  ratedPowerKw: Number(row.rated),
  tariffPerKwh: Number(row.tariff),
});

const toSession = (row: Row): ChargingSession => {
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

/**
 * The EV charger app (docs/product.md §3.2; SuperAdmin, Admin, Vendor, Manager), driven end to end by a charge post
 * over the device link: a driver may use a public charger or one they may see (auth/device-scope.ts); every
 * other charger is "not found". A driver sees only their own sessions.
 */
export const evChargingRoutes: FastifyPluginAsync<{
  db: Database;
  auth: Auth;
  commands: CommandSender;
}> = async (app, { db, auth, commands }) => {
  const guard = { preHandler: auth.requireCapability('evChargerAndChatAgent') };
  const run = <T = Row>(query: Sql) => db.query<T>(query.text, query.values);
  const usable = (request: FastifyRequest) =>
    sql`p.kind = 'charge-post' AND ${inServiceSql('d')} AND (d.public_charging OR ${deviceScope(signedInUser(request))})`;

  async function ownSession(request: FastifyRequest, id: number): Promise<ChargingSession> {
    const [row] = await run(
      sql`SELECT ${SESSION_SELECT} FROM ${SESSION_FROM} WHERE cs.id = ${id} AND cs.user_id = ${signedInUser(request).id}`,
    );
    if (!row) throw notFound(evMessages.sessionNotFound);
    return toSession(row);
  }

  const answer = (session: ChargingSession): SessionResponse => ({ responseStatusCode: 200, session });

  app.get('/EvCharging/GetDashboard', guard, async (request, reply): Promise<EvDashboardResponse> => {
    const user = signedInUser(request);
    const [active, chargers, recent, month] = await Promise.all([
      run(
        sql`SELECT ${SESSION_SELECT} FROM ${SESSION_FROM} WHERE cs.user_id = ${user.id}
            AND cs.status IN ('connecting', 'awaiting-plug', 'plugged-in', 'charging') ORDER BY cs.id DESC LIMIT 1`,
      ),
      run(
        sql`SELECT ${CHARGER_SELECT} FROM devices d JOIN products p ON p.id = d.product_id
            LEFT JOIN installation_sites s ON s.id = d.site_id WHERE ${usable(request)} ORDER BY s.name, d.serial LIMIT 50`,
      ),
      run(
        sql`SELECT ${SESSION_SELECT} FROM ${SESSION_FROM} WHERE cs.user_id = ${user.id}
            AND cs.status IN ('completed', 'stopped', 'failed') ORDER BY cs.created_at DESC LIMIT 3`,
      ),
      db.query<{ energy: number | null; n: string }>(
        `SELECT sum(energy_kwh) AS energy, count(*) AS n FROM charging_sessions
         WHERE user_id = $1 AND created_at >= date_trunc('month', now())`,
        [user.id],
      ),
    ]);
    reply.header('Cache-Control', 'private, no-store');
    return {
      responseStatusCode: 200,
      active: active[0] ? toSession(active[0]) : null,
      chargers: chargers.map(toCharger),
      recent: recent.map(toSession),
      monthEnergyKwh: Math.round(Number(month[0]?.energy ?? 0) * 100) / 100,
      monthSessions: Number(month[0]?.n ?? 0),
    };
  });

  app.post('/EvCharging/Connect', guard, async (request, reply): Promise<SessionResponse> => {
    const user = signedInUser(request);
    const { code } = parseInput(connectRequestSchema, request.body);
    const [charger] = await run(
      sql`SELECT ${CHARGER_SELECT} FROM devices d JOIN products p ON p.id = d.product_id
          LEFT JOIN installation_sites s ON s.id = d.site_id WHERE d.serial = ${code} AND ${usable(request)}`,
    );
    if (!charger) throw notFound(evMessages.chargerNotFound);
    if (charger.charger_status === 'offline') throw new HttpError(409, evMessages.chargerOffline);
    if (charger.charger_status === 'fault') throw new HttpError(409, evMessages.chargerFault);
    const [open] = await db.query(
      `SELECT 1 FROM charging_sessions WHERE user_id = $1 AND status = ANY ($2)`,
      [user.id, OPEN_SESSION_STATUSES],
    );
    if (open) throw new HttpError(409, evMessages.sessionOpen);
    const deviceId = Number(charger.charger_id);
    let sessionId: number;
    try {
      sessionId = await db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO charging_sessions (device_id, user_id, status, tariff_per_kwh) VALUES ($1, $2, 'connecting', $3)
           RETURNING id`,
          [deviceId, user.id, charger.tariff],
        );
        const id = Number(row!.id);
        await deviceCommands(tx).enqueue(deviceId, 'charging.reserve', { sessionId: id }, user.id);
        return id;
      });
    } catch (error) {
      // The one-open-session-per-charger index: someone else is on it.
      if ((error as { code?: string }).code === '23505') throw new HttpError(409, evMessages.chargerBusy);
      throw error;
    }
    commands.notify(deviceId);
    return reply.status(201).send({ responseStatusCode: 201, session: await ownSession(request, sessionId) });
  });

  app.get('/EvCharging/GetSession', guard, async (request, reply) => {
    const { id } = parseInput(transactionQuerySchema, request.query, 'query');
    reply.header('Cache-Control', 'private, no-store');
    return answer(await ownSession(request, id));
  });

  /** Sends a charging command for one of the user's open sessions, after `check` says it fits. */
  async function command(
    request: FastifyRequest,
    sessionId: number,
    kind: 'charging.start' | 'charging.set-current-limit' | 'charging.stop',
    check: (session: ChargingSession) => void,
    currentLimitA?: number,
  ): Promise<SessionResponse> {
    const session = await ownSession(request, sessionId);
    if (!OPEN_SESSION_STATUSES.includes(session.status)) throw new HttpError(409, evMessages.sessionEnded);
    check(session);
    const user = signedInUser(request);
    await db.transaction(async (tx) => {
      const queue = deviceCommands(tx);
      if (kind === 'charging.stop') {
        await queue.enqueue(session.charger.id, kind, { sessionId }, user.id);
        // Not charging yet: the session ends now; the charger releases its reservation when told.
        if (session.status !== 'charging')
          await tx.query(
            `UPDATE charging_sessions SET status = 'stopped', ended_at = now(), end_reason = 'Cancelled by the driver'
             WHERE id = $1 AND status <> 'charging'`,
            [sessionId],
          );
      } else {
        await queue.enqueue(session.charger.id, kind, { sessionId, currentLimitA: currentLimitA! }, user.id);
        await tx.query(`UPDATE charging_sessions SET current_limit_a = $2 WHERE id = $1`, [
          sessionId,
          currentLimitA,
        ]);
      }
    });
    commands.notify(session.charger.id);
    return answer(await ownSession(request, sessionId));
  }

  app.post('/EvCharging/Start', guard, async (request) => {
    const body = parseInput(currentLimitRequestSchema, request.body);
    return command(
      request,
      body.sessionId,
      'charging.start',
      (session) => {
        if (session.status !== 'plugged-in') throw new HttpError(409, evMessages.notPluggedIn);
      },
      body.currentLimitA,
    );
  });

  app.post('/EvCharging/SetCurrentLimit', guard, async (request) => {
    const body = parseInput(currentLimitRequestSchema, request.body);
    return command(
      request,
      body.sessionId,
      'charging.set-current-limit',
      (session) => {
        if (session.status !== 'charging') throw new HttpError(409, evMessages.notCharging);
      },
      body.currentLimitA,
    );
  });

  app.post('/EvCharging/Stop', guard, async (request) => {
    const { sessionId } = parseInput(sessionIdRequestSchema, request.body);
    return command(request, sessionId, 'charging.stop', () => {});
  });

  app.get('/EvCharging/GetHistory', guard, async (request, reply) => {
    const query = parseInput(historyQuerySchema, request.query, 'query');
    return answerList<Row, ChargingSession, typeof query.sort>(reply, {
      db,
      source: {
        select: SESSION_SELECT,
        from: SESSION_FROM,
        where: [
          sql`cs.user_id = ${signedInUser(request).id}`,
          ...(query.from ? [sql`cs.created_at >= ${query.from}`] : []),
          ...(query.to ? [sql`cs.created_at <= ${query.to}`] : []),
        ],
        orderBy: { createdAt: sql`cs.created_at`, energy: sql`cs.energy_kwh` },
        tieBreaker: sql`cs.id`,
      },
      query,
      toItem: toSession,
      csv: {
        fileName: 'charging-history.csv',
        columns: [
          { header: 'Started', value: (s) => s.startedAt ?? s.createdAt },
          { header: 'Ended', value: (s) => s.endedAt },
          { header: 'Charger', value: (s) => s.charger.serial },
          { header: 'Site', value: (s) => s.charger.siteName },
          { header: 'Energy (kWh)', value: (s) => s.energyKwh },
          { header: 'Cost', value: (s) => s.cost },
          { header: 'Status', value: (s) => s.status },
        ],
      },
    });
  });

  app.get('/EvCharging/GetTransaction', guard, async (request, reply): Promise<TransactionResponse> => {
    const { id } = parseInput(transactionQuerySchema, request.query, 'query');
    const session = await ownSession(request, id);
    const curve = session.startedAt
      ? await db.query<{ at: Date; power_kw: number; soc_percent: number | null }>(
          `SELECT at, power_kw, soc_percent FROM device_telemetry
           WHERE device_id = $1 AND at >= $2 AND at <= COALESCE($3::timestamptz, now()) ORDER BY at LIMIT 2000`,
          [session.charger.id, session.startedAt, session.endedAt],
        )
      : [];
    reply.header('Cache-Control', 'private, no-store');
    return {
      responseStatusCode: 200,
      session,
      curve: curve.map((point) => ({
        at: new Date(point.at).toISOString(),
        powerKw: Number(point.power_kw),
        socPercent: num(point.soc_percent),
      })),
    };
  });
};
