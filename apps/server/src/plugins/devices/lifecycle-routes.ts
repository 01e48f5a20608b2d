import type { FastifyPluginAsync } from 'fastify';
import sql from 'sql-template-tag';
import { OPEN_SESSION_STATUSES } from '@ohmstead/contracts/ev-charging';
import { ROLLOUT_PHASES_UNDER_WAY } from '@ohmstead/contracts/ota';
import {
  decommissionRequestSchema,
  devicesMessages,
  idQuerySchema,
  updateDeviceRequestSchema,
  type DeviceAssigneesResponse,
  type DeviceChangeResponse,
  type DeviceSecretResponse,
} from '@ohmstead/contracts/devices';
import { signedInUser, type Auth } from '../../auth/auth';
import type { Database, Queryable } from '../../db/database';
import { recordDeviceEvent } from '../../db/devices/events';
import type { LinkCloser } from '../../db/devices/link-control';
import { deviceSecrets } from '../../db/devices/secrets';
import { HttpError, notFound } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { assignees, checkAssignment, type Named } from './assignments';
import { DEVICE_COLUMNS, DEVICE_FROM, toDeviceSummary, type DeviceRow } from './device-rows';

/** What an edit may change, as the device has it now. */
interface Current {
  product_id: number;
  product_name: string;
  site_id: number | null;
  site_name: string | null;
  owner_id: number | null;
  owner: string | null;
  installed_by: number | null;
  installer: string | null;
  latitude: number | null;
  longitude: number | null;
  public_charging: boolean;
  decommissioned_at: Date | string | null;
}

/** Phases of a roll-out that are still under way on a device. */

const place = (latitude: number | null, longitude: number | null) =>
  latitude === null || longitude === null ? 'none' : `${latitude.toFixed(4)}, ${longitude.toFixed(4)}`;

/**
 * A device after its registration (staff, the `ota` capability as registration; docs/decisions.md
 * "Devices after registration"): edit its product, where it is and who it belongs to, decommission it (disconnected on
 * every process, its secret gone, out of every active list, its history kept) and recommission it with a
 * new secret. Every change is a line of the device's history.
 */
