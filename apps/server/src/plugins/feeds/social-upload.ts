import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { SocialKind } from '@ohmstead/contracts/feeds';
import { FEED_IMAGE_MAX_BYTES, FEED_IMAGE_TYPES } from '@ohmstead/contracts/feeds-admin';
import { SOCIAL_IMAGE_RULE, socialItemMessages } from '@ohmstead/contracts/social-items';
import {
  socialItemFormSchema,
  socialItemKindFieldSchema,
  type SocialItemValues,
} from '@ohmstead/contracts/social-items-schemas';
import { uploadMessages } from '@ohmstead/contracts/uploads';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../../http/errors';
import { moveFile } from '../../http/uploads/move-file';
import { receiveMultipart } from '../../http/uploads/receive-multipart';
import { storedFileName } from '../../http/uploads/safe-file-name';
import { UPLOADS_PATH } from '../../http/uploads/uploads-location';

/** Where the social items' images live, under the uploads directory and under the asset base alike. */
export const SOCIAL_UPLOAD_FOLDER = 'social';

export interface ReceivedSocialItem {
  kind: SocialKind;
  values: SocialItemValues;
  /** The new image, kept under the uploads directory; the caller records it, and removes it if that fails. */
  image?: { mediaUrladdress: string; filePath: string };
}

/** UpdateSocialItem's fields: the form of the item's own kind. */
const itemForm = (kind: SocialKind) => socialItemFormSchema(kind).transform((values) => ({ kind, values }));

/**
 * CreateSocialItem's fields: the kind first (a bad kind is the one problem told), then the form of that kind
 * on the other fields, its problems told as that form tells them.
 */
const newItemForm = socialItemKindFieldSchema.transform(({ kind, ...rest }, ctx) => {
  const result = itemForm(kind).safeParse(rest);
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.addIssue({ ...issue });
  return z.NEVER;
});

/**
 * Receives CreateSocialItem (`kind` unless `kind` is given, then `heading`, `link` and an optional `image`
 * file) or UpdateSocialItem (`kind` given: the item's own). The fields are checked before the image is
 * stored, so a refused form costs no disk. The image goes through the one upload receiver: JPEG, PNG,
 * GIF or WebP by its content (never SVG, which can carry script), 5 MB at most; it is kept as
 * `uploadsDir/social/<random>-<safe name>.<type's extension>`.
 */
export async function receiveSocialItem(
  request: FastifyRequest,
  dirs: { uploadsDir: string; tempDir: string },
  knownKind?: SocialKind,
): Promise<ReceivedSocialItem> {
  if (!request.isMultipart()) throw badRequest(uploadMessages.notMultipart);
  const upload = await receiveMultipart(request, dirs.tempDir, {
    fields: knownKind ? ['heading', 'link'] : ['kind', 'heading', 'link'],
    // The message is the first broken rule's own words, as the editor shows it beside its field.
    form: { schema: knownKind ? itemForm(knownKind) : newItemForm, what: 'form', ownWords: true },
    maxFields: 3,
    errorField: 'image',
    files: {
      part: 'image',
      minFiles: 0,
      maxFiles: 1,
      maxBytes: FEED_IMAGE_MAX_BYTES,
      accepts: (type) => (FEED_IMAGE_TYPES as readonly string[]).includes(type.mime),
    },
    messages: {
      wrongPart: socialItemMessages.imagePart,
      tooMany: socialItemMessages.imageOnlyOne,
      missing: socialItemMessages.imageRequired,
      empty: () => socialItemMessages.imageEmpty,
      tooLarge: () => socialItemMessages.imageTooLarge,
      typeRefused: () => socialItemMessages.imageType,
    },
  });
  try {
    const { kind, values } = upload.form;
    const file = upload.files[0];
    const rule = SOCIAL_IMAGE_RULE[kind];
    if (file && rule === 'none') throw fieldError('image', socialItemMessages.imageNotTaken);
    // A new logo needs its image; an edit without one keeps the image it has.
    if (!file && rule === 'required' && !knownKind)
      throw fieldError('image', socialItemMessages.imageRequired);
    if (!file) return { kind, values };
    const name = `${randomBytes(9).toString('base64url')}-${storedFileName(file.name, file.type.ext, 60)}`;
    const filePath = path.join(dirs.uploadsDir, SOCIAL_UPLOAD_FOLDER, name);
    await moveFile(file.path, filePath);
    return {
      kind,
      values,
      image: { mediaUrladdress: `${UPLOADS_PATH}/${SOCIAL_UPLOAD_FOLDER}/${name}`, filePath },
    };
  } finally {
    await upload.discard();
  }
}

const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);
