import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../lib/session';
import { storedUser } from '../../test/users';
import { adminHome, guardDecision, loginRedirect } from './access';
import { ADMIN_SCREENS } from './admin-screens';
import { AdminArea } from './routes/AdminArea';
import { capabilityForPath } from '@ohmstead/contracts/roles';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

const renderAdmin = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<AdminArea />} />
        <Route path="/user-mangement/*" element={<AdminArea />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

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

describe('the admin area', () => {
  beforeEach(() => localStorage.clear());

  it('guards every one of its screens by a capability of the role table', () => {
    for (const screen of ADMIN_SCREENS) expect(capabilityForPath(screen.path), screen.path).toBeDefined();
  });

  it('redirects a visitor who is not signed in to /login with the page as redirect', () => {
    renderAdmin('/admin/user-management/users');
    expect(screen.getByTestId('where').textContent).toBe(
      '/login?redirect=%2Fadmin%2Fuser-management%2Fusers',
    );
  });

  it("shows 'You do not have access to this page.' to a signed-in user without the capability", () => {
    saveSession(storedUser({ roles: ['NewsEditor'], dashboard: '/home' }));
    renderAdmin('/admin/user-management/users');
    expect(
      screen.getByRole('heading', { level: 1, name: 'You do not have access to this page.' }),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows an honest not-yet-available page with the breadcrumbs Admin, page name', () => {
    saveSession(storedUser());
    renderAdmin('/admin/ota/products');
    expect(screen.getByRole('heading', { level: 1, name: 'Products' })).toBeTruthy();
    expect(screen.getByText(/not yet available/)).toBeTruthy();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs.textContent).toBe('AdminProducts');
  });

  it('redirects /admin/ev-charger-dashboard to /admin/ev-charging-dashboard', () => {
    saveSession(storedUser({ roles: ['Vendor'] }));
    renderAdmin('/admin/ev-charger-dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'EV Charger App' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'EV charger app' })).toBeTruthy();
  });

  it('sends an unknown admin path to Home', () => {
    saveSession(storedUser());
    renderAdmin('/admin/no-such-page');
    expect(screen.getByTestId('where').textContent).toBe('/');
  });
});
