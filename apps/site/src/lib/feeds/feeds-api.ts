import { FEED_TYPES } from '@ohmstead/contracts/feed-types';
import type {
  FeedDetailResponse,
  FeedItem,
  FeedListResponse,
  SocialItem,
  SocialKind,
  SocialListResponse,
} from '@ohmstead/contracts/feeds';
import { z } from 'zod';
import { apiRequest, type ApiResult } from '../api';

/**
 * The feed calls of docs/product.md §2.7. The answers are parsed leniently (unknown fields pass, missing lists
 * become empty) because the screens only read a few fields; a wrong shape is still a failure.
 */
const mediaSchema = z.object({
  id: z.number(),
  mediaType: z.enum(['Image', 'Pdf']),
  mediaUrladdress: z.string(),
  isDefault: z.boolean(),
});

const feedTypeSchema = z.enum(FEED_TYPES);

const feedItemSchema = z.object({
  id: z.number(),
  feedType: feedTypeSchema,
  heading: z.string(),
  description: z.string().default(''),
  publishAt: z.string().default(''),
  dateCreated: z.string().default(''),
  feedMedia: z.array(mediaSchema).default([]),
}) satisfies z.ZodType<FeedItem, unknown>;

const feedListSchema = z.object({
  responseStatusCode: z.number(),
  feeds: z.array(feedItemSchema).default([]),
  totalFeeds: z.number().default(0),
}) satisfies z.ZodType<FeedListResponse, unknown>;

/** One feed on its own: the list's fields but the creation date, with the status code. */
const feedDetailSchema = feedItemSchema
  .omit({ dateCreated: true })
  .extend({ responseStatusCode: z.number() }) satisfies z.ZodType<FeedDetailResponse, unknown>;

const socialListSchema = z.object({
  responseStatusCode: z.number(),
  // A social item: a feed item with neither a type nor a publishing time.
  feeds: z.array(feedItemSchema.omit({ feedType: true, publishAt: true })).default([]),
}) satisfies z.ZodType<SocialListResponse, unknown>;

export type { FeedItem, FeedListResponse, FeedDetailResponse, SocialItem, SocialListResponse };

const paging = (pageNum: number, pageSize: number) => `pageNum=${pageNum}&pageSize=${pageSize}`;

/** GET Feed/GetAllFeedUser: news, articles and press releases, newest first. */
export const getNewsPage = (pageNum: number, pageSize: number, signal?: AbortSignal) =>
  apiRequest(`Feed/GetAllFeedUser?${paging(pageNum, pageSize)}`, feedListSchema, { signal });

/** GET Feed/GetAllCaseStudy: one case-study type, or CaseStudies for both (the featured panel). */
export const getCaseStudyPage = (
  feedType: 'CaseStudyElectrification' | 'CaseStudyDataCenters' | 'CaseStudies',
  pageNum: number,
  pageSize: number,
  signal?: AbortSignal,
) =>
  apiRequest(`Feed/GetAllCaseStudy?feedType=${feedType}&${paging(pageNum, pageSize)}`, feedListSchema, {
    signal,
  });

/** GET Feed/GetFeedById: a 404 answer means there is no such feed. */
export const getFeedById = (id: number, signal?: AbortSignal): Promise<ApiResult<FeedDetailResponse>> =>
  apiRequest(`Feed/GetFeedById?id=${id}`, feedDetailSchema, { signal });

const socialPaths: Record<SocialKind, string> = {
  ExternalLink: 'Feed/GetAllExternalLinks',
  Youtube: 'Feed/GetAllYoutube',
  LinkedIn: 'Feed/GetAllLinkedIn',
};

/** GET Feed/GetAllExternalLinks (funding-news logos), GetAllYoutube, GetAllLinkedIn. */
export const getSocialItems = (kind: SocialKind, signal?: AbortSignal) =>
  apiRequest(socialPaths[kind], socialListSchema, { signal });
