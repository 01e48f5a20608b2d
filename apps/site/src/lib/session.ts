import type { LoginResponse } from '@ohmstead/contracts/auth';
import { useSyncExternalStore } from 'react';
import type { NavigateFunction } from 'react-router-dom';
import { browserStorage } from './browser-storage';

/**
 * The signed-in user (docs/product.md §3.3, §3.6): the whole login answer stored under `user-data`; signed in
 * means "user data is stored". Part of every page's first load, so the stored value is checked by
 * hand rather than with the zod schema (which loads only with the sign-in form and the admin area);
 * session.test.ts holds the check to loginResponseSchema (docs/decisions/0036-validation-written-once.md).
 */

export const USER_DATA_KEY = 'user-data';

export type StoredUser = LoginResponse;

type Listener = () => void;

const listeners = new Set<Listener>();
/** The raw value the cached user was parsed from; `undefined` until the first read. */
let cachedRaw: string | null | undefined;
let cachedUser: StoredUser | null = null;
/** Set by a sign-in whose answer asks for the welcome popup; cleared when the popup closes. */
let welcomeDue = false;

const isString = (value: unknown): value is string => typeof value === 'string';

/** True when `value` has every field the site reads from the stored login answer. */
export function isStoredUser(value: unknown): value is StoredUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  return (
    isString(user.token) &&
    user.token.length > 0 &&
    isString(user.expiresAt) &&
    !Number.isNaN(Date.parse(user.expiresAt)) &&
    Number.isInteger(user.userId) &&
    isString(user.userName) &&
    isString(user.firstName) &&
    isString(user.lastName) &&
    isString(user.contact) &&
    isString(user.dashboard) &&
    Array.isArray(user.roles) &&
    user.roles.every(isString) &&
    typeof user.isWelcomePopupShown === 'boolean' &&
    typeof user.isSafetyCheck === 'boolean'
  );
}

function readRaw(): string | null {
  try {
    return browserStorage()?.getItem(USER_DATA_KEY) ?? null;
  } catch (error) {
    console.error('Stored user data cannot be read; treated as signed out.', error);
    return null;
  }
}

function parse(raw: string | null): StoredUser | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (isStoredUser(value)) return value;
  } catch {
    // Not JSON: reported below like any other corrupt value.
  }
  console.error(`Stored ${USER_DATA_KEY} is corrupt; treated as signed out.`);
  return null;
}

/** The signed-in user, or null when none is stored or the stored value is corrupt. */
export function readSession(): StoredUser | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = parse(raw);
  }
  return cachedUser;
}

function notify() {
  listeners.forEach((listener) => listener());
}

function write(raw: string | null) {
  try {
    if (raw === null) localStorage.removeItem(USER_DATA_KEY);
    else localStorage.setItem(USER_DATA_KEY, raw);
  } catch (error) {
    console.error('Stored user data cannot be written.', error);
  }
  notify();
}

/** Stores a login answer whole (docs/product.md §3.3). `welcome` asks for the welcome popup to open. */
export function saveSession(user: StoredUser, { welcome = false } = {}): void {
  welcomeDue = welcome;
  write(JSON.stringify(user));
}

/** Changes fields of the stored user (after a profile update or a dismissed popup). */
export function updateSession(changes: Partial<StoredUser>): void {
  const user = readSession();
  if (user) write(JSON.stringify({ ...user, ...changes }));
}

/** Sign Out: removes the sign-in information (docs/product.md §3.2). */
export function signOut(): void {
  welcomeDue = false;
  write(null);
}

/**
 * Sign Out from a menu: home first (rendered at once, not as a deferred transition), then the sign-in
 * information goes. In that order an admin page is gone before its guard could see the user signed
 * out and send the browser to the login instead.
 */
export function signOutAndGoHome(navigate: NavigateFunction): void {
  void Promise.resolve(navigate('/', { flushSync: true })).then(signOut);
}

/** True when the token's expiry time has passed. */
export function isExpired(user: StoredUser, now: number = Date.now()): boolean {
  return Date.parse(user.expiresAt) <= now;
}

/**
 * The automatic logout check that runs at the end of every navigation (docs/product.md §3.4): an expired
 * token, or stored data that cannot be read, signs out. Returns true when it signed out.
 */
export function signOutIfExpired(now: number = Date.now()): boolean {
  const user = readSession();
  const stale = user ? isExpired(user, now) : readRaw() !== null;
  if (stale) signOut();
  return stale;
}

export function isWelcomeDue(): boolean {
  return welcomeDue && readSession() !== null;
}

export function welcomeShown(): void {
  welcomeDue = false;
  notify();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes what this one shows.
  const onStorage = (event: StorageEvent) => {
    if (event.key === USER_DATA_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in user; components re-render when it changes (in this tab or another). */
export function useSession(): StoredUser | null {
  return useSyncExternalStore(subscribeSession, readSession, () => null);
}

/** Whether the welcome popup should show now. */
export function useWelcomeDue(): boolean {
  return useSyncExternalStore(subscribeSession, isWelcomeDue, () => false);
}
