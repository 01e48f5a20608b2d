import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import semver from 'semver';
import { FIRMWARE_DOWNLOAD_PATH } from '@ohmstead/contracts/device-link';
import {
  FIRMWARE_MAGIC,
  UPLOAD_FIRMWARE_FIELDS,
  createRolloutRequestSchema,
  otaIdQuerySchema,
  otaMessages,
  releaseListQuerySchema,
  uploadFirmwareFieldsSchema,
  type Release,
  type ReleaseDetailResponse,
  type ReleaseResponse,
  type RolloutResponse,
} from '@ohmstead/contracts/ota';
import { signedInUser, type Auth } from '../../../auth/auth';
import type { Config } from '../../../config';
import type { Database } from '../../../db/database';
import { deviceCommands, type CommandSender } from '../../../db/devices/commands';
import { firmwareStore } from '../../../db/devices/firmware-store';
import { answerList } from '../../../http/admin-lists';
import { HttpError, notFound } from '../../../http/errors';
import { receiveMultipart } from '../../../http/uploads/receive-multipart';
import { UNKNOWN_FILE_TYPE } from '../../../http/uploads/file-type-of';
import { parseInput } from '../../../http/validate';
import { releaseList, releaseRepository, toRelease } from './release-repository';
import { rolloutsOf } from './rollouts';

const MB = 1024 * 1024;
const MAGIC = Buffer.from(FIRMWARE_MAGIC, 'latin1');

const sha256OfFile = (filePath: string) =>
  new Promise<string>((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(filePath)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });

