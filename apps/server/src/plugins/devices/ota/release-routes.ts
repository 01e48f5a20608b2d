import multipart from '@fastify/multipart';
import {
  createRolloutRequestSchema,
  otaIdQuerySchema,
  otaMessages,
  type Release,
  type ReleaseDetailResponse,
  releaseDetailResponseSchema,
  releaseListQuerySchema,
  type ReleaseResponse,
  releaseResponseSchema,
  releaseSchema,
  type RolloutResponse,
  rolloutResponseSchema,
} from '@ohmstead/contracts/ota';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Auth, signedInUser } from '../../../auth/auth';
import type { Config } from '../../../config';
import type { Database } from '../../../db/database';
import type { CommandSender } from '../../../db/devices/commands';
import { firmwareStore } from '../../../db/devices/firmware-store';
import { notFound } from '../../../http/errors';
import { listRoutes } from '../../../http/list-route';
import { errorResponses } from '../../../http/response-schemas';
import { insertRollout, rolloutTargets } from './create-rollout';
import { uploadFirmware } from './firmware-upload';
import { releaseList, releaseRepository, toRelease } from './release-repository';
import { rolloutsOf } from './rollouts';

/**
 * Firmware releases: the list, the upload (streamed to disk under the size cap, typed by its content and its
 * OHMFW header, hashed and compared with the SHA-256 the uploader gave, semver rules checked before a byte is
 * stored), a release's detail with its roll-outs, and a new roll-out (docs/decisions/0031-devices-and-ota.md).
 */
export const releaseRoutes: FastifyPluginAsyncZod<{
  config: Config;
  db: Database;
  auth: Auth;
  commands: CommandSender;
}> = async (app, { config, db, auth, commands }) => {
  await app.register(multipart, { throwFileSizeLimit: false });
  const guard = { preValidation: auth.requireCapability('ota') };
  const store = firmwareStore(config.dataDir);
  const releases = releaseRepository(db);

  async function release(id: number): Promise<Release> {
    const found = await releases.findRelease(id);
    if (!found) throw notFound(otaMessages.releaseNotFound);
    return found;
  }

  listRoutes(app, db)('/Ota/GetReleases', guard, {
    schema: releaseListQuerySchema,
    item: releaseSchema,
    source: releaseList,
    toItem: toRelease,
    csv: {
      fileName: 'firmware-releases.csv',
      columns: [
        { header: 'Product', value: (r) => r.productName },
        { header: 'Component', value: (r) => r.componentName },
        { header: 'Version', value: (r) => r.version },
        { header: 'SHA-256', value: (r) => r.sha256 },
        { header: 'Size (bytes)', value: (r) => r.sizeBytes },
        { header: 'Uploaded', value: (r) => r.createdAt },
      ],
    },
  });

  // A multipart upload (firmware-upload.ts): its 400, a version taken (409), not firmware (415), a
  // SHA-256 that is not the file's (422), too large (413).
  const uploadSchema = {
    response: { 201: releaseResponseSchema, ...errorResponses(400, 401, 403, 409, 413, 415, 422) },
  };
  app.post(
    '/Ota/UploadFirmware',
    { ...guard, schema: uploadSchema },
    async (request, reply): Promise<ReleaseResponse> =>
      uploadFirmware({ config, store, releases, release }, request, reply),
  );

  app.get(
    '/Ota/GetRelease',
    {
      ...guard,
      schema: {
        querystring: otaIdQuerySchema,
        response: { 200: releaseDetailResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply): Promise<ReleaseDetailResponse> => {
      const { id } = request.query;
      const found = await release(id);
      const [rollouts, devices] = await Promise.all([
        rolloutsOf(db, { releaseId: id }),
        releases.eligibleDevices(id),
      ]);
      reply.header('Cache-Control', 'private, no-store');
      return {
        responseStatusCode: 200,
        release: found,
        rollouts,
        eligible: devices.map((d) => ({
          deviceId: Number(d.id),
          serial: d.serial,
          siteName: d.site,
          currentVersion: d.version,
          online: Boolean(d.online),
        })),
      };
    },
  );

  app.post(
    '/Ota/CreateRollout',
    {
      ...guard,
      schema: {
        body: createRolloutRequestSchema,
        response: { 201: rolloutResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply): Promise<RolloutResponse> => {
      const user = signedInUser(request);
      const body = request.body;
      const found = await release(body.releaseId);
      const chosen = await rolloutTargets(releases, found, body);
      const { rolloutId, targets } = await insertRollout(db, found, body, chosen, user.id);
      for (const device of targets) commands.notify(Number(device.id));
      const [rollout] = await rolloutsOf(db, { rolloutId });
      return reply.status(201).send({
        responseStatusCode: 201,
        message: otaMessages.rolloutCreated(targets.length),
        rollout: rollout!,
      });
    },
  );
};
