import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ask, chatPanel, launcher, openChat, openDisclaimerByKeyboard } from './chat-panel';

/**
 * Another site, on another origin (its own little server on another port), that only adds the script
 * tag, with CSS that attacks everything. A real server on 127.0.0.1 rather than a routed fake address:
 * Chromium's local-network rules stop a page of unknown address from loading from 127.0.0.1.
 */
let host: Server;
let hostOrigin = '';
let widgetOrigin = '';
let hostile = true;

test.beforeAll(async () => {
  // The e2e server's address, chosen by playwright.config.ts.
  widgetOrigin = `http://127.0.0.1:${process.env.E2E_PORT}`;
  host = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(hostPage(widgetOrigin, hostile));
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

function hostPage(widgetOrigin: string, hostile: boolean) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Partner page</title>
${hostile ? '<style>* { all: unset; font-size: 40px !important } p#note { color: rgb(200, 0, 0) }</style>' : ''}
</head><body>
<h1>Partner installer portal</h1>
<p id="note">Our own text, styled by our own rules.</p>
<button id="own-button" type="button" onclick="this.dataset.clicked = 'yes'">Our button</button>
<script src="${widgetOrigin}/widget/chat-widget.js" async></script>
</body></html>`;
}

async function visitHost(page: Page, withHostileCss = true) {
  hostile = withHostileCss;
  await page.goto(`${hostOrigin}/portal`);
}

const noteStyle = (page: Page) =>
  page.locator('#note').evaluate((element) => {
    const style = getComputedStyle(element);
    return { fontSize: style.fontSize, color: style.color, display: style.display };
  });

test.describe('the widget on a plain host page with hostile CSS', () => {
  test('looks and works as on the site, leaves the host styles alone, logs no errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await visitHost(page);
    const before = await noteStyle(page);
    expect(before).toEqual({ fontSize: '40px', color: 'rgb(200, 0, 0)', display: 'inline' });

    await expect(launcher(page)).toBeVisible();
    const box = await launcher(page).boundingBox();
    expect(box).toMatchObject({ width: 60, height: 60 });

    // The panel of this release, named by its content hash, arrives compressed and cached for good.
    const panelFile = page.waitForResponse(/\/widget\/esm\/panel-[0-9a-f]{8}\.js$/);
    const panel = await openChat(page);
    const panelHeaders = (await panelFile).headers();
    expect(panelHeaders['content-encoding']).toBe('br');
    expect(panelHeaders['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(panelHeaders['cross-origin-resource-policy']).toBe('cross-origin');
    const panelBox = await panel.boundingBox();
    expect(panelBox?.width).toBe(380);
    const fontSize = await panel
      .getByText('I am your AI Assistant. How can I help you today?')
      .evaluate((element) => getComputedStyle(element).fontSize);
    expect(fontSize).toBe('14px');
    // A steady caret: a blinking one over the blurred page redraws the whole page twice a second
    // (docs/benchmarks.md "The open chat's cost to the host page").
    const caret = await panel
      .getByRole('textbox', { name: 'Message' })
      .evaluate((field) => getComputedStyle(field).getPropertyValue('caret-animation'));
    expect(caret).toBe('manual');
    await ask(panel, 'What does the Ohmstead Power Router do?');
    await expect(panel.locator('.cw-message-system').first()).toContainText(/Source:/);

    expect(await noteStyle(page)).toEqual(before);
    await panel.getByRole('button', { name: 'Minimise chat' }).click();
    // The host page's own controls still work, and the widget left nothing on them.
    await page.locator('#own-button').click();
    await expect(page.locator('#own-button')).toHaveAttribute('data-clicked', 'yes');
    expect(await page.evaluate(() => getComputedStyle(document.body).filter)).toBe('none');
    expect(errors).toEqual([]);
  });

  test('keyboard only: open, type, send, every dialog, focus back on the launcher; axe clean', async ({
    page,
  }) => {
    await visitHost(page, false);
    // The launcher is drawn once the host page has loaded and is idle
    // (docs/decisions/0027-widget-weight.md): a person tabs to it once it is there, and so does the test.
    await expect(launcher(page)).toBeVisible();
    await page.locator('#own-button').focus();
    await page.keyboard.press('Tab');
    await expect(launcher(page)).toBeFocused();
    await page.keyboard.press('Enter');
    const panel = chatPanel(page);
    await expect(panel).toBeVisible();
    const input = panel.getByRole('textbox', { name: 'Message' });
    await expect(input).toBeFocused();
    await page.keyboard.type('How can I contact Ohmstead Power?');
    await page.keyboard.press('Enter');
    await expect(panel.locator('.cw-message-system').first()).toBeVisible({ timeout: 15_000 });

    // The disclaimer: reached by Tab, opened by Enter, closed by Escape with focus given back.
    const { button: disclaimerButton, dialog: disclaimer } = await openDisclaimerByKeyboard(page, panel);
    // Tab stays inside the dialog.
    for (let n = 0; n < 6; n += 1) await page.keyboard.press('Tab');
    expect(
      await disclaimer.evaluate((dialog) =>
        dialog.contains((dialog.getRootNode() as ShadowRoot).activeElement),
      ),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await expect(disclaimer).toBeHidden();
    await expect(disclaimerButton).toBeFocused();

    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const blocking = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({ rule: violation.id, targets: violation.nodes.map((node) => node.target) }));
    expect(blocking).toEqual([]);

    // Escape in the panel minimises it and focus returns to the launcher.
    await input.focus();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(launcher(page)).toBeFocused();
  });
});

test('keyboard only on a host that identifies its user: bot switch and session warning', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-21T10:00:00Z') });
  await visitHost(page, false);
  // The host signs its user in with its own back end and hands the answer to the widget.
  const login = await page.request.post(`${widgetOrigin}/api/Auth/AuthTokenLogin`, {
    data: { userName: 'customer', password: 'ohmstead-demo' },
  });
  const user: unknown = await login.json();
  await page.evaluate((signedIn) => {
    (window as unknown as { ChatWidget: { identify(user: unknown): void } }).ChatWidget.identify(signedIn);
  }, user);

  // The launcher joins the page once the host has loaded and settled: a person sees it first.
  await expect(launcher(page)).toBeVisible();
  await page.locator('#own-button').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const ia = chatPanel(page, 'Installation Assistant');
  await expect(ia).toBeVisible();
  await expect(ia.getByRole('textbox', { name: 'Message' })).toBeFocused();
  await page.keyboard.type('What is the IP rating of the enclosure?');
  await page.keyboard.press('Enter');
  await expect(ia.locator('.cw-message-system').first()).toContainText(/IP65/, { timeout: 15_000 });

  // The bot chip, then the confirmation, by keyboard alone.
  await ia.getByRole('button', { name: /IA bot selected/ }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Confirm Bot Switch' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'Switch Bot' })).toBeFocused();
  await page.keyboard.press('Enter');
  const crm = chatPanel(page, 'AI Assistant');
  await expect(crm.getByText('Hi, there')).toBeVisible();

  // The session warning, answered with the keyboard.
  await crm.getByRole('textbox', { name: 'Message' }).focus();
  await page.keyboard.type('How can I contact Ohmstead Power?');
  await page.keyboard.press('Enter');
  await expect(crm.locator('.cw-message-system').first()).toBeVisible({ timeout: 15_000 });
  await page.clock.runFor('10:05');
  const warning = page.getByRole('dialog', { name: 'Session Expiring Soon' });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(warning.getByRole('button', { name: 'Continue' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(warning).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(crm).toBeHidden();
  await expect(launcher(page)).toBeFocused();
});
