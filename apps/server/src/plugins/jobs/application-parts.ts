import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { CV_MAX_BYTES, jobApplicationMessages } from '@ohmstead/contracts/jobs';
import { jobApplicationCvSchema } from '@ohmstead/contracts/jobs-schemas';
import { HttpError } from '../../http/errors';
import { detectContentType } from '../../http/file-content-type';

/** The multipart part that carries the CV (spec/02 §3 "Attachments"). */
export const CV_PART = 'Attachments';
/** Not in the spec: a text field of the form is short; a token or value far longer is not one. */
const FIELD_MAX_BYTES = 16 * 1024;
/** Not in the spec: the longest file name kept for the download. */
const FILE_NAME_MAX = 200;

export const truncatedBodyMessage =
  'The upload was cut off before the form was complete. Please check your connection and try again.';

export interface ReceivedCv {
  /** The file's name under the CV directory: random, so it never comes from the request. */
  storageKey: string;
  /** The applicant's own name for the file, cleaned of paths and control characters. */
  fileName: string;
  /** What the content shows: PDF, DOC or DOCX. */
  contentType: string;
  size: number;
}

export interface ApplicationParts {
  fields: Record<string, string>;
  cv: ReceivedCv | null;
}

export const cvPath = (cvDir: string, storageKey: string) => path.join(cvDir, storageKey);
export const removeCv = (cvDir: string, storageKey: string) => rm(cvPath(cvDir, storageKey), { force: true });

/**
 * Reads the application's multipart body: its text fields, and its one CV part streamed to
 * `cvDir/<random key>`, cut off at CV_MAX_BYTES (nothing beyond is held or written). The CV is then typed
 * by its content and checked with the form's rule. Any problem is a 4xx with the form's message, and the
 * file is removed: the caller gets a whole CV or none.
 */
export async function receiveApplication(request: FastifyRequest, cvDir: string): Promise<ApplicationParts> {
  const fields: Record<string, string> = {};
  let cv: ReceivedCv | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: CV_MAX_BYTES, fieldSize: FIELD_MAX_BYTES, fields: 10, files: 2, parts: 12 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.valueTruncated) throw new HttpError(413, `The field "${part.fieldname}" is too long.`);
        if (part.fieldname in fields)
          throw new HttpError(400, `The field "${part.fieldname}" was sent twice.`);
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== CV_PART)
        throw new HttpError(400, `The CV must be sent as the "${CV_PART}" part, not "${part.fieldname}".`);
      if (cv) throw cvFieldError(400, 'Please upload one CV only.');
      const received: ReceivedCv = {
        storageKey: randomBytes(18).toString('base64url'),
        fileName: displayName(part.filename ?? ''),
        contentType: '',
        size: 0,
      };
      cv = received;
      await mkdir(cvDir, { recursive: true });
      const target = cvPath(cvDir, received.storageKey);
      await pipeline(part.file, createWriteStream(target, { flags: 'wx' }));
      if (part.file.truncated) throw cvFieldError(413, jobApplicationMessages.resumeTooLarge);
      received.size = part.file.bytesRead;
      // A file input left empty arrives as a nameless, empty part: that is no CV at all.
      if (received.size === 0 && !part.filename) {
        await removeCv(cvDir, received.storageKey);
        cv = null;
        continue;
      }
      // At most CV_MAX_BYTES: read back whole, as Office files name their kind anywhere in the container.
      received.contentType = detectContentType(await readFile(target));
      checkCv(received);
    }
    return { fields, cv };
  } catch (error) {
    if (cv) await removeCv(cvDir, cv.storageKey);
    throw clientError(error);
  }
}

function cvFieldError(status: number, message: string): HttpError {
  return new HttpError(status, message, [{ field: CV_PART, message }]);
}

/** The form's CV rule on what the server received; a type it refuses is answered 415. */
function checkCv(cv: ReceivedCv): void {
  const result = jobApplicationCvSchema.safeParse({ name: cv.fileName, size: cv.size, type: cv.contentType });
  if (result.success) return;
  const message = result.error.issues[0]?.message ?? jobApplicationMessages.resumeType;
  throw cvFieldError(message === jobApplicationMessages.resumeType ? 415 : 400, message);
}

/** A name fit to show and to offer again on download: no path, no control characters, bounded. */
function displayName(raw: string): string {
  const base = (raw.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/\p{Cc}/gu, '')
    .trim();
  if (base.length <= FILE_NAME_MAX) return base;
  const extension = /\.[A-Za-z0-9]{1,5}$/.exec(base)?.[0] ?? '';
  return base.slice(0, FILE_NAME_MAX - extension.length) + extension;
}

/**
 * The multipart parser's own failures, worded for a person: a body cut off mid-way (busboy's "Unexpected
 * end of multipart data", "Part terminated early"), a body that is not multipart, too many parts.
 * Anything else (a disk error) stays a server error.
 */
function clientError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const { code, message, statusCode } = error as { code?: string; message?: string; statusCode?: number };
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new HttpError(415, 'Send the application as multipart/form-data.');
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new HttpError(413, 'The form has too many parts.');
  if (
    code === 'FST_MP_PREMATURE_CLOSE' ||
    (typeof message === 'string' && /multipart data|Boundary not found|Malformed/i.test(message))
  )
    return new HttpError(400, truncatedBodyMessage);
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500)
    return new HttpError(statusCode, message ?? 'The form could not be read.');
  return error;
}
