import { expect, test } from '@playwright/test';
import { solveCaptcha } from '../support/captcha';
import { query } from '../support/database';
import { uniqueEmail } from '../support/unique';

/** docs/product.md §1.5: the message of every required field, shown after the first submit attempt. */
const requiredMessages = [
  'First name is required',
  'Company name is required',
  'Phone number is required',
  'Title is required',
  'Email is required',
  'You must consent to the use of your contact information',
  'recaptcha is required',
];

test.describe('contact flow', () => {
  test('an empty submit shows every required message and sends nothing', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await page.goto('/contact-us');
    const form = page.locator('main form');
    for (const message of requiredMessages) await expect(form.getByText(message)).toHaveCount(0);
    await form.getByRole('button', { name: 'Submit' }).click();
    for (const message of requiredMessages) await expect(form.getByText(message)).toBeVisible();
    await expect(form.getByLabel(/^First Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);
  });

  test('a valid submission ends on /thank-you with the enquiry, its mail, the ticket and the lead stored', async ({
    page,
  }) => {
    const email = uniqueEmail('contact');
    await page.goto('/contact-us');
    const form = page.locator('main form');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('First name is required')).toBeVisible();

    await form.getByLabel(/^First Name/).fill('Ada');
    await form.getByLabel(/^Last Name/).fill('Lovelace');
    await form.getByLabel(/^Company/).fill('Analytical Engines');
    await form.getByLabel(/^Phone/).fill('9195550142');
    await form.getByLabel(/^Title/).fill('Chief Engineer');
    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel('How can we help?').fill('We want to charge 8 fleet vehicles at once.');
    await form
      .getByLabel('I authorize the use of my provided contact information for communication purposes.')
      .check();
    await solveCaptcha(page);
    await expect(form.getByText('First name is required')).toHaveCount(0);
    await form.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(/\/thank-you$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();

    const enquiries = await query(
      'SELECT name, company, phone, title, comments, is_from_home_page FROM enquiries WHERE email = $1',
      [email],
    );
    expect(enquiries).toEqual([
      {
        name: 'Ada Lovelace',
        company: 'Analytical Engines',
        phone: '9195550142',
        title: 'Chief Engineer',
        comments: 'We want to charge 8 fleet vehicles at once.',
        is_from_home_page: false,
      },
    ]);

    const mails = await query<{ to_address: string }>(
      "SELECT to_address FROM mail_outbox WHERE text_body LIKE '%' || $1 || '%'",
      [email],
    );
    expect(mails.length).toBeGreaterThanOrEqual(1);

    const tickets = await query<{ key: string; project_id: string; issue_type_id: string; source: string }>(
      "SELECT key, project_id, issue_type_id, source FROM tickets WHERE description::text LIKE '%' || $1 || '%'",
      [email],
    );
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatchObject({ project_id: '10010', issue_type_id: '10038', source: 'contact-us' });
    expect(tickets[0]?.key).toMatch(/^SUP-\d+$/);

    const leads = await query(
      'SELECT lead_source, first_name, last_name, company, message FROM leads WHERE email = $1',
      [email],
    );
    expect(leads).toEqual([
      {
        lead_source: 'Website',
        first_name: 'Ada',
        last_name: 'Lovelace',
        company: 'Analytical Engines',
        message: 'We want to charge 8 fleet vehicles at once.',
      },
    ]);
  });
});
