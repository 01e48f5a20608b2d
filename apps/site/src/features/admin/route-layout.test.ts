import { describe, expect, it } from 'vitest';
import { EV_APP_ROUTES, routeLayout } from './route-layout';

/** The two EV app screens that hide the bottom navigation too; every other one shows it. */
const withoutBottomNav = ['/admin/app-transaction-detail', '/user-mangement/app-update-password'];
const appScreens = EV_APP_ROUTES.filter((route) => !withoutBottomNav.includes(route));

describe('routeLayout (docs/product.md §3.2 route table)', () => {
  it.each(appScreens)('%s hides header and footer and shows the bottom nav', (path) => {
    expect(routeLayout(path)).toEqual({ header: false, footer: false, bottomNav: true, chatBot: true });
  });

  it.each(withoutBottomNav)('%s hides header, footer and the bottom nav', (path) => {
    expect(routeLayout(path)).toEqual({ header: false, footer: false, bottomNav: false, chatBot: true });
  });

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
