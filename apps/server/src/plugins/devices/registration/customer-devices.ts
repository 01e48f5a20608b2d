import sql, { type Sql } from 'sql-template-tag';
import type { Queryable } from '../../../db/database';
import { inServiceSql } from '../../../db/devices/status-sql';
import { DEVICE_COLUMNS, DEVICE_FROM, type DeviceRow } from './device-rows';

/**
 * One person's devices as the agent console's customer context reads them
 * (docs/decisions/0048-customer-context.md): those they installed or own, in service, within the
 * reader's device scope (auth/device-scope.ts), with their firmware and latest faults.
 */
export function customerDeviceRepository(db: Queryable) {
  const run = <Row>(query: Sql) => db.query<Row>(query.text, query.values);

  return {
    /** At most `limit` of the person's devices within `scope`, by serial, and how many there are. */
    async ofPerson(
      personId: number,
      scope: Sql,
      limit: number,
    ): Promise<{ total: number; rows: DeviceRow[] }> {
      const rows = await run<DeviceRow & { total: number | string }>(
        sql`SELECT ${DEVICE_COLUMNS}, count(*) OVER () AS total FROM ${DEVICE_FROM}
            WHERE (d.installed_by = ${personId} OR d.owner_id = ${personId}) AND ${inServiceSql('d')}
              AND ${scope}
            ORDER BY d.serial LIMIT ${limit}`,
      );
      return { total: Number(rows[0]?.total ?? 0), rows };
    },

    /** The version each component of these devices last reported. */
    firmwareOf(deviceIds: number[]) {
      return db.query<{ device_id: number; code: string; name: string; version: string }>(
        `SELECT f.device_id, c.code, c.name, f.version FROM device_firmware f
         JOIN product_components c ON c.id = f.component_id WHERE f.device_id = ANY ($1::integer[])
         ORDER BY f.device_id, c.name`,
        [deviceIds],
      );
    },

    /** Each device's latest `perDevice` fault events of the last `days` days, newest first. */
    recentFaultsOf(deviceIds: number[], days: number, perDevice: number) {
      return db.query<{ device_id: number; at: Date | string; message: string }>(
        `SELECT device_id, at, message FROM (
           SELECT device_id, at, message, id,
             row_number() OVER (PARTITION BY device_id ORDER BY at DESC, id DESC) AS place
           FROM device_events
           WHERE device_id = ANY ($1::integer[]) AND kind = 'fault' AND at > now() - $2 * interval '1 day'
         ) latest WHERE place <= $3 ORDER BY device_id, at DESC, id DESC`,
        [deviceIds, days, perDevice],
      );
    },
  };
}
