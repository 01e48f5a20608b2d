import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { storedUser } from '@/test/users';
import { authorizedRequest } from './authorized-api';
import { readSession, saveSession } from './session';

const okSchema = z.object({ responseStatusCode: z.number() });
const answer = (status: number, body: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body, { status })),
  );

describe('authorizedRequest', () => {
  beforeEach(() => {
    localStorage.clear();
    saveSession(storedUser({ token: 'secret-token' }));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends the stored token as a bearer token', async () => {
    answer(200, { responseStatusCode: 200 });
    const result = await authorizedRequest('Users/GetAll', okSchema);
    expect(result).toEqual({ ok: true, data: { responseStatusCode: 200 } });
    const init = vi.mocked(fetch).mock.calls[0]?.[1];
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer secret-token');
  });

  it('signs out when a signed-in call is answered 401', async () => {
    answer(401, { responseStatusCode: 401, message: 'Your session has expired. Please sign in again.' });
    const result = await authorizedRequest('Users/GetAll', okSchema);
    expect(result).toMatchObject({ ok: false, status: 401 });
    expect(readSession()).toBeNull();
  });

  it('stays signed in on 403 and passes the reason on', async () => {
    const refusal = { responseStatusCode: 403, message: 'You do not have permission to do this.' };
    answer(403, refusal);
    const result = await authorizedRequest('Users/GetAll', okSchema);
    expect(result).toEqual({ ok: false, status: 403, message: refusal.message, body: refusal });
    expect(readSession()).not.toBeNull();
  });

  it('makes no call without a signed-in user', async () => {
    localStorage.clear();
    answer(200, { responseStatusCode: 200 });
    expect(await authorizedRequest('Users/GetAll', okSchema)).toMatchObject({ ok: false, status: 401 });
    expect(fetch).not.toHaveBeenCalled();
  });
});
