import {
  type DeviceDetailResponse,
  deviceDetailResponseSchema,
  type DeviceEvent,
  deviceEventsQuerySchema,
  deviceEventsResponseSchema,
  type DeviceFiltersResponse,
  deviceFiltersResponseSchema,
  deviceListQuerySchema,
  deviceListResponseSchema,
  type DeviceSecretResponse,
  deviceSecretResponseSchema,
  devicesMessages,
  type DeviceSummary,
  idQuerySchema,
  registerDeviceRequestSchema,
  telemetryQuerySchema,
  type TelemetryResponse,
  telemetryResponseSchema,
} from '@ohmstead/contracts/devices';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Auth, type RouteGuard, signedInUser } from '../../../auth/auth';
import { deviceScope, managesDevices } from '../../../auth/device-scope';
import type { Config } from '../../../config';
import type { Database } from '../../../db/database';
import { recordDeviceEvent } from '../../../db/devices/events';
import type { LinkCloser } from '../../../db/devices/link-control';
import { deviceSecrets } from '../../../db/devices/secrets';
import { answerList, type CsvColumn } from '../../../http/admin-lists';
import { HttpError, notFound } from '../../../http/errors';
import { errorResponses } from '../../../http/response-schemas';
import { siteRoutes } from '../sites/site-routes';
import { checkAssignment } from './assignments';
import { deviceEventList, deviceRepository } from './device-repository';
import { deviceList, type DeviceRow, toDeviceSummary, toTelemetryPoint } from './device-rows';
import { deviceLifecycleRoutes } from './lifecycle-routes';
import { newSecretRoute } from './secret-route';

const DEVICE_CSV: CsvColumn<DeviceSummary>[] = [
  { header: 'Serial', value: (d) => d.serial },
  { header: 'Product', value: (d) => d.productName },
  { header: 'Site', value: (d) => d.siteName },
  { header: 'Status', value: (d) => d.status },
  { header: 'Faults', value: (d) => d.faults.join(', ') },
  { header: 'Last seen', value: (d) => d.lastSeenAt },
  { header: 'Power (kW)', value: (d) => d.powerKw },
];

/** Telemetry of a range is averaged into about this many points (the chart's width). */
const TELEMETRY_BUCKETS = 120;

type Repository = ReturnType<typeof deviceRepository>;

/** A device's detail: its summary with its product, place, people, state, firmware and latest updates. */
function deviceDetail(
  row: DeviceRow,
  extra: Record<string, unknown>,
  firmware: Awaited<ReturnType<Repository['firmware']>>,
  updates: Awaited<ReturnType<Repository['recentUpdates']>>,
): DeviceDetailResponse['device'] {
  const person = (personId: unknown, name: unknown) =>
    personId === null || personId === undefined ? null : { id: Number(personId), name: String(name) };
  const summary = toDeviceSummary(row);
  return {
    ...summary,
    productCode: String(extra.code),
    ratedPowerKw: Number(extra.rated),
    state: extra.state as DeviceDetailResponse['device']['state'],
    connected: summary.status !== 'offline' && summary.status !== 'decommissioned',
    installedAt: extra.installed_at ? new Date(extra.installed_at as string).toISOString() : null,
    installedBy: person(extra.installer_id, extra.installer),
    owner: person(extra.owner_id, extra.owner),
    publicCharging: Boolean(extra.public_charging),
    latitude: extra.latitude === null ? null : Number(extra.latitude),
    longitude: extra.longitude === null ? null : Number(extra.longitude),
    siteAddress: (extra.address as string | null) ?? null,
    decommissionedAt: extra.decommissioned_at
      ? new Date(extra.decommissioned_at as string).toISOString()
      : null,
    firmware: firmware.map((f) => ({
      componentId: Number(f.component_id),
      component: f.code,
      name: f.name,
      version: f.version,
    })),
    latest: row.last_telemetry && row.last_telemetry.at ? toTelemetryPoint(row.last_telemetry) : null,
    updates: updates.map((u) => ({
      rolloutId: Number(u.rollout_id),
      component: String(u.component),
      version: String(u.version),
      previousVersion: (u.previous_version as string | null) ?? null,
      phase: String(u.phase),
      progress: Number(u.progress),
      message: (u.message as string | null) ?? null,
      updatedAt: new Date(u.updated_at as string).toISOString(),
    })),
  };
}

interface DeviceRouteOptions {
  db: Database;
  guard: RouteGuard;
  devices: Repository;
  /** The device if the user may see it, else a 404 (the same answer as for no device at all). */
  visibleDevice: (request: FastifyRequest, id: number) => Promise<DeviceRow>;
}

