import { createContext, useContext } from 'react';
import { z } from 'zod';
import { FEED_TYPES } from '@ohmstead/contracts/feed-types';
import type { FeedListResponse, FeedMedia } from '@ohmstead/contracts/feeds';
import type {
  FeedDeleteResponse,
  FeedMediaUploadResponse,
  FeedRequest,
  FeedSaveResponse,
} from '@ohmstead/contracts/feeds-admin';
import type { ApiResult } from '../../../../lib/api';
import { authorizedRequest } from '../../../../lib/authorized-api';

/** The calls of the News & Events admin screen, all through lib/authorized-api. */

const feedMediaSchema: z.ZodType<FeedMedia> = z.object({
  id: z.number(),
  mediaType: z.enum(['Image', 'Pdf']),
  mediaUrladdress: z.string(),
  isDefault: z.boolean(),
});

const feedListSchema: z.ZodType<FeedListResponse> = z.object({
  responseStatusCode: z.number(),
  totalFeeds: z.number(),
  feeds: z.array(
    z.object({
      id: z.number(),
      feedType: z.enum(FEED_TYPES),
      heading: z.string(),
      description: z.string(),
      publishAt: z.string(),
      dateCreated: z.string(),
      feedMedia: z.array(feedMediaSchema),
    }),
  ),
});

const feedSaveSchema: z.ZodType<FeedSaveResponse> = z.object({
  responseStatusCode: z.number(),
  message: z.string(),
  id: z.number(),
  publishAt: z.string(),
});

const mediaUploadSchema: z.ZodType<FeedMediaUploadResponse> = z.object({
  responseStatusCode: z.number(),
  message: z.string(),
  feedMedia: feedMediaSchema,
});

const deleteSchema: z.ZodType<FeedDeleteResponse> = z.object({
  responseStatusCode: z.number(),
  message: z.string(),
});

export interface FeedListQuery {
  pageNum: number;
  pageSize: number;
  feedType: string;
  search: string;
}

export interface FeedsAdminApi {
  list(query: FeedListQuery): Promise<ApiResult<FeedListResponse>>;
  create(body: FeedRequest): Promise<ApiResult<FeedSaveResponse>>;
  update(id: number, body: FeedRequest): Promise<ApiResult<FeedSaveResponse>>;
  publish(id: number): Promise<ApiResult<FeedSaveResponse>>;
  remove(id: number): Promise<ApiResult<FeedDeleteResponse>>;
  uploadMedia(feedId: number, file: File, isDefault: boolean): Promise<ApiResult<FeedMediaUploadResponse>>;
  removeMedia(id: number): Promise<ApiResult<FeedDeleteResponse>>;
}

export function listQueryString({ pageNum, pageSize, feedType, search }: FeedListQuery): string {
  const params = new URLSearchParams({ pageNum: String(pageNum), pageSize: String(pageSize) });
  if (feedType) params.set('feedType', feedType);
  if (search.trim()) params.set('search', search.trim());
  return params.toString();
}

export const feedsAdminApi: FeedsAdminApi = {
  list: (query) => authorizedRequest(`Feed/GetAllFeedAdmin?${listQueryString(query)}`, feedListSchema),
  create: (body) => authorizedRequest('Feed/CreateFeed', feedSaveSchema, { method: 'POST', body }),
  update: (id, body) =>
    authorizedRequest(`Feed/UpdateFeed?id=${id}`, feedSaveSchema, { method: 'PUT', body }),
  publish: (id) => authorizedRequest(`Feed/PublishFeed?id=${id}`, feedSaveSchema, { method: 'POST' }),
  remove: (id) => authorizedRequest(`Feed/DeleteFeed?id=${id}`, deleteSchema, { method: 'DELETE' }),
  uploadMedia: (feedId, file, isDefault) => {
    const form = new FormData();
    // The flag first: the server reads the parts in order and may refuse a default PDF before storing it.
    form.append('isDefault', isDefault ? 'true' : 'false');
    form.append('file', file, file.name);
    return authorizedRequest(`Feed/UploadFeedMedia?feedId=${feedId}`, mediaUploadSchema, {
      method: 'POST',
      body: form,
    });
  },
  removeMedia: (id) => authorizedRequest(`Feed/DeleteFeedMedia?id=${id}`, deleteSchema, { method: 'DELETE' }),
};

/** The calls the screen makes: the real ones, or stand-ins in stories and tests. */
export const FeedsApiContext = createContext<FeedsAdminApi>(feedsAdminApi);

export const useFeedsApi = () => useContext(FeedsApiContext);