export const deviceLifecycleRoutes: FastifyPluginAsync<{
  db: Database;
  auth: Auth;
  link: LinkCloser;
}> = async (app, { db, auth, link }) => {
  const staff = { preHandler: auth.requireCapability('ota') };

  const summary = async (on: Queryable, id: number) => {
    const query = sql`SELECT ${DEVICE_COLUMNS} FROM ${DEVICE_FROM} WHERE d.id = ${id}`;
    const [row] = await on.query<DeviceRow>(query.text, query.values);
    return toDeviceSummary(row!);
  };

  /** The device with what an edit may change; 404 when there is none (staff see every device). */
  async function current(id: number): Promise<Current> {
    const [row] = await db.query<Current>(
      `SELECT d.product_id, p.name AS product_name, d.site_id, s.name AS site_name, d.owner_id, trim(o.first_name || ' ' || o.last_name) AS owner,
         d.installed_by, trim(i.first_name || ' ' || i.last_name) AS installer, d.latitude, d.longitude,
         d.public_charging, d.decommissioned_at
       FROM devices d JOIN products p ON p.id = d.product_id LEFT JOIN installation_sites s ON s.id = d.site_id
       LEFT JOIN users o ON o.id = d.owner_id LEFT JOIN users i ON i.id = d.installed_by WHERE d.id = $1`,
      [id],
    );
    if (!row) throw notFound(devicesMessages.notFound);
    return row;
  }

  const userName = (request: Parameters<typeof signedInUser>[0]) => {
    const user = signedInUser(request);
    return `${user.firstName} ${user.lastName}`.trim() || user.userName;
  };

  app.get('/Devices/GetAssignees', staff, async (_request, reply): Promise<DeviceAssigneesResponse> => {
    reply.header('Cache-Control', 'private, no-store');
    return { responseStatusCode: 200, ...(await assignees(db)) };
  });

  app.put('/Devices/Update', staff, async (request, reply): Promise<DeviceChangeResponse> => {
    const { id } = parseInput(idQuerySchema, request.query, 'query');
    const body = parseInput(updateDeviceRequestSchema, request.body);
    const before = await current(id);
    if (before.decommissioned_at) throw new HttpError(409, devicesMessages.isDecommissioned);
    const after = await checkAssignment(db, body);
    // No location given: the site's, as at registration.
    const latitude = body.latitude ?? after.site?.latitude ?? null;
    const longitude = body.longitude ?? after.site?.longitude ?? null;
    const number = (value: unknown) => (value === null ? null : Number(value));
    const people: [string, unknown, string | null, Named | null][] = [
      ['Product', before.product_id, before.product_name, after.product],
      ['Site', before.site_id, before.site_name, after.site],
      ['Owner', before.owner_id, before.owner, after.owner],
      ['Installed by', before.installed_by, before.installer, after.installer],
    ];
    const changes = people
      .filter(([, fromId, , to]) => number(fromId) !== (to?.id ?? null))
      .map(([label, , fromName, to]) => `${label}: ${fromName ?? 'none'} → ${to?.name ?? 'none'}`);
    const [fromLat, fromLon] = [number(before.latitude), number(before.longitude)];
    if (fromLat !== latitude || fromLon !== longitude)
      changes.push(`Location: ${place(fromLat, fromLon)} → ${place(latitude, longitude)}`);
    if (before.public_charging !== body.publicCharging)
      changes.push(
        `Public charger: ${before.public_charging ? 'yes' : 'no'} → ${body.publicCharging ? 'yes' : 'no'}`,
      );
    reply.header('Cache-Control', 'no-store');
    if (changes.length === 0)
      return { responseStatusCode: 200, message: devicesMessages.unchanged, device: await summary(db, id) };

    const productChanges = number(before.product_id) !== after.product.id;
    const device = await db.transaction(async (tx) => {
      const [updated] = await tx.query(
        `UPDATE devices SET product_id = $8, site_id = $2, owner_id = $3, installed_by = $4,
           installed_at = CASE WHEN $4::integer IS NULL THEN NULL ELSE COALESCE(installed_at, now()) END,
           latitude = $5, longitude = $6, public_charging = $7
         WHERE id = $1 AND decommissioned_at IS NULL RETURNING id`,
        [
          id,
          body.siteId,
          body.ownerId,
          body.installedById,
          latitude,
          longitude,
          body.publicCharging,
          body.productId,
        ],
      );
      if (!updated) return undefined;
      if (productChanges) {
        // A correction of the registration, not a swap under load: an update or a session under way
        // belongs to the old product (refused, and the transaction undoes the row's change).
        const [busy] = await tx.query(
          `SELECT 1 FROM rollout_devices WHERE device_id = $1 AND phase = ANY ($2)
           UNION ALL SELECT 1 FROM charging_sessions WHERE device_id = $1 AND status = ANY ($3)`,
          [id, ROLLOUT_PHASES_UNDER_WAY, OPEN_SESSION_STATUSES],
        );
        if (busy) throw new HttpError(409, devicesMessages.productBusy);
        // The versions it ran were the old product's components; its next status report (at every
        // connection and every 30 s) gives the new product's.
        await tx.query(`DELETE FROM device_firmware WHERE device_id = $1`, [id]);
      }
      await recordDeviceEvent(tx, id, 'edited', `Edited by ${userName(request)}. ${changes.join('; ')}`);
      return summary(tx, id);
    });
    // Decommissioned between the read and the write.
    if (!device) throw new HttpError(409, devicesMessages.isDecommissioned);
    return { responseStatusCode: 200, message: devicesMessages.updated, device };
  });

  app.post('/Devices/Decommission', staff, async (request, reply): Promise<DeviceChangeResponse> => {
    const { id } = parseInput(idQuerySchema, request.query, 'query');
    const { reason } = parseInput(decommissionRequestSchema, request.body);
    const before = await current(id);
    if (before.decommissioned_at) throw new HttpError(409, devicesMessages.isDecommissioned);
    const user = signedInUser(request);
    const device = await db.transaction(async (tx) => {
      const [done] = await tx.query(
        `UPDATE devices SET decommissioned_at = now(), decommissioned_by = $2, connected = false, link_socket = NULL
         WHERE id = $1 AND decommissioned_at IS NULL RETURNING id`,
        [id, user.id],
      );
      if (!done) return undefined;
      await deviceSecrets(tx).revoke(id);
      // What was waiting for the device will not happen: said so where each is shown.
      await tx.query(
        `UPDATE device_commands SET acknowledged_at = now(), outcome = 'rejected',
           outcome_message = 'Cancelled: the device was decommissioned'
         WHERE device_id = $1 AND acknowledged_at IS NULL`,
        [id],
      );
      await tx.query(
        `UPDATE rollout_devices SET phase = 'failed', message = 'The device was decommissioned', updated_at = now()
         WHERE device_id = $1 AND phase = ANY ($2)`,
        [id, ROLLOUT_PHASES_UNDER_WAY],
      );
      await tx.query(
        `UPDATE charging_sessions SET status = 'failed', ended_at = now(), end_reason = 'The charger was decommissioned'
         WHERE device_id = $1 AND status = ANY ($2)`,
        [id, OPEN_SESSION_STATUSES],
      );
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
  });

  app.post('/Devices/Recommission', staff, async (request, reply): Promise<DeviceSecretResponse> => {
    const { id } = parseInput(idQuerySchema, request.query, 'query');
    const before = await current(id);
    if (!before.decommissioned_at) throw new HttpError(409, devicesMessages.notDecommissioned);
    const result = await db.transaction(async (tx) => {
      const [done] = await tx.query(
        `UPDATE devices SET decommissioned_at = NULL, decommissioned_by = NULL
         WHERE id = $1 AND decommissioned_at IS NOT NULL RETURNING id`,
        [id],
      );
      if (!done) return undefined;
      await recordDeviceEvent(tx, id, 'recommissioned', `Recommissioned by ${userName(request)}`);
      const secret = await deviceSecrets(tx).issue(id, 'recommissioned');
      return { secret, device: await summary(tx, id) };
    });
    if (!result) throw new HttpError(409, devicesMessages.notDecommissioned);
    reply.header('Cache-Control', 'no-store');
    return { responseStatusCode: 200, message: devicesMessages.recommissioned, ...result };
  });
};
