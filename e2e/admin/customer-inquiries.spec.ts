import { randomBytes } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { type FakeJira, startFakeJira } from '../../apps/server/test/fakes/jira';
import { blockingViolations } from '../support/axe';
import { sendContactForm } from '../support/contact-page';
import { query } from '../support/database';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { signIn } from './session';

/** The demo customer's address: the one the chat forms prefill for the account (docs/product.md §3.4). */
const CUSTOMER_EMAIL = 'customer@ohmsteadpower.com';
const unique = () => randomBytes(3).toString('hex');

async function signedIn(browser: Browser, userName: string, baseURL?: string): Promise<Page> {
  const page = await (await browser.newContext(baseURL ? { baseURL } : {})).newPage();
  await signIn(page, userName);
  return page;
}

/** Customer Inquiries filtered to one company, and that enquiry's row. */
async function findEnquiry(page: Page, company: string) {
  await page.goto(`/admin/customer-inquiries?search=${encodeURIComponent(company)}`);
  const table = page.getByRole('table', { name: 'Customer inquiries' });
  const row = table.getByRole('row').filter({ hasText: company });
  await expect(row).toHaveCount(1);
  return row;
}

test.describe('Customer Inquiries', () => {
  test('a contact form submitted on the public site appears in Customer Inquiries and Support Tickets with its legs', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const company = `Reed Fleet ${unique()}`;
    await sendContactForm(page, {
      firstName: 'Casey',
      lastName: 'Reed',
      company,
      email: CUSTOMER_EMAIL,
      message: 'Our depot charger trips every evening.',
      topic: 'Support for an installed Power Router',
    });
    const [enquiry] = await query<{ id: string; ticket_key: string }>(
      'SELECT id, ticket_key FROM enquiries WHERE company = $1',
      [company],
    );
    expect(enquiry?.ticket_key).toMatch(/^SUP-\d+$/);
    const key = enquiry!.ticket_key;

    const admin = await signedIn(browser, 'admin');
    const row = await findEnquiry(admin, company);
    await expect(row).toContainText('Contact page');
    await expect(row).toContainText('Support for an installed Power Router');
    await expect(row).toContainText(/Mail: (Logged|Sent|Queued|Sending)/);
    await expect(row).toContainText(`Ticket: Created: ${key}`);
    await expect(row).toContainText(/Lead: Stored as lead \d+/);
    expect(await blockingViolations(admin)).toEqual([]);

    await row.getByRole('link', { name: 'Casey Reed' }).click();
    await expect(admin).toHaveURL(new RegExp(`/admin/customer-inquiries/${enquiry!.id}$`));
    await expect(admin.getByRole('heading', { name: 'Enquiry from Casey Reed' })).toBeVisible();
    const legs = admin.getByRole('region', { name: 'What became of it' });
    await expect(legs.getByText(`Created: ${key}`)).toBeVisible();
    await expect(legs.getByRole('button')).toHaveCount(0);
    expect(await blockingViolations(admin)).toEqual([]);

    // The customer whose address it is, and the manager, see the ticket in Support Tickets.
    for (const userName of ['customer', 'manager']) {
      const viewer = await signedIn(browser, userName);
      await viewer.goto(`/admin/jira/st-ticket-list?search=${key}`);
      const ticket = viewer.getByRole('table', { name: 'Support tickets' }).getByRole('link', { name: key });
      await expect(ticket).toBeVisible();
      await ticket.click();
      await expect(viewer.getByRole('heading', { name: `Ticket ${key}` })).toBeVisible();
      await expect(viewer.getByText(`Company: ${company}`, { exact: false })).toBeVisible();
      await viewer.context().close();
    }
  });

  test('is refused to the roles without it, on the page and on the server', async ({ browser }) => {
    for (const userName of ['customer', 'vendor', 'newseditor']) {
      const page = await signedIn(browser, userName);
      for (const path of ['/admin/customer-inquiries', '/admin/customer-inquiries/1']) {
        await page.goto(path);
        await expect(
          page.getByRole('heading', { name: 'You do not have access to this page.' }),
        ).toBeVisible();
      }
      const token = await page.evaluate(() => JSON.parse(localStorage.getItem('user-data')!).token as string);
      const answer = await page.request.get('/api/Inquiries/GetAllInquiries', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.status()).toBe(403);
      await page.context().close();
    }
  });
});

test.describe('a failed leg, retried', () => {
  let jira: FakeJira;
  let server: ServerProcess;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    jira = await startFakeJira({ email: 'bot@ohmsteadpower.com', apiToken: 'e2e-jira-token' });
    server = await startServerProcess({
      name: 'inquiries-jira',
      env: { JIRA_BASE_URL: jira.url, JIRA_EMAIL: 'bot@ohmsteadpower.com', JIRA_API_TOKEN: 'e2e-jira-token' },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    await jira?.close();
  });

  test('a ticket Jira refused once is made exactly once by one retry', async ({ browser }) => {
    test.setTimeout(180_000);
    const visitor = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
    const company = `Harbor Cold ${unique()}`;
    jira.failCreateTimes = 1;
    // The visitor notices nothing: the ticket's failure is only logged and the page ends on /thank-you.
    await sendContactForm(visitor, {
      firstName: 'Priya',
      lastName: 'Natarajan',
      company,
      email: `priya-${unique()}@harbor.example`,
      message: 'A quote for our cold store, please.',
      topic: 'Request a quote',
    });
    expect(jira.issues).toHaveLength(0);

    const admin = await signedIn(browser, 'admin', server.baseURL);
    const row = await findEnquiry(admin, company);
    await expect(row).toContainText('Ticket: Ticket failed');
    await row.getByRole('link', { name: 'Priya Natarajan' }).click();
    const legs = admin.getByRole('region', { name: 'What became of it' });
    await expect(legs.getByText('The ticket system refused the ticket.')).toBeVisible();
    await legs.getByRole('button', { name: 'Try the ticket again' }).click();
    await expect(admin.getByText('The ticket was tried again.')).toBeVisible();
    await expect(legs.getByText('Created: OHM-1')).toBeVisible();
    await expect(legs.getByRole('button', { name: 'Try the ticket again' })).toHaveCount(0);
    expect(jira.issues.map((issue) => issue.key)).toEqual(['OHM-1']);

    // A second retry (another tab, a double click) answers the same ticket and makes none.
    const token = await admin.evaluate(() => JSON.parse(localStorage.getItem('user-data')!).token as string);
    const id = Number(admin.url().split('/').pop());
    const again = await admin.request.post(`${server.baseURL}/api/Inquiries/RetryLeg`, {
      headers: { authorization: `Bearer ${token}` },
      data: { id, leg: 'ticket' },
    });
    expect(again.status()).toBe(200);
    expect((await again.json()).legs.ticket.reference).toBe('OHM-1');
    expect(jira.issues).toHaveLength(1);
    expect(await blockingViolations(admin)).toEqual([]);
  });
});
