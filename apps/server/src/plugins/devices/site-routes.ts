import type { FastifyPluginAsync } from 'fastify';
import sql from 'sql-template-tag';
import {
  DEVICE_STATUSES,
  devicesMessages,
  idQuerySchema,
  type DeviceStatus,
  type SiteDetailResponse,
  type SiteSummary,
  type SitesResponse,
} from '@ohmstead/contracts/devices';
import type { Auth } from '../../auth/auth';
import type { Database } from '../../db/database';
import { deviceStatusSql, inServiceSql } from '../../db/devices/status-sql';
import { notFound } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { DEVICE_COLUMNS, DEVICE_FROM, toDeviceSummary, type DeviceRow } from './device-rows';

interface SiteRow {
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

const toSite = (row: SiteRow): SiteSummary => {
  const byStatus = Object.fromEntries(
    DEVICE_STATUSES.map((status) => [status, Number(row.by_status?.[status] ?? 0)]),
  ) as Record<DeviceStatus, number>;
  return {
    id: Number(row.id),
    name: row.name,
    kind: row.kind,
    address: row.address,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    devices: Object.values(byStatus).reduce((sum, n) => sum + n, 0),
    byStatus,
  };
};

/**
 * Application Engineering (/admin/wps, /admin/wps/map-detail; SuperAdmin, Admin, Manager): every
 * installation site with its devices in service counted by status, for the map, and one site with its
 * devices in service.
 */
export const siteRoutes: FastifyPluginAsync<{ db: Database; auth: Auth }> = async (app, { db, auth }) => {
  const guard = { preHandler: auth.requireCapability('executiveDashboards') };

  app.get('/Sites/GetAll', guard, async (_request, reply): Promise<SitesResponse> => {
    const rows = await db.query<SiteRow>(`${SITE_QUERY.text} ORDER BY s.name LIMIT 1000`, SITE_QUERY.values);
    reply.header('Cache-Control', 'private, no-store');
    return { responseStatusCode: 200, sites: rows.map(toSite) };
  });

  app.get('/Sites/GetSite', guard, async (request, reply): Promise<SiteDetailResponse> => {
    const { id } = parseInput(idQuerySchema, request.query, 'query');
    const query = sql`${SITE_QUERY} WHERE s.id = ${id}`;
    const [row] = await db.query<SiteRow>(query.text, query.values);
    if (!row) throw notFound(devicesMessages.siteNotFound);
    const devices = sql`SELECT ${DEVICE_COLUMNS}, d.latitude, d.longitude FROM ${DEVICE_FROM} WHERE d.site_id = ${id}
      AND ${inServiceSql('d')} ORDER BY p.kind, d.serial`;
    const deviceRows = await db.query<DeviceRow & { latitude: number | null; longitude: number | null }>(
      devices.text,
      devices.values,
    );
    reply.header('Cache-Control', 'private, no-store');
    return {
      responseStatusCode: 200,
      site: { ...toSite(row), tariffPerKwh: Number(row.tariff) },
      devices: deviceRows.map((device) => ({
        ...toDeviceSummary(device),
        latitude: device.latitude === null ? null : Number(device.latitude),
        longitude: device.longitude === null ? null : Number(device.longitude),
      })),
    };
  });
};
