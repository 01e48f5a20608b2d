import {
  type ChargingSession,
  connectRequestSchema,
  currentLimitRequestSchema,
  type EvDashboardResponse,
  evDashboardResponseSchema,
  evMessages,
  historyQuerySchema,
  historyResponseSchema,
  OPEN_SESSION_STATUSES,
  sessionIdRequestSchema,
  type SessionResponse,
  sessionResponseSchema,
  transactionQuerySchema,
  type TransactionResponse,
  transactionResponseSchema,
} from '@ohmstead/contracts/ev-charging';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Auth, type RouteGuard, signedInUser } from '../../../auth/auth';
import { deviceScope } from '../../../auth/device-scope';
import type { Database } from '../../../db/database';
import { type CommandSender, deviceCommands } from '../../../db/devices/commands';
import { answerList } from '../../../http/admin-lists';
import { HttpError, notFound } from '../../../http/errors';
import { errorResponses } from '../../../http/response-schemas';
import { chargingRepository, num, sessionHistory, toSession } from './session-repository';

/** The EV charger app's shared reads and the one way a charging command is sent. */
function chargingContext(db: Database, commands: CommandSender) {
  const sessions = chargingRepository(db);
  const scopeOf = (request: FastifyRequest) => deviceScope(signedInUser(request));

  async function ownSession(request: FastifyRequest, id: number): Promise<ChargingSession> {
    const session = await sessions.ownSession(id, signedInUser(request).id);
    if (!session) throw notFound(evMessages.sessionNotFound);
    return session;
  }

  const answer = (session: ChargingSession): SessionResponse => ({ responseStatusCode: 200, session });

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
        if (session.status !== 'charging') await chargingRepository(tx).cancelBeforeCharging(sessionId);
      } else {
        await queue.enqueue(session.charger.id, kind, { sessionId, currentLimitA: currentLimitA! }, user.id);
        await chargingRepository(tx).setCurrentLimit(sessionId, currentLimitA);
      }
    });
    commands.notify(session.charger.id);
    return answer(await ownSession(request, sessionId));
  }

  return { sessions, scopeOf, ownSession, answer, command };
}

interface EvRouteOptions {
  db: Database;
  guard: RouteGuard;
  commands: CommandSender;
  charging: ReturnType<typeof chargingContext>;
}

