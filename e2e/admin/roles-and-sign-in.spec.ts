import { expect, test } from '@playwright/test';
import { query } from '../support/database';
import { gotoHydrated } from '../support/hydration';
import { signIn, signOut, visibleMenu } from './session';

/**
 * docs/product.md §3.6 "Menu visibility (signed in)", written out row by row. The groups and labels are those of
 * docs/product.md §3.2's admin routes; the expected menu of each role is computed from this table, not from the
 * implementation's own role table.
 */
const ANY = 'any signed-in user';
const DASHBOARD = [
  'SuperAdmin',
  'Admin',
  'Vendor',
  'DeviceTester',
  'Customer',
  'Installer',
  'Manager',
  'Dispatcher',
];
const STAFF = ['SuperAdmin', 'Admin', 'Manager'];
const SPEC_TABLE: [group: string, item: string, visibleTo: typeof ANY | string[]][] = [
  ['Account Management', 'Update Profile', ANY],
  ['Account Management', 'Update Password', ANY],
  ['Account Management', 'Update Home Configuration', ['SuperAdmin', 'Admin']],
  ['Dashboard', 'Devices', DASHBOARD],
  ['Dashboard', 'Executive Dashboard', STAFF],
  ['Dashboard', 'MPR Jira Dashboard', STAFF],
  ['Dashboard', 'Support Dashboard', STAFF],
  ['Dashboard', 'Application Engineering', STAFF],
  ['Dashboard', 'CRM Chat Bot Analysis', STAFF],
  ['Dashboard', 'Support Tickets', ['Customer', 'Manager']],
  ['Feedback and Inquiries', 'Quote Request Summary', STAFF],
  ['Feedback and Inquiries', 'Customer Inquiries', STAFF],
  ['Feed', 'News & Events', ['SuperAdmin', 'Admin', 'NewsEditor', 'Manager']],
  ['Feed', 'Job Applications', STAFF],
  ['OTA', 'Products', STAFF],
  ['OTA', 'Product Components', STAFF],
  ['OTA', 'Upload OTA', STAFF],
  ['User Management', 'User Management', ['SuperAdmin', 'Admin']],
  ['Maintenance Management', 'Maintenance Management', STAFF],
  ['EV Charger App', 'EV Charger App', ['SuperAdmin', 'Admin', 'Vendor', 'Manager']],
  ['Chat Agent', 'Chat Agent', ['SuperAdmin', 'Admin', 'Vendor', 'Manager']],
  // Added after the spec (docs/decisions/0045-saved-replies.md).
  ['Chat Agent', 'Saved Replies', ['SuperAdmin', 'Admin']],
];

const expectedMenu = (role: string) =>
  SPEC_TABLE.filter(([, , visibleTo]) => visibleTo === ANY || visibleTo.includes(role)).map(
    ([group, item]): [string, string] => [group, item],
  );

/** Demo accounts, their role and where docs/product.md §3.4 sends them after signing in
 * (docs/decisions/0006-sign-in-and-admin.md). */
const ACCOUNTS = [
  { userName: 'superadmin', role: 'SuperAdmin', lands: '/admin/executive-dashboard' },
  { userName: 'admin', role: 'Admin', lands: '/admin/executive-dashboard' },
  { userName: 'manager', role: 'Manager', lands: '/admin/executive-dashboard' },
  { userName: 'customer', role: 'Customer', lands: '/admin/jira/st-ticket-list' },
  // docs/product.md §3.4 sends vendors to /admin/ev-charger-dashboard, which redirects to the page of §3.2.
  { userName: 'vendor', role: 'Vendor', lands: '/admin/ev-charging-dashboard' },
  // Everyone else goes to /home, which redirects to /.
  { userName: 'newseditor', role: 'NewsEditor', lands: '/' },
  { userName: 'installer', role: 'Installer', lands: '/' },
  { userName: 'dispatcher', role: 'Dispatcher', lands: '/' },
  { userName: 'deviceuser', role: 'DeviceUser', lands: '/' },
];

