/**
 * The standalone console's sign-in: POST /api/Auth/AuthTokenLogin with {userName, password}; the token is
 * kept in sessionStorage (this tab only, gone when it closes).
 */
import { loginMessages } from '@ohmstead/contracts/auth-messages';

const TOKEN_KEY = 'agent-console-token';

export function storedToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function forgetToken(): void {
  try {
    sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

/** Signs in; resolves to the token or rejects with a message to show. */
export async function signIn(userName: string, password: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch('/api/Auth/AuthTokenLogin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: userName.trim(), password }),
    });
  } catch {
    throw new Error(loginMessages.httpFailure);
  }
  if (response.status === 429) throw new Error(loginMessages.tooManyAttempts);
  if (response.status === 401 || response.status === 400) throw new Error(loginMessages.invalidCredentials);
  const body: unknown = await response.json().catch(() => null);
  const token = (body as { token?: unknown } | null)?.token;
  if (!response.ok || typeof token !== 'string' || token.length === 0)
    throw new Error(loginMessages.httpFailure);
  try {
    sessionStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Storage blocked: signed in for this page only.
  }
  return token;
}
