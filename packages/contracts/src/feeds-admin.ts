import { z } from 'zod';
import { type ListPage, listPageSchema, listQuerySchema } from './admin-lists';
import { FEED_TYPES } from './feed-types';
import {
  CASE_STUDIES,
  CASE_STUDY_TYPES,
  type FeedDetailResponse,
  type FeedItem,
  type FeedListResponse,
  type FeedMedia,
  PAGE_SIZE_MAX,
  type SocialItem,
  type SocialListResponse,
} from './feeds';
import { rowIdParam } from './row-id';

/**
 * The zod schemas of the feed calls (docs/product.md §2.7) and of the News & Events admin screen: query strings of
 * the public calls, and the bodies and answers of the admin calls. The zod-free shapes the public pages
 * read are in feeds.ts.
 */

/** Not in the spec: the admin screen's limits. */
export const FEED_HEADING_MAX = 200;
export const FEED_DESCRIPTION_MAX = 50_000;
/** Not in the spec: the largest page number a client may ask for (keeps OFFSET small). */
export const PAGE_NUM_MAX = 100_000;
export const FEED_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const FEED_PDF_MAX_BYTES = 20 * 1024 * 1024;
/** Images by content, never by name: SVG is refused because it can carry script. */
export const FEED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

/** The three case-study lists of Feed/GetAllCaseStudy: one kind each, or both combined (featured panel). */
export const CASE_STUDY_QUERY_TYPES = [...CASE_STUDY_TYPES, CASE_STUDIES] as const;
export type CaseStudyQueryType = (typeof CASE_STUDY_QUERY_TYPES)[number];

export const feedAdminMessages = {
  pageNumInvalid: `pageNum must be a whole number from 1 to ${PAGE_NUM_MAX}`,
  pageSizeInvalid: `pageSize must be a whole number from 1 to ${PAGE_SIZE_MAX}`,
  idInvalid: 'id must be a positive whole number',
  feedIdInvalid: 'feedId must be a positive whole number',
  feedTypeInvalid: `feedType must be one of ${FEED_TYPES.join(', ')}`,
  caseStudyTypeInvalid: `feedType must be one of ${CASE_STUDY_QUERY_TYPES.join(', ')}`,
  statusInvalid: 'status must be scheduled or published',
  headingRequired: 'A heading is required',
  headingMax: `The heading cannot exceed ${FEED_HEADING_MAX} characters`,
  descriptionRequired: 'A description is required',
  descriptionMax: `The description cannot exceed ${FEED_DESCRIPTION_MAX} characters`,
  descriptionEmpty: 'The description has no text once unsafe markup is removed',
  publishAtInvalid: 'publishAt must be an ISO date and time, e.g. 2025-03-18T09:00:00Z',
  isDefaultInvalid: "isDefault must be 'true' or 'false'",
  created: 'The feed has been created.',
  updated: 'The feed has been updated.',
  published: 'The feed has been published.',
  deleted: 'The feed has been deleted.',
  mediaUploaded: 'The file has been uploaded.',
  mediaDeleted: 'The file has been deleted.',
  mediaNotFound: 'Media not found.',
  fileMissing: 'Choose a file and send it as the "file" part.',
  fileOnlyOne: 'Send exactly one file per upload.',
  fileEmpty: 'The file is empty.',
  fileType: 'Only JPEG, PNG, GIF or WebP images and PDF documents are allowed.',
  imageTooLarge: 'The image is too large. Maximum allowed size is 5 MB.',
  pdfTooLarge: 'The PDF is too large. Maximum allowed size is 20 MB.',
  defaultNotImage: 'Only an image can be the default media.',
} as const;

const pageNum = z.coerce
  .number({ error: feedAdminMessages.pageNumInvalid })
  .int(feedAdminMessages.pageNumInvalid)
  .min(1, feedAdminMessages.pageNumInvalid)
  .max(PAGE_NUM_MAX, feedAdminMessages.pageNumInvalid);
const pageSize = z.coerce
  .number({ error: feedAdminMessages.pageSizeInvalid })
  .int(feedAdminMessages.pageSizeInvalid)
  .min(1, feedAdminMessages.pageSizeInvalid)
  .max(PAGE_SIZE_MAX, feedAdminMessages.pageSizeInvalid);
const feedType = z.enum(FEED_TYPES, { error: feedAdminMessages.feedTypeInvalid });

/** `?pageNum=&pageSize=` of Feed/GetAllFeedUser. */
export const feedPageQuerySchema = z.object({ pageNum, pageSize }).strict();
export type FeedPageQuery = z.infer<typeof feedPageQuerySchema>;

/** `?feedType=&pageNum=&pageSize=` of Feed/GetAllCaseStudy. */
export const caseStudyQuerySchema = z
  .object({
    feedType: z.enum(CASE_STUDY_QUERY_TYPES, { error: feedAdminMessages.caseStudyTypeInvalid }),
    pageNum,
    pageSize,
  })
  .strict();

/** `?id=` of GetFeedById, UpdateFeed, PublishFeed, DeleteFeed and DeleteFeedMedia. */
export const feedIdQuerySchema = z.object({ id: rowIdParam(feedAdminMessages.idInvalid) }).strict();

/** `?feedId=` of UploadFeedMedia. */
export const feedMediaUploadQuerySchema = z
  .object({ feedId: rowIdParam(feedAdminMessages.feedIdInvalid) })
  .strict();

