import { expect, type Page, test } from '@playwright/test';
import { query } from '../support/database';
import { uniqueEmail } from '../support/unique';

/** The footer's subscribe form: one e-mail field, Enter submits (docs/product.md §1.2). */
async function subscribe(page: Page, email: string) {
  // The form loads once the footer comes near the viewport, as it does for a reader scrolling down.
  await page.locator('footer').scrollIntoViewIfNeeded();
  const field = page.locator('footer form').getByRole('textbox');
  await field.fill(email);
  await field.press('Enter');
}

/** The success alert (docs/product.md §1.8): thanks for the interest, news and updates to follow. */
function successAlert(page: Page) {
  return page
    .locator('footer')
    .getByRole('status')
    .filter({ hasText: /thank you for your interest/i });
}

test.describe('newsletter', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test("an empty address shows 'This field is required'", async ({ page }) => {
    await subscribe(page, '');
    await expect(page.locator('footer')).toContainText('This field is required');
  });

  test("an invalid address shows 'Enter a valid email'", async ({ page }) => {
    await subscribe(page, 'Someone@Example');
    await expect(page.locator('footer')).toContainText('Enter a valid email');
  });

  test('a valid address shows the thank-you alert and stores the subscriber', async ({ page }) => {
    const email = uniqueEmail('subscribe');
    await subscribe(page, email);
    await expect(successAlert(page)).toBeVisible();
    const rows = await query('SELECT email, unsubscribed_at FROM subscribers WHERE email = $1', [email]);
    expect(rows).toEqual([{ email, unsubscribed_at: null }]);
  });

  test("a failing server shows 'Something went wrong. Please try again later.'", async ({ page }) => {
    // Browser-side handling of a failed call: the API answers 500 for this page only.
    await page.route('**/api/Email/Subscribe', (route) =>
      route.fulfill({ status: 500, json: { responseStatusCode: 500, message: 'Internal Server Error' } }),
    );
    await subscribe(page, uniqueEmail('failure'));
    await expect(page.locator('footer').getByRole('alert')).toHaveText(
      /Something went wrong\. Please try again later\./,
    );
  });
});

test.describe('unsubscribe', () => {
  test('the link in the newsletter mail unsubscribes', async ({ page }) => {
    const email = uniqueEmail('unsubscribe');
    await page.goto('/');
    await subscribe(page, email);
    await expect(successAlert(page)).toBeVisible();

    let link = '';
    await expect
      .poll(async () => {
        const mails = await query<{ text_body: string }>(
          'SELECT text_body FROM mail_outbox WHERE to_address = $1 ORDER BY id DESC',
          [email],
        );
        link = /https?:\/\/\S+\/unsubscribe\?token=[\w-]+/.exec(mails[0]?.text_body ?? '')?.[0] ?? '';
        return link;
      })
      .not.toBe('');

    const url = new URL(link);
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByRole('heading', { name: 'Unsubscribed!' })).toBeVisible();
    await expect(page.getByText('You have successfully unsubscribed.')).toBeVisible();
    await expect(page.locator('main').getByRole('link', { name: 'Back to Home' })).toHaveAttribute(
      'href',
      '/',
    );
    const rows = await query<{ unsubscribed_at: Date | null }>(
      'SELECT unsubscribed_at FROM subscribers WHERE email = $1',
      [email],
    );
    expect(rows[0]?.unsubscribed_at).toBeInstanceOf(Date);
  });
});
