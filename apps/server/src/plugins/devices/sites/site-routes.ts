import {
  DEVICE_STATUSES,
  devicesMessages,
  type DeviceStatus,
  idQuerySchema,
  type SiteDetailResponse,
  siteDetailResponseSchema,
  type SitesResponse,
  sitesResponseSchema,
  type SiteSummary,
} from '@ohmstead/contracts/devices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../../auth/auth';
import type { Database } from '../../../db/database';
import { notFound } from '../../../http/errors';
import { errorResponses } from '../../../http/response-schemas';
import { toDeviceSummary } from '../registration/device-rows';
import { siteRepository, type SiteRow } from './site-repository';

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
export const siteRoutes: FastifyPluginAsyncZod<{ db: Database; auth: Auth }> = async (app, { db, auth }) => {
  const guard = { preValidation: auth.requireCapability('executiveDashboards') };
  const sites = siteRepository(db);

  const allSchema = { response: { 200: sitesResponseSchema, ...errorResponses(401, 403) } };
  app.get(
    '/Sites/GetAll',
    { ...guard, schema: allSchema },
    async (_request, reply): Promise<SitesResponse> => {
      const rows = await sites.all();
      reply.header('Cache-Control', 'private, no-store');
      return { responseStatusCode: 200, sites: rows.map(toSite) };
    },
  );

  app.get(
    '/Sites/GetSite',
    {
      ...guard,
      schema: {
        querystring: idQuerySchema,
        response: { 200: siteDetailResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply): Promise<SiteDetailResponse> => {
      const { id } = request.query;
      const row = await sites.find(id);
      if (!row) throw notFound(devicesMessages.siteNotFound);
      const deviceRows = await sites.devicesInService(id);
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
    },
  );
};
