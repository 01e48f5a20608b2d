import type { z } from 'zod';
import { sessionMessages } from '@ohmstead/contracts/auth';
import { apiRequest, type ApiResult } from './api';
import { readSession, signOut } from './session';

type RequestInit = NonNullable<Parameters<typeof apiRequest>[2]>;

/**
 * An API call made for the signed-in user: it carries the stored token as a bearer token, and a 401
 * answer (token expired, revoked or refused) signs out, which sends an admin page to the login.
 */
export async function authorizedRequest<S extends z.ZodType>(
  path: string,
  schema: S,
  init: Omit<RequestInit, 'headers'> = {},
): Promise<ApiResult<z.output<S>>> {
  const user = readSession();
  if (!user) return { ok: false, status: 401, message: sessionMessages.signInRequired };
  const result = await apiRequest(path, schema, {
    ...init,
    headers: { Authorization: `Bearer ${user.token}` },
  });
  if (!result.ok && result.status === 401 && readSession()?.token === user.token) signOut();
  return result;
}
