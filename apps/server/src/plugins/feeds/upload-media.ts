import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { MediaType } from '@ohmstead/contracts/feeds';
import {
  FEED_IMAGE_MAX_BYTES,
  FEED_IMAGE_TYPES,
  FEED_PDF_MAX_BYTES,
  feedAdminMessages,
  isDefaultFieldSchema,
} from '@ohmstead/contracts/feeds-admin';
import { detectContentType } from '../../http/file-content-type';
import { HttpError, badRequest } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { safeFileName } from '../bot/attachment-types';
import { UPLOADS_PATH } from '../web/routes';

/** Where a feed's uploaded files live, under the uploads directory and under the asset base alike. */
export const feedUploadFolder = (feedId: number) => `feeds/${feedId}`;

/** Enough of the start of a file to tell its type (detectContentType looks for %PDF- in the first KB). */
const SNIFF_BYTES = 1024;

/** The accepted kinds by their sniffed content type: what they are, their extension and their limit. */
const ACCEPTED: Record<
  string,
  { mediaType: MediaType; extension: string; maxBytes: number; tooLarge: string }
> = {
  'application/pdf': {
    mediaType: 'Pdf',
    extension: 'pdf',
    maxBytes: FEED_PDF_MAX_BYTES,
    tooLarge: feedAdminMessages.pdfTooLarge,
  },
  ...Object.fromEntries(
    FEED_IMAGE_TYPES.map((type) => [
      type,
      {
        mediaType: 'Image' as const,
        extension: type === 'image/jpeg' ? 'jpg' : type.slice('image/'.length),
        maxBytes: FEED_IMAGE_MAX_BYTES,
        tooLarge: feedAdminMessages.imageTooLarge,
      },
    ]),
  ),
};
type Accepted = (typeof ACCEPTED)[string];

/**
 * Passes a file through while telling its kind from its first bytes: a kind we do not take stops the
 * stream at once (415), and so does the first byte past the limit of the kind it is (413). Nothing
 * past a limit is ever written.
 */
class SniffAndCap extends Transform {
  kind: Accepted | undefined;
  bytes = 0;
  private head: Buffer[] = [];
  private headBytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (!this.kind) {
      this.head.push(chunk);
      this.headBytes += chunk.length;
      if (this.headBytes < SNIFF_BYTES) return done();
      const error = this.decide();
      if (error) return done(error);
    }
    if (this.bytes > this.kind!.maxBytes) return done(new HttpError(413, this.kind!.tooLarge));
    if (this.head.length > 0) {
      const head = Buffer.concat(this.head);
      this.head = [];
      return done(null, head);
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    if (this.headBytes === 0) return done();
    if (!this.kind) {
      const error = this.decide();
      if (error) return done(error);
    }
    if (this.head.length > 0) this.push(Buffer.concat(this.head));
    this.head = [];
    done();
  }

  private decide(): HttpError | undefined {
    this.kind = ACCEPTED[detectContentType(Buffer.concat(this.head))];
    return this.kind ? undefined : new HttpError(415, feedAdminMessages.fileType);
  }
}

export interface ReceivedMedia {
  mediaType: MediaType;
  /** Relative to the asset base, like the shipped media: /uploads/feeds/<feedId>/<random>-<name>. */
  mediaUrladdress: string;
  /** On disk, for removing it again. */
  filePath: string;
  isDefault: boolean;
}

/**
 * Streams the one `file` part of a multipart request to `uploadsDir/feeds/<feedId>/<random>-<safe
 * name>`, its extension the one of its real type so that it is served with the right content type. The
 * optional `isDefault` field may come before or after the file. Any failure removes the file: an upload
 * is stored whole or not at all. The caller records it.
 */
export async function receiveFeedMedia(
  request: FastifyRequest,
  uploadsDir: string,
  feedId: number,
): Promise<ReceivedMedia> {
  const folder = path.join(uploadsDir, feedUploadFolder(feedId));
  const random = randomBytes(9).toString('base64url');
  let stored: { filePath: string; name: string; kind: Accepted } | undefined;
  let partial: string | undefined;
  let isDefault = 'false';
  try {
    const parts = request.parts({
      // The larger limit; the smaller one of images is enforced while streaming.
      limits: { fileSize: FEED_PDF_MAX_BYTES, files: 2, fields: 5, parts: 7 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== 'isDefault') throw badRequest(`Unexpected field(s): ${part.fieldname}`);
        isDefault = parseInput(isDefaultFieldSchema, String(part.value), 'isDefault');
        continue;
      }
      if (part.fieldname !== 'file')
        throw badRequest(`The file must be sent as the "file" part, not "${part.fieldname}"`);
      if (stored || partial) throw badRequest(feedAdminMessages.fileOnlyOne);
      await mkdir(folder, { recursive: true });
      partial = path.join(folder, `${random}.part`);
      const sniffer = new SniffAndCap();
      await pipeline(part.file, sniffer, createWriteStream(partial, { flags: 'wx' }));
      if (part.file.truncated)
        throw new HttpError(413, sniffer.kind?.tooLarge ?? feedAdminMessages.pdfTooLarge);
      if (sniffer.bytes === 0 || !sniffer.kind) throw badRequest(feedAdminMessages.fileEmpty);
      const stem =
        safeFileName(part.filename)
          .replace(/\.[A-Za-z0-9]+$/, '')
          .replace(/\./g, '-')
          .slice(0, 60) || 'file';
      const name = `${random}-${stem}.${sniffer.kind.extension}`;
      const filePath = path.join(folder, name);
      await rename(partial, filePath);
      partial = undefined;
      stored = { filePath, name, kind: sniffer.kind };
    }
    if (!stored) throw badRequest(feedAdminMessages.fileMissing);
    if (isDefault === 'true' && stored.kind.mediaType !== 'Image')
      throw badRequest(feedAdminMessages.defaultNotImage);
    return {
      mediaType: stored.kind.mediaType,
      mediaUrladdress: `${UPLOADS_PATH}/${feedUploadFolder(feedId)}/${stored.name}`,
      filePath: stored.filePath,
      isDefault: isDefault === 'true',
    };
  } catch (error) {
    await Promise.all([partial, stored?.filePath].filter(Boolean).map((file) => rm(file!, { force: true })));
    throw error;
  }
}
