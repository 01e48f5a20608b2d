import { createContext, useContext } from 'react';
import {
  deviceDetailResponseSchema,
  deviceEventsResponseSchema,
  deviceFiltersResponseSchema,
  deviceListResponseSchema,
  deviceSecretResponseSchema,
  siteDetailResponseSchema,
  sitesResponseSchema,
  telemetryResponseSchema,
  type DeviceDetailResponse,
  type DeviceEventsResponse,
  type DeviceFiltersResponse,
  type DeviceListResponse,
  type DeviceSecretResponse,
  type RegisterDeviceRequest,
  type SiteDetailResponse,
  type SitesResponse,
  type TelemetryResponse,
} from '@ohmstead/contracts/devices';
import { productListResponseSchema, type ProductListResponse } from '@ohmstead/contracts/ota';
import type { ApiResult } from '@/lib/api';
import { authorizedRequest } from '@/lib/authorized-api';

export const DEVICES_LIST_PATH = 'Devices/GetAll';

/** The calls of Devices and Application Engineering. */
export interface DevicesApi {
  list(apiQuery: string): Promise<ApiResult<DeviceListResponse>>;
  filters(): Promise<ApiResult<DeviceFiltersResponse>>;
  device(id: number): Promise<ApiResult<DeviceDetailResponse>>;
  telemetry(id: number, hours: number): Promise<ApiResult<TelemetryResponse>>;
  events(id: number, apiQuery: string): Promise<ApiResult<DeviceEventsResponse>>;
  register(body: RegisterDeviceRequest): Promise<ApiResult<DeviceSecretResponse>>;
  issueSecret(id: number): Promise<ApiResult<DeviceSecretResponse>>;
  sites(): Promise<ApiResult<SitesResponse>>;
  /** The products a device may be registered as (staff, who register devices, may read OTA's list). */
  products(): Promise<ApiResult<ProductListResponse>>;
  site(id: number): Promise<ApiResult<SiteDetailResponse>>;
}

export const devicesApi: DevicesApi = {
  list: (apiQuery) => authorizedRequest(`${DEVICES_LIST_PATH}?${apiQuery}`, deviceListResponseSchema),
  filters: () => authorizedRequest('Devices/GetFilters', deviceFiltersResponseSchema),
  device: (id) => authorizedRequest(`Devices/GetDevice?id=${id}`, deviceDetailResponseSchema),
  telemetry: (id, hours) =>
    authorizedRequest(`Devices/GetTelemetry?id=${id}&hours=${hours}`, telemetryResponseSchema),
  events: (id, apiQuery) =>
    authorizedRequest(`Devices/GetEvents?id=${id}&${apiQuery}`, deviceEventsResponseSchema),
  register: (body) =>
    authorizedRequest('Devices/Register', deviceSecretResponseSchema, { method: 'POST', body }),
  issueSecret: (id) =>
    authorizedRequest(`Devices/IssueSecret?id=${id}`, deviceSecretResponseSchema, { method: 'POST' }),
  sites: () => authorizedRequest('Sites/GetAll', sitesResponseSchema),
  products: () =>
    authorizedRequest('Ota/GetProducts?pageSize=100&sort=name&dir=asc', productListResponseSchema),
  site: (id) => authorizedRequest(`Sites/GetSite?id=${id}`, siteDetailResponseSchema),
};

/** The calls the screens make: the real ones, or stand-ins in stories. */
export const DevicesApiContext = createContext<DevicesApi>(devicesApi);
export const useDevicesApi = () => useContext(DevicesApiContext);
