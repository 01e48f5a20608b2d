import { createContext, useContext } from 'react';
import type {
  CreateUserRequest,
  UpdateUserRequest,
  UserResponse,
  UsersListResponse,
} from '@ohmstead/contracts/users';
import type { ApiResult } from '../../../lib/api';
import { createUser, deactivateUser, getUsers, updateUser } from './admin-api';

/** The calls of User Management. */
export interface UsersAdminApi {
  list(apiQuery: string): Promise<ApiResult<UsersListResponse>>;
  create(body: CreateUserRequest): Promise<ApiResult<UserResponse>>;
  update(id: number, body: UpdateUserRequest): Promise<ApiResult<UserResponse>>;
  deactivate(id: number): Promise<ApiResult<UserResponse>>;
}

export const usersAdminApi: UsersAdminApi = {
  list: getUsers,
  create: createUser,
  update: updateUser,
  deactivate: deactivateUser,
};

/** The calls the screen makes: the real ones, or stand-ins in stories. */
export const UsersApiContext = createContext<UsersAdminApi>(usersAdminApi);

export const useUsersApi = () => useContext(UsersApiContext);
