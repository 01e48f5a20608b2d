import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { chatMessages } from '@ohmstead/contracts/chat';
import { CHAT_FILE_MAX_BYTES, chatFormMessages } from '@ohmstead/contracts/chat-forms';
import { uploadMessages } from '@ohmstead/contracts/uploads';
import type { FastifyRequest } from 'fastify';
import type { UploadCap } from '../../http/uploads/chat-upload-allowance';
import { moveFile } from '../../http/uploads/move-file';
import { receiveMultipart } from '../../http/uploads/receive-multipart';
import { storedFileName } from '../../http/uploads/safe-file-name';
import { CHAT_UPLOAD_FILES_MAX } from '../../limits';
import type { StoredAttachment } from './attachment-repository';
import { servedContentType } from './attachment-types';

/** The path under which an attachment is served; the random id is what keeps it unguessable. */
export const mediaPath = (file: StoredAttachment) =>
  `/bot/media/${file.id}/${encodeURIComponent(file.fileName)}`;
export const mediaFile = (mediaDir: string, id: string, fileName: string) =>
  path.join(mediaDir, id, fileName);
export const removeAttachments = (mediaDir: string, files: StoredAttachment[]) =>
  Promise.all(files.map((file) => rm(path.join(mediaDir, file.id), { recursive: true, force: true })));

/**
 * Receives the `files` parts of upload_attachments (typed by their content, each cut off at
 * CHAT_FILE_MAX_BYTES, all together at `cap`) and keeps them under `mediaDir/<random id>/<safe name>`.
 * Any failure removes every file of the request: an upload is stored whole or not at all. The caller
 * records the files, and removes them if that fails.
 */
export async function receiveAttachments(
  request: FastifyRequest,
  dirs: { mediaDir: string; tempDir: string },
  cap: UploadCap,
): Promise<StoredAttachment[]> {
  const upload = await receiveMultipart(request, dirs.tempDir, {
    fields: [],
    maxFields: 1,
    totalCap: { maxBytes: cap.maxTotalBytes, error: cap.error },
    files: {
      part: 'files',
      minFiles: 1,
      maxFiles: CHAT_UPLOAD_FILES_MAX,
      maxBytes: CHAT_FILE_MAX_BYTES,
      accepts: (type) => servedContentType(type.mime) !== null,
    },
    messages: {
      wrongPart: (sent) => uploadMessages.filesPart('files', sent),
      tooMany: uploadMessages.tooManyParts,
      missing: uploadMessages.noChatFiles,
      empty: uploadMessages.chatFileEmpty,
      tooLarge: (file) => chatMessages.filesTooLarge([file.name]),
      typeRefused: (file) => chatFormMessages.fileTypeNotAllowed(file.type.ext),
    },
  });
  const stored: StoredAttachment[] = [];
  try {
    for (const file of upload.files) {
      const attachment: StoredAttachment = {
        id: randomBytes(18).toString('base64url'),
        fileName: storedFileName(file.name, file.type.ext, 100),
        contentType: servedContentType(file.type.mime)!,
        sizeBytes: file.size,
      };
      stored.push(attachment);
      await moveFile(file.path, mediaFile(dirs.mediaDir, attachment.id, attachment.fileName));
    }
    return stored;
  } catch (error) {
    await removeAttachments(dirs.mediaDir, stored);
    throw error;
  } finally {
    await upload.discard();
  }
}
