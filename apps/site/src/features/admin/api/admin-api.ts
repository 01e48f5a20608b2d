import {
  changePasswordResponseSchema,
  profileResponseSchema,
  updateProfileResponseSchema,
  type ChangePasswordRequest,
  type UpdateProfileRequest,
} from '@ohmstead/contracts/account';
import {
  homeConfigurationResponseSchema,
  updateHeroResponseSchema,
  updateSeoResponseSchema,
  type UpdateHeroRequest,
  type UpdateSeoRequest,
} from '@ohmstead/contracts/home-configuration';
import {
  notificationsResponseSchema,
  updateMaintenanceResponseSchema,
  type UpdateMaintenanceRequest,
} from '@ohmstead/contracts/maintenance';
import {
  userResponseSchema,
  usersListResponseSchema,
  type CreateUserRequest,
  type UpdateUserRequest,
} from '@ohmstead/contracts/users';
import { apiRequest } from '../../../lib/api';
import { authorizedRequest } from '../../../lib/authorized-api';

/** The calls of the admin screens. Every signed-in call carries the bearer token (lib/authorized-api). */

export const getProfile = () => authorizedRequest('Account/Profile', profileResponseSchema);

export const updateProfile = (body: UpdateProfileRequest) =>
  authorizedRequest('Account/Profile', updateProfileResponseSchema, { method: 'PUT', body });

export const changePassword = (body: ChangePasswordRequest) =>
  authorizedRequest('Account/ChangePassword', changePasswordResponseSchema, { method: 'POST', body });

export const getHomeConfiguration = () =>
  authorizedRequest('HomeConfiguration/GetAll', homeConfigurationResponseSchema);

export const updateSeo = (body: UpdateSeoRequest) =>
  authorizedRequest('HomeConfiguration/UpdateSeo', updateSeoResponseSchema, { method: 'PUT', body });

export const updateHero = (body: UpdateHeroRequest) =>
  authorizedRequest('HomeConfiguration/UpdateHero', updateHeroResponseSchema, { method: 'PUT', body });

export const USERS_PATH = 'Users/GetAll';

/** GET Users/GetAll: one page of the list for the URL's query (lib/list-query.ts). */
export const getUsers = (apiQuery: string) =>
  authorizedRequest(`${USERS_PATH}?${apiQuery}`, usersListResponseSchema);

export const createUser = (body: CreateUserRequest) =>
  authorizedRequest('Users/Create', userResponseSchema, { method: 'POST', body });

export const updateUser = (id: number, body: UpdateUserRequest) =>
  authorizedRequest(`Users/Update?id=${id}`, userResponseSchema, { method: 'PUT', body });

export const deactivateUser = (id: number) =>
  authorizedRequest(`Users/Deactivate?id=${id}`, userResponseSchema, { method: 'POST' });

/** The notice is public; the maintenance screen reads it like the banner does. */
export const getNotifications = () =>
  apiRequest('Notification/GetAllNotification', notificationsResponseSchema);

export const updateMaintenance = (body: UpdateMaintenanceRequest) =>
  authorizedRequest('Notification/UpdateMaintenance', updateMaintenanceResponseSchema, {
    method: 'PUT',
    body,
  });
