import {
  DEVICE_AUTH_SCHEME,
  DEVICE_SERIAL_HEADER,
  deviceLinkMessages,
  FIRMWARE_DOWNLOAD_PATH,
  firmwareDownloadQuerySchema,
} from '@ohmstead/contracts/device-link';
import { otaMessages } from '@ohmstead/contracts/ota';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/database';
import type { FirmwareStore } from '../../../db/devices/firmware-store';
import { clientAddress } from '../../../http/client-address';
import { HttpError, notFound } from '../../../http/errors';
import { errorResponses, notJson } from '../../../http/response-schemas';
import { linkRepository } from './link-repository';

type Authenticate = (
  serial: unknown,
  secret: unknown,
  address: string,
) => Promise<{ refused: string } | { device: { id: number } }>;

/**
 * GET /api/DeviceLink/Firmware?release=ID: the image, only for a device that is being sent that release
 * (a roll-out names it and has not finished on it), authenticated like its socket.
 */
export const firmwareDownloadRoute: FastifyPluginAsyncZod<{
  db: Database;
  store: FirmwareStore;
  authenticate: Authenticate;
  trustProxyHops: number;
}> = async (app, deps) => {
  /** The device each request authenticated as. */
  const devices = new WeakMap<FastifyRequest, number>();

  /** Before the query is validated: a caller that is no device learns nothing of what a query takes. */
  const authenticateDevice = async (request: FastifyRequest) => {
    const match = new RegExp(`^${DEVICE_AUTH_SCHEME} +(\\S+)$`).exec(request.headers.authorization ?? '');
    const result = await deps.authenticate(
      request.headers[DEVICE_SERIAL_HEADER],
      match?.[1],
      clientAddress(request.raw, deps.trustProxyHops),
    );
    if ('refused' in result)
      throw new HttpError(result.refused === deviceLinkMessages.tooManyAttempts ? 429 : 401, result.refused);
    devices.set(request, result.device.id);
  };

  // The image itself (a stream), or the JSON refusal of a caller that is no device or asks for another.
  const schema = {
    querystring: firmwareDownloadQuerySchema,
    response: { 200: notJson, ...errorResponses(400, 401, 404, 429) },
  };
  const route = { preValidation: authenticateDevice, schema };
  app.get(FIRMWARE_DOWNLOAD_PATH, route, async (request, reply) => {
    const { release } = request.query;
    const row = await linkRepository(deps.db).releaseBeingSent(release, devices.get(request)!);
    if (!row) throw notFound(otaMessages.releaseNotFound);
    return reply
      .header('Content-Type', 'application/octet-stream')
      .header('Content-Length', String(row.size_bytes))
      .header('Cache-Control', 'private, no-store')
      .header(
        'Content-Disposition',
        `attachment; filename="${row.file_name.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
      )
      .send(deps.store.open(row.storage_key));
  });
};