/** The dashboard, connecting to a charger (a reserve command) and one session. */
const evSessionRoutes: FastifyPluginAsyncZod<EvRouteOptions> = async (
  app,
  { db, guard, commands, charging },
) => {
  const { sessions, scopeOf, ownSession, answer } = charging;

  const dashboardSchema = { response: { 200: evDashboardResponseSchema, ...errorResponses(401, 403) } };
  app.get(
    '/EvCharging/GetDashboard',
    { ...guard, schema: dashboardSchema },
    async (request, reply): Promise<EvDashboardResponse> => {
      const user = signedInUser(request);
      const [active, chargers, recent, month] = await Promise.all([
        sessions.activeSession(user.id),
        sessions.usableChargers(scopeOf(request)),
        sessions.recentSessions(user.id),
        sessions.monthTotals(user.id),
      ]);
      reply.header('Cache-Control', 'private, no-store');
      return {
        responseStatusCode: 200,
        active: active ?? null,
        chargers,
        recent,
        monthEnergyKwh: Math.round(month.energyKwh * 100) / 100,
        monthSessions: month.sessions,
      };
    },
  );

  app.post(
    '/EvCharging/Connect',
    {
      ...guard,
      schema: {
        body: connectRequestSchema,
        response: { 201: sessionResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply): Promise<SessionResponse> => {
      const user = signedInUser(request);
      const { code } = request.body;
      const charger = await sessions.usableCharger(code, scopeOf(request));
      if (!charger) throw notFound(evMessages.chargerNotFound);
      if (charger.status === 'offline') throw new HttpError(409, evMessages.chargerOffline);
      if (charger.status === 'fault') throw new HttpError(409, evMessages.chargerFault);
      if (await sessions.hasOpenSession(user.id)) throw new HttpError(409, evMessages.sessionOpen);
      const deviceId = charger.id;
      let sessionId: number;
      try {
        sessionId = await db.transaction(async (tx) => {
          const id = await chargingRepository(tx).insertSession(deviceId, user.id, charger.tariffPerKwh);
          await deviceCommands(tx).enqueue(deviceId, 'charging.reserve', { sessionId: id }, user.id);
          return id;
        });
      } catch (error) {
        // The one-open-session-per-charger index: someone else is on it.
        if ((error as { code?: string }).code === '23505') throw new HttpError(409, evMessages.chargerBusy);
        throw error;
      }
      commands.notify(deviceId);
      return reply
        .status(201)
        .send({ responseStatusCode: 201, session: await ownSession(request, sessionId) });
    },
  );

  app.get(
    '/EvCharging/GetSession',
    {
      ...guard,
      schema: {
        querystring: transactionQuerySchema,
        response: { 200: sessionResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.query;
      reply.header('Cache-Control', 'private, no-store');
      return answer(await ownSession(request, id));
    },
  );
};

/** The commands that carry a current limit, and the state a session must be in for each. */
const CURRENT_LIMIT_COMMANDS = [
  {
    path: '/EvCharging/Start',
    name: 'charging.start',
    requiredStatus: 'plugged-in',
    refusal: evMessages.notPluggedIn,
  },
  {
    path: '/EvCharging/SetCurrentLimit',
    name: 'charging.set-current-limit',
    requiredStatus: 'charging',
    refusal: evMessages.notCharging,
  },
] as const;

/** Start, set the current limit, stop: a command to the charger for one of the user's open sessions. */
const evCommandRoutes: FastifyPluginAsyncZod<EvRouteOptions> = async (
  app,
  { guard, charging: { command } },
) => {
  // A session that ended, or is not in the state the command needs, is a 409.
  const response = { 200: sessionResponseSchema, ...errorResponses(400, 401, 403, 404, 409) };
  for (const { path, name, requiredStatus, refusal } of CURRENT_LIMIT_COMMANDS) {
    app.post(path, { ...guard, schema: { body: currentLimitRequestSchema, response } }, async (request) => {
      const { sessionId, currentLimitA } = request.body;
      return command(
        request,
        sessionId,
        name,
        (session) => {
          if (session.status !== requiredStatus) throw new HttpError(409, refusal);
        },
        currentLimitA,
      );
    });
  }

  app.post(
    '/EvCharging/Stop',
    { ...guard, schema: { body: sessionIdRequestSchema, response } },
    async (request) => {
      const { sessionId } = request.body;
      return command(request, sessionId, 'charging.stop', () => {});
    },
  );
};

/** The user's charging history (a list with a CSV) and one transaction with its power curve. */
const evHistoryRoutes: FastifyPluginAsyncZod<EvRouteOptions> = async (app, { db, guard, charging }) => {
  const { sessions, ownSession } = charging;

  app.get(
    '/EvCharging/GetHistory',
    {
      ...guard,
      // A page as JSON, or the CSV (a stream).
      schema: {
        querystring: historyQuerySchema,
        response: { 200: historyResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      return answerList<Record<string, unknown>, ChargingSession, typeof query.sort>(reply, {
        db,
        source: sessionHistory(query, signedInUser(request).id),
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
    },
  );

  app.get(
    '/EvCharging/GetTransaction',
    {
      ...guard,
      schema: {
        querystring: transactionQuerySchema,
        response: { 200: transactionResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply): Promise<TransactionResponse> => {
      const { id } = request.query;
      const session = await ownSession(request, id);
      const curve = session.startedAt
        ? await sessions.powerCurve(session.charger.id, session.startedAt, session.endedAt)
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
    },
  );
};

/**
 * The EV charger app (docs/product.md §3.2; SuperAdmin, Admin, Vendor, Manager), driven end to end by a charge post
 * over the device link: a driver may use a public charger or one they may see (auth/device-scope.ts); every
 * other charger is "not found". A driver sees only their own sessions.
 */
export const evChargingRoutes: FastifyPluginAsyncZod<{
  db: Database;
  auth: Auth;
  commands: CommandSender;
}> = async (app, { db, auth, commands }) => {
  const guard = { preValidation: auth.requireCapability('evChargerAndChatAgent') };
  const options = { db, guard, commands, charging: chargingContext(db, commands) };
  await app.register(evSessionRoutes, options);
  await app.register(evCommandRoutes, options);
  await app.register(evHistoryRoutes, options);
};
