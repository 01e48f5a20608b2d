import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn } from '../admin/session';
import { CHROMIUM_ARGS, CHROMIUM_BROWSER } from '../support/browsers';
import { query } from '../support/database';
import { qrCameraFile } from '../support/qr-camera';

/**
 * The QR screen's camera: Chromium's fake capture device shows the hub charger's QR code, the
 * screen reads it (Chromium on Linux has no BarcodeDetector, so this is the jsQR path) and connects.
 */
const camera = qrCameraFile(mkdtempSync(path.join(tmpdir(), 'ohmstead-qr-')), 'OHMSTEAD-EV:CP75-0104');

test.use({
  viewport: { width: 390, height: 844 },
  permissions: ['camera'],
  launchOptions: {
    executablePath: CHROMIUM_BROWSER,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${camera}`,
    ],
  },
});

test("the camera reads a charger's QR code and connects to it", async ({ page }) => {
  await signIn(page, 'manager');
  await page.goto('/admin/app-qr-screen');
  await page.getByRole('button', { name: 'Start the camera' }).click();
  await expect(page).toHaveURL(/\/admin\/app-ev-(connectivity-processing|plugin)\?session=\d+$/, {
    timeout: 20_000,
  });
  const session = Number(/session=(\d+)/.exec(page.url())![1]);
  const [charger] = await query<{ serial: string }>(
    `SELECT d.serial FROM charging_sessions s JOIN devices d ON d.id = s.device_id WHERE s.id = $1`,
    [session],
  );
  expect(charger?.serial).toBe('CP75-0104');
  // Leave the charger free again.
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Stopped' })).toBeVisible({ timeout: 20_000 });
});
