import { expect, test } from '@playwright/test';
import { signIn } from '../admin/session';
import { blockingViolations } from '../support/axe';

/**
 * The EV charger app on a phone, driven by a charge post the server simulates: from the code under
 * the QR code to the summary, then the history and the transaction's detail.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a driver charges from the QR screen to the summary', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'vendor');
  await expect(page).toHaveURL(/\/admin\/ev-charging-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'EV Charger App' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Chargers you can use' }).getByText('CP75-0102'),
  ).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Scan a charger’s QR code' }).click();
  await expect(page).toHaveURL(/\/admin\/app-qr-screen$/);
  expect(await blockingViolations(page)).toEqual([]);
  // A code that is no charger's says what to type; a private charger the driver may not use is not found.
  await page.getByRole('textbox', { name: 'Charger code' }).fill('x!');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Enter the code printed under' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Charger code' }).fill('CP75-0001');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'No charger with this code is available to you.' }),
  ).toBeVisible();

  await page.getByRole('textbox', { name: 'Charger code' }).fill('cp75-0102');
  await page.getByRole('button', { name: 'Connect' }).click();
  // Connecting, then the plug-in screen, where the (simulated) driver plugs in.
  await expect(page).toHaveURL(/\/admin\/app-ev-(connectivity-processing|plugin)\?session=\d+$/);
  await expect(page.getByText('Vehicle connected')).toBeVisible({ timeout: 20_000 });
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Set the current limit' }).click();

  await expect(page).toHaveURL(/\/admin\/app-ev-current-limit\?session=\d+$/);
  const slider = page.getByRole('slider', { name: /Current limit/ });
  await slider.fill('120');
  await expect(page.getByText('Current limit: 120 A')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Start charging' }).click();

  await expect(page).toHaveURL(/\/admin\/app-ev-battery-charging\?session=\d+$/);
  const gauge = page.getByRole('meter', { name: 'charged' });
  await expect(gauge).toBeVisible();
  // The battery charges live: the energy delivered grows past zero.
  const energy = page.locator('dt', { hasText: /^Energy$/ }).locator('+ dd');
  await expect(energy).toHaveText(/^\d+\.\d+ kWh$/);
  await expect(energy).not.toHaveText('0.00 kWh', { timeout: 20_000 });
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Stop charging' }).click();

  await expect(page).toHaveURL(/\/admin\/app-ev-charge-summary\?session=\d+$/);
  await expect(page.getByRole('status').filter({ hasText: 'Stopped' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Energy delivered')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  const session = /session=(\d+)/.exec(page.url())![1];

  await page
    .getByRole('navigation', { name: 'EV charger app' })
    .getByRole('link', { name: 'History' })
    .click();
  await expect(page).toHaveURL(/\/admin\/app-device-transaction$/);
  expect(await blockingViolations(page)).toEqual([]);
  await page.locator(`a[href$="session=${session}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/admin/app-transaction-detail\\?session=${session}$`));
  await expect(page.getByRole('navigation', { name: 'EV charger app' })).toHaveCount(0);
  await expect(page.getByText('CP75-0102 · Raleigh Plaza EV Hub')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});

test('the app is installable: its manifest and a service worker for its screens', async ({ page }) => {
  await signIn(page, 'vendor');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/ev-app.webmanifest');
  const manifest = await (await page.request.get('/ev-app.webmanifest')).json();
  expect(manifest.start_url).toBe('/admin/ev-charging-dashboard');
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await navigator.serviceWorker.getRegistrations())
          .filter((r) => r.active)
          .map((r) => new URL(r.scope).pathname),
      ),
    )
    .toEqual(['/admin/']);
});
