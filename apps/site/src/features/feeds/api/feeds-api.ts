import {
  type FeedAdminListResponse,
  feedAdminListResponseSchema,
  type FeedDeleteResponse,
  feedMediaSchema,
  type FeedMediaUploadResponse,
  type FeedRequest,
  type FeedSaveResponse,
} from '@ohmstead/contracts/feeds-admin';
import { createContext, useContext } from 'react';
import { z } from 'zod';
import type { ApiResult } from '@/lib/api';
import { authorizedRequest } from '@/lib/authorized-api';

/** The calls of the News & Events admin screen, all through lib/authorized-api. */

export const FEED_ADMIN_LIST_PATH = 'Feed/GetAllFeedAdmin';

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

export interface FeedsAdminApi {
  /** One page of the list for the URL's query (lib/list-query.ts). */
  list(apiQuery: string): Promise<ApiResult<FeedAdminListResponse>>;
  create(body: FeedRequest): Promise<ApiResult<FeedSaveResponse>>;
  update(id: number, body: FeedRequest): Promise<ApiResult<FeedSaveResponse>>;
  publish(id: number): Promise<ApiResult<FeedSaveResponse>>;
  remove(id: number): Promise<ApiResult<FeedDeleteResponse>>;
  uploadMedia(feedId: number, file: File, isDefault: boolean): Promise<ApiResult<FeedMediaUploadResponse>>;
  removeMedia(id: number): Promise<ApiResult<FeedDeleteResponse>>;
}

export const feedsAdminApi: FeedsAdminApi = {
  list: (apiQuery) => authorizedRequest(`${FEED_ADMIN_LIST_PATH}?${apiQuery}`, feedAdminListResponseSchema),
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
