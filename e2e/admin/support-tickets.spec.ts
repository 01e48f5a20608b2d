import { randomBytes } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { blockingViolations } from '../support/axe';
import { sendContactForm } from '../support/contact-page';
import { query } from '../support/database';
import { signIn } from './session';

const CUSTOMER_EMAIL = 'customer@ohmsteadpower.com';

async function signedIn(browser: Browser, userName: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, userName);
  return page;
}
const tokenOf = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('user-data')!).token as string);

test.describe('Support Tickets', () => {
  test("a customer sees their own ticket and not another's", async ({ page }) => {
    const [own] = await query<{ key: string }>(
      'SELECT key FROM tickets WHERE reporter_email = $1 ORDER BY created_at DESC LIMIT 1',
      [CUSTOMER_EMAIL],
    );
    const [other] = await query<{ key: string }>(
      `SELECT key FROM tickets WHERE reporter_email <> $1 AND user_id IS NULL ORDER BY created_at DESC LIMIT 1`,
      [CUSTOMER_EMAIL],
    );
    await signIn(page, 'customer');
    // The demo customer lands here after signing in (README "Demo accounts").
    await expect(page).toHaveURL(/\/admin\/jira\/st-ticket-list$/);
    const table = page.getByRole('table', { name: 'Support tickets' });
    await expect(table.getByRole('link', { name: own!.key })).toBeVisible();

    await page.goto(`/admin/jira/st-ticket-list?search=${other!.key}`);
    await expect(page.getByText('You have no tickets yet.', { exact: false })).toBeVisible();
    await page.goto(`/admin/jira/st-ticket-list/${other!.key}`);
    await expect(page.getByRole('alert')).toContainText('No such ticket.');
    const answer = await page.request.get(`/api/Tickets/GetTicket?key=${other!.key}`, {
      headers: { authorization: `Bearer ${await tokenOf(page)}` },
    });
    // Another customer's ticket is answered as one that does not exist: nothing leaks.
    expect(answer.status()).toBe(404);

    await page.goto(`/admin/jira/st-ticket-list/${own!.key}`);
    await expect(page.getByRole('heading', { name: `Ticket ${own!.key}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Move it along' })).toHaveCount(0);
    expect(await blockingViolations(page)).toEqual([]);
  });

  test('a manager moves a ticket through the workflow and assigns it; the customer adds a comment', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const company = `Kestrel Charging ${randomBytes(3).toString('hex')}`;
    await sendContactForm(page, {
      firstName: 'Casey',
      lastName: 'Reed',
      company,
      email: CUSTOMER_EMAIL,
      message: 'Port 2 stops after a minute.',
    });
    const [{ key }] = (await query<{ key: string }>(
      'SELECT ticket_key AS key FROM enquiries WHERE company = $1',
      [company],
    )) as [{ key: string }];

    const manager = await signedIn(browser, 'manager');
    await manager.goto(`/admin/jira/st-ticket-list?search=${key}`);
    await expect(
      manager.getByRole('table', { name: 'Support tickets' }).getByRole('row').nth(1),
    ).toContainText('Open');
    expect(await blockingViolations(manager)).toEqual([]);
    await manager.getByRole('link', { name: key }).click();
    const workflow = manager.getByRole('region', { name: 'Move it along' });
    await workflow.getByRole('button', { name: 'Move to In progress' }).click();
    await expect(manager.getByText('The ticket is now In progress.')).toBeVisible();
    await workflow.getByLabel('Assignee').selectOption({ label: 'Max Alvarez' });
    await workflow.getByRole('button', { name: 'Assign' }).click();
    await expect(manager.getByText('The ticket is assigned to Max Alvarez.')).toBeVisible();
    await manager.getByRole('textbox', { name: 'Add a comment' }).fill('A technician will call you today.');
    await manager.getByRole('button', { name: 'Add comment' }).click();
    await expect(manager.getByText('Your comment has been added.')).toBeVisible();
    expect(await blockingViolations(manager)).toEqual([]);

    const customer = await signedIn(browser, 'customer');
    await customer.goto(`/admin/jira/st-ticket-list/${key}`);
    await expect(customer.getByText('A technician will call you today.')).toBeVisible();
    await customer
      .getByRole('textbox', { name: 'Add a comment' })
      .fill('Thanks! <b>Evenings</b> suit us best.');
    await customer.getByRole('button', { name: 'Add comment' }).click();
    await expect(customer.getByText('Your comment has been added.')).toBeVisible();
    // Plain text, shown as typed.
    await expect(customer.getByText('Thanks! <b>Evenings</b> suit us best.')).toBeVisible();

    await manager.reload();
    await expect(manager.getByText('Thanks! <b>Evenings</b> suit us best.')).toBeVisible();
    await manager.getByRole('button', { name: 'Move to Resolved' }).click();
    await expect(manager.getByText('The ticket is now Resolved.')).toBeVisible();
    await manager.getByRole('button', { name: 'Move to Closed' }).click();
    await expect(manager.getByText('The ticket is now Closed.')).toBeVisible();
    await expect(manager.getByText('A closed ticket stays closed.')).toBeVisible();
    const history = manager.getByRole('region', { name: 'Status history' });
    await expect(history.getByRole('listitem')).toHaveText([
      /Created by Website$/,
      /Open → In progress by Max Alvarez$/,
      /In progress → Resolved by Max Alvarez$/,
      /Resolved → Closed by Max Alvarez$/,
    ]);
    const [stored] = await query(
      'SELECT status, assignee_id IS NOT NULL AS assigned FROM tickets WHERE key = $1',
      [key],
    );
    expect(stored).toEqual({ status: 'closed', assigned: true });

    await customer.reload();
    await expect(customer.getByText('This ticket is closed: it takes no more comments.')).toBeVisible();
  });

  test('is refused to the roles without it, SuperAdmin and Admin included', async ({ browser }) => {
    for (const userName of ['superadmin', 'admin', 'vendor']) {
      const page = await signedIn(browser, userName);
      await page.goto('/admin/jira/st-ticket-list');
      await expect(page.getByRole('heading', { name: 'You do not have access to this page.' })).toBeVisible();
      const answer = await page.request.get('/api/Tickets/GetAllTickets', {
        headers: { authorization: `Bearer ${await tokenOf(page)}` },
      });
      expect(answer.status()).toBe(403);
      await page.context().close();
    }
  });
});
