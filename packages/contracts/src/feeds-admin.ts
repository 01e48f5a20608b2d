import { z } from 'zod';
import { FEED_TYPES } from './feed-types';
import { CASE_STUDIES, CASE_STUDY_TYPES, PAGE_SIZE_MAX, type FeedMedia } from './feeds';

/**
 * The zod schemas of the feed calls (spec/02 §7) and of the News & Events admin screen: query strings of
 * the public calls, and the bodies and answers of the admin calls. The zod-free shapes the public pages
 * read are in feeds.ts.
 */

/** Not in the spec: the admin screen's limits. */
export const FEED_HEADING_MAX = 200;
export const FEED_DESCRIPTION_MAX = 50_000;
export const FEED_SEARCH_MAX = 200;
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
  searchMax: `search cannot exceed ${FEED_SEARCH_MAX} characters`,
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

// Ids are PostgreSQL integers; a larger number names no row and must not reach the database.
const positiveId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

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
export const feedIdQuerySchema = z.object({ id: positiveId(feedAdminMessages.idInvalid) }).strict();

/** `?feedId=` of UploadFeedMedia. */
export const feedMediaUploadQuerySchema = z
  .object({ feedId: positiveId(feedAdminMessages.feedIdInvalid) })
  .strict();

/** `?pageNum=&pageSize=&feedType=&search=` of Feed/GetAllFeedAdmin; an empty feedType or search is none. */
export const feedAdminListQuerySchema = z
  .object({
    pageNum,
    pageSize,
    feedType: z.preprocess((value) => (value === '' ? undefined : value), feedType.optional()),
    search: z.string().trim().max(FEED_SEARCH_MAX, feedAdminMessages.searchMax).optional(),
  })
  .strict();
export type FeedAdminListQuery = z.infer<typeof feedAdminListQuerySchema>;

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