test.describe('sign-in and the menu of each role', () => {
  for (const { userName, role, lands } of ACCOUNTS) {
    test(`${role} lands on ${lands} and sees exactly the spec's menu`, async ({ page }) => {
      const answer = await signIn(page, userName);
      await expect(page).toHaveURL(new RegExp(`${lands.replace(/\//g, '\\/')}$`));
      await page.goto('/admin/user-management/update-profile/1');
      expect(await visibleMenu(page)).toEqual(expectedMenu(role));
      await signOut(page, answer.firstName);
    });
  }

  test('the header Login button opens the login dialog, which signs in and closes', async ({ page }) => {
    // Before the script has taken the page over, Login is a plain link to the login page.
    await gotoHydrated(page, '/about-us');
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await expect(dialog.getByRole('heading', { name: 'Sign in to access your account' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog.getByText('Username is required')).toBeVisible();
    await expect(dialog.getByText('Password is required')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeFocused();

    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await dialog.getByRole('textbox', { name: 'Username' }).fill('manager');
    await dialog.getByLabel('Password').fill('ohmstead-demo');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/executive-dashboard$/);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user-data') ?? 'null'));
    expect(stored).toMatchObject({ userName: 'manager', roles: ['Manager'], responseStatusCode: 200 });
  });

  test('wrong credentials show the server message and stay on the login page', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Username' }).fill('admin');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('The username or password is incorrect.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a failing server shows 'Something went wrong. Please try again later.'", async ({ page }) => {
    await page.route('**/api/Auth/AuthTokenLogin', (route) => route.fulfill({ status: 503, json: {} }));
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Username' }).fill('admin');
    await page.getByLabel('Password').fill('ohmstead-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(/Something went wrong\. Please try again later\./);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});

test.describe('welcome popup', () => {
  test("with 'Don't show again' ticked it does not return on the next sign-in", async ({ page }) => {
    // devicetester is used by this test only, so its popup setting is this test's alone.
    const first = await signIn(page, 'devicetester', { keepWelcome: true });
    expect(first.isWelcomePopupShown).toBe(false);
    const popup = page.getByRole('dialog', { name: `Welcome, ${first.firstName}!` });
    await expect(popup.getByText("Great to see you. Let's get started!")).toBeVisible();
    await popup.getByRole('checkbox', { name: "Don't show again" }).check();
    const dismissal = page.waitForResponse('**/api/Auth/DismissWelcomePopup?userId=*');
    await popup.getByRole('button', { name: "Let's Go!" }).click();
    expect((await dismissal).request().postData()).toBe('true');
    await expect(popup).toBeHidden();
    const rows = await query<{ is_welcome_popup_shown: boolean }>(
      'SELECT is_welcome_popup_shown FROM users WHERE user_name = $1',
      ['devicetester'],
    );
    expect(rows).toEqual([{ is_welcome_popup_shown: true }]);
    await signOut(page, first.firstName);

    const second = await signIn(page, 'devicetester', { keepWelcome: true });
    expect(second.isWelcomePopupShown).toBe(true);
    await expect(page.getByRole('banner').getByRole('button', { name: /Account menu for/ })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('the admin guard', () => {
  test('an admin page asks a visitor to sign in and returns there afterwards', async ({ page }) => {
    await page.goto('/admin/maintenance-management');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fmaintenance-management$/);
    await signIn(page, 'superadmin', { from: page.url() });
    await expect(page).toHaveURL(/\/admin\/maintenance-management$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Maintenance Management' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText(
      /Admin\s*\/?\s*Maintenance Management/,
    );
  });

  test("a role without the page's capability is told so, and the server refuses the data", async ({
    page,
  }) => {
    await signIn(page, 'customer');
    await page.goto('/admin/user-management/users');
    await expect(
      page.getByRole('heading', { level: 1, name: 'You do not have access to this page.' }),
    ).toBeVisible();
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('user-data') ?? '{}').token as string,
    );
    const refused = await page.request.get('/api/Users/GetAll', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(403);
  });

  test('an expired session signs out at the next navigation and the admin page asks to sign in', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    // On the admin page the sign-in leads to: expired any earlier, its own navigation there signs out.
    const devices = page
      .getByRole('navigation', { name: 'Admin menu' })
      .getByRole('link', { name: 'Devices' });
    await expect(devices).toBeVisible();
    await page.evaluate(() => {
      const data = JSON.parse(localStorage.getItem('user-data') ?? '{}');
      localStorage.setItem('user-data', JSON.stringify({ ...data, expiresAt: '2020-01-01T00:00:00Z' }));
    });
    await devices.click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fdevices$/);
    expect(await page.evaluate(() => localStorage.getItem('user-data'))).toBeNull();
  });

  test('the EV charger app hides header and footer and shows the bottom navigation', async ({ page }) => {
    await signIn(page, 'vendor');
    await expect(page).toHaveURL(/\/admin\/ev-charging-dashboard$/);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    const tabs = page.getByRole('navigation', { name: 'EV charger app' });
    await expect(tabs.getByRole('link')).toHaveText(['Charging', 'History', 'Profile']);
    await tabs.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/admin\/app-profile$/);
    await page.getByRole('link', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/user-mangement\/app-update-password$/);
    await expect(page.getByRole('navigation', { name: 'EV charger app' })).toHaveCount(0);
    await page.goBack();
    await page
      .getByRole('navigation', { name: 'EV charger app' })
      .getByRole('link', { name: 'Charging' })
      .click();
    await expect(page).toHaveURL(/\/admin\/ev-charging-dashboard$/);
  });
});

test.describe('navigation popup', () => {
  test("shows 'Navigating to {page}...' with a progress bar until the admin page has loaded", async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/user-management/update-profile/1');
    await expect(page.getByRole('textbox', { name: 'First name' })).toBeVisible();
    // Hold the next page's data back, so the navigation is visibly under way. The name is the URL's
    // last segment (/admin/user-management/users), as docs/product.md §3.2 describes.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/Users\/GetAll(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page
      .getByRole('navigation', { name: 'Admin menu' })
      .getByRole('link', { name: 'User Management' })
      .click();
    const popup = page.locator('.navigation-popup');
    await expect(popup).toBeVisible();
    await expect(popup).toHaveText('Navigating to Users...');
    await expect(page.getByRole('status').filter({ hasText: 'Navigating to Users...' })).toBeAttached();
    release();
    await expect(page.getByRole('table')).toBeVisible();
    await expect(popup).toHaveCount(0);
  });

  test('hides after 3 s when the page is still loading', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin/user-management/update-profile/1');
    await expect(page.getByRole('textbox', { name: 'First name' })).toBeVisible();
    await page.route('**/api/HomeConfiguration/GetAll', () => {
      // Never answered: only the 3 s limit can end the popup.
    });
    const started = Date.now();
    await page
      .getByRole('navigation', { name: 'Admin menu' })
      .getByRole('link', { name: 'Update Home Configuration' })
      .click();
    const popup = page.locator('.navigation-popup');
    await expect(popup).toHaveText('Navigating to Update Home Configuration...');
    await expect(popup).toHaveCount(0, { timeout: 5000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
  });
});
