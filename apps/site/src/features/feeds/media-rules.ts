import type { MediaType } from '@ohmstead/contracts/feeds';
import {
  FEED_IMAGE_MAX_BYTES,
  FEED_IMAGE_TYPES,
  FEED_PDF_MAX_BYTES,
  feedAdminMessages,
} from '@ohmstead/contracts/feeds-admin';
import { fileType } from './file-type';

/** The `accept` of the file input: a hint to the file picker; checkMediaFile decides. */
export const MEDIA_ACCEPT = 'image/*,application/pdf';

export type MediaCheck = { ok: true; mediaType: MediaType } | { ok: false; message: string };

/**
 * The server's limits, checked before the upload starts so that a wrong file is explained at once:
 * JPEG, PNG, GIF or WebP images up to 5 MB, PDF files up to 20 MB (the server checks the content too).
 * A file the browser gives no type is judged by its extension.
 */
export function checkMediaFile(file: Pick<File, 'name' | 'size' | 'type'>): MediaCheck {
  const type = fileType(file);
  const isImage = (FEED_IMAGE_TYPES as readonly string[]).includes(type);
  if (!isImage && type !== 'application/pdf') return { ok: false, message: feedAdminMessages.fileType };
  if (file.size === 0) return { ok: false, message: feedAdminMessages.fileEmpty };
  if (isImage && file.size > FEED_IMAGE_MAX_BYTES)
    return { ok: false, message: feedAdminMessages.imageTooLarge };
  if (!isImage && file.size > FEED_PDF_MAX_BYTES)
    return { ok: false, message: feedAdminMessages.pdfTooLarge };
  return { ok: true, mediaType: isImage ? 'Image' : 'Pdf' };
}

/** The file's own name, from its stored address. */
export const mediaFileName = (address: string) => decodeURIComponent(address.split('/').pop() ?? address);
