import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { firmwareImage } from '../../packages/device-simulator/src/firmware-image';
import { SimulatedRouter } from '../../packages/device-simulator/src/simulated-router';
import { signIn } from '../admin/session';
import { blockingViolations } from '../support/axe';
import { query } from '../support/database';

/**
 * OTA: the catalogue screens, the upload's refusals, and roll-outs that reach simulated devices
 * over the device link: one through a device that dropped off and came back (the queued update waits for
 * it and arrives once), one whose download does not verify and rolls back.
 */

const files = mkdtempSync(path.join(tmpdir(), 'ohmstead-ota-'));
const file = (name: string, content: Buffer) => {
  const at = path.join(files, name);
  writeFileSync(at, content);
  return at;
};

test('products and components list the catalogue, with no serious axe finding', async ({ page }) => {
  await signIn(page, 'manager');
  await page.goto('/admin/ota/products');
  await expect(page.getByRole('rowheader', { name: 'CP-75' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Add product' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a product' });
  await dialog.getByRole('button', { name: 'Add product' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/admin/ota/product-components');
  await expect(page.getByRole('row').filter({ hasText: 'Charge controller' }).first()).toContainText('4.2.1');
  expect(await blockingViolations(page)).toEqual([]);
});

test('an upload of the wrong type, or with a hash that does not match, is refused with its reason', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/admin/ota/upload-ota');
  await page.getByLabel('Component').selectOption({ label: 'Power Blade · Shelf controller (latest 1.0.0)' });
  await page.getByRole('textbox', { name: 'Version' }).fill('1.1.0');
  await page.getByLabel('Firmware image (.ohmfw)').setInputFiles(file('notes.bin', Buffer.alloc(6000, 0x42)));
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'is not an Ohmstead firmware image' }),
  ).toBeVisible();
  await page
    .getByLabel('Firmware image (.ohmfw)')
    .setInputFiles(file('blade.ohmfw', firmwareImage('shelf-controller', '1.1.0')));
  await page.getByRole('textbox', { name: /SHA-256/ }).fill('0'.repeat(64));
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'changed or damaged on its way' })).toBeVisible();
  const stored = await query(
    `SELECT 1 FROM firmware_releases r JOIN product_components c ON c.id = r.component_id
     WHERE c.code = 'shelf-controller' AND r.version = '1.1.0'`,
  );
  expect(stored).toEqual([]);
  expect(await blockingViolations(page)).toEqual([]);
});

test('a roll-out reaches a device that dropped off and came back, a failed verification rolls back, and a replaced device is decommissioned', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin');
  // Two routers of our own, registered as an installer would, each with its secret shown once.
  const register = async (serial: string) => {
    await page.goto('/admin/devices');
    await page.getByRole('button', { name: 'Register device' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register a device' });
    await dialog.getByRole('textbox', { name: 'Serial number' }).fill(serial);
    await dialog.getByLabel('Product').selectOption({ label: 'Power Router DC (PR-DC-200)' });
    await dialog.getByRole('button', { name: 'Register device' }).click();
    const secretDialog = page.getByRole('dialog', { name: 'The device’s secret' });
    const secret = await secretDialog.getByRole('textbox', { name: /^Secret/ }).inputValue();
    await secretDialog.getByRole('button', { name: 'Done' }).click();
    return secret;
  };
  const stamp = Date.now().toString(36).toUpperCase();
  const router = (serial: string, secret: string, corrupt = false) =>
    new SimulatedRouter({
      serverUrl: baseURL!,
      serial,
      secret,
      ratedPowerKw: 200,
      firmware: { 'main-controller': '2.4.1', 'power-stage': '1.7.0', comms: '3.1.0' },
      installMs: 400,
      faults: { corruptDownloads: corrupt },
    });
  const steady = `E2E-A-${stamp}`;
  const faulty = `E2E-B-${stamp}`;
  const steadySecret = await register(steady);
  let first = router(steady, steadySecret);
  const second = router(faulty, await register(faulty), true);
  first.start();
  second.start();
  try {
    // The first router drops off: its page says so.
    await page.goto(`/admin/devices?search=${steady}`);
    await page.getByRole('link', { name: steady }).click();
    const live = page.getByRole('region', { name: 'Live status' });
    await expect(live.getByText('Online')).toBeVisible();
    first.stop();
    await expect(live.getByText('Offline')).toBeVisible({ timeout: 15_000 });

    // A new release of its main controller, rolled out to both while it is away.
    const version = `2.5.${Date.now() % 100_000}`;
    await page.goto('/admin/ota/upload-ota');
    await page
      .getByLabel('Component')
      .selectOption({ label: 'Power Router DC · Main controller (latest 2.4.1)' });
    await page.getByRole('textbox', { name: 'Version' }).fill(version);
    await page.getByRole('textbox', { name: 'Release notes' }).fill('Faster port hand-over.');
    await page
      .getByLabel('Firmware image (.ohmfw)')
      .setInputFiles(file('router.ohmfw', firmwareImage('main-controller', version)));
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText(`Firmware ${version} has been uploaded.`)).toBeVisible();
    await page.getByRole('link', { name: 'Details and roll-out' }).click();
    await page.getByRole('checkbox', { name: new RegExp(`^${steady}`) }).check();
    await page.getByRole('checkbox', { name: new RegExp(`^${faulty}`) }).check();
    await page.getByRole('button', { name: 'Start roll-out' }).click();
    await expect(page.getByText('The roll-out has started on 2 devices.')).toBeVisible();
    const row = (serial: string) =>
      page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: serial }) });
    await expect(row(steady)).toContainText('waiting for the device');

    // The faulty router downloads, fails to verify and keeps its version.
    await expect(row(faulty)).toContainText('Rolled back', { timeout: 30_000 });
    await expect(row(faulty)).toContainText('2.4.1');

    // The first router comes back with the same secret: the update waiting for it arrives, once.
    first = router(steady, steadySecret);
    first.start();
    await expect(row(steady)).toContainText('Updated', { timeout: 30_000 });
    await expect(row(steady)).toContainText(version);
    expect(await blockingViolations(page)).toEqual([]);
    const sent = await query<{ n: string }>(
      `SELECT count(*) AS n FROM device_events e JOIN devices d ON d.id = e.device_id
       WHERE d.serial = $1 AND e.kind = 'firmware-updated'`,
      [steady],
    );
    expect(Number(sent[0]!.n)).toBe(1);

    // Replaced: decommissioned with a reason, it is cut off and leaves the list; its history stays.
    await page.goto(`/admin/devices?search=${steady}`);
    await page.getByRole('link', { name: steady }).click();
    await page.getByRole('button', { name: 'Decommission' }).click();
    const decommission = page.getByRole('dialog', { name: 'Decommission this device?' });
    await decommission.getByRole('textbox', { name: /Reason/ }).fill('Replaced by a larger router');
    await decommission.getByRole('button', { name: 'Decommission' }).click();
    await expect(page.getByRole('region', { name: 'Live status' }).getByText('Decommissioned')).toBeVisible();
    await expect(page.getByRole('table', { name: 'History' })).toContainText('Replaced by a larger router');
    await expect(page.getByRole('button', { name: 'Recommission' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await page.goto(`/admin/devices?search=${steady}`);
    await expect(page.getByText('No devices', { exact: false })).toBeVisible();
  } finally {
    first.stop();
    second.stop();
  }
});
