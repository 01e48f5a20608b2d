import {
  type CreateUserRequest,
  type UpdateUserRequest,
  type UserResponse,
  userResponseSchema,
  type UsersListResponse,
  usersListResponseSchema,
} from '@ohmstead/contracts/users';
import { createContext, useContext } from 'react';
import type { ApiResult } from '@/lib/api';
import { authorizedRequest } from '@/lib/authorized-api';

export const USERS_PATH = 'Users/GetAll';

/** GET Users/GetAll: one page of the list for the URL's query (lib/list-query.ts). */
const getUsers = (apiQuery: string) =>
  authorizedRequest(`${USERS_PATH}?${apiQuery}`, usersListResponseSchema);

const createUser = (body: CreateUserRequest) =>
  authorizedRequest('Users/Create', userResponseSchema, { method: 'POST', body });

const updateUser = (id: number, body: UpdateUserRequest) =>
  authorizedRequest(`Users/Update?id=${id}`, userResponseSchema, { method: 'PUT', body });

const deactivateUser = (id: number) =>
  authorizedRequest(`Users/Deactivate?id=${id}`, userResponseSchema, { method: 'POST' });

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
