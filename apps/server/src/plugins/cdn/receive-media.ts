import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { LIVE_CHAT_FILE_MAX_BYTES, liveChatMessages } from '@ohmstead/contracts/live-chat';
import { HttpError, badRequest } from '../../http/errors';
import { safeFileName } from '../bot/attachment-types';
import { SniffFileType, type AcceptedKind } from './sniff-file-type';

/** Under the uploads directory (served by plugins/web/routes.ts) and under its address alike. */
export const LIVE_CHAT_UPLOAD_FOLDER = 'live-chat';

export interface ReceivedMedia {
  /** The folder of this one file, `<uploads>/live-chat/<random>`: removing it removes the file. */
  folder: string;
  filePath: string;
  /** `<random>/<safe name>`, relative to the live-chat folder. */
  relativePath: string;
  fileName: string;
  sizeBytes: number;
  kind: AcceptedKind;
  sessionKey: string | undefined;
}

/**
 * Streams the one `media` part of a multipart request to `<uploads>/live-chat/<random>/<safe name>`, its
 * extension the one of its sniffed type, cut off at LIVE_CHAT_FILE_MAX_BYTES (413, nothing kept). The
 * `sessionKey` field may come before or after the file; the caller checks it and records the file, and
 * removes `folder` if it refuses.
 */
export async function receiveMedia(request: FastifyRequest, uploadsDir: string): Promise<ReceivedMedia> {
  const random = randomBytes(12).toString('base64url');
  const folder = path.join(uploadsDir, LIVE_CHAT_UPLOAD_FOLDER, random);
  let received: Omit<ReceivedMedia, 'sessionKey'> | undefined;
  let sessionKey: string | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: LIVE_CHAT_FILE_MAX_BYTES, files: 1, fields: 2, parts: 3 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== 'sessionKey') throw badRequest(`Unexpected field(s): ${part.fieldname}`);
        sessionKey = String(part.value);
        continue;
      }
      if (part.fieldname !== 'media')
        throw badRequest(`The file must be sent as the "media" part, not "${part.fieldname}"`);
      await mkdir(folder, { recursive: true });
      const partial = path.join(folder, '.upload');
      const sniffer = new SniffFileType(part.filename);
      await pipeline(part.file, sniffer, createWriteStream(partial, { flags: 'wx' }));
      if (part.file.truncated) throw new HttpError(413, liveChatMessages.uploadTooLarge);
      if (sniffer.bytes === 0 || !sniffer.kind) throw badRequest(liveChatMessages.uploadMissing);
      const stem =
        safeFileName(part.filename)
          .replace(/\.[A-Za-z0-9]+$/, '')
          .replace(/\./g, '-')
          .slice(0, 80) || 'file';
      const fileName = `${stem}.${sniffer.kind.extension}`;
      const filePath = path.join(folder, fileName);
      await rename(partial, filePath);
      received = {
        folder,
        filePath,
        relativePath: `${random}/${fileName}`,
        fileName,
        sizeBytes: sniffer.bytes,
        kind: sniffer.kind,
      };
    }
    if (!received) throw badRequest(liveChatMessages.uploadMissing);
    return { ...received, sessionKey };
  } catch (error) {
    await rm(folder, { recursive: true, force: true });
    throw error;
  }
}
