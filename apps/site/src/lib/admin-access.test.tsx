import { describe, expect, it } from 'vitest';
import { storedUser } from '@/test/users';
import { adminHome, guardDecision, loginRedirect } from './admin-access';

describe('guardDecision', () => {
  const customer = storedUser({ roles: ['Customer'], dashboard: '/admin/jira/st-ticket-list' });

  it('sends a visitor who is not signed in to the login', () => {
    expect(guardDecision(null, '/admin/devices')).toBe('sign-in');
  });

  it('sends a user whose token has expired to the login', () => {
    const expired = storedUser({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect(guardDecision(expired, '/admin/user-management/update-profile/1')).toBe('sign-in');
  });

  it('refuses a page whose capability the roles lack', () => {
    expect(guardDecision(customer, '/admin/user-management/users')).toBe('denied');
    expect(guardDecision(customer, '/admin/maintenance-management')).toBe('denied');
    expect(guardDecision(customer, '/admin/app-profile')).toBe('denied');
  });

  it('allows a page the roles include', () => {
    expect(guardDecision(customer, '/admin/jira/st-ticket-list')).toBe('allowed');
    expect(guardDecision(customer, '/admin/user-management/update-profile/2')).toBe('allowed');
    expect(guardDecision(customer, '/user-mangement/app-update-password')).toBe('allowed');
  });

  it('builds the login address with the page to come back to', () => {
    expect(loginRedirect('/admin/devices', '?tab=2')).toBe('/login?redirect=%2Fadmin%2Fdevices%3Ftab%3D2');
  });

  it("takes /admin to the user's dashboard, or to the first menu page when there is none", () => {
    expect(adminHome(customer)).toBe('/admin/jira/st-ticket-list');
    expect(adminHome(storedUser({ roles: ['Vendor'], dashboard: '/admin/ev-charger-dashboard' }))).toBe(
      '/admin/ev-charging-dashboard',
    );
    expect(adminHome(storedUser({ roles: ['NewsEditor'], dashboard: '/home' }))).toBe(
      '/admin/user-management/update-profile/1',
    );
  });
});
