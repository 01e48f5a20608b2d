import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { blockingViolations } from '../support/axe';
import { sendContactForm } from '../support/contact-page';
import { query } from '../support/database';
import { signIn } from './session';

test.describe('Quote Request Summary', () => {
  test('a quote request from the contact page gets its status set, with who set it and when', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const company = `Summit Compute ${randomBytes(3).toString('hex')}`;
    const started = new Date();
    await sendContactForm(page, {
      firstName: 'Amara',
      lastName: 'Okonkwo',
      company,
      email: `amara-${randomBytes(3).toString('hex')}@summit.example`,
      message: 'Budgetary pricing for three routers, please.',
      topic: 'Request a quote',
    });

    const manager = await (await browser.newContext()).newPage();
    await signIn(manager, 'manager');
    await manager.goto(`/admin/quote-request-summary?search=${encodeURIComponent(company)}`);
    const row = manager
      .getByRole('table', { name: 'Quote requests' })
      .getByRole('row')
      .filter({ hasText: company });
    await expect(row).toContainText('Budgetary pricing for three routers, please.');
    const status = row.getByRole('combobox', { name: 'Status of the request from Amara Okonkwo' });
    await expect(status).toHaveValue('new');
    expect(await blockingViolations(manager)).toEqual([]);

    await status.selectOption('quoted');
    await expect(manager.getByText('The request from Amara Okonkwo is now Quoted.')).toBeVisible();
    await expect(row).toContainText('Set by Max Alvarez');
    const [stored] = await query<{ quote_status: string; user_name: string; quote_status_at: Date }>(
      `SELECT e.quote_status, u.user_name, e.quote_status_at FROM enquiries e
       JOIN users u ON u.id = e.quote_status_by WHERE e.company = $1`,
      [company],
    );
    expect(stored).toMatchObject({ quote_status: 'quoted', user_name: 'manager' });
    expect(new Date(stored!.quote_status_at) >= started).toBe(true);

    // The view is in the URL: the status filter finds it again after a reload.
    await manager.goto(`/admin/quote-request-summary?status=quoted&search=${encodeURIComponent(company)}`);
    await expect(manager.getByRole('row').filter({ hasText: company })).toContainText('Set by Max Alvarez');
  });

  test("the chat's equipment-images forms are quote requests, their photos downloadable", async ({
    page,
  }) => {
    await signIn(page, 'superadmin');
    await page.goto('/admin/quote-request-summary?channel=chat-images');
    const rows = page.getByRole('table', { name: 'Quote requests' }).getByRole('row');
    await expect(rows.nth(1)).toContainText(/Serial number \d+/);
    const download = page.waitForEvent('download');
    await rows
      .nth(1)
      .getByRole('button', { name: /^Download .*\.png$/ })
      .first()
      .click();
    expect((await download).suggestedFilename()).toMatch(/\.png$/);
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('is refused to the roles without it', async ({ page }) => {
    await signIn(page, 'customer');
    await page.goto('/admin/quote-request-summary');
    await expect(page.getByRole('heading', { name: 'You do not have access to this page.' })).toBeVisible();
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('user-data')!).token as string);
    const answer = await page.request.put('/api/Inquiries/SetQuoteStatus', {
      headers: { authorization: `Bearer ${token}` },
      data: { id: 1, status: 'closed' },
    });
    expect(answer.status()).toBe(403);
  });
});
