import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { chatMessages } from '@ohmstead/contracts/chat';
import { CHAT_FILE_MAX_BYTES, chatFormMessages } from '@ohmstead/contracts/chat-forms';
import { HttpError } from '../../http/errors';
import { attachmentContentType, extensionOf, safeFileName } from './attachment-types';
import type { StoredAttachment } from './attachment-repository';

/** Not in the spec: how many files one upload call may carry. */
export const CHAT_UPLOAD_FILES_MAX = 10;

/** The path under which an attachment is served; the random id is what keeps it unguessable. */
export const mediaPath = (file: StoredAttachment) =>
  `/bot/media/${file.id}/${encodeURIComponent(file.fileName)}`;
export const mediaFile = (mediaDir: string, id: string, fileName: string) =>
  path.join(mediaDir, id, fileName);

/**
 * Streams the `files` parts of a multipart request to disk under `mediaDir/<random id>/<safe name>`,
 * each cut off at CHAT_FILE_MAX_BYTES. Any failure removes every file of the request: an upload is stored
 * whole or not at all. The caller records the files.
 */
export async function receiveAttachments(
  request: FastifyRequest,
  mediaDir: string,
): Promise<StoredAttachment[]> {
  const stored: StoredAttachment[] = [];
  const removeAll = () =>
    Promise.all(stored.map((file) => rm(path.join(mediaDir, file.id), { recursive: true, force: true })));
  try {
    const parts = request.parts({
      limits: { fileSize: CHAT_FILE_MAX_BYTES, files: CHAT_UPLOAD_FILES_MAX, fields: 10, parts: 30 },
    });
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'files')
        throw new HttpError(400, `Files must be sent as "files" parts, not "${part.fieldname}"`);
      const fileName = safeFileName(part.filename);
      const contentType = attachmentContentType(fileName);
      if (!contentType)
        throw new HttpError(415, chatFormMessages.fileTypeNotAllowed(extensionOf(fileName) || 'unknown'));
      const file: StoredAttachment = {
        id: randomBytes(18).toString('base64url'),
        fileName,
        contentType,
        sizeBytes: 0,
      };
      stored.push(file);
      await mkdir(path.join(mediaDir, file.id), { recursive: true });
      const target = mediaFile(mediaDir, file.id, fileName);
      await pipeline(part.file, createWriteStream(target, { flags: 'wx' }));
      if (part.file.truncated) throw new HttpError(413, chatMessages.filesTooLarge([part.filename]));
      file.sizeBytes = part.file.bytesRead;
    }
    if (stored.length === 0) throw new HttpError(400, 'No files were attached: send them as "files" parts.');
    return stored;
  } catch (error) {
    await removeAll();
    throw error;
  }
}
