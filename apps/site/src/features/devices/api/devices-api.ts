import {
  type DecommissionRequest,
  type DeviceAssigneesResponse,
  deviceAssigneesResponseSchema,
  type DeviceChangeResponse,
  deviceChangeResponseSchema,
  type DeviceDetailResponse,
  deviceDetailResponseSchema,
  type DeviceEventsResponse,
  deviceEventsResponseSchema,
  type DeviceFiltersResponse,
  deviceFiltersResponseSchema,
  type DeviceListResponse,
  deviceListResponseSchema,
  type DeviceSecretResponse,
  deviceSecretResponseSchema,
  type RegisterDeviceRequest,
  type SiteDetailResponse,
  siteDetailResponseSchema,
  type SitesResponse,
  sitesResponseSchema,
  type TelemetryResponse,
  telemetryResponseSchema,
  type UpdateDeviceRequest,
} from '@ohmstead/contracts/devices';
import { type ProductListResponse, productListResponseSchema } from '@ohmstead/contracts/ota';
import { createContext, useContext } from 'react';
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
  /** Staff: where the device is and who it belongs to. */
  update(id: number, body: UpdateDeviceRequest): Promise<ApiResult<DeviceChangeResponse>>;
  decommission(id: number, body: DecommissionRequest): Promise<ApiResult<DeviceChangeResponse>>;
  /** Back in service; the answer carries its new secret, shown once. */
  recommission(id: number): Promise<ApiResult<DeviceSecretResponse>>;
  /** Who may own a device and who may be named its installer. */
  assignees(): Promise<ApiResult<DeviceAssigneesResponse>>;
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
  update: (id, body) =>
    authorizedRequest(`Devices/Update?id=${id}`, deviceChangeResponseSchema, { method: 'PUT', body }),
  decommission: (id, body) =>
    authorizedRequest(`Devices/Decommission?id=${id}`, deviceChangeResponseSchema, { method: 'POST', body }),
  recommission: (id) =>
    authorizedRequest(`Devices/Recommission?id=${id}`, deviceSecretResponseSchema, { method: 'POST' }),
  assignees: () => authorizedRequest('Devices/GetAssignees', deviceAssigneesResponseSchema),
  sites: () => authorizedRequest('Sites/GetAll', sitesResponseSchema),
  products: () =>
    authorizedRequest('Ota/GetProducts?pageSize=100&sort=name&dir=asc', productListResponseSchema),
  site: (id) => authorizedRequest(`Sites/GetSite?id=${id}`, siteDetailResponseSchema),
};

/** The calls the screens make: the real ones, or stand-ins in stories. */
export const DevicesApiContext = createContext<DevicesApi>(devicesApi);
export const useDevicesApi = () => useContext(DevicesApiContext);
