import { expect, type Locator, test } from '@playwright/test';
import { signIn } from '../admin/session';
import { ask, chatPanel, launcher, openChat, openDisclaimerByKeyboard, STILL_HOST_PAGE } from './chat-panel';

test.use(STILL_HOST_PAGE);

test.describe('chat widget on the site (docs/product.md §3.2, §3.4)', () => {
  test('opens, answers a starter question with its source, and closes back to the launcher', async ({
    page,
  }) => {
    await page.goto('/');
    const panel = await openChat(page);
    await expect(panel.getByText('Hi, there')).toBeVisible();
    await expect(panel.getByText('I am your AI Assistant. How can I help you today?')).toBeVisible();
    // A guest sees which bot answers (CRM), with nothing to switch.
    await expect(panel.locator('header .cw-chip')).toHaveText('CRM');
    await expect(panel.getByRole('button', { name: /bot selected/ })).toHaveCount(0);
    await expect(panel.getByRole('textbox', { name: 'Message' })).toHaveAttribute(
      'placeholder',
      'Type your message here...',
    );
    const starter = panel.getByRole('button', { name: 'What does the Ohmstead Power Router do?' });
    await starter.click();
    await expect(panel.locator('.cw-message-user')).toHaveText(/What does the Ohmstead Power Router do\?/);
    const reply = panel.locator('.cw-message-system').first();
    await expect(reply).toContainText(/Source:/, { timeout: 15_000 });
    await expect(reply).toContainText(/Power Router/);
    // Every link of an answer opens in a new tab, safely.
    for (const link of await reply.locator('a').all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await panel.getByRole('button', { name: 'Minimise chat' }).click();
    await expect(chatPanel(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
  });

  test('a blank message is never sent', async ({ page }) => {
    await page.goto('/');
    const panel = await openChat(page);
    const input = panel.getByRole('textbox', { name: 'Message' });
    await input.fill('   ');
    await input.press('Enter');
    await expect(panel.getByRole('button', { name: 'Send message' })).toBeDisabled();
    await expect(panel.locator('.cw-message-user')).toHaveCount(0);
  });

  test('the disclaimer links the four policy pages in new tabs', async ({ page, baseURL }) => {
    await page.goto('/');
    const panel = await openChat(page);
    await panel.getByRole('button', { name: 'Disclaimer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disclaimer' });
    await expect(dialog).toBeVisible();
    const expected = [
      ['Acceptable Use Policy', '/acceptable-use-policy'],
      ['Responsible AI Policy', '/responsible-ai-policy'],
      ['Privacy Notice', '/privacy-notice'],
      ['Site Terms', '/site-terms'],
    ];
    for (const [name, path] of expected) {
      const link = dialog.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', `${baseURL}${path}`);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    const [policy] = await Promise.all([
      page.waitForEvent('popup'),
      dialog.getByRole('link', { name: 'Site Terms' }).click(),
    ]);
    await expect(policy).toHaveURL(/\/site-terms$/);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('an answer with a table, a link and an image renders, and so does the history after a reload; it is discarded once its last message is over 900 s old', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2026-11-21T10:00:00Z') });
    await page.goto('/');
    let panel = await openChat(page);
    await ask(panel, 'Show me the two cabinets side by side');
    // The server renders the markdown (docs/decisions/0029-chat-replies-rendered-on-server.md); the
    // widget shows that HTML after DOMPurify, as it showed its own rendering before.
    const expectRendered = async (reply: Locator) => {
      await expect(reply.locator('strong').first()).toHaveText('The Two Cabinets Side by Side');
      const table = reply.locator('.cw-formatted .cw-table-wrap > table.cw-table');
      await expect(table.locator('th')).toHaveText(['Cabinet', 'AC ports', 'DC ports']);
      await expect(table.locator('tbody tr').first().locator('td')).toHaveText(['DC', 'none', '6']);
      await expect(table.locator('td.cw-align-center')).toHaveCount(4);
      const sheet = reply.getByRole('link', { name: 'spec-sheet-power-router.pdf' });
      await expect(sheet).toHaveAttribute('href', '/assets/documents/spec-sheet-power-router.pdf');
      await expect(sheet).toHaveAttribute('target', '_blank');
      await expect(sheet).toHaveAttribute('rel', 'noopener noreferrer');
      const image = reply.getByRole('button', { name: 'Enlarge image: The Universal cabinet' });
      await expect(image).toHaveAttribute('data-lightbox', '');
      await expect
        .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      await expect(reply).toContainText(/Sources?: Products › The Two Cabinets Side by Side/);
    };
    await expectRendered(panel.locator('.cw-message-system').first());
    await page.reload();
    panel = await openChat(page);
    await expect(panel.locator('.cw-message-user')).toHaveText(/Show me the two cabinets side by side/);
    // The stored history keeps the HTML: the answer renders as it did.
    await expectRendered(panel.locator('.cw-message-system').first());

    await page.clock.setSystemTime(new Date('2026-11-21T10:15:30Z'));
    await page.reload();
    panel = await openChat(page);
    await expect(panel.getByText('Hi, there')).toBeVisible();
    await expect(panel.locator('.cw-message-user')).toHaveCount(0);
  });

  test('warns at 600 s idle and ends the session at 900 s', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-21T10:00:00Z') });
    await page.goto('/');
    const panel = await openChat(page);
    await ask(panel, 'How can I contact Ohmstead Power?');
    // A few real seconds pass while the answer arrives: stay well clear of the 600 s mark.
    await page.clock.runFor('09:40');
    await expect(page.getByRole('dialog', { name: 'Session Expiring Soon' })).toBeHidden();
    await page.clock.runFor('00:25');
    const warning = page.getByRole('dialog', { name: 'Session Expiring Soon' });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText(/will end in 2\d\d seconds/);
    await warning.getByRole('button', { name: 'Continue' }).click();
    await expect(warning).toBeHidden();

    const deleted = page.waitForRequest((request) => request.url().includes('/bot/crm/delete_history'));
    await page.clock.runFor('10:05');
    await expect(warning).toBeVisible();
    await page.clock.runFor('05:00');
    await deleted;
    await expect(warning).toBeHidden();
    await expect(panel.getByText('Your chat session has expired.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Restart' })).toBeVisible();
    // The banner's "click here" words are the action they name, as is Restart.
    await panel.getByRole('button', { name: 'Click here to start a new session.' }).click();
    await expect(panel.getByText('Hi, there')).toBeVisible();
  });

  test('the server rate limit shows the too-many-requests banner', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    const panel = await openChat(page);
    // The e2e server allows 8 answers a minute per chat session (support/start-server.mjs).
    for (let n = 1; n <= 8; n += 1) await ask(panel, `What is the Power Bridge? (${n})`);
    const input = panel.getByRole('textbox', { name: 'Message' });
    await input.fill('One more question about the Power Blade');
    await input.press('Enter');
    const banner = panel
      .getByRole('alert')
      .filter({ hasText: 'Too many requests. Please try again after some time.' });
    await expect(banner).toBeVisible({ timeout: 15_000 });
    await banner.getByRole('button', { name: 'Close' }).click();
    await expect(banner).toBeHidden();
  });

  test('a signed-in user switches bot: at once when empty, after confirmation otherwise', async ({
    page,
  }) => {
    await signIn(page, 'customer');
    await page.goto('/');
    const panel = await openChat(page, 'Installation Assistant');
    await expect(panel.getByRole('button', { name: /IA bot selected/ })).toBeVisible();
    await panel.getByRole('button', { name: /IA bot selected/ }).click();
    const crm = chatPanel(page, 'AI Assistant');
    await expect(crm.getByRole('button', { name: /CRM bot selected/ })).toBeVisible();
    await ask(crm, 'What does the Ohmstead Power Router do?');

    await crm.getByRole('button', { name: /CRM bot selected/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Bot Switch' });
    await expect(confirm).toContainText("You're switching to IA Bot.");
    await expect(confirm).toContainText(
      'All your current chat will be deleted. This action cannot be undone.',
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(crm.locator('.cw-message-user')).toHaveCount(1);

    await crm.getByRole('button', { name: /CRM bot selected/ }).click();
    await confirm.getByRole('button', { name: 'Switch Bot' }).click();
    const ia = chatPanel(page, 'Installation Assistant');
    await expect(ia.getByRole('button', { name: /IA bot selected/ })).toBeVisible();
    await expect(ia.locator('.cw-message-user')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('selectedBot'))).toBe('1');
  });
});

test('a dialog opened while its code is still loading gives focus back when it closes', async ({ page }) => {
  // The dialogs' code arrives slowly (a slow network): the Disclaimer is pressed before it is there.
  await page.route('**/widget/esm/chunks/Modal-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.goto('/');
  const panel = await openChat(page);
  await ask(panel, 'What is the Power Router?');
  const { button: disclaimerButton, dialog: disclaimer } = await openDisclaimerByKeyboard(page, panel);
  await page.keyboard.press('Escape');
  await expect(disclaimer).toBeHidden();
  await expect(disclaimerButton).toBeFocused();
});

test('the host page closes the widget while a dialog is open: focus goes to the launcher, and the dialog is back when the chat opens again', async ({
  page,
}) => {
  await page.goto('/');
  const panel = await openChat(page);
  const { dialog } = await openDisclaimerByKeyboard(page, panel);
  await page.evaluate(() => (window as unknown as { ChatWidget: { close(): void } }).ChatWidget.close());
  await expect(chatPanel(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();
  // The page is not left inert behind a dialog nobody sees.
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
});
