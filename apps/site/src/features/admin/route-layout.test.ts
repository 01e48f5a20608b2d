import { describe, expect, it } from 'vitest';
import { routeLayout } from './route-layout';

const appScreens = [
  '/admin/ev-charging-dashboard',
  '/admin/app-qr-screen',
  '/admin/app-ev-plugin',
  '/admin/app-ev-current-limit',
  '/admin/app-ev-battery-charging',
  '/admin/app-ev-connectivity-processing',
  '/admin/app-ev-charge-summary',
  '/admin/app-device-transaction',
  '/admin/app-profile',
];

describe('routeLayout (docs/product.md §3.2 route table)', () => {
  it.each(appScreens)('%s hides header and footer and shows the bottom nav', (path) => {
    expect(routeLayout(path)).toEqual({ header: false, footer: false, bottomNav: true, chatBot: true });
  });

  it.each(['/admin/app-transaction-detail', '/user-mangement/app-update-password'])(
    '%s hides header, footer and the bottom nav',
    (path) => {
      expect(routeLayout(path)).toEqual({ header: false, footer: false, bottomNav: false, chatBot: true });
    },
  );

  it('hides header and footer on the map detail, and the chat bot too on /signup', () => {
    expect(routeLayout('/admin/wps/map-detail')).toEqual({
      header: false,
      footer: false,
      bottomNav: false,
      chatBot: true,
    });
    expect(routeLayout('/signup')).toEqual({
      header: false,
      footer: false,
      bottomNav: false,
      chatBot: false,
    });
  });

  it.each(['/', '/about-us', '/login', '/admin/wps', '/admin/user-management/users', '/admin/app'])(
    '%s shows header and footer',
    (path) => {
      expect(routeLayout(path)).toEqual({ header: true, footer: true, bottomNav: false, chatBot: true });
    },
  );

  it('ignores a trailing slash', () => {
    expect(routeLayout('/admin/app-profile/').header).toBe(false);
  });
});
