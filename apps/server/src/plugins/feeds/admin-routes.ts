import { rm } from 'node:fs/promises';
import path from 'node:path';
import { FEED_TYPE_LABELS, type FeedItem, feedMessages } from '@ohmstead/contracts/feeds';
import {
  feedAdminListQuerySchema,
  feedAdminMessages,
  type FeedDeleteResponse,
  feedDeleteResponseSchema,
  feedItemSchema,
  feedRequestSchema,
  type FeedSaveResponse,
  feedSaveResponseSchema,
} from '@ohmstead/contracts/feeds-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { signedInUser } from '../../auth/auth';
import type { CsvColumn } from '../../http/admin-lists';
import { badRequest, notFound } from '../../http/errors';
import { listRoutes } from '../../http/list-route';
import { errorResponses } from '../../http/response-schemas';
import { hasVisibleText } from '../../http/sanitize-rich-text';
import { uploadsDir } from '../../http/uploads/uploads-location';
import { queryFirst } from '../../http/validate';
import { byIdSchema, type FeedAdminRouteOptions } from './admin-route-options';
import { removeMediaFiles } from './media-routes';
import { feedAdminList, feedRepository, type FeedValues, toAdminFeedItem } from './repository';
import { sanitizeFeedHtml } from './sanitize';
import { feedUploadFolder } from './upload-media';

/** The columns of the admin list's CSV export (the description stays on the item's page). */
const FEED_CSV: CsvColumn<FeedItem>[] = [
  { header: 'Heading', value: (item) => item.heading },
  { header: 'Type', value: (item) => FEED_TYPE_LABELS[item.feedType] },
  { header: 'Publish at', value: (item) => item.publishAt },
  {
    header: 'Status',
    value: (item) => (Date.parse(item.publishAt) > Date.now() ? 'Scheduled' : 'Published'),
  },
  { header: 'Images', value: (item) => item.feedMedia.filter((media) => media.mediaType === 'Image').length },
  { header: 'PDFs', value: (item) => item.feedMedia.filter((media) => media.mediaType === 'Pdf').length },
  { header: 'Created at', value: (item) => item.dateCreated },
  { header: 'Id', value: (item) => item.id },
];

/** The body of CreateFeed and UpdateFeed, its description sanitised; nothing but markup is refused. */
function feedValues(input: z.output<typeof feedRequestSchema>): FeedValues {
  const description = sanitizeFeedHtml(input.description);
  if (!hasVisibleText(description))
    throw badRequest(feedAdminMessages.descriptionEmpty, [
      { field: 'description', message: feedAdminMessages.descriptionEmpty },
    ]);
  return { ...input, description, publishAt: new Date(input.publishAt) };
}

/** The feed items of the News & Events admin screen: listed (or exported), created, edited, published, deleted. */
export const feedAdminRoutes: FastifyPluginAsyncZod<FeedAdminRouteOptions> = async (
  app,
  { config, db, guard, changed },
) => {
  const feeds = feedRepository(db);
  const uploads = uploadsDir(config);
  const listRoute = listRoutes(app, db);

  listRoute('/Feed/GetAllFeedAdmin', guard, {
    schema: feedAdminListQuerySchema,
    item: feedItemSchema,
    source: feedAdminList,
    toItem: toAdminFeedItem,
    csv: { fileName: 'news-and-events.csv', columns: FEED_CSV },
  });

  const saveResponse = { 200: feedSaveResponseSchema, ...errorResponses(400, 401, 403) };
  app.post(
    '/Feed/CreateFeed',
    { ...guard, schema: { body: feedRequestSchema, response: saveResponse } },
    async (request) => {
      const saved = await feeds.create(feedValues(request.body), signedInUser(request).id);
      await changed();
      const answer: FeedSaveResponse = {
        responseStatusCode: 200,
        message: feedAdminMessages.created,
        ...saved,
      };
      return answer;
    },
  );

  app.put(
    '/Feed/UpdateFeed',
    {
      preValidation: [guard.preValidation, queryFirst],
      schema: { ...byIdSchema(feedSaveResponseSchema), body: feedRequestSchema },
    },
    async (request) => {
      const { id } = request.query;
      const saved = await feeds.update(id, feedValues(request.body), signedInUser(request).id);
      if (!saved) throw notFound(feedMessages.feedNotFound);
      await changed();
      const answer: FeedSaveResponse = {
        responseStatusCode: 200,
        message: feedAdminMessages.updated,
        ...saved,
      };
      return answer;
    },
  );

  app.post(
    '/Feed/PublishFeed',
    {
      ...guard,
      schema: byIdSchema(feedSaveResponseSchema),
    },
    async (request) => {
      const { id } = request.query;
      const saved = await feeds.publishNow(id, signedInUser(request).id);
      if (!saved) throw notFound(feedMessages.feedNotFound);
      await changed();
      const answer: FeedSaveResponse = {
        responseStatusCode: 200,
        message: feedAdminMessages.published,
        ...saved,
      };
      return answer;
    },
  );

  app.delete(
    '/Feed/DeleteFeed',
    {
      ...guard,
      schema: byIdSchema(feedDeleteResponseSchema),
    },
    async (request) => {
      const { id } = request.query;
      const media = await db.transaction((tx) => feedRepository(tx).delete(id));
      if (!media) throw notFound(feedMessages.feedNotFound);
      await changed();
      await removeMediaFiles(uploads, media);
      await rm(path.join(uploads, feedUploadFolder(id)), { recursive: true, force: true });
      const answer: FeedDeleteResponse = { responseStatusCode: 200, message: feedAdminMessages.deleted };
      return answer;
    },
  );
};
