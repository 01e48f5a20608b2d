import { rm } from 'node:fs/promises';
import path from 'node:path';
import { socialItemMessages } from '@ohmstead/contracts/social-items';
import {
  type SocialAdminItem,
  socialAdminItemSchema,
  type SocialItemDeleteResponse,
  socialItemDeleteResponseSchema,
  socialItemIdQuerySchema,
  socialItemListQuerySchema,
  socialItemMoveQuerySchema,
  type SocialItemSaveResponse,
  socialItemSaveResponseSchema,
} from '@ohmstead/contracts/social-items-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../auth/auth';
import type { CsvColumn } from '../../http/admin-lists';
import { HttpError, notFound } from '../../http/errors';
import { listRoutes } from '../../http/list-route';
import { errorResponses } from '../../http/response-schemas';
import { UPLOADS_PATH, uploadsDir } from '../../http/uploads/uploads-location';
import type { FeedAdminRouteOptions } from './admin-route-options';
import {
  socialAdminList,
  type SocialAdminRow,
  socialRepository,
  toSocialAdminItem,
} from './social-repository';
import { receiveSocialItem } from './social-upload';

/** The columns of a social list's CSV export. */
const SOCIAL_CSV: CsvColumn<SocialAdminItem>[] = [
  { header: 'Position', value: (item) => item.position },
  { header: 'Title', value: (item) => item.heading },
  { header: 'Link', value: (item) => item.link },
  { header: 'Video id', value: (item) => item.videoId },
  { header: 'Image', value: (item) => item.imageUrl },
  { header: 'Added at', value: (item) => item.dateCreated },
  { header: 'Updated at', value: (item) => item.updatedAt },
];

const CSV_FILE_NAMES = {
  Youtube: 'youtube-videos.csv',
  LinkedIn: 'linkedin-posts.csv',
  ExternalLink: 'funding-logos.csv',
};

const saved = (message: string, row: SocialAdminRow): SocialItemSaveResponse => ({
  responseStatusCode: 200,
  message,
  item: toSocialAdminItem(row),
});

type StoredImage = { mediaUrladdress: string | null; isUpload: boolean };

/** Removes an image the server stored; shipped assets (the demo's logos) are never touched. */
async function removeStoredImage(uploads: string, image: StoredImage): Promise<void> {
  if (!image.isUpload || !image.mediaUrladdress?.startsWith(`${UPLOADS_PATH}/`)) return;
  await rm(path.join(uploads, image.mediaUrladdress.slice(UPLOADS_PATH.length + 1)), { force: true });
}

/**
 * The social items and funding-news logos of News & Events (capability newsAndEvents): listed
 * per kind, created and edited with their image, moved one place up or down in the public order, and
 * deleted. A video is kept as its id, so the pages embed only YouTube's player (youtube-nocookie); a post
 * must be a LinkedIn post; every link is https; images are our own uploads (social-upload.ts).
 */
export const socialAdminRoutes: FastifyPluginAsyncZod<FeedAdminRouteOptions> = async (
  app,
  { config, db, guard, changed },
) => {
  const social = socialRepository(db);
  const listRoute = listRoutes(app, db);
  const uploads = uploadsDir(config);
  const dirs = { uploadsDir: uploads, tempDir: config.uploads.tempDir };
  const removeUpload = (image: StoredImage) => removeStoredImage(uploads, image);

  listRoute('/Feed/GetAllSocialAdmin', guard, {
    schema: socialItemListQuerySchema,
    item: socialAdminItemSchema,
    source: socialAdminList,
    toItem: toSocialAdminItem,
    csv: { fileName: (query) => CSV_FILE_NAMES[query.kind], columns: SOCIAL_CSV },
  });

  // A multipart form (social-upload.ts): its fields' 400, a file's 413/415.
  const uploadErrors = errorResponses(400, 401, 403, 404, 413, 415);
  app.post(
    '/Feed/CreateSocialItem',
    { ...guard, schema: { response: { 200: socialItemSaveResponseSchema, ...uploadErrors } } },
    async (request) => {
      const received = await receiveSocialItem(request, dirs);
      try {
        const row = await social.create(
          received.kind,
          { ...received.values, image: received.image },
          signedInUser(request).id,
        );
        await changed();
        return saved(socialItemMessages.created, row);
      } catch (error) {
        if (received.image) await rm(received.image.filePath, { force: true });
        throw error;
      }
    },
  );

  app.put(
    '/Feed/UpdateSocialItem',
    {
      ...guard,
      schema: {
        querystring: socialItemIdQuerySchema,
        response: { 200: socialItemSaveResponseSchema, ...uploadErrors },
      },
    },
    async (request) => {
      const { id } = request.query;
      const existing = await social.findAdmin(id);
      if (!existing) throw notFound(socialItemMessages.notFound);
      const received = await receiveSocialItem(request, dirs, existing.kind);
      let result: Awaited<ReturnType<typeof social.update>>;
      try {
        result = await db.transaction((tx) =>
          socialRepository(tx).update(
            id,
            { ...received.values, image: received.image },
            signedInUser(request).id,
          ),
        );
      } catch (error) {
        if (received.image) await rm(received.image.filePath, { force: true });
        throw error;
      }
      if (!result) {
        // Deleted meanwhile: the new file must not outlive it.
        if (received.image) await rm(received.image.filePath, { force: true });
        throw notFound(socialItemMessages.notFound);
      }
      await changed();
      if (result.replaced) await removeUpload(result.replaced);
      return saved(socialItemMessages.updated, result.item);
    },
  );

  app.post(
    '/Feed/MoveSocialItem',
    {
      ...guard,
      schema: {
        querystring: socialItemMoveQuerySchema,
        response: { 200: socialItemSaveResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id, direction } = request.query;
      const moved = await db.transaction((tx) => socialRepository(tx).move(id, direction));
      if (!moved) throw notFound(socialItemMessages.notFound);
      if (moved === 'edge')
        throw new HttpError(
          409,
          direction === 'up' ? socialItemMessages.alreadyFirst : socialItemMessages.alreadyLast,
        );
      await changed();
      return saved(socialItemMessages.moved, moved);
    },
  );

  app.delete(
    '/Feed/DeleteSocialItem',
    {
      ...guard,
      schema: {
        querystring: socialItemIdQuerySchema,
        response: { 200: socialItemDeleteResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.query;
      const removed = await social.delete(id);
      if (!removed) throw notFound(socialItemMessages.notFound);
      await changed();
      await removeUpload(removed);
      const answer: SocialItemDeleteResponse = {
        responseStatusCode: 200,
        message: socialItemMessages.deleted,
      };
      return answer;
    },
  );
};
