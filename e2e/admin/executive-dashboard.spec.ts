import { expect, test } from '@playwright/test';
import { blockingViolations } from '../support/axe';
import { signIn } from './session';

const FIGURES = [
  'Enquiries',
  'Leads and quote requests',
  'Bot conversations',
  'Hand-offs to live agents',
  'Support tickets',
  'Job applications',
  'Newsletter subscribers',
];

test.describe('the Executive Dashboard (docs/product.md §3.6: SuperAdmin, Admin, Manager)', () => {
  for (const userName of ['superadmin', 'admin', 'manager']) {
    test(`${userName} lands on it after signing in and sees every key figure`, async ({ page }) => {
      await signIn(page, userName);
      await expect(page).toHaveURL(/\/admin\/executive-dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Executive Dashboard' })).toBeVisible();
      for (const figure of FIGURES) {
        const region = page.getByRole('region', { name: figure });
        await expect(region.getByText(/the period before/)).toBeVisible();
        await expect(region.getByRole('figure', { name: new RegExp(`^${figure} per day$`) })).toBeVisible();
      }
      // The generated chat history fills the conversations of the last 30 days.
      await expect(
        page
          .getByRole('region', { name: 'Bot conversations' })
          .getByRole('link', { name: /Bot conversations\s*[1-9]/ }),
      ).toBeVisible();
      if (userName === 'admin') expect(await blockingViolations(page)).toEqual([]);
    });
  }

  test('keeps a chosen period in the URL and opens a figure’s screen for it', async ({ page }) => {
    await signIn(page, 'manager');
    await page.getByLabel('From').fill('2026-01-01');
    await expect(page).toHaveURL(/\/admin\/executive-dashboard\?.*from=/);
    await expect(
      page
        .getByRole('region', { name: 'Job applications' })
        .getByRole('figure', { name: 'Job applications per week' }),
    ).toBeVisible();
    await page
      .getByRole('region', { name: 'Job applications' })
      .getByRole('link', { name: /Job applications/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/job-applications\?from=.+&to=.+/);
    await expect(page.getByRole('heading', { level: 1, name: 'Job Applications' })).toBeVisible();
    // A Manager may also open the support ticket list.
    await page.goBack();
    await expect(page.getByRole('link', { name: 'Open the ticket list' })).toBeVisible();
  });

  for (const userName of ['vendor', 'customer', 'installer', 'newseditor', 'deviceuser', 'dispatcher']) {
    test(`${userName} is refused, on the screen and by the server`, async ({ page }) => {
      await signIn(page, userName);
      await page.goto('/admin/executive-dashboard');
      await expect(
        page.getByRole('heading', { level: 1, name: 'You do not have access to this page.' }),
      ).toBeVisible();
      const token = await page.evaluate(() => JSON.parse(localStorage.getItem('user-data') ?? '{}').token);
      const answer = await page.request.get('/api/Dashboards/GetExecutiveDashboard', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.status()).toBe(403);
    });
  }
});
