import {
  type ChangePasswordRequest,
  changePasswordResponseSchema,
  profileResponseSchema,
  type UpdateProfileRequest,
  updateProfileResponseSchema,
} from '@ohmstead/contracts/account';
import { authorizedRequest } from '@/lib/authorized-api';

/** The calls of the account screens (Update Profile, Update Password). */

export const getProfile = () => authorizedRequest('Account/Profile', profileResponseSchema);

export const updateProfile = (body: UpdateProfileRequest) =>
  authorizedRequest('Account/Profile', updateProfileResponseSchema, { method: 'PUT', body });

export const changePassword = (body: ChangePasswordRequest) =>
  authorizedRequest('Account/ChangePassword', changePasswordResponseSchema, { method: 'POST', body });
