import { loginMessages, loginResponseSchema, type LoginRequest } from '@ohmstead/contracts/auth';
import type { StoredUser } from '@/lib/session';
import { apiRequest } from '@/lib/api';

export type LoginOutcome = { ok: true; user: StoredUser } | { ok: false; message: string };

/** Statuses whose answer carries a message meant for the person signing in. */
const READABLE_STATUSES = [400, 401, 429];

/**
 * POST Auth/AuthTokenLogin (docs/product.md §3.7). Wrong credentials (401) and too many attempts (429) show the
 * server's message; a network failure, a server error or an unexpected answer shows the spec's
 * 'Something went wrong. Please try again later.' (docs/product.md §3.8).
 */
export async function login(credentials: LoginRequest): Promise<LoginOutcome> {
  const result = await apiRequest('Auth/AuthTokenLogin', loginResponseSchema, {
    method: 'POST',
    body: credentials,
  });
  if (!result.ok) {
    const readable = READABLE_STATUSES.includes(result.status) && result.message.length > 0;
    return { ok: false, message: readable ? result.message : loginMessages.httpFailure };
  }
  if (result.data.responseStatusCode !== 200) return { ok: false, message: loginMessages.httpFailure };
  return { ok: true, user: result.data };
}
