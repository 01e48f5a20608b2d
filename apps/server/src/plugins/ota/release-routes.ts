import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import semver from 'semver';
import sql from 'sql-template-tag';
import { FIRMWARE_DOWNLOAD_PATH } from '@ohmstead/contracts/device-link';
import {
  FIRMWARE_MAGIC,
  ROLLOUT_PHASES_UNDER_WAY,
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
import { signedInUser, type Auth } from '../../auth/auth';
import type { Config } from '../../config';
import type { Database, Queryable } from '../../db/database';
import { deviceCommands, type CommandSender } from '../../db/devices/commands';
import { firmwareStore } from '../../db/devices/firmware-store';
import { answerList, searchCondition } from '../../http/admin-lists';
import { HttpError, notFound } from '../../http/errors';
import { receiveMultipart } from '../../http/uploads/receive-multipart';
import { UNKNOWN_FILE_TYPE } from '../../http/uploads/file-type-of';
import { parseInput } from '../../http/validate';
import { rolloutsOf } from './rollouts';

const MB = 1024 * 1024;
const MAGIC = Buffer.from(FIRMWARE_MAGIC, 'latin1');

export const RELEASE_SELECT = sql`fr.id, fr.component_id, c.code AS component, c.name AS component_name, p.id AS product_id,
  p.name AS product_name, fr.version, fr.sha256, fr.size_bytes, fr.file_name, fr.release_notes, fr.downgrade,
  trim(u.first_name || ' ' || u.last_name) AS uploaded_by, fr.created_at,
  (SELECT count(*) FROM device_firmware f WHERE f.component_id = fr.component_id AND f.version = fr.version) AS installed_on`;
const RELEASE_FROM = sql`firmware_releases fr JOIN product_components c ON c.id = fr.component_id
  JOIN products p ON p.id = c.product_id LEFT JOIN users u ON u.id = fr.uploaded_by`;

const toRelease = (row: Record<string, unknown>): Release => ({
  id: Number(row.id),
  componentId: Number(row.component_id),
  component: String(row.component),
  componentName: String(row.component_name),
  productId: Number(row.product_id),
  productName: String(row.product_name),
  version: String(row.version),
  sha256: String(row.sha256),
  sizeBytes: Number(row.size_bytes),
  fileName: String(row.file_name),
  releaseNotes: String(row.release_notes),
  downgrade: Boolean(row.downgrade),
  uploadedBy: (row.uploaded_by as string | null) || null,
  createdAt: new Date(row.created_at as string).toISOString(),
  installedOn: Number(row.installed_on),
});

async function release(db: Queryable, id: number): Promise<Release> {
  const query = sql`SELECT ${RELEASE_SELECT} FROM ${RELEASE_FROM} WHERE fr.id = ${id}`;
  const [row] = await db.query<Record<string, unknown>>(query.text, query.values);
  if (!row) throw notFound(otaMessages.releaseNotFound);
  return toRelease(row);
}

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
 * stored), a release's detail with its roll-outs, and a new roll-out (docs/decisions.md).
 */