async function startsWithMagic(filePath: string): Promise<boolean> {
  const file = await open(filePath, 'r');
  try {
    const head = Buffer.alloc(MAGIC.length);
    await file.read(head, 0, MAGIC.length, 0);
    return head.equals(MAGIC);
  } finally {
    await file.close();
  }
}

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
  const maxBytes = config.devices.firmwareMaxBytes;
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

  app.post('/Ota/UploadFirmware', guard, async (request, reply): Promise<ReleaseResponse> => {
    const user = signedInUser(request);
    let fields: ReturnType<typeof uploadFirmwareFieldsSchema.parse> | undefined;
    // The rules are checked on the fields, before the file streams in: a refused upload costs no disk.
    const checkFields = async (raw: Record<string, string>) => {
      fields = parseInput(uploadFirmwareFieldsSchema, raw);
      if (!(await releases.componentExists(fields.componentId)))
        throw new HttpError(400, otaMessages.componentNotFound);
      const versions = await releases.versionsOf(fields.componentId);
      if (versions.includes(fields.version))
        throw new HttpError(409, otaMessages.versionTaken(fields.version));
      const latest = versions.sort(semver.rcompare)[0];
      if (latest && semver.lt(fields.version, latest) && fields.allowDowngrade !== 'true')
        throw new HttpError(409, otaMessages.downgrade(fields.version, latest));
    };
    const upload = await receiveMultipart(request, config.uploads.tempDir, {
      fields: UPLOAD_FIRMWARE_FIELDS,
      beforeFiles: checkFields,
      errorField: 'file',
      files: {
        part: 'file',
        minFiles: 1,
        maxFiles: 1,
        maxBytes,
        // An image is binary that no known format claims (a zip, an executable, a picture is refused).
        accepts: (type) => type.mime === UNKNOWN_FILE_TYPE.mime,
      },
      messages: {
        wrongPart: otaMessages.wrongPart,
        tooMany: otaMessages.oneFile,
        missing: otaMessages.fileMissing,
        empty: otaMessages.fileEmpty,
        tooLarge: (file) => otaMessages.fileTooLarge(file.name, Math.round((maxBytes / MB) * 10) / 10),
        typeRefused: (file) => otaMessages.fileNotFirmware(file.name),
      },
    });
    try {
      const file = upload.files[0]!;
      if (!fields) throw new HttpError(400, otaMessages.fileMissing);
      if (!(await startsWithMagic(file.path)))
        throw new HttpError(415, otaMessages.fileNotFirmware(file.name), [
          { field: 'file', message: otaMessages.fileNotFirmware(file.name) },
        ]);
      const actual = await sha256OfFile(file.path);
      if (actual !== fields.sha256)
        throw new HttpError(422, otaMessages.hashMismatch(fields.sha256, actual), [
          { field: 'sha256', message: otaMessages.hashMismatch(fields.sha256, actual) },
        ]);
      const exists = await store.exists(store.keyOf(actual));
      const storageKey = exists ? store.keyOf(actual) : await store.keep(file.path, actual);
      const version = semver.parse(fields.version)!;
      const accepted = fields;
      let id: number;
      try {
        id = await releases.insertRelease({
          componentId: accepted.componentId,
          version: accepted.version,
          major: version.major,
          minor: version.minor,
          patch: version.patch,
          prerelease: version.prerelease.length > 0 ? version.prerelease.join('.') : null,
          sha256: actual,
          sizeBytes: file.size,
          fileName: file.name.slice(0, 200) || `firmware-${accepted.version}.bin`,
          storageKey,
          releaseNotes: accepted.releaseNotes,
          downgrade: accepted.allowDowngrade === 'true',
          uploadedBy: user.id,
        });
      } catch (error) {
        // Another upload of the same version won the race: its file is the same name only if the same bytes.
        if (!exists && !(await releases.storageKeyInUse(storageKey))) await store.remove(storageKey);
        if ((error as { code?: string }).code === '23505')
          throw new HttpError(409, otaMessages.versionTaken(accepted.version));
        throw error;
      }
      return reply.status(201).send({
        responseStatusCode: 201,
        message: otaMessages.uploaded(accepted.version),
        release: await release(id),
      });
    } finally {
      await upload.discard();
    }
  });

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
      const candidates = await releases.eligibleDevices(found.id);
      if (body.deviceIds) {
        const known = new Set(candidates.map((d) => Number(d.id)));
        if (body.deviceIds.some((id) => !known.has(id)))
          throw new HttpError(400, otaMessages.rolloutDeviceNotEligible);
      }
      const busy = await releases.updatesUnderWay(found.componentId);
      // A device takes the release unless it runs it already, is being updated, or would be downgraded by a
      // release not uploaded as a downgrade.
      const takes = (d: (typeof candidates)[number]) =>
        d.version !== found.version &&
        !busy.has(Number(d.id)) &&
        (found.downgrade || !d.version || !semver.valid(d.version) || semver.gt(found.version, d.version));
      let targets = candidates
        .filter((d) => (body.deviceIds ? body.deviceIds.includes(Number(d.id)) : true))
        .filter(takes);
      if (body.percentage !== undefined) {
        // A stable choice: the same release and percentage picks the same devices (ordered by a hash).
        const order = (serial: string) => createHash('sha256').update(`${found.id}:${serial}`).digest('hex');
        const count = Math.ceil((candidates.length * body.percentage) / 100);
        targets = targets.sort((a, b) => order(a.serial).localeCompare(order(b.serial))).slice(0, count);
      }
      if (targets.length === 0) throw new HttpError(400, otaMessages.rolloutNoDevices);
      const rolloutId = await db.transaction(async (tx) => {
        // Read again under the devices' locks: a device decommissioned, or given another roll-out of this
        // component, since the choice above is left out (its update would wait forever, or it would get two).
        // A decommission or another roll-out of one of them waits for this one, and then sees it.
        const inTransaction = releaseRepository(tx);
        const locked = await inTransaction.lockDevicesInService(targets.map((device) => Number(device.id)));
        // A statement of its own, after the locks: it sees a roll-out that held them and has committed.
        const taken = await inTransaction.updatesUnderWay(found.componentId);
        const live = new Set(locked.filter((id) => !taken.has(id)));
        targets = targets.filter((device) => live.has(Number(device.id)));
        if (targets.length === 0) throw new HttpError(400, otaMessages.rolloutNoDevices);
        const id = await inTransaction.insertRollout({
          releaseId: found.id,
          target: body.percentage !== undefined ? 'percentage' : 'devices',
          percentage: body.percentage ?? null,
          createdBy: user.id,
        });
        const queue = deviceCommands(tx);
        for (const device of targets) {
          const commandId = await queue.enqueue(
            Number(device.id),
            'firmware.update',
            {
              rolloutId: id,
              releaseId: found.id,
              component: found.component,
              version: found.version,
              sha256: found.sha256,
              sizeBytes: found.sizeBytes,
              path: `${FIRMWARE_DOWNLOAD_PATH}?release=${found.id}`,
            },
            user.id,
          );
          await inTransaction.addRolloutDevice(id, Number(device.id), commandId, device.version);
        }
        return id;
      });
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
