import { expect, test } from '@playwright/test';
import { blockingViolations } from '../support/axe';
import { gotoHydrated } from '../support/hydration';
import { signIn } from './session';

test.describe('accessibility of sign-in and admin', () => {
  test('the login page and its messages', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Password is required')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('the header login dialog', async ({ page }) => {
    // Before the script has taken the page over, Login is a plain link to the login page.
    await gotoHydrated(page, '/');
    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Username' })).toBeFocused();
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('the welcome popup', async ({ page }) => {
    await signIn(page, 'dispatcher', { keepWelcome: true });
    const popup = page.getByRole('dialog', { name: /^Welcome, / });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('button', { name: "Let's Go!" })).toBeFocused();
    expect(await blockingViolations(page)).toEqual([]);
  });

  for (const path of [
    '/admin/user-management/users',
    '/admin/maintenance-management',
    '/admin/user-management/update-profile/3',
    '/admin/ota/products',
  ]) {
    test(`${path}`, async ({ page }) => {
      await signIn(page, 'superadmin');
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
      await expect(page.locator('.navigation-popup')).toHaveCount(0);
      expect(await blockingViolations(page)).toEqual([]);
    });
  }
});
