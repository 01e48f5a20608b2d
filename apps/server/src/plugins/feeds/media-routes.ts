import { rm } from 'node:fs/promises';
import path from 'node:path';
import { feedMessages } from '@ohmstead/contracts/feeds';
import {
  feedAdminMessages,
  type FeedDeleteResponse,
  feedDeleteResponseSchema,
  feedMediaUploadQuerySchema,
  type FeedMediaUploadResponse,
  feedMediaUploadResponseSchema,
} from '@ohmstead/contracts/feeds-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../http/errors';
import { errorResponses } from '../../http/response-schemas';
import { uploadsDir } from '../../http/uploads/uploads-location';
import { byIdSchema, type FeedAdminRouteOptions } from './admin-route-options';
import { feedRepository, type StoredMedia } from './repository';
import { receiveFeedMedia } from './upload-media';

/** Removes the files of deleted media rows; shipped assets are never touched. */
export const removeMediaFiles = (uploads: string, media: StoredMedia[]) =>
  Promise.all(
    media
      .filter((item) => item.isUpload)
      .map((item) =>
        rm(path.join(uploads, item.mediaUrladdress.replace(/^\/uploads\//, '')), { force: true }),
      ),
  );

/** The images and PDFs of a feed item on the News & Events admin screen: uploaded one at a time, deleted. */
export const feedMediaRoutes: FastifyPluginAsyncZod<FeedAdminRouteOptions> = async (
  app,
  { config, db, guard, changed },
) => {
  const feeds = feedRepository(db);
  const uploads = uploadsDir(config);

  app.post(
    '/Feed/UploadFeedMedia',
    {
      ...guard,
      // A multipart upload (upload-media.ts): its 400, a file's 413/415.
      schema: {
        querystring: feedMediaUploadQuerySchema,
        response: {
          200: feedMediaUploadResponseSchema,
          ...errorResponses(400, 401, 403, 404, 413, 415),
        },
      },
    },
    async (request) => {
      const { feedId } = request.query;
      if (!(await feeds.exists(feedId))) throw notFound(feedMessages.feedNotFound);
      if (!request.isMultipart()) throw badRequest(feedAdminMessages.fileMissing);
      const received = await receiveFeedMedia(
        request,
        { uploadsDir: uploads, tempDir: config.uploads.tempDir },
        feedId,
      );
      try {
        const feedMedia = await db.transaction((tx) =>
          feedRepository(tx).addMedia(feedId, { ...received, isUpload: true }),
        );
        await changed();
        const answer: FeedMediaUploadResponse = {
          responseStatusCode: 200,
          message: feedAdminMessages.mediaUploaded,
          feedMedia,
        };
        return answer;
      } catch (error) {
        // The item may have been deleted meanwhile: the file must not outlive the failed row.
        await rm(received.filePath, { force: true });
        throw error;
      }
    },
  );

  app.delete(
    '/Feed/DeleteFeedMedia',
    {
      ...guard,
      schema: byIdSchema(feedDeleteResponseSchema),
    },
    async (request) => {
      const { id } = request.query;
      const media = await feeds.deleteMedia(id);
      if (!media) throw notFound(feedAdminMessages.mediaNotFound);
      await changed();
      await removeMediaFiles(uploads, [media]);
      const answer: FeedDeleteResponse = { responseStatusCode: 200, message: feedAdminMessages.mediaDeleted };
      return answer;
    },
  );
};
