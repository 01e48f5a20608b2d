import { rm } from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeedType } from '@ohmstead/contracts/feed-types';
import {
  CASE_STUDIES,
  CASE_STUDY_TYPES,
  FEED_TYPE_LABELS,
  NEWS_TYPES,
  feedMessages,
  type FeedItem,
  type FeedDetailResponse,
  type FeedListResponse,
  type SocialKind,
  type SocialListResponse,
} from '@ohmstead/contracts/feeds';
import {
  caseStudyQuerySchema,
  feedAdminListQuerySchema,
  feedAdminMessages,
  feedIdQuerySchema,
  feedMediaUploadQuerySchema,
  feedPageQuerySchema,
  feedRequestSchema,
  type FeedDeleteResponse,
  type FeedMediaUploadResponse,
  type FeedSaveResponse,
} from '@ohmstead/contracts/feeds-admin';
import { signedInUser, type Auth } from '../../auth/auth';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import type { CsvColumn } from '../../http/admin-lists';
import type { PublicReadCache } from '../../http/public-read-cache';
import { badRequest, notFound } from '../../http/errors';
import { listRoutes } from '../../http/list-route';
import { parseInput } from '../../http/validate';
import { uploadsDir } from '../../http/uploads/uploads-location';
import {
  feedAdminList,
  feedRepository,
  toAdminFeedItem,
  type FeedValues,
  type StoredMedia,
} from './repository';
import { hasVisibleText } from '../../http/sanitize-rich-text';
import { sanitizeFeedHtml } from './sanitize';
import { socialAdminRoutes } from './social-routes';
import { socialRepository } from './social-repository';
import { feedUploadFolder, receiveFeedMedia } from './upload-media';

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

/**
 * News and events, case studies and the social panel (docs/product.md §2.7), and the News & Events admin screen.
 * Public calls see published items only (publishAt not in the future); admin calls see every item.
 */