/** The list and its filters, a device's detail, telemetry and history, within the user's scope. */
const deviceReadRoutes: FastifyPluginAsyncZod<DeviceRouteOptions> = async (
  app,
  { db, guard, devices, visibleDevice },
) => {
  app.get(
    '/Devices/GetAll',
    {
      ...guard,
      // A page as JSON, or the CSV (a stream).
      schema: {
        querystring: deviceListQuerySchema,
        response: { 200: deviceListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      return answerList<DeviceRow, DeviceSummary, typeof query.sort>(reply, {
        db,
        source: deviceList(query, deviceScope(signedInUser(request))),
        query,
        toItem: toDeviceSummary,
        csv: { fileName: 'devices.csv', columns: DEVICE_CSV },
      });
    },
  );

  const filtersSchema = { response: { 200: deviceFiltersResponseSchema, ...errorResponses(401, 403) } };
  app.get(
    '/Devices/GetFilters',
    { ...guard, schema: filtersSchema },
    async (request, reply): Promise<DeviceFiltersResponse> => {
      const user = signedInUser(request);
      const scope = deviceScope(user);
      const [products, sites] = await devices.filterOptions(scope);
      reply.header('Cache-Control', 'private, no-store');
      const option = (row: { id: number; name: string }) => ({ id: Number(row.id), name: row.name });
      return {
        responseStatusCode: 200,
        products: products.map(option),
        sites: sites.map(option),
        canRegister: managesDevices(user.roles),
      };
    },
  );

  app.get(
    '/Devices/GetDevice',
    {
      ...guard,
      schema: {
        querystring: idQuerySchema,
        response: { 200: deviceDetailResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply): Promise<DeviceDetailResponse> => {
      const { id } = request.query;
      const row = await visibleDevice(request, id);
      const [extra, firmware, updates] = await Promise.all([
        devices.detailExtra(id),
        devices.firmware(id),
        devices.recentUpdates(id),
      ]);
      reply.header('Cache-Control', 'private, no-store');
      return { responseStatusCode: 200, device: deviceDetail(row, extra!, firmware, updates) };
    },
  );

  app.get(
    '/Devices/GetTelemetry',
    {
      ...guard,
      schema: {
        querystring: telemetryQuerySchema,
        response: { 200: telemetryResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply): Promise<TelemetryResponse> => {
      const { id, hours } = request.query;
      await visibleDevice(request, id);
      const bucket = Math.round((hours * 3600) / TELEMETRY_BUCKETS);
      const rows = await devices.telemetry(id, hours, bucket);
      reply.header('Cache-Control', 'private, no-store');
      return { responseStatusCode: 200, points: rows.map(toTelemetryPoint) };
    },
  );

  app.get(
    '/Devices/GetEvents',
    {
      ...guard,
      // A page as JSON, or the CSV (a stream).
      schema: {
        querystring: deviceEventsQuerySchema,
        response: { 200: deviceEventsResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      await visibleDevice(request, query.id);
      return answerList<Record<string, unknown>, DeviceEvent, 'at'>(reply, {
        db,
        source: deviceEventList(query),
        query,
        toItem: (row) => ({
          id: Number(row.id),
          at: new Date(row.at as string).toISOString(),
          kind: row.kind as DeviceEvent['kind'],
          severity: row.severity as DeviceEvent['severity'],
          message: String(row.message),
        }),
        csv: {
          fileName: `device-${query.id}-events.csv`,
          columns: [
            { header: 'At', value: (e) => e.at },
            { header: 'Severity', value: (e) => e.severity },
            { header: 'Event', value: (e) => e.kind },
            { header: 'Message', value: (e) => e.message },
          ],
        },
      });
    },
  );
};

/** Registering a device and issuing it a new secret (staff; `guard` is the staff guard here). */
const deviceRegistrationRoutes: FastifyPluginAsyncZod<DeviceRouteOptions> = async (
  app,
  { db, guard: staff, devices, visibleDevice },
) => {
  app.post(
    '/Devices/Register',
    {
      ...staff,
      schema: {
        body: registerDeviceRequestSchema,
        response: { 201: deviceSecretResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply): Promise<DeviceSecretResponse> => {
      const body = request.body;
      await checkAssignment(db, body);
      const result = await db.transaction(async (tx) => {
        const id = await deviceRepository(tx).insert(body);
        if (id === undefined) return undefined;
        await recordDeviceEvent(tx, id, 'registered', 'Registered');
        return { id, secret: await deviceSecrets(tx).issue(id, 'registered') };
      });
      if (!result) throw new HttpError(409, devicesMessages.serialTaken);
      const row = await devices.summaryRow(result.id);
      reply.header('Cache-Control', 'no-store');
      return reply.status(201).send({
        responseStatusCode: 201,
        message: devicesMessages.registered,
        device: toDeviceSummary(row!),
        secret: result.secret,
      });
    },
  );

  app.post(
    '/Devices/IssueSecret',
    newSecretRoute(staff),
    async (request, reply): Promise<DeviceSecretResponse> => {
      const { id } = request.query;
      const row = await visibleDevice(request, id);
      if (row.status === 'decommissioned') throw new HttpError(409, devicesMessages.isDecommissioned);
      const secret = await db.transaction((tx) => deviceSecrets(tx).issue(id, 'reissued'));
      reply.header('Cache-Control', 'no-store');
      return {
        responseStatusCode: 200,
        message: devicesMessages.secretIssued,
        device: toDeviceSummary(row),
        secret,
      };
    },
  );
};

/**
 * Devices (/admin/devices; the dashboard roles): the list, a device's detail, telemetry and history, each
 * within the user's scope (auth/device-scope.ts; a device outside it is "not found"); registering a device
 * and issuing its secret (staff). Editing and decommissioning are in lifecycle-routes.ts, Application
 * Engineering's sites in site-routes.ts.
 */
export const devicesRoutes: FastifyPluginAsyncZod<{
  config: Config;
  db: Database;
  auth: Auth;
  link: LinkCloser;
}> = async (app, { db, auth, link }) => {
  const guard = { preValidation: auth.requireCapability('devices') };
  const staff = { preValidation: auth.requireCapability('ota') };
  const devices = deviceRepository(db);

  async function visibleDevice(request: FastifyRequest, id: number): Promise<DeviceRow> {
    const row = await devices.summaryRow(id, deviceScope(signedInUser(request)));
    if (!row) throw notFound(devicesMessages.notFound);
    return row;
  }

  await app.register(deviceReadRoutes, { db, guard, devices, visibleDevice });
  await app.register(deviceRegistrationRoutes, { db, guard: staff, devices, visibleDevice });
  await app.register(deviceLifecycleRoutes, { db, auth, link });
  await app.register(siteRoutes, { db, auth });
};
