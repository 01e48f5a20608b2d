import { capabilityForPath } from '@ohmstead/contracts/roles';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '@/lib/session';
import { storedUser } from '@/test/users';
import { Where } from '@/test/where';
import { ADMIN_SCREENS } from './admin-screens';
import { AdminRoutes } from './AdminRoutes';

const renderAdmin = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<AdminRoutes />} />
        <Route path="/user-mangement/*" element={<AdminRoutes />} />
        <Route path="*" element={<Where withPath />} />
      </Routes>
    </MemoryRouter>,
  );

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

  it('shows the breadcrumbs Admin, page name', async () => {
    saveSession(storedUser());
    renderAdmin('/admin/ota/products');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs.textContent).toBe('AdminProducts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeTruthy();
  });

  it('redirects /admin/ev-charger-dashboard to /admin/ev-charging-dashboard', async () => {
    saveSession(storedUser({ roles: ['Vendor'] }));
    renderAdmin('/admin/ev-charger-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'EV Charger App' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'EV charger app' })).toBeTruthy();
  });

  it('sends an unknown admin path to Home', () => {
    saveSession(storedUser());
    renderAdmin('/admin/no-such-page');
    expect(screen.getByTestId('where').textContent).toBe('/');
  });
});
