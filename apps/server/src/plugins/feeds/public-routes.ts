import type { FeedType } from '@ohmstead/contracts/feed-types';
import {
  CASE_STUDIES,
  CASE_STUDY_TYPES,
  type FeedDetailResponse,
  type FeedListResponse,
  feedMessages,
  NEWS_TYPES,
  type SocialKind,
  type SocialListResponse,
} from '@ohmstead/contracts/feeds';
import {
  caseStudyQuerySchema,
  feedDetailResponseSchema,
  feedIdQuerySchema,
  feedListResponseSchema,
  feedPageQuerySchema,
  socialListResponseSchema,
} from '@ohmstead/contracts/feeds-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { notFound } from '../../http/errors';
import type { PublicReadCache } from '../../http/public-read-cache';
import { errorResponses } from '../../http/response-schemas';
import { feedRepository } from './repository';
import { sanitizeFeedHtml } from './sanitize';
import { socialRepository } from './social-repository';

/** The public reads of news and events, case studies and the social panel: published items only, cached. */
export const publicFeedRoutes: FastifyPluginAsyncZod<{
  db: Database;
  publicReads: PublicReadCache;
}> = async (app, { db, publicReads }) => {
  const feeds = feedRepository(db);
  const social = socialRepository(db);
  /** A public list changes when a scheduled item is published, without any write. */
  const feedRead = (key: unknown, load: () => Promise<unknown>) => ({
    topic: 'feeds' as const,
    key,
    load,
    changesAt: () => feeds.nextPublishAt(),
  });

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
    response: { 200: feedListResponseSchema, ...errorResponses(400) },
    read: ({ pageNum, pageSize }) =>
      feedRead(['news', pageNum, pageSize], () => list(NEWS_TYPES, pageNum, pageSize)),
  });

  publicReads.route(app, {
    name: 'Feed/GetAllCaseStudy',
    query: caseStudyQuerySchema,
    response: { 200: feedListResponseSchema, ...errorResponses(400) },
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
    response: { 200: feedDetailResponseSchema, ...errorResponses(400, 404) },
    read: ({ id }) => ({ topic: 'feeds', key: ['detail', id], load: () => detail(id) }),
  });

  const socialList = (name: string, kind: SocialKind) =>
    publicReads.route(app, {
      name,
      response: { 200: socialListResponseSchema, ...errorResponses() },
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
};
