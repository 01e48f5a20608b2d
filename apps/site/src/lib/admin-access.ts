import { can, capabilityForPath, visibleMenu } from '@ohmstead/contracts/roles';
import { isExpired, type StoredUser } from './session';

export type GuardDecision = 'sign-in' | 'denied' | 'allowed';

/**
 * The admin area's guard: nobody signed in (or an expired token) goes to the login; a signed-in user
 * without the path's capability sees the no-access screen. The server refuses the data either way.
 */
export function guardDecision(
  user: StoredUser | null,
  pathname: string,
  now: number = Date.now(),
): GuardDecision {
  if (!user || isExpired(user, now)) return 'sign-in';
  const capability = capabilityForPath(pathname);
  if (!capability) return 'allowed';
  return can(user.roles, capability) ? 'allowed' : 'denied';
}

/** The login page with this page as where to come back to. */
export function loginRedirect(pathname: string, search = ''): string {
  return `/login?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
}

/**
 * Where /admin (the breadcrumb's "Admin") leads: the user's dashboard when it is an admin page they
 * may open, else the first page of their menu (Update Profile, which everyone signed in has).
 */
export function adminHome(user: StoredUser): string {
  const dashboard = user.dashboard.replace('/admin/ev-charger-dashboard', '/admin/ev-charging-dashboard');
  if (dashboard.startsWith('/admin/') && guardDecision(user, dashboard) === 'allowed') return dashboard;
  return visibleMenu(user.roles)[0]?.items[0]?.path ?? '/';
}
