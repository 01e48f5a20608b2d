import type { SiteSummary } from '@ohmstead/contracts/devices';
import sql from 'sql-template-tag';
import type { Queryable } from '../../../db/database';
import { deviceStatusSql, inServiceSql } from '../../../db/devices/status-sql';
import { DEVICE_COLUMNS, DEVICE_FROM, type DeviceRow } from '../registration/device-rows';

export interface SiteRow {
  id: number;
  name: string;
  kind: SiteSummary['kind'];
  address: string;
  latitude: number;
  longitude: number;
  tariff: number;
  by_status: Record<string, number> | null;
}

const SITE_QUERY = sql`SELECT s.id, s.name, s.kind, s.address, s.latitude, s.longitude, s.tariff_per_kwh::float AS tariff,
    (SELECT jsonb_object_agg(status, n) FROM (
       SELECT ${deviceStatusSql('d')} AS status, count(*) AS n FROM devices d WHERE d.site_id = s.id AND ${inServiceSql('d')}
       GROUP BY 1) c
    ) AS by_status
  FROM installation_sites s`;

/** Installation sites with their devices in service counted by status. */
export function siteRepository(db: Queryable) {
  return {
    /** The first 1000 sites by name. */
    all(): Promise<SiteRow[]> {
      return db.query<SiteRow>(`${SITE_QUERY.text} ORDER BY s.name LIMIT 1000`, SITE_QUERY.values);
    },

    async find(id: number): Promise<SiteRow | undefined> {
      const query = sql`${SITE_QUERY} WHERE s.id = ${id}`;
      const [row] = await db.query<SiteRow>(query.text, query.values);
      return row;
    },

    /** The site's devices in service with their own location, by product kind and serial. */
    devicesInService(id: number) {
      const devices = sql`SELECT ${DEVICE_COLUMNS}, d.latitude, d.longitude FROM ${DEVICE_FROM} WHERE d.site_id = ${id}
        AND ${inServiceSql('d')} ORDER BY p.kind, d.serial`;
      return db.query<DeviceRow & { latitude: number | null; longitude: number | null }>(
        devices.text,
        devices.values,
      );
    },
  };
}
