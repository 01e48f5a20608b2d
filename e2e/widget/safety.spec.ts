import { expect, test } from '@playwright/test';
import { SAFETY_CONTENT_VERSION } from '../../packages/contracts/src/safety-content';
import { signIn, signOut } from '../admin/session';
import { query } from '../support/database';
import { chatPanel, openChat } from './chat-panel';

// A short window, so that wizard pages need scrolling before Next opens.
test.use({ viewport: { width: 1280, height: 560 } });

test('a signed-in installer acknowledges the safety wizard once; the instructions stay at hand', async ({
  page,
}) => {
  await signIn(page, 'installer');
  await page.goto('/');
  await openChat(page, 'Installation Assistant');
  const wizard = page.getByRole('dialog', { name: 'Safety Acknowledgement' });
  await expect(wizard).toBeVisible();
  const progress = wizard.getByRole('progressbar', { name: 'Safety instructions progress' });
  const previous = wizard.getByRole('button', { name: 'Previous' });
  const next = wizard.getByRole('button', { name: 'Next' });
  const content = wizard.getByRole('region');

  await expect(progress).toHaveAttribute('aria-valuenow', '1');
  await expect(wizard.getByText('1/4')).toBeVisible();
  await expect(previous).toBeDisabled();
  // Page 1 is longer than the window: Next waits for the reader to reach its end.
  await expect(next).toBeDisabled();
  await expect(wizard.getByText('Scroll to continue')).toBeVisible();
  // By keyboard alone: the page's text has focus, End scrolls it to the bottom, Tab reaches Next.
  await expect(content).toBeFocused();
  await page.keyboard.press('End');
  await expect(next).toBeEnabled();
  await expect(wizard.getByText('Scroll to continue')).toBeHidden();
  await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');

  for (const step of [2, 3, 4]) {
    await expect(wizard.getByText(`${step}/4`)).toBeVisible();
    await expect(previous).toBeEnabled();
    await expect(content).toBeFocused();
    await page.keyboard.press('End');
    const forward = wizard.getByRole('button', { name: step < 4 ? 'Next' : 'I Acknowledge' });
    await expect(forward).toBeEnabled();
    await page.keyboard.press('Tab');
    await expect(previous).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(forward).toBeFocused();
    if (step < 4) await page.keyboard.press('Enter');
  }
  const acknowledge = wizard.getByRole('button', { name: 'I Acknowledge' });
  await expect(acknowledge).toBeEnabled();
  await expect(acknowledge).toBeFocused();
  const recorded = page.waitForResponse('**/api/Auth/DismissSafetyCheck**');
  await page.keyboard.press('Enter');
  expect((await recorded).status()).toBe(200);
  await expect(wizard).toBeHidden();
  const panel = chatPanel(page, 'Installation Assistant');
  await expect(panel.getByText('Hi, there')).toBeVisible();

  // Demo history holds acknowledgements of earlier content versions (db/seed/history/chats.ts).
  const rows = await query<{ content_version: string; user_name: string }>(
    `SELECT a.content_version, u.user_name FROM safety_acknowledgements a JOIN users u ON u.id = a.user_id
      WHERE u.user_name = 'installer' AND a.content_version = $1`,
    [SAFETY_CONTENT_VERSION],
  );
  expect(rows).toEqual([{ content_version: SAFETY_CONTENT_VERSION, user_name: 'installer' }]);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('user-data')))!).isSafetyCheck).toBe(
    false,
  );

  // The instructions modal: four collapsible sections.
  const shield = panel.getByRole('button', { name: 'Safety instructions', exact: true });
  await shield.focus();
  await page.keyboard.press('Enter');
  const instructions = page.getByRole('dialog', { name: 'Safety Instructions' });
  await expect(instructions).toBeVisible();
  for (const title of ['General Safety', 'Contractor Safety', 'Installation Safety', 'Maintenance Safety']) {
    await expect(instructions.getByRole('button', { name: title })).toBeVisible();
  }
  const general = instructions.getByRole('button', { name: 'General Safety' });
  await expect(general).toHaveAttribute('aria-expanded', 'true');
  await general.focus();
  await page.keyboard.press('Enter');
  await expect(general).toHaveAttribute('aria-expanded', 'false');
  const maintenance = instructions.getByRole('button', { name: 'Maintenance Safety' });
  await maintenance.click();
  await expect(maintenance).toHaveAttribute('aria-expanded', 'true');
  await expect(instructions).toContainText('40-45 minutes');
  await page.keyboard.press('Escape');
  await expect(instructions).toBeHidden();
  await expect(shield).toBeFocused();

  // The strip links the manual the server really serves.
  const manual = panel.getByRole('link', { name: /Installation Manual/ }).first();
  const href = await manual.getAttribute('href');
  const pdf = await page.request.get(href!);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // The next visit, and the next sign-in, have no wizard.
  await page.reload();
  await openChat(page, 'Installation Assistant');
  await expect(wizard).toBeHidden();
  await page.getByRole('button', { name: 'Minimise chat' }).click();
  await signOut(page, 'Ines');
  await signIn(page, 'installer');
  await page.goto('/');
  await openChat(page, 'Installation Assistant');
  await expect(page.getByText('Hi, there')).toBeVisible();
  await expect(wizard).toBeHidden();
});
