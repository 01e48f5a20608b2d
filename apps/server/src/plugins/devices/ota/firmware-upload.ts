import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import {
  FIRMWARE_MAGIC,
  otaMessages,
  type Release,
  type ReleaseResponse,
  UPLOAD_FIRMWARE_FIELDS,
  uploadFirmwareFieldsSchema,
} from '@ohmstead/contracts/ota';
import type { FastifyReply, FastifyRequest } from 'fastify';
import semver from 'semver';
import { signedInUser } from '../../../auth/auth';
import type { Config } from '../../../config';
import type { FirmwareStore } from '../../../db/devices/firmware-store';
import { HttpError } from '../../../http/errors';
import { UNKNOWN_FILE_TYPE } from '../../../http/uploads/file-type-of';
import { type ReceivedFile, receiveMultipart } from '../../../http/uploads/receive-multipart';
import type { releaseRepository } from './release-repository';

const MB = 1024 * 1024;
const MAGIC = Buffer.from(FIRMWARE_MAGIC, 'latin1');

type UploadFields = ReturnType<typeof uploadFirmwareFieldsSchema.parse>;

/** What the upload needs from the release routes. */
export interface FirmwareUploadContext {
  config: Config;
  store: FirmwareStore;
  releases: ReturnType<typeof releaseRepository>;
  release: (id: number) => Promise<Release>;
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

/** The semver rules on the form's fields: a known component, a version not taken, no unasked downgrade. */
async function checkedFields(
  releases: FirmwareUploadContext['releases'],
  fields: UploadFields,
): Promise<UploadFields> {
  if (!(await releases.componentExists(fields.componentId)))
    throw new HttpError(400, otaMessages.componentNotFound);
  const versions = await releases.versionsOf(fields.componentId);
  if (versions.includes(fields.version)) throw new HttpError(409, otaMessages.versionTaken(fields.version));
  const latest = versions.sort(semver.rcompare)[0];
  if (latest && semver.lt(fields.version, latest) && fields.allowDowngrade !== 'true')
    throw new HttpError(409, otaMessages.downgrade(fields.version, latest));
  return fields;
}

/** The received file's checks: the OHMFW header, then the SHA-256 the uploader gave. Answers the hash. */
async function checkedFile(file: ReceivedFile, fields: UploadFields): Promise<string> {
  if (!(await startsWithMagic(file.path)))
    throw new HttpError(415, otaMessages.fileNotFirmware(file.name), [
      { field: 'file', message: otaMessages.fileNotFirmware(file.name) },
    ]);
  const actual = await sha256OfFile(file.path);
  if (actual !== fields.sha256)
    throw new HttpError(422, otaMessages.hashMismatch(fields.sha256, actual), [
      { field: 'sha256', message: otaMessages.hashMismatch(fields.sha256, actual) },
    ]);
  return actual;
}

/** Keeps the checked file (once per content) and records the release; answers its id. */
async function storedRelease(
  { store, releases }: FirmwareUploadContext,
  file: ReceivedFile,
  accepted: UploadFields,
  actual: string,
  uploadedBy: number,
): Promise<number> {
  const exists = await store.exists(store.keyOf(actual));
  const storageKey = exists ? store.keyOf(actual) : await store.keep(file.path, actual);
  const version = semver.parse(accepted.version)!;
  try {
    return await releases.insertRelease({
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
      uploadedBy,
    });
  } catch (error) {
    // Another upload of the same version won the race: its file is the same name only if the same bytes.
    if (!exists && !(await releases.storageKeyInUse(storageKey))) await store.remove(storageKey);
    if ((error as { code?: string }).code === '23505')
      throw new HttpError(409, otaMessages.versionTaken(accepted.version));
    throw error;
  }
}

/**
 * POST /Ota/UploadFirmware: streamed to disk under the size cap, typed by its content and its OHMFW header,
 * hashed and compared with the SHA-256 the uploader gave, semver rules checked before a byte is stored.
 */
export async function uploadFirmware(
  context: FirmwareUploadContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<ReleaseResponse> {
  const { config, releases, release } = context;
  const maxBytes = config.devices.firmwareMaxBytes;
  const user = signedInUser(request);
  let fields: UploadFields | undefined;
  const upload = await receiveMultipart(request, config.uploads.tempDir, {
    fields: UPLOAD_FIRMWARE_FIELDS,
    form: { schema: uploadFirmwareFieldsSchema },
    // The rules are checked on the fields, before the file streams in: a refused upload costs no disk.
    beforeFiles: async (form) => {
      fields = await checkedFields(releases, form);
    },
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
    const accepted = fields;
    const actual = await checkedFile(file, accepted);
    const id = await storedRelease(context, file, accepted, actual, user.id);
    return reply.status(201).send({
      responseStatusCode: 201,
      message: otaMessages.uploaded(accepted.version),
      release: await release(id),
    });
  } finally {
    await upload.discard();
  }
}
