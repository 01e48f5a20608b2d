import { type Browser, expect, type Page, test } from '@playwright/test';
import { signIn } from '../admin/session';
import { blockingViolations } from '../support/axe';
import { query } from '../support/database';

/**
 * Devices and Application Engineering on the shared e2e server, whose demo devices are simulated
 * in the server process: who sees which device, a device's live detail, the sites on the offline map.
 */

/** A signed-in devices list of this user, whose "Showing a–b of n" can be read again. */
async function devicesListOf(browser: Browser, userName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, userName);
  const total = async () => {
    await page.goto('/admin/devices?pageSize=100');
    const status = page.getByRole('status').filter({ hasText: /^Showing / });
    await expect(status).toBeVisible();
    return Number(/of (\d+)$/.exec((await status.textContent()) ?? '')?.[1]);
  };
  return { total, close: () => context.close() };
}

async function devicesSeenBy(browser: Browser, userName: string): Promise<number> {
  const list = await devicesListOf(browser, userName);
  const total = await list.total();
  await list.close();
  return total;
}

test('each role sees the devices the server gives it: staff all, an installer theirs, an owner theirs', async ({
  browser,
}) => {
  // Five sign-ins, one after another.
  test.setTimeout(150_000);
  // Staff see every device. Read side by side, again if needed: the roll-out test (ota.spec.ts) registers
  // and decommissions devices of its own meanwhile.
  const dispatcher = await devicesListOf(browser, 'dispatcher');
  const tester = await devicesListOf(browser, 'devicetester');
  await expect(async () => {
    const [all, tested] = await Promise.all([dispatcher.total(), tester.total()]);
    expect(all).toBeGreaterThanOrEqual(18);
    expect(tested).toBe(all);
  }).toPass({ timeout: 90_000 });
  await Promise.all([dispatcher.close(), tester.close()]);
  // The demo: Ines installed 11 devices; Casey owns 5 at the depot and the microgrid; Val the 5 of the hub.
  expect(await devicesSeenBy(browser, 'installer')).toBe(11);
  expect(await devicesSeenBy(browser, 'customer')).toBe(5);
  expect(await devicesSeenBy(browser, 'vendor')).toBe(5);
});

test('a device shows its live status, telemetry, firmware and history, with no serious axe finding', async ({
  page,
}) => {
  await signIn(page, 'manager');
  await page.goto('/admin/devices?search=PRU-24-0001');
  await page.getByRole('link', { name: 'PRU-24-0001' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'PRU-24-0001' })).toBeVisible();
  const live = page.getByRole('region', { name: 'Live status' });
  await expect(live.getByText('Online')).toBeVisible();
  await expect(live.getByText(/\d+ kW/).first()).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Power (kW)' })).toBeVisible();
  await page.getByRole('figure', { name: 'Power (kW)' }).getByText('Show as table').click();
  await expect(page.getByRole('table', { name: 'Power (kW)' })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Firmware' }).getByRole('rowheader', { name: 'Main controller' }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'History' }).getByText('Connected').first()).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  // A charger that reports a fault says so in the list.
  await page.goto('/admin/devices?status=fault');
  await expect(page.getByRole('rowheader', { name: 'CP75-0103' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'CP75-0103' })).toContainText('Connector lock');
  expect(await blockingViolations(page)).toEqual([]);
});

test('a customer cannot open a device they do not own, and has no registration', async ({ page }) => {
  await signIn(page, 'customer');
  await page.goto('/admin/devices');
  await expect(page.getByRole('rowheader', { name: 'PRU-24-0001' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register device' })).toHaveCount(0);
  const [hub] = await query<{ id: number }>(`SELECT id FROM devices WHERE serial = 'CP75-0101'`);
  const refused = page.waitForResponse('**/api/Devices/GetDevice?id=*');
  await page.goto(`/admin/devices/${hub!.id}`);
  expect((await refused).status()).toBe(404);
  await expect(page.getByText('No such device.')).toBeVisible();
});

async function openSite(page: Page, name: string) {
  await page.getByRole('table', { name: 'Sites' }).getByRole('button', { name }).click();
  await expect(page.getByRole('region', { name })).toBeVisible();
}

test('Application Engineering shows the sites on the offline map and a site in full screen', async ({
  page,
}) => {
  const external: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) external.push(request.url());
  });
  await signIn(page, 'admin');
  await page.goto('/admin/wps');
  const map = page.getByRole('region', { name: 'Map of the installation sites' });
  await expect(map.locator('path.leaflet-interactive').first()).toBeVisible();
  await expect(map.getByText('Raleigh', { exact: true })).toBeVisible();
  await openSite(page, 'Raleigh Plaza EV Hub');
  const site = page.getByRole('region', { name: 'Raleigh Plaza EV Hub' });
  await expect(site.getByRole('link', { name: 'CP75-0103' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await site.getByRole('link', { name: 'Open full screen' }).click();
  await expect(page).toHaveURL(/\/admin\/wps\/map-detail\?site=\d+$/);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Raleigh Plaza EV Hub' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Devices' }).getByText('Fault')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  // The basemap ships with the site: nothing is fetched from anywhere else.
  expect(external).toEqual([]);
});
