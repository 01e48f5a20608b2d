import {
  type ComponentListResponse,
  componentListResponseSchema,
  type ComponentRequest,
  type ComponentResponse,
  componentResponseSchema,
  type CreateRolloutRequest,
  otaDeleteResponseSchema,
  type ProductListResponse,
  productListResponseSchema,
  type ProductRequest,
  type ProductResponse,
  productResponseSchema,
  type ReleaseDetailResponse,
  releaseDetailResponseSchema,
  type ReleaseListResponse,
  releaseListResponseSchema,
  type ReleaseResponse,
  releaseResponseSchema,
  type RolloutResponse,
  rolloutResponseSchema,
} from '@ohmstead/contracts/ota';
import { createContext, useContext } from 'react';
import type { ApiResult } from '@/lib/api';
import { authorizedRequest } from '@/lib/authorized-api';

export const PRODUCTS_LIST_PATH = 'Ota/GetProducts';
export const COMPONENTS_LIST_PATH = 'Ota/GetComponents';
export const RELEASES_LIST_PATH = 'Ota/GetReleases';

type Deleted = ApiResult<{ responseStatusCode: number; message: string }>;

/** The calls of the OTA screens. */
export interface OtaApi {
  products(apiQuery: string): Promise<ApiResult<ProductListResponse>>;
  saveProduct(body: ProductRequest, id?: number): Promise<ApiResult<ProductResponse>>;
  deleteProduct(id: number): Promise<Deleted>;
  components(apiQuery: string): Promise<ApiResult<ComponentListResponse>>;
  saveComponent(body: ComponentRequest, id?: number): Promise<ApiResult<ComponentResponse>>;
  deleteComponent(id: number): Promise<Deleted>;
  releases(apiQuery: string): Promise<ApiResult<ReleaseListResponse>>;
  upload(form: FormData): Promise<ApiResult<ReleaseResponse>>;
  release(id: number): Promise<ApiResult<ReleaseDetailResponse>>;
  rollOut(body: CreateRolloutRequest): Promise<ApiResult<RolloutResponse>>;
}

export const otaApi: OtaApi = {
  products: (q) => authorizedRequest(`${PRODUCTS_LIST_PATH}?${q}`, productListResponseSchema),
  saveProduct: (body, id) =>
    id === undefined
      ? authorizedRequest('Ota/CreateProduct', productResponseSchema, { method: 'POST', body })
      : authorizedRequest(`Ota/UpdateProduct?id=${id}`, productResponseSchema, { method: 'PUT', body }),
  deleteProduct: (id) =>
    authorizedRequest(`Ota/DeleteProduct?id=${id}`, otaDeleteResponseSchema, { method: 'DELETE' }),
  components: (q) => authorizedRequest(`${COMPONENTS_LIST_PATH}?${q}`, componentListResponseSchema),
  saveComponent: (body, id) =>
    id === undefined
      ? authorizedRequest('Ota/CreateComponent', componentResponseSchema, { method: 'POST', body })
      : authorizedRequest(`Ota/UpdateComponent?id=${id}`, componentResponseSchema, { method: 'PUT', body }),
  deleteComponent: (id) =>
    authorizedRequest(`Ota/DeleteComponent?id=${id}`, otaDeleteResponseSchema, { method: 'DELETE' }),
  releases: (q) => authorizedRequest(`${RELEASES_LIST_PATH}?${q}`, releaseListResponseSchema),
  upload: (form) =>
    authorizedRequest('Ota/UploadFirmware', releaseResponseSchema, { method: 'POST', body: form }),
  release: (id) => authorizedRequest(`Ota/GetRelease?id=${id}`, releaseDetailResponseSchema),
  rollOut: (body) => authorizedRequest('Ota/CreateRollout', rolloutResponseSchema, { method: 'POST', body }),
};

export const OtaApiContext = createContext<OtaApi>(otaApi);
export const useOtaApi = () => useContext(OtaApiContext);