export const feedRoutes: FastifyPluginAsyncZod<{
  config: Config;
  db: Database;
  auth: Auth;
  publicReads: PublicReadCache;
}> = async (app, { config, db, auth, publicReads }) => {
  // Sizes and types are checked while streaming and answered with our own messages.
  await app.register(multipart, { throwFileSizeLimit: false });
  const feeds = feedRepository(db);
  const social = socialRepository(db);
  const uploads = uploadsDir(config);
  const editor = { preValidation: auth.requireCapability('newsAndEvents') };
  const listRoute = listRoutes(app, db);
  /** A public list changes when a scheduled item is published, without any write. */
  const feedRead = (key: unknown, load: () => Promise<unknown>) => ({
    topic: 'feeds' as const,
    key,
    load,
    changesAt: () => feeds.nextPublishAt(),
  });
  /** After a write to feed items or their media: any public feed answer may have changed. */
  const changed = () => publicReads.invalidate('feeds');

  /** Removes the files of deleted media rows; shipped assets are never touched. */
  const removeFiles = (media: StoredMedia[]) =>
    Promise.all(
      media
        .filter((item) => item.isUpload)
        .map((item) =>
          rm(path.join(uploads, item.mediaUrladdress.replace(/^\/uploads\//, '')), { force: true }),
        ),
    );

  // Descriptions are sanitised on the way in; again on the way out, so a row written by any other means
  // still reaches browsers clean.
  const list = async (types: readonly FeedType[], pageNum: number, pageSize: number) => {
    const page = await feeds.page({ types, publishedOnly: true }, pageNum, pageSize);
    const answer: FeedListResponse = {
      responseStatusCode: 200,
      feeds: page.feeds.map((item) => ({ ...item, description: sanitizeFeedHtml(item.description) })),
      totalFeeds: page.total,
    };
    return answer;
  };

  publicReads.route(app, {
    name: 'Feed/GetAllFeedUser',
    query: feedPageQuerySchema,
    read: ({ pageNum, pageSize }) =>
      feedRead(['news', pageNum, pageSize], () => list(NEWS_TYPES, pageNum, pageSize)),
  });

  publicReads.route(app, {
    name: 'Feed/GetAllCaseStudy',
    query: caseStudyQuerySchema,
    read: ({ feedType, pageNum, pageSize }) =>
      feedRead(['case-studies', feedType, pageNum, pageSize], () =>
        list(feedType === CASE_STUDIES ? CASE_STUDY_TYPES : [feedType], pageNum, pageSize),
      ),
  });

  const detail = async (id: number) => {
    const item = await feeds.find(id, { publishedOnly: true });
    // A scheduled item does not exist yet for the public: the same answer as an unknown id.
    if (!item) throw notFound(feedMessages.feedNotFound);
    const answer: FeedDetailResponse = {
      responseStatusCode: 200,
      id: item.id,
      feedType: item.feedType,
      heading: item.heading,
      description: sanitizeFeedHtml(item.description),
      publishAt: item.publishAt,
      feedMedia: item.feedMedia,
    };
    return answer;
  };

  // An item's own page does not change when another one is published; a scheduled one is a 404, never kept.
  publicReads.route(app, {
    name: 'Feed/GetFeedById',
    query: feedIdQuerySchema,
    read: ({ id }) => ({ topic: 'feeds', key: ['detail', id], load: () => detail(id) }),
  });

  const socialList = (name: string, kind: SocialKind) =>
    publicReads.route(app, {
      name,
      read: () => ({
        topic: 'social',
        key: kind,
        load: async () => {
          const answer: SocialListResponse = { responseStatusCode: 200, feeds: await social.list(kind) };
          return answer;
        },
      }),
    });
  socialList('Feed/GetAllExternalLinks', 'ExternalLink');
  socialList('Feed/GetAllYoutube', 'Youtube');
  socialList('Feed/GetAllLinkedIn', 'LinkedIn');

  // ----- The News & Events admin screen -----

  listRoute('/Feed/GetAllFeedAdmin', editor, {
    schema: feedAdminListQuerySchema,
    source: feedAdminList,
    toItem: toAdminFeedItem,
    csv: { fileName: 'news-and-events.csv', columns: FEED_CSV },
  });

  /** The body of CreateFeed and UpdateFeed, its description sanitised; nothing but markup is refused. */
  const feedValues = (body: unknown): FeedValues => {
    const input = parseInput(feedRequestSchema, body);
    const description = sanitizeFeedHtml(input.description);
    if (!hasVisibleText(description))
      throw badRequest(feedAdminMessages.descriptionEmpty, [
        { field: 'description', message: feedAdminMessages.descriptionEmpty },
      ]);
    return { ...input, description, publishAt: new Date(input.publishAt) };
  };

  app.post('/Feed/CreateFeed', editor, async (request) => {
    const saved = await feeds.create(feedValues(request.body), signedInUser(request).id);
    await changed();
    const answer: FeedSaveResponse = {
      responseStatusCode: 200,
      message: feedAdminMessages.created,
      ...saved,
    };
    return answer;
  });

  app.put('/Feed/UpdateFeed', { ...editor, schema: { querystring: feedIdQuerySchema } }, async (request) => {
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
  });

  app.post(
    '/Feed/PublishFeed',
    { ...editor, schema: { querystring: feedIdQuerySchema } },
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
    { ...editor, schema: { querystring: feedIdQuerySchema } },
    async (request) => {
      const { id } = request.query;
      const media = await db.transaction((tx) => feedRepository(tx).delete(id));
      if (!media) throw notFound(feedMessages.feedNotFound);
      await changed();
      await removeFiles(media);
      await rm(path.join(uploads, feedUploadFolder(id)), { recursive: true, force: true });
      const answer: FeedDeleteResponse = { responseStatusCode: 200, message: feedAdminMessages.deleted };
      return answer;
    },
  );

  app.post(
    '/Feed/UploadFeedMedia',
    { ...editor, schema: { querystring: feedMediaUploadQuerySchema } },
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
    { ...editor, schema: { querystring: feedIdQuerySchema } },
    async (request) => {
      const { id } = request.query;
      const media = await feeds.deleteMedia(id);
      if (!media) throw notFound(feedAdminMessages.mediaNotFound);
      await changed();
      await removeFiles([media]);
      const answer: FeedDeleteResponse = { responseStatusCode: 200, message: feedAdminMessages.mediaDeleted };
      return answer;
    },
  );

  // ----- The social items and logos of the same screen -----
  await app.register(socialAdminRoutes, {
    config,
    db,
    guard: editor,
    changed: () => publicReads.invalidate('social'),
  });
};
