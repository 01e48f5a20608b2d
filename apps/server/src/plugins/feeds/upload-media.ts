import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { MediaType } from '@ohmstead/contracts/feeds';
import {
  FEED_IMAGE_MAX_BYTES,
  FEED_IMAGE_TYPES,
  FEED_PDF_MAX_BYTES,
  feedAdminMessages,
  isDefaultFieldSchema,
} from '@ohmstead/contracts/feeds-admin';
import { uploadMessages } from '@ohmstead/contracts/uploads';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../../http/errors';
import type { FileType } from '../../http/uploads/file-type-of';
import { moveFile } from '../../http/uploads/move-file';
import { receiveMultipart } from '../../http/uploads/receive-multipart';
import { storedFileName } from '../../http/uploads/safe-file-name';
import { UPLOADS_PATH } from '../../http/uploads/uploads-location';

/** Where a feed's uploaded files live, under the uploads directory and under the asset base alike. */
export const feedUploadFolder = (feedId: number) => `feeds/${feedId}`;

const PDF = 'application/pdf';
const isImage = (type: FileType) => (FEED_IMAGE_TYPES as readonly string[]).includes(type.mime);

/** The form's one field, `false` when not sent; its 400 names it ("Invalid isDefault: …"). */
const mediaFieldsSchema = z.object({ isDefault: isDefaultFieldSchema.default('false') });

export interface ReceivedMedia {
  mediaType: MediaType;
  /** Relative to the asset base, like the shipped media: /uploads/feeds/<feedId>/<random>-<name>. */
  mediaUrladdress: string;
  /** On disk, for removing it again. */
  filePath: string;
  isDefault: boolean;
}

/**
 * Receives the one `file` part of UploadFeedMedia (images up to 5 MB and PDFs up to 20 MB, typed by their
 * content: a PDF is one that starts with `%PDF`) and keeps it as `uploadsDir/feeds/<feedId>/<random>-<safe
 * name>.<type's extension>`, so that it is served with the right content type. The optional `isDefault`
 * field may come before or after the file. The caller records it, and removes it if that fails.
 */
export async function receiveFeedMedia(
  request: FastifyRequest,
  dirs: { uploadsDir: string; tempDir: string },
  feedId: number,
): Promise<ReceivedMedia> {
  const upload = await receiveMultipart(request, dirs.tempDir, {
    fields: ['isDefault'],
    // Parsed once the file is in: the field may come after it.
    form: { schema: mediaFieldsSchema, what: 'isDefault', afterFiles: true },
    maxFields: 2,
    files: {
      part: 'file',
      minFiles: 1,
      maxFiles: 1,
      // The larger cap; an image's smaller one applies as soon as its first bytes show it is an image.
      maxBytes: FEED_PDF_MAX_BYTES,
      maxBytesOf: (type) => (isImage(type) ? FEED_IMAGE_MAX_BYTES : FEED_PDF_MAX_BYTES),
      accepts: (type) => type.mime === PDF || isImage(type),
    },
    messages: {
      wrongPart: (sent) => uploadMessages.filePart('file', sent),
      tooMany: feedAdminMessages.fileOnlyOne,
      missing: feedAdminMessages.fileMissing,
      empty: () => feedAdminMessages.fileEmpty,
      tooLarge: ({ type }) =>
        type.mime === PDF ? feedAdminMessages.pdfTooLarge : feedAdminMessages.imageTooLarge,
      typeRefused: () => feedAdminMessages.fileType,
    },
  });
  try {
    const { isDefault } = upload.form;
    const file = upload.files[0]!;
    if (isDefault === 'true' && !isImage(file.type)) throw badRequest(feedAdminMessages.defaultNotImage);
    const name = `${randomBytes(9).toString('base64url')}-${storedFileName(file.name, file.type.ext, 60)}`;
    const filePath = path.join(dirs.uploadsDir, feedUploadFolder(feedId), name);
    await moveFile(file.path, filePath);
    return {
      mediaType: file.type.mime === PDF ? 'Pdf' : 'Image',
      mediaUrladdress: `${UPLOADS_PATH}/${feedUploadFolder(feedId)}/${name}`,
      filePath,
      isDefault: isDefault === 'true',
    };
  } finally {
    await upload.discard();
  }
}
