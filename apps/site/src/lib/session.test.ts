import { loginResponseSchema } from '@ohmstead/contracts/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedUser } from '@/test/users';
import {
  isExpired,
  isStoredUser,
  readSession,
  saveSession,
  signOut,
  signOutIfExpired,
  subscribeSession,
  updateSession,
  USER_DATA_KEY,
} from './session';

describe('session (user-data in localStorage)', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.restoreAllMocks());

  it('is signed out while no user data is stored', () => {
    expect(readSession()).toBeNull();
  });

  it('reads back the whole login answer it stored', () => {
    const user = storedUser();
    saveSession(user);
    expect(JSON.parse(localStorage.getItem(USER_DATA_KEY) ?? 'null')).toEqual(user);
    expect(readSession()).toEqual(user);
  });

  it('treats stored data that is not JSON as signed out and logs it', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(USER_DATA_KEY, '{not json');
    expect(readSession()).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('corrupt'));
  });

  it('treats stored data without a token or roles as signed out and logs it', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { token: _token, ...withoutToken } = storedUser();
    localStorage.setItem(USER_DATA_KEY, JSON.stringify(withoutToken));
    expect(readSession()).toBeNull();
    localStorage.setItem(USER_DATA_KEY, JSON.stringify({ ...storedUser(), roles: 'Admin' }));
    expect(readSession()).toBeNull();
    expect(log).toHaveBeenCalledTimes(2);
  });

  // The check is by hand to keep zod out of every page's first load
  // (docs/decisions/0036-validation-written-once.md); this keeps it from drifting from the contracts' schema
  // of the login answer.
  it('checks every field of the login answer the contracts name (but the status code)', () => {
    expect(loginResponseSchema.safeParse(storedUser()).success).toBe(true);
    expect(isStoredUser(storedUser())).toBe(true);
    const fields = Object.keys(loginResponseSchema.shape).filter((field) => field !== 'responseStatusCode');
    for (const field of fields) {
      const missing: Record<string, unknown> = storedUser();
      delete missing[field];
      expect({ field, missing: isStoredUser(missing) }).toEqual({ field, missing: false });
      const wrong = { ...storedUser(), [field]: { not: 'this' } };
      expect(loginResponseSchema.safeParse(wrong).success).toBe(false);
      expect({ field, wrong: isStoredUser(wrong) }).toEqual({ field, wrong: false });
    }
  });

  it('knows a token whose expiry time has passed', () => {
    const now = Date.parse('2026-05-01T12:00:00Z');
    expect(isExpired(storedUser({ expiresAt: '2026-05-01T11:59:59Z' }), now)).toBe(true);
    expect(isExpired(storedUser({ expiresAt: '2026-05-01T12:00:01Z' }), now)).toBe(false);
  });

  it('signs out at the navigation check once the token has expired', () => {
    saveSession(storedUser({ expiresAt: new Date(Date.now() - 1000).toISOString() }));
    expect(signOutIfExpired()).toBe(true);
    expect(localStorage.getItem(USER_DATA_KEY)).toBeNull();
  });

  it('keeps a valid sign-in at the navigation check', () => {
    saveSession(storedUser());
    expect(signOutIfExpired()).toBe(false);
    expect(readSession()?.userName).toBe('admin');
  });

  it('removes corrupt data at the navigation check', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(USER_DATA_KEY, '"just a string"');
    expect(signOutIfExpired()).toBe(true);
    expect(localStorage.getItem(USER_DATA_KEY)).toBeNull();
  });

  it('tells subscribers about sign-in, changes and sign-out', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    saveSession(storedUser());
    updateSession({ firstName: 'Alexandra' });
    expect(readSession()?.firstName).toBe('Alexandra');
    signOut();
    expect(listener).toHaveBeenCalledTimes(3);
    expect(readSession()).toBeNull();
    unsubscribe();
    saveSession(storedUser());
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('hears another tab signing out', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: USER_DATA_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated' }));
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
