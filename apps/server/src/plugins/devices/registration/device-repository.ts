import type { deviceEventsQuerySchema, registerDeviceRequestSchema } from '@ohmstead/contracts/devices';
import { OPEN_SESSION_STATUSES } from '@ohmstead/contracts/ev-charging';
import { ROLLOUT_PHASES_UNDER_WAY } from '@ohmstead/contracts/ota';
import sql, { type Sql } from 'sql-template-tag';
import type { z } from 'zod';
import type { Queryable } from '../../../db/database';
import type { ListSource } from '../../../http/admin-lists';
import { DEVICE_COLUMNS, DEVICE_FROM, type DeviceRow } from './device-rows';

/** What an edit may change, as the device has it now. */
export interface EditableDevice {
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

/** A device's product, site, owner, installer and place as an edit sets them. */
export interface DeviceAssignmentFields {
  productId: number;
  siteId: number | null;
  ownerId: number | null;
  installedById: number | null;
  latitude: number | null;
  longitude: number | null;
  publicCharging: boolean;
}

type DeviceEventsQuery = z.output<typeof deviceEventsQuerySchema>;
type RegisterDeviceFields = z.output<typeof registerDeviceRequestSchema>;

/** A device's history (GET Devices/GetEvents), optionally of one severity. */
export const deviceEventList = (query: DeviceEventsQuery): ListSource<'at'> => ({
  select: sql`id, at, kind, severity, message`,
  from: sql`device_events`,
  where: [sql`device_id = ${query.id}`, ...(query.severity ? [sql`severity = ${query.severity}`] : [])],
  orderBy: { at: sql`at` },
  tieBreaker: sql`id`,
});

/** A device's summary, detail, firmware, updates and telemetry, and the list's filters. */
function deviceReads(db: Queryable) {
  const run = <Row>(query: Sql) => db.query<Row>(query.text, query.values);

  return {
    /** A device as the lists show it, within `scope` (auth/device-scope.ts) when one is given. */
    async summaryRow(id: number, scope?: Sql): Promise<DeviceRow | undefined> {
      const [row] = await run<DeviceRow>(
        scope
          ? sql`SELECT ${DEVICE_COLUMNS} FROM ${DEVICE_FROM} WHERE d.id = ${id} AND ${scope}`
          : sql`SELECT ${DEVICE_COLUMNS} FROM ${DEVICE_FROM} WHERE d.id = ${id}`,
      );
      return row;
    },

    /** The products and sites of the devices within `scope`, for the list's filters. */
    filterOptions(scope: Sql) {
      return Promise.all([
        run<{ id: number; name: string }>(
          sql`SELECT DISTINCT p.id, p.name FROM devices d JOIN products p ON p.id = d.product_id WHERE ${scope} ORDER BY p.name`,
        ),
        run<{ id: number; name: string }>(
          sql`SELECT DISTINCT s.id, s.name FROM devices d JOIN installation_sites s ON s.id = d.site_id WHERE ${scope}
              ORDER BY s.name`,
        ),
      ]);
    },

    /** What a device's detail shows beyond its summary: product, place, people and state. */
    async detailExtra(id: number): Promise<Record<string, unknown> | undefined> {
      const [row] = await db.query<Record<string, unknown>>(
        `SELECT p.code, p.rated_power_kw::float AS rated, d.state, d.connected, d.installed_at, d.public_charging,
           d.latitude, d.longitude, s.address, d.decommissioned_at,
           i.id AS installer_id, trim(i.first_name || ' ' || i.last_name) AS installer,
           o.id AS owner_id, trim(o.first_name || ' ' || o.last_name) AS owner
         FROM devices d JOIN products p ON p.id = d.product_id LEFT JOIN installation_sites s ON s.id = d.site_id
         LEFT JOIN users i ON i.id = d.installed_by LEFT JOIN users o ON o.id = d.owner_id WHERE d.id = $1`,
        [id],
      );
      return row;
    },

    /** The version of each component the device last reported. */
    firmware(id: number) {
      return db.query<{ component_id: number; code: string; name: string; version: string }>(
        `SELECT c.id AS component_id, c.code, c.name, f.version FROM device_firmware f
         JOIN product_components c ON c.id = f.component_id WHERE f.device_id = $1 ORDER BY c.name`,
        [id],
      );
    },

    /** The device's five latest firmware updates. */
    recentUpdates(id: number) {
      return db.query<Record<string, unknown>>(
        `SELECT rd.rollout_id, c.code AS component, fr.version, rd.previous_version, rd.phase, rd.progress, rd.message,
           rd.updated_at
         FROM rollout_devices rd JOIN firmware_rollouts r ON r.id = rd.rollout_id
         JOIN firmware_releases fr ON fr.id = r.release_id JOIN product_components c ON c.id = fr.component_id
         WHERE rd.device_id = $1 ORDER BY rd.updated_at DESC LIMIT 5`,
        [id],
      );
    },

    /** The last `hours` of telemetry averaged over buckets of `bucketSeconds`. */
    telemetry(id: number, hours: number, bucketSeconds: number) {
      return db.query<Record<string, unknown>>(
        `SELECT to_timestamp(floor(extract(epoch FROM at) / $3) * $3) AS at, avg(power_kw) AS power_kw,
           avg(temperature_c) AS temperature_c, avg(voltage_v) AS voltage_v, avg(current_a) AS current_a,
           avg(soc_percent) AS soc_percent, max(energy_kwh) AS energy_kwh
         FROM device_telemetry WHERE device_id = $1 AND at > now() - $2 * interval '1 hour'
         GROUP BY 1 ORDER BY 1`,
        [id, hours, bucketSeconds],
      );
    },
  };
}

/** Registering a device and changing what an edit may change. */
function deviceEdits(db: Queryable) {
  return {
    /** A new device placed at its site's location; undefined when the serial is taken. */
    async insert(fields: RegisterDeviceFields): Promise<number | undefined> {
      const [created] = await db.query<{ id: number }>(
        `INSERT INTO devices (serial, product_id, site_id, owner_id, installed_by, installed_at, public_charging,
           latitude, longitude)
         SELECT $1, $2, $3, $4, $5, CASE WHEN $5::integer IS NULL THEN NULL ELSE now() END, $6, s.latitude, s.longitude
         FROM (SELECT 1) one LEFT JOIN installation_sites s ON s.id = $3
         ON CONFLICT (serial) DO NOTHING RETURNING id`,
        [
          fields.serial,
          fields.productId,
          fields.siteId,
          fields.ownerId,
          fields.installedById,
          fields.publicCharging,
        ],
      );
      return created && Number(created.id);
    },

    /** The device with what an edit may change (staff see every device). */
    async editable(id: number): Promise<EditableDevice | undefined> {
      const [row] = await db.query<EditableDevice>(
        `SELECT d.product_id, p.name AS product_name, d.site_id, s.name AS site_name, d.owner_id, trim(o.first_name || ' ' || o.last_name) AS owner,
           d.installed_by, trim(i.first_name || ' ' || i.last_name) AS installer, d.latitude, d.longitude,
           d.public_charging, d.decommissioned_at
         FROM devices d JOIN products p ON p.id = d.product_id LEFT JOIN installation_sites s ON s.id = d.site_id
         LEFT JOIN users o ON o.id = d.owner_id LEFT JOIN users i ON i.id = d.installed_by WHERE d.id = $1`,
        [id],
      );
      return row;
    },

    /** Sets what an edit changes, on a device in service only; false when it is decommissioned. */
    async updateAssignment(id: number, fields: DeviceAssignmentFields): Promise<boolean> {
      const [updated] = await db.query(
        `UPDATE devices SET product_id = $8, site_id = $2, owner_id = $3, installed_by = $4,
           installed_at = CASE WHEN $4::integer IS NULL THEN NULL ELSE COALESCE(installed_at, now()) END,
           latitude = $5, longitude = $6, public_charging = $7
         WHERE id = $1 AND decommissioned_at IS NULL RETURNING id`,
        [
          id,
          fields.siteId,
          fields.ownerId,
          fields.installedById,
          fields.latitude,
          fields.longitude,
          fields.publicCharging,
          fields.productId,
        ],
      );
      return updated !== undefined;
    },

    /** Whether a firmware update or a charging session is under way on the device. */
    async hasWorkUnderWay(id: number): Promise<boolean> {
      const [busy] = await db.query(
        `SELECT 1 FROM rollout_devices WHERE device_id = $1 AND phase = ANY ($2)
         UNION ALL SELECT 1 FROM charging_sessions WHERE device_id = $1 AND status = ANY ($3)`,
        [id, ROLLOUT_PHASES_UNDER_WAY, OPEN_SESSION_STATUSES],
      );
      return busy !== undefined;
    },

    /** Forgets the versions the device reported (they were another product's components). */
    async forgetFirmware(id: number): Promise<void> {
      await db.query(`DELETE FROM device_firmware WHERE device_id = $1`, [id]);
    },
  };
}

/** Taking a device out of service and back, and ending what waited for it. */
function deviceServiceQueries(db: Queryable) {
  return {
    /** Takes a device in service out of it, disconnected; false when it was decommissioned already. */
    async markDecommissioned(id: number, byUserId: number): Promise<boolean> {
      const [done] = await db.query(
        `UPDATE devices SET decommissioned_at = now(), decommissioned_by = $2, connected = false, link_socket = NULL
         WHERE id = $1 AND decommissioned_at IS NULL RETURNING id`,
        [id, byUserId],
      );
      return done !== undefined;
    },

    /** Ends what was waiting for a decommissioned device: its commands, updates and charging sessions. */
    async cancelPendingWork(id: number): Promise<void> {
      await db.query(
        `UPDATE device_commands SET acknowledged_at = now(), outcome = 'rejected',
           outcome_message = 'Cancelled: the device was decommissioned'
         WHERE device_id = $1 AND acknowledged_at IS NULL`,
        [id],
      );
      await db.query(
        `UPDATE rollout_devices SET phase = 'failed', message = 'The device was decommissioned', updated_at = now()
         WHERE device_id = $1 AND phase = ANY ($2)`,
        [id, ROLLOUT_PHASES_UNDER_WAY],
      );
      await db.query(
        `UPDATE charging_sessions SET status = 'failed', ended_at = now(), end_reason = 'The charger was decommissioned'
         WHERE device_id = $1 AND status = ANY ($2)`,
        [id, OPEN_SESSION_STATUSES],
      );
    },

    /** Puts a decommissioned device back in service; false when it was in service already. */
    async markRecommissioned(id: number): Promise<boolean> {
      const [done] = await db.query(
        `UPDATE devices SET decommissioned_at = NULL, decommissioned_by = NULL
         WHERE id = $1 AND decommissioned_at IS NOT NULL RETURNING id`,
        [id],
      );
      return done !== undefined;
    },
  };
}

/** The devices table and what hangs off a device, as the devices plugin reads and writes them. */
export function deviceRepository(db: Queryable) {
  return { ...deviceReads(db), ...deviceEdits(db), ...deviceServiceQueries(db) };
}
