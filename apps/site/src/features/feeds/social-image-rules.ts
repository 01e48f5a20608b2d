import { FEED_IMAGE_MAX_BYTES, FEED_IMAGE_TYPES } from '@ohmstead/contracts/feeds-admin';
import { socialItemMessages } from '@ohmstead/contracts/social-items';
import { fileType } from './file-type';

/** The `accept` of the image input: a hint to the file picker; checkSocialImage decides. */
export const SOCIAL_IMAGE_ACCEPT = FEED_IMAGE_TYPES.join(',');

/**
 * The server's limits for a logo's or a post's image, checked before the upload so that a wrong file is
 * explained at once: JPEG, PNG, GIF or WebP up to 5 MB (never SVG). The server checks the content too.
 */
export function checkSocialImage(file: Pick<File, 'name' | 'size' | 'type'>): string | undefined {
  if (!(FEED_IMAGE_TYPES as readonly string[]).includes(fileType(file))) return socialItemMessages.imageType;
  if (file.size === 0) return socialItemMessages.imageEmpty;
  if (file.size > FEED_IMAGE_MAX_BYTES) return socialItemMessages.imageTooLarge;
  return undefined;
}
