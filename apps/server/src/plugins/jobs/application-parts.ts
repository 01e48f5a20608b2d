import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { CV_MAX_BYTES, CV_MIME_TYPES, jobApplicationMessages as m } from '@ohmstead/contracts/jobs';
import {
  jobApplicationCvSchema,
  type JobApplicationFields,
  jobApplicationFieldsSchema,
} from '@ohmstead/contracts/jobs-schemas';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors';
import { moveFile } from '../../http/uploads/move-file';
import { receiveMultipart } from '../../http/uploads/receive-multipart';

/** The multipart part that carries the CV (docs/product.md §2.3 "Attachments"). */
export const CV_PART = 'Attachments';
/** Not in the spec: the longest file name kept for the download. */
const FILE_NAME_MAX = 200;

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
  fields: JobApplicationFields;
  cv: ReceivedCv | null;
}

export const cvPath = (cvDir: string, storageKey: string) => path.join(cvDir, storageKey);
export const removeCv = (cvDir: string, storageKey: string) => rm(cvPath(cvDir, storageKey), { force: true });

/**
 * Receives the application's multipart body: its text fields, parsed with the form's schema once every
 * part is in (a bad CV is told before a bad field; the message is the first broken rule's own words, as the
 * modal shows it), and its one CV, typed by its content, cut off at CV_MAX_BYTES while it streams, checked
 * with the form's rule and kept as `cvDir/<random key>`. Any problem is a 4xx with the form's message and
 * nothing is kept: the caller gets a whole CV or none, and removes it if it refuses the form.
 */
export async function receiveApplication(
  request: FastifyRequest,
  dirs: { cvDir: string; tempDir: string },
): Promise<ApplicationParts> {
  const upload = await receiveMultipart(request, dirs.tempDir, {
    form: { schema: jobApplicationFieldsSchema, what: 'form', ownWords: true, afterFiles: true },
    maxFields: 10,
    errorField: CV_PART,
    files: {
      part: CV_PART,
      minFiles: 0,
      maxFiles: 1,
      maxBytes: CV_MAX_BYTES,
      accepts: (type) => (CV_MIME_TYPES as readonly string[]).includes(type.mime),
    },
    messages: {
      wrongPart: m.cvPart,
      tooMany: m.cvOnlyOne,
      missing: m.cvRequired,
      empty: () => m.resumeEmpty,
      tooLarge: () => m.resumeTooLarge,
      typeRefused: () => m.resumeType,
    },
  });
  try {
    const file = upload.files[0];
    if (!file) return { fields: upload.form, cv: null };
    const cv: ReceivedCv = {
      storageKey: randomBytes(18).toString('base64url'),
      fileName: displayName(file.name),
      contentType: file.type.mime,
      size: file.size,
    };
    checkCv(cv);
    await moveFile(file.path, cvPath(dirs.cvDir, cv.storageKey));
    return { fields: upload.form, cv };
  } finally {
    await upload.discard();
  }
}

/** The form's CV rule on what the server received; a type it refuses is answered 415. */
function checkCv(cv: ReceivedCv): void {
  const result = jobApplicationCvSchema.safeParse({ name: cv.fileName, size: cv.size, type: cv.contentType });
  if (result.success) return;
  const message = result.error.issues[0]?.message ?? m.resumeType;
  throw new HttpError(message === m.resumeType ? 415 : 400, message, [{ field: CV_PART, message }]);
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