export const releaseRoutes: FastifyPluginAsync<{
  config: Config;
  db: Database;
  auth: Auth;
  commands: CommandSender;
}> = async (app, { config, db, auth, commands }) => {
  await app.register(multipart, { throwFileSizeLimit: false });
  const guard = { preHandler: auth.requireCapability('ota') };
  const store = firmwareStore(config.dataDir);
  const maxBytes = config.devices.firmwareMaxBytes;

  app.get('/Ota/GetReleases', guard, async (request, reply) => {
    const query = parseInput(releaseListQuerySchema, request.query, 'query');
    return answerList<Record<string, unknown>, Release, typeof query.sort>(reply, {
      db,
      source: {
        select: RELEASE_SELECT,
        from: RELEASE_FROM,
        where: [
          ...(query.product ? [sql`p.id = ${query.product}`] : []),
          ...(query.component ? [sql`c.id = ${query.component}`] : []),
          ...searchCondition(
            [sql`fr.version`, sql`c.name`, sql`p.name`, sql`fr.release_notes`],
            query.search,
          ),
        ],
        orderBy: {
          createdAt: sql`fr.created_at`,
          version: sql`(fr.version_major, fr.version_minor, fr.version_patch)`,
          component: sql`(p.name, c.name)`,
        },
        tieBreaker: sql`fr.id`,
      },
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
  });

  app.post('/Ota/UploadFirmware', guard, async (request, reply): Promise<ReleaseResponse> => {
    const user = signedInUser(request);
    let fields: ReturnType<typeof uploadFirmwareFieldsSchema.parse> | undefined;
    // The rules are checked on the fields, before the file streams in: a refused upload costs no disk.
    const checkFields = async (raw: Record<string, string>) => {
      fields = parseInput(uploadFirmwareFieldsSchema, raw);
      const [component] = await db.query(`SELECT 1 FROM product_components WHERE id = $1`, [
        fields.componentId,
      ]);
      if (!component) throw new HttpError(400, otaMessages.componentNotFound);
      const versions = (
        await db.query<{ version: string }>(`SELECT version FROM firmware_releases WHERE component_id = $1`, [
          fields.componentId,
        ])
      ).map((row) => row.version);
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
        const [row] = await db.query<{ id: number }>(
          `INSERT INTO firmware_releases (component_id, version, version_major, version_minor, version_patch,
             version_prerelease, sha256, size_bytes, file_name, storage_key, release_notes, downgrade, uploaded_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
          [
            accepted.componentId,
            accepted.version,
            version.major,
            version.minor,
            version.patch,
            version.prerelease.length > 0 ? version.prerelease.join('.') : null,
            actual,
            file.size,
            file.name.slice(0, 200) || `firmware-${accepted.version}.bin`,
            storageKey,
            accepted.releaseNotes,
            accepted.allowDowngrade === 'true',
            user.id,
          ],
        );
        id = Number(row!.id);
      } catch (error) {
        // Another upload of the same version won the race: its file is the same name only if the same bytes.
        if (!exists) {
          const [used] = await db.query(`SELECT 1 FROM firmware_releases WHERE storage_key = $1`, [
            storageKey,
          ]);
          if (!used) await store.remove(storageKey);
        }
        if ((error as { code?: string }).code === '23505')
          throw new HttpError(409, otaMessages.versionTaken(accepted.version));
        throw error;
      }
      return reply.status(201).send({
        responseStatusCode: 201,
        message: otaMessages.uploaded(accepted.version),
        release: await release(db, id),
      });
    } finally {
      await upload.discard();
    }
  });

  /** Devices whose update of `componentId` has not ended: they take no other roll-out of it meanwhile. */
  const updatesUnderWay = async (q: Queryable, componentId: number) =>
    new Set(
      (
        await q.query<{ device_id: number }>(
          `SELECT rd.device_id FROM rollout_devices rd JOIN firmware_rollouts r ON r.id = rd.rollout_id
           JOIN firmware_releases fr ON fr.id = r.release_id
           WHERE fr.component_id = $1 AND rd.phase = ANY ($2)`,
          [componentId, ROLLOUT_PHASES_UNDER_WAY],
        )
      ).map((row) => Number(row.device_id)),
    );

  /** Devices of the release's product in service, with the version of its component they run now. */
  const eligible = (releaseId: number) =>
    db.query<{ id: number; serial: string; site: string | null; version: string | null; online: boolean }>(
      `SELECT d.id, d.serial, s.name AS site, f.version,
         (d.connected AND d.last_seen_at > now() - interval '90 seconds') AS online
       FROM firmware_releases fr JOIN product_components c ON c.id = fr.component_id
       JOIN devices d ON d.product_id = c.product_id LEFT JOIN installation_sites s ON s.id = d.site_id
       LEFT JOIN device_firmware f ON f.device_id = d.id AND f.component_id = c.id
       WHERE fr.id = $1 AND d.decommissioned_at IS NULL ORDER BY d.serial`,
      [releaseId],
    );

  app.get('/Ota/GetRelease', guard, async (request, reply): Promise<ReleaseDetailResponse> => {
    const { id } = parseInput(otaIdQuerySchema, request.query, 'query');
    const found = await release(db, id);
    const [rollouts, devices] = await Promise.all([rolloutsOf(db, { releaseId: id }), eligible(id)]);
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
  });

  app.post('/Ota/CreateRollout', guard, async (request, reply): Promise<RolloutResponse> => {
    const user = signedInUser(request);
    const body = parseInput(createRolloutRequestSchema, request.body);
    const found = await release(db, body.releaseId);
    const candidates = await eligible(found.id);
    if (body.deviceIds) {
      const known = new Set(candidates.map((d) => Number(d.id)));
      if (body.deviceIds.some((id) => !known.has(id)))
        throw new HttpError(400, otaMessages.rolloutDeviceNotEligible);
    }
    const busy = await updatesUnderWay(db, found.componentId);
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
      const locked = await tx.query<{ id: number }>(
        `SELECT id FROM devices WHERE id = ANY ($1::integer[]) AND decommissioned_at IS NULL ORDER BY id FOR UPDATE`,
        [targets.map((device) => Number(device.id))],
      );
      // A statement of its own, after the locks: it sees a roll-out that held them and has committed.
      const taken = await updatesUnderWay(tx, found.componentId);
      const live = new Set(locked.map((row) => Number(row.id)).filter((id) => !taken.has(id)));
      targets = targets.filter((device) => live.has(Number(device.id)));
      if (targets.length === 0) throw new HttpError(400, otaMessages.rolloutNoDevices);
      const [rollout] = await tx.query<{ id: number }>(
        `INSERT INTO firmware_rollouts (release_id, target, percentage, created_by) VALUES ($1, $2, $3, $4) RETURNING id`,
        [
          found.id,
          body.percentage !== undefined ? 'percentage' : 'devices',
          body.percentage ?? null,
          user.id,
        ],
      );
      const id = Number(rollout!.id);
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
        await tx.query(
          `INSERT INTO rollout_devices (rollout_id, device_id, command_id, previous_version) VALUES ($1, $2, $3, $4)`,
          [id, device.id, commandId, device.version],
        );
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
  });
};
