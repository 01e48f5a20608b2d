import type { StoredUser } from '@/lib/session';

/** A stored login answer for tests: signed in for another hour unless told otherwise. */
export function storedUser(changes: Partial<StoredUser> = {}): StoredUser {
  return {
    responseStatusCode: 200,
    token: 'token-1',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    userId: 7,
    userName: 'admin',
    firstName: 'Alex',
    lastName: 'Morgan',
    contact: '+1 919 555 0102',
    roles: ['Admin'],
    dashboard: '/admin/executive-dashboard',
    isWelcomePopupShown: false,
    isSafetyCheck: false,
    ...changes,
  };
}
