import { sessionMessages } from '@ohmstead/contracts/auth';
import type { z } from 'zod';
import { apiBlob, type ApiInit, apiRequest, type ApiResult } from './api';
import { readSession, signOut } from './session';

/** Runs a call with the stored token; a 401 for that same token signs out. */
async function withToken<T>(
  call: (headers: Record<string, string>) => Promise<ApiResult<T>>,
): Promise<ApiResult<T>> {
  const user = readSession();
  if (!user) return { ok: false, status: 401, message: sessionMessages.signInRequired };
  const result = await call({ Authorization: `Bearer ${user.token}` });
  if (!result.ok && result.status === 401 && readSession()?.token === user.token) signOut();
  return result;
}

/**
 * An API call made for the signed-in user: it carries the stored token as a bearer token, and a 401
 * answer (token expired, revoked or refused) signs out, which sends an admin page to the login.
 */
export function authorizedRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  init: Omit<ApiInit, 'headers'> = {},
): Promise<ApiResult<z.output<S>>> {
  return withToken((headers) => apiRequest(path, schema, { ...init, headers }));
}

/** A file for the signed-in user (e.g. a CV), with the same token and 401 rules. */
export function authorizedBlob(path: string, init: Omit<ApiInit, 'headers'> = {}): Promise<ApiResult<Blob>> {
  return withToken((headers) => apiBlob(path, { ...init, headers }));
}
