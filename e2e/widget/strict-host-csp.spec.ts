import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { solveCaptcha } from '../support/captcha';
import { watchCspViolations } from '../support/csp-violations';
import { ask, launcher, openChat } from './chat-panel';

/**
 * A partner site on another origin with a Content-Security-Policy as strict as the widget allows: only
 * what docs/security-headers.md ("Embedding the widget on a page with its own Content-Security-Policy")
 * tells a host to allow, nothing inline, and everything else refused (default-src 'none': no style-src,
 * so no inline styles either). The page has only the script tag.
 */
let host: Server;
let hostOrigin = '';
let widgetOrigin = '';

const hostPolicy = (widget: string) =>
  [
    "default-src 'none'",
    `script-src ${widget}`,
    `connect-src ${widget} ${widget.replace(/^http/, 'ws')}`,
    `img-src ${widget}`,
    'worker-src blob:',
  ].join('; ');

test.beforeAll(async () => {
  widgetOrigin = `http://127.0.0.1:${process.env.E2E_PORT}`;
  host = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': hostPolicy(widgetOrigin),
    });
    response.end(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Strict partner page</title></head><body>
<h1>Partner installer portal</h1>
<script src="${widgetOrigin}/widget/chat-widget.js" async></script>
</body></html>`);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

test('the widget on a host page with a strict CSP: opens, answers, shows its form captcha, no violation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const violations = await watchCspViolations(page);
  const response = await page.goto(`${hostOrigin}/portal`);
  expect(response?.headers()['content-security-policy']).toBe(hostPolicy(widgetOrigin));

  await expect(launcher(page)).toBeVisible();
  // Its styles reached the shadow root (adopted sheets, not <style> elements the policy would refuse).
  expect(await launcher(page).boundingBox()).toMatchObject({ width: 60, height: 60 });
  const panel = await openChat(page);
  expect((await panel.boundingBox())?.width).toBe(380);
  await ask(panel, 'What does the Ohmstead Power Router do?');
  await expect(panel.locator('.cw-message-system').first()).toContainText(/Source:/);

  // No agent is online on the shared server: the contact form comes, with ALTCHA, whose rules and
  // proof-of-work workers (blob:) must work under the host's policy too.
  await ask(panel, 'I want to talk to a human');
  await panel.getByRole('button', { name: 'Yes, connect me to an agent' }).click();
  await expect(panel.getByRole('form', { name: 'Contact form' })).toBeVisible();
  await solveCaptcha(page);
  await expect(page.locator('altcha-widget .altcha-main')).toHaveCSS('border-top-style', 'solid');

  expect(violations).toEqual([]);
});
