import {
  decommissionRequestSchema,
  type DeviceAssigneesResponse,
  deviceAssigneesResponseSchema,
  type DeviceChangeResponse,
  deviceChangeResponseSchema,
  type DeviceSecretResponse,
  devicesMessages,
  idQuerySchema,
  updateDeviceRequestSchema,
} from '@ohmstead/contracts/devices';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type Auth, type RouteGuard, signedInUser } from '../../../auth/auth';
import type { Database, Queryable } from '../../../db/database';
import { recordDeviceEvent } from '../../../db/devices/events';
import type { LinkCloser } from '../../../db/devices/link-control';
import { deviceSecrets } from '../../../db/devices/secrets';
import { HttpError, notFound } from '../../../http/errors';
import { errorResponses } from '../../../http/response-schemas';
import { queryFirst } from '../../../http/validate';
import { assignees, type Assignment, checkAssignment, type Named } from './assignments';
import { deviceRepository, type EditableDevice } from './device-repository';
import { toDeviceSummary } from './device-rows';
import { newSecretRoute } from './secret-route';

const place = (latitude: number | null, longitude: number | null) =>
  latitude === null || longitude === null ? 'none' : `${latitude.toFixed(4)}, ${longitude.toFixed(4)}`;

const asNumber = (value: unknown) => (value === null ? null : Number(value));

/** The place an edit gives the device and each change it makes, as a line of the device's history. */
function editChanges(
  before: EditableDevice,
  after: Assignment,
  body: z.output<typeof updateDeviceRequestSchema>,
): { latitude: number | null; longitude: number | null; changes: string[] } {
  // No location given: the site's, as at registration.
  const latitude = body.latitude ?? after.site?.latitude ?? null;
  const longitude = body.longitude ?? after.site?.longitude ?? null;
  const people: [string, unknown, string | null, Named | null][] = [
    ['Product', before.product_id, before.product_name, after.product],
    ['Site', before.site_id, before.site_name, after.site],
    ['Owner', before.owner_id, before.owner, after.owner],
    ['Installed by', before.installed_by, before.installer, after.installer],
  ];
  const changes = people
    .filter(([, fromId, , to]) => asNumber(fromId) !== (to?.id ?? null))
    .map(([label, , fromName, to]) => `${label}: ${fromName ?? 'none'} → ${to?.name ?? 'none'}`);
  const [fromLat, fromLon] = [asNumber(before.latitude), asNumber(before.longitude)];
  if (fromLat !== latitude || fromLon !== longitude)
    changes.push(`Location: ${place(fromLat, fromLon)} → ${place(latitude, longitude)}`);
  if (before.public_charging !== body.publicCharging)
    changes.push(
      `Public charger: ${before.public_charging ? 'yes' : 'no'} → ${body.publicCharging ? 'yes' : 'no'}`,
    );
  return { latitude, longitude, changes };
}

/** What the lifecycle routes share: the device as an edit sees it, its summary, who made the change. */
function lifecycleContext(db: Database) {
  const devices = deviceRepository(db);

  const summary = async (on: Queryable, id: number) =>
    toDeviceSummary((await deviceRepository(on).summaryRow(id))!);

  /** The device with what an edit may change; 404 when there is none (staff see every device). */
  async function current(id: number): Promise<EditableDevice> {
    const row = await devices.editable(id);
    if (!row) throw notFound(devicesMessages.notFound);
    return row;
  }

  const userName = (request: FastifyRequest) => {
    const user = signedInUser(request);
    return `${user.firstName} ${user.lastName}`.trim() || user.userName;
  };

  return { devices, summary, current, userName };
}

interface LifecycleRouteOptions {
  db: Database;
  staff: RouteGuard;
  link: LinkCloser;
  lifecycle: ReturnType<typeof lifecycleContext>;
}

