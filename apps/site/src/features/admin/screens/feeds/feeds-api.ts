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
import { API_BASE, type ApiResult } from '../../../../lib/api';
import { authorizedRequest } from '../../../../lib/authorized-api';
import { readSession, signOut } from '../../../../lib/session';
import { sessionMessages } from '@ohmstead/contracts/auth';

/**
 * The calls of the News & Events admin screen. The JSON ones go through lib/authorized-api; the
 * DELETE calls and the multipart upload, which lib/api does not make, through `authorizedSend` below
 * with the same bearer token, the same 401 sign-out and the same `{ ok }` results.
 */

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

const errorMessage = (json: unknown, fallback: string) =>
  typeof json === 'object' && json && 'message' in json && typeof json.message === 'string'
    ? json.message
    : fallback;

/** A DELETE or a multipart POST for the signed-in user (lib/api sends JSON bodies only). */
async function authorizedSend<S extends z.ZodType>(
  path: string,
  schema: S,
  init: { method: 'DELETE' } | { method: 'POST'; form: FormData },
): Promise<ApiResult<z.output<S>>> {
  const user = readSession();
  if (!user) return { ok: false, status: 401, message: sessionMessages.signInRequired };
  try {
    const response = await fetch(`${API_BASE}/${path}`, {
      method: init.method,
      headers: { Authorization: `Bearer ${user.token}` },
      body: 'form' in init ? init.form : undefined,
    });
    const json: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      if (response.status === 401 && readSession()?.token === user.token) signOut();
      return { ok: false, status: response.status, message: errorMessage(json, response.statusText) };
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      return { ok: false, status: response.status, message: 'Unexpected answer from the server' };
    return { ok: true, data: parsed.data };
  } catch (error) {
    return { ok: false, status: 0, message: error instanceof Error ? error.message : String(error) };
  }
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
  remove: (id) => authorizedSend(`Feed/DeleteFeed?id=${id}`, deleteSchema, { method: 'DELETE' }),
  uploadMedia: (feedId, file, isDefault) => {
    const form = new FormData();
    // The flag first: the server reads the parts in order and may refuse a default PDF before storing it.
    form.append('isDefault', isDefault ? 'true' : 'false');
    form.append('file', file, file.name);
    return authorizedSend(`Feed/UploadFeedMedia?feedId=${feedId}`, mediaUploadSchema, {
      method: 'POST',
      form,
    });
  },
  removeMedia: (id) => authorizedSend(`Feed/DeleteFeedMedia?id=${id}`, deleteSchema, { method: 'DELETE' }),
};

/** The calls the screen makes: the real ones, or stand-ins in stories and tests. */
export const FeedsApiContext = createContext<FeedsAdminApi>(feedsAdminApi);

export const useFeedsApi = () => useContext(FeedsApiContext);
