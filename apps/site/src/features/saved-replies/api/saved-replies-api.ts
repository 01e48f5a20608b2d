import {
  type SavedRepliesResponse,
  savedRepliesResponseSchema,
  type SavedReplyRequest,
  type SavedReplyResponse,
  savedReplyResponseSchema,
} from '@ohmstead/contracts/saved-replies';
import { createContext, useContext } from 'react';
import type { ApiResult } from '@/lib/api';
import { authorizedRequest } from '@/lib/authorized-api';

/** The calls of Saved Replies (docs/decisions/0045-saved-replies.md). */
export interface SavedRepliesAdminApi {
  list(): Promise<ApiResult<SavedRepliesResponse>>;
  create(body: SavedReplyRequest): Promise<ApiResult<SavedReplyResponse>>;
  update(id: number, body: SavedReplyRequest): Promise<ApiResult<SavedReplyResponse>>;
  remove(id: number): Promise<ApiResult<SavedReplyResponse>>;
}

export const savedRepliesAdminApi: SavedRepliesAdminApi = {
  list: () => authorizedRequest('SavedReplies/GetAll', savedRepliesResponseSchema),
  create: (body) =>
    authorizedRequest('SavedReplies/Create', savedReplyResponseSchema, { method: 'POST', body }),
  update: (id, body) =>
    authorizedRequest(`SavedReplies/Update?id=${id}`, savedReplyResponseSchema, { method: 'PUT', body }),
  remove: (id) =>
    authorizedRequest(`SavedReplies/Delete?id=${id}`, savedReplyResponseSchema, { method: 'DELETE' }),
};

/** The calls the screen makes: the real ones, or stand-ins in stories. */
export const SavedRepliesApiContext = createContext<SavedRepliesAdminApi>(savedRepliesAdminApi);

export const useSavedRepliesApi = () => useContext(SavedRepliesApiContext);