/** Who a device may be assigned to, and an edit of its product, place and people. */
const deviceEditRoutes: FastifyPluginAsyncZod<LifecycleRouteOptions> = async (
  app,
  { db, staff, lifecycle },
) => {
  const { summary, current, userName } = lifecycle;

  const assigneesSchema = { response: { 200: deviceAssigneesResponseSchema, ...errorResponses(401, 403) } };
  app.get(
    '/Devices/GetAssignees',
    { ...staff, schema: assigneesSchema },
    async (_request, reply): Promise<DeviceAssigneesResponse> => {
      reply.header('Cache-Control', 'private, no-store');
      return { responseStatusCode: 200, ...(await assignees(db)) };
    },
  );

  app.put(
    '/Devices/Update',
    {
      preValidation: [staff.preValidation, queryFirst],
      schema: {
        querystring: idQuerySchema,
        body: updateDeviceRequestSchema,
        response: { 200: deviceChangeResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply): Promise<DeviceChangeResponse> => {
      const { id } = request.query;
      const body = request.body;
      const before = await current(id);
      if (before.decommissioned_at) throw new HttpError(409, devicesMessages.isDecommissioned);
      const after = await checkAssignment(db, body);
      const { latitude, longitude, changes } = editChanges(before, after, body);
      reply.header('Cache-Control', 'no-store');
      if (changes.length === 0)
        return { responseStatusCode: 200, message: devicesMessages.unchanged, device: await summary(db, id) };

      const productChanges = asNumber(before.product_id) !== after.product.id;
      const device = await db.transaction(async (tx) => {
        const inTransaction = deviceRepository(tx);
        const updated = await inTransaction.updateAssignment(id, {
          productId: body.productId,
          siteId: body.siteId,
          ownerId: body.ownerId,
          installedById: body.installedById,
          latitude,
          longitude,
          publicCharging: body.publicCharging,
        });
        if (!updated) return undefined;
        if (productChanges) {
          // A correction of the registration, not a swap under load: an update or a session under way
          // belongs to the old product (refused, and the transaction undoes the row's change).
          if (await inTransaction.hasWorkUnderWay(id)) throw new HttpError(409, devicesMessages.productBusy);
          // The versions it ran were the old product's components; its next status report (at every
          // connection and every 30 s) gives the new product's.
          await inTransaction.forgetFirmware(id);
        }
        await recordDeviceEvent(tx, id, 'edited', `Edited by ${userName(request)}. ${changes.join('; ')}`);
        return summary(tx, id);
      });
      // Decommissioned between the read and the write.
      if (!device) throw new HttpError(409, devicesMessages.isDecommissioned);
      return { responseStatusCode: 200, message: devicesMessages.updated, device };
    },
  );
};

/** Decommissioning a device and recommissioning it with a new secret. */
const deviceServiceRoutes: FastifyPluginAsyncZod<LifecycleRouteOptions> = async (
  app,
  { db, staff, link, lifecycle },
) => {
  const { summary, current, userName } = lifecycle;

  app.post(
    '/Devices/Decommission',
    {
      preValidation: [staff.preValidation, queryFirst],
      schema: {
        querystring: idQuerySchema,
        body: decommissionRequestSchema,
        response: { 200: deviceChangeResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply): Promise<DeviceChangeResponse> => {
      const { id } = request.query;
      const { reason } = request.body;
      const before = await current(id);
      if (before.decommissioned_at) throw new HttpError(409, devicesMessages.isDecommissioned);
      const user = signedInUser(request);
      const device = await db.transaction(async (tx) => {
        const inTransaction = deviceRepository(tx);
        if (!(await inTransaction.markDecommissioned(id, user.id))) return undefined;
        await deviceSecrets(tx).revoke(id);
        // What was waiting for the device will not happen: said so where each is shown.
        await inTransaction.cancelPendingWork(id);
        await recordDeviceEvent(
          tx,
          id,
          'decommissioned',
          `Decommissioned by ${userName(request)}${reason ? `: ${reason}` : ''}`,
          'warning',
        );
        return summary(tx, id);
      });
      if (!device) throw new HttpError(409, devicesMessages.isDecommissioned);
      // Its sockets close wherever they are; it cannot come back (no secret).
      link.disconnect(id);
      reply.header('Cache-Control', 'no-store');
      return { responseStatusCode: 200, message: devicesMessages.decommissioned, device };
    },
  );

  app.post(
    '/Devices/Recommission',
    newSecretRoute(staff),
    async (request, reply): Promise<DeviceSecretResponse> => {
      const { id } = request.query;
      const before = await current(id);
      if (!before.decommissioned_at) throw new HttpError(409, devicesMessages.notDecommissioned);
      const result = await db.transaction(async (tx) => {
        if (!(await deviceRepository(tx).markRecommissioned(id))) return undefined;
        await recordDeviceEvent(tx, id, 'recommissioned', `Recommissioned by ${userName(request)}`);
        const secret = await deviceSecrets(tx).issue(id, 'recommissioned');
        return { secret, device: await summary(tx, id) };
      });
      if (!result) throw new HttpError(409, devicesMessages.notDecommissioned);
      reply.header('Cache-Control', 'no-store');
      return { responseStatusCode: 200, message: devicesMessages.recommissioned, ...result };
    },
  );
};

/**
 * A device after its registration (staff, the `ota` capability as registration;
 * docs/decisions/0032-devices-after-registration.md): edit its product, where it is and who it belongs to, decommission it (disconnected on
 * every process, its secret gone, out of every active list, its history kept) and recommission it with a
 * new secret. Every change is a line of the device's history.
 */
export const deviceLifecycleRoutes: FastifyPluginAsyncZod<{
  db: Database;
  auth: Auth;
  link: LinkCloser;
}> = async (app, { db, auth, link }) => {
  const staff = { preValidation: auth.requireCapability('ota') };
  const options = { db, staff, link, lifecycle: lifecycleContext(db) };
  await app.register(deviceEditRoutes, options);
  await app.register(deviceServiceRoutes, options);
};
