import multipart from '@fastify/multipart';
import {
  createRolloutRequestSchema,
  otaIdQuerySchema,
  otaMessages,
  type Release,
  type ReleaseDetailResponse,
  releaseListQuerySchema,
  type ReleaseResponse,
  type RolloutResponse,
} from '@ohmstead/contracts/ota';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Auth, signedInUser } from '../../../auth/auth';
import type { Config } from '../../../config';
import type { Database } from '../../../db/database';
import type { CommandSender } from '../../../db/devices/commands';
import { firmwareStore } from '../../../db/devices/firmware-store';
import { answerList } from '../../../http/admin-lists';
import { notFound } from '../../../http/errors';
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

  app.get(
    '/Ota/GetReleases',
    { ...guard, schema: { querystring: releaseListQuerySchema } },
    async (request, reply) => {
      const query = request.query;
      return answerList<Record<string, unknown>, Release, typeof query.sort>(reply, {
        db,
        source: releaseList(query),
        query,
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
    },
  );

  app.post('/Ota/UploadFirmware', guard, async (request, reply): Promise<ReleaseResponse> =>
    uploadFirmware({ config, store, releases, release }, request, reply),
  );

  app.get(
    '/Ota/GetRelease',
    { ...guard, schema: { querystring: otaIdQuerySchema } },
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
    { ...guard, schema: { body: createRolloutRequestSchema } },
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