/** A feed whose publish time is still to come is scheduled; the others are published. */
export const FEED_ADMIN_STATUSES = ['scheduled', 'published'] as const;
export type FeedAdminStatus = (typeof FEED_ADMIN_STATUSES)[number];

/** An empty filter in a hand-written link (`feedType=`) means no filter. */
const emptyIsNone = (value: unknown) => (value === '' ? undefined : value);

/**
 * Feed/GetAllFeedAdmin: the admin list's query (contracts/admin-lists.ts), newest publish time first unless
 * asked otherwise; searched in the heading; filtered by type and by status; the date range is the publish
 * time.
 */
export const feedAdminListQuerySchema = listQuerySchema({
  sortable: ['publishAt', 'heading', 'feedType', 'dateCreated'],
  defaultSort: 'publishAt',
  filters: {
    feedType: z.preprocess(emptyIsNone, feedType.optional()),
    status: z.preprocess(
      emptyIsNone,
      z.enum(FEED_ADMIN_STATUSES, { error: feedAdminMessages.statusInvalid }).optional(),
    ),
  },
});
export type FeedAdminListQuery = z.output<typeof feedAdminListQuerySchema>;

export const feedMediaSchema = z.object({
  id: z.number().int(),
  mediaType: z.enum(['Image', 'Pdf']),
  mediaUrladdress: z.string(),
  isDefault: z.boolean(),
}) satisfies z.ZodType<FeedMedia>;

export const feedItemSchema = z.object({
  id: z.number().int(),
  feedType,
  heading: z.string(),
  description: z.string(),
  publishAt: z.string(),
  dateCreated: z.string(),
  feedMedia: z.array(feedMediaSchema),
}) satisfies z.ZodType<FeedItem>;

/** One page of Feed/GetAllFeedAdmin: every item, scheduled ones too, with its media. */
export const feedAdminListResponseSchema = listPageSchema(feedItemSchema);
export type FeedAdminListResponse = ListPage<FeedItem>;

/**
 * The body of Feed/CreateFeed and Feed/UpdateFeed. The server sanitises `description` (rich text only:
 * paragraphs, emphasis, lists, h2-h4, quotes and https/mailto links) before storing it.
 */
export const feedRequestSchema = z
  .object({
    feedType,
    heading: z
      .string({ error: feedAdminMessages.headingRequired })
      .trim()
      .min(1, feedAdminMessages.headingRequired)
      .max(FEED_HEADING_MAX, feedAdminMessages.headingMax),
    description: z
      .string({ error: feedAdminMessages.descriptionRequired })
      .trim()
      .min(1, feedAdminMessages.descriptionRequired)
      .max(FEED_DESCRIPTION_MAX, feedAdminMessages.descriptionMax),
    publishAt: z.iso.datetime({ offset: true, error: feedAdminMessages.publishAtInvalid }),
  })
  .strict();
export type FeedRequest = z.infer<typeof feedRequestSchema>;

/** The `isDefault` field of an upload: absent means false. */
export const isDefaultFieldSchema = z.enum(['true', 'false'], { error: feedAdminMessages.isDefaultInvalid });

/** The answer of CreateFeed, UpdateFeed and PublishFeed. */
export interface FeedSaveResponse {
  responseStatusCode: number;
  message: string;
  id: number;
  /** ISO time the item is (or becomes) public. */
  publishAt: string;
}

/** The answer of UploadFeedMedia: the stored media, its address relative to the asset base. */
export interface FeedMediaUploadResponse {
  responseStatusCode: number;
  message: string;
  feedMedia: FeedMedia;
}

/** The answer of DeleteFeed and DeleteFeedMedia. */
export interface FeedDeleteResponse {
  responseStatusCode: number;
  message: string;
}

// ----- The public answers (the zod-free shapes of feeds.ts, as schemas the server declares) -----

/** GET Feed/GetAllFeedUser, GetAllCaseStudy. */
export const feedListResponseSchema = z.object({
  responseStatusCode: z.number().int(),
  feeds: z.array(feedItemSchema),
  totalFeeds: z.number().int(),
}) satisfies z.ZodType<FeedListResponse>;

/** GET Feed/GetFeedById. */
export const feedDetailResponseSchema = feedItemSchema
  .omit({ dateCreated: true })
  .extend({ responseStatusCode: z.number().int() }) satisfies z.ZodType<FeedDetailResponse>;

/** One item of GET Feed/GetAllExternalLinks, GetAllYoutube, GetAllLinkedIn. */
export const socialItemSchema = z.object({
  id: z.number().int(),
  heading: z.string(),
  description: z.string(),
  dateCreated: z.string(),
  feedMedia: z.array(feedMediaSchema),
}) satisfies z.ZodType<SocialItem>;

export const socialListResponseSchema = z.object({
  responseStatusCode: z.number().int(),
  feeds: z.array(socialItemSchema),
}) satisfies z.ZodType<SocialListResponse>;

// ----- The admin answers -----

export const feedSaveResponseSchema = z.object({
  responseStatusCode: z.number().int(),
  message: z.string(),
  id: z.number().int(),
  publishAt: z.string(),
}) satisfies z.ZodType<FeedSaveResponse>;

export const feedMediaUploadResponseSchema = z.object({
  responseStatusCode: z.number().int(),
  message: z.string(),
  feedMedia: feedMediaSchema,
}) satisfies z.ZodType<FeedMediaUploadResponse>;

export const feedDeleteResponseSchema = z.object({
  responseStatusCode: z.number().int(),
  message: z.string(),
}) satisfies z.ZodType<FeedDeleteResponse>;
