import { expect, type Page, test } from '@playwright/test';
import { blockingViolations } from '../support/axe';
import { signIn } from './session';

const DASHBOARDS = [
  { path: '/admin/jira/st-jira-dashboard', title: 'Support Dashboard', api: 'GetSupportDashboard' },
  { path: '/admin/jira/mpr-jira-dashboard', title: 'MPR Jira Dashboard', api: 'GetMprDashboard' },
];

const tokenOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('user-data')!).token as string);

test.describe('the ticket dashboards', () => {
  for (const userName of ['superadmin', 'admin', 'manager']) {
    test(`${userName} sees both with their charts, each as a table too`, async ({ page }) => {
      await signIn(page, userName);
      for (const dashboard of DASHBOARDS) {
        await page.goto(dashboard.path);
        await expect(page.getByRole('heading', { name: dashboard.title, level: 1 })).toBeVisible();
        await expect(page.getByText('Tickets created')).toBeVisible();
        const perWeek = page.getByRole('figure', { name: 'Tickets per week, by channel' });
        await expect(perWeek.locator('.recharts-wrapper')).toBeVisible();
        await perWeek.getByText('Show as table').click();
        await expect(perWeek.getByRole('columnheader', { name: 'Week of' })).toBeVisible();
        // 90 days of demo history: weeks with tickets in them.
        expect(await perWeek.getByRole('row').count()).toBeGreaterThan(10);
        await page
          .getByRole('figure', { name: 'Open backlog at the end of each week' })
          .getByText('Show as table')
          .click();
        expect(await blockingViolations(page)).toEqual([]);
      }
    });
  }

  test('keeps the period in the URL', async ({ page }) => {
    await signIn(page, 'manager');
    await page.goto('/admin/jira/st-jira-dashboard');
    await expect(page.getByText('The last 90 days unless you choose dates.', { exact: false })).toBeVisible();
    const answer = page.waitForResponse(
      (response) => response.url().includes('GetSupportDashboard?') && response.url().includes('from='),
    );
    await page.getByLabel('From').fill('2026-01-05');
    expect((await answer).status()).toBe(200);
    await expect(page).toHaveURL(/from=/);
  });

  test('are refused to the roles without them', async ({ page }) => {
    await signIn(page, 'customer');
    for (const dashboard of DASHBOARDS) {
      await page.goto(dashboard.path);
      await expect(page.getByRole('heading', { name: 'You do not have access to this page.' })).toBeVisible();
      const answer = await page.request.get(`/api/Tickets/${dashboard.api}`, {
        headers: { authorization: `Bearer ${await tokenOf(page)}` },
      });
      expect(answer.status()).toBe(403);
    }
  });
});
