import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { LIVE_CHAT_FILE_MAX_BYTES, liveChatMessages } from '@ohmstead/contracts/live-chat';
import { uploadMessages } from '@ohmstead/contracts/uploads';
import type { FastifyRequest } from 'fastify';
import type { HttpError } from '../../http/errors';
import type { FileType } from '../../http/uploads/file-type-of';
import { moveFile } from '../../http/uploads/move-file';
import { receiveMultipart } from '../../http/uploads/receive-multipart';
import { storedFileName } from '../../http/uploads/safe-file-name';

/** Under the uploads directory (served by plugins/web/routes.ts) and under its address alike. */
export const LIVE_CHAT_UPLOAD_FOLDER = 'live-chat';

/** The kinds a chat may carry (docs/product.md §3.5), by the type their content shows. SVG and HTML never. */
const ACCEPTED = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/bmp',
  'application/pdf',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/plain',
]);

export interface ReceivedMedia {
  /** The folder of this one file, `<uploads>/live-chat/<random>`: removing it removes the file. */
  folder: string;
  filePath: string;
  /** `<random>/<safe name>`, relative to the live-chat folder. */
  relativePath: string;
  fileName: string;
  sizeBytes: number;
  type: FileType;
  sessionKey: string | undefined;
}

/**
 * Receives the one `media` part of CDN/UploadBotImage (and its `sessionKey` field, before or after it)
 * and keeps it as `<uploads>/live-chat/<random>/<safe name>.<type's extension>`. `maxTotalBytes` is what
 * is left of the uploader's quota; going past it is answered with `quotaError`. The caller checks the
 * session key and records the file, and removes `folder` if it refuses.
 */
export async function receiveMedia(
  request: FastifyRequest,
  dirs: { uploadsDir: string; tempDir: string },
  quota: { maxTotalBytes: number; error: () => HttpError },
): Promise<ReceivedMedia> {
  const upload = await receiveMultipart(request, dirs.tempDir, {
    fields: ['sessionKey'],
    maxFields: 2,
    totalCap: { maxBytes: quota.maxTotalBytes, error: quota.error },
    files: {
      part: 'media',
      minFiles: 1,
      maxFiles: 1,
      maxBytes: LIVE_CHAT_FILE_MAX_BYTES,
      accepts: (type) => ACCEPTED.has(type.mime),
    },
    messages: {
      wrongPart: (sent) => uploadMessages.filePart('media', sent),
      tooMany: uploadMessages.tooManyParts,
      missing: liveChatMessages.uploadMissing,
      empty: () => liveChatMessages.uploadMissing,
      tooLarge: () => liveChatMessages.uploadTooLarge,
      typeRefused: () => uploadMessages.chatFileTypeRefused,
    },
  });
  try {
    const file = upload.files[0]!;
    const random = randomBytes(12).toString('base64url');
    const folder = path.join(dirs.uploadsDir, LIVE_CHAT_UPLOAD_FOLDER, random);
    const fileName = storedFileName(file.name, file.type.ext);
    const filePath = path.join(folder, fileName);
    await moveFile(file.path, filePath);
    return {
      folder,
      filePath,
      relativePath: `${random}/${fileName}`,
      fileName,
      sizeBytes: file.size,
      type: file.type,
      sessionKey: upload.fields.sessionKey,
    };
  } finally {
    await upload.discard();
  }
}
