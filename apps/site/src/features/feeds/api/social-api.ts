import type { SocialKind } from '@ohmstead/contracts/feeds';
import {
  type SocialItemDeleteResponse,
  socialItemDeleteResponseSchema,
  type SocialItemForm,
  type SocialItemListResponse,
  socialItemListResponseSchema,
  type SocialItemSaveResponse,
  socialItemSaveResponseSchema,
  type SocialMoveDirection,
} from '@ohmstead/contracts/social-items-schemas';
import { createContext, useContext } from 'react';
import type { ApiResult } from '@/lib/api';
import { authorizedRequest } from '@/lib/authorized-api';

/** The calls of the social-item pages of News & Events, all through lib/authorized-api. */

export const SOCIAL_LIST_PATH = 'Feed/GetAllSocialAdmin';

export interface SocialAdminApi {
  /** One page of a kind's list for the URL's query (lib/list-query.ts). */
  list(kind: SocialKind, apiQuery: string): Promise<ApiResult<SocialItemListResponse>>;
  create(
    kind: SocialKind,
    form: SocialItemForm,
    image: File | null,
  ): Promise<ApiResult<SocialItemSaveResponse>>;
  update(id: number, form: SocialItemForm, image: File | null): Promise<ApiResult<SocialItemSaveResponse>>;
  move(id: number, direction: SocialMoveDirection): Promise<ApiResult<SocialItemSaveResponse>>;
  remove(id: number): Promise<ApiResult<SocialItemDeleteResponse>>;
}

/** The form as multipart: the fields first (the server checks them before it stores the image). */
function formData(fields: Record<string, string>, image: File | null): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  if (image) body.append('image', image, image.name);
  return body;
}

export const socialAdminApi: SocialAdminApi = {
  list: (kind, apiQuery) =>
    authorizedRequest(`${SOCIAL_LIST_PATH}?${apiQuery}&kind=${kind}`, socialItemListResponseSchema),
  create: (kind, form, image) =>
    authorizedRequest('Feed/CreateSocialItem', socialItemSaveResponseSchema, {
      method: 'POST',
      body: formData({ kind, heading: form.heading, link: form.link }, image),
    }),
  update: (id, form, image) =>
    authorizedRequest(`Feed/UpdateSocialItem?id=${id}`, socialItemSaveResponseSchema, {
      method: 'PUT',
      body: formData({ heading: form.heading, link: form.link }, image),
    }),
  move: (id, direction) =>
    authorizedRequest(`Feed/MoveSocialItem?id=${id}&direction=${direction}`, socialItemSaveResponseSchema, {
      method: 'POST',
    }),
  remove: (id) =>
    authorizedRequest(`Feed/DeleteSocialItem?id=${id}`, socialItemDeleteResponseSchema, { method: 'DELETE' }),
};

/** The calls the pages make: the real ones, or stand-ins in stories and tests. */
export const SocialApiContext = createContext<SocialAdminApi>(socialAdminApi);

export const useSocialApi = () => useContext(SocialApiContext);
