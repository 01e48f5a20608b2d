import { expect, type Page, test } from '@playwright/test';
import { blockingViolations } from '../support/axe';
import { useServerProcess } from '../support/server-process';
import { agentOnline } from './live-chat';

// A server of this file's own: a saved subscription must not reach the other live-chat tests' agents.
const server = useServerProcess({ name: 'live-push' });

const activeScopes = (page: Page) =>
  page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations())
      .filter((registration) => registration.active)
      .map((registration) => new URL(registration.scope).pathname)
      .sort(),
  );

/**
 * docs/decisions/0052-agent-web-push.md. Subscribing needs the browser's own push service (for Chromium,
 * Google's): where it can be reached the subscription is saved (PUT answered 204); where it cannot (an
 * offline machine) the console says so and the switch stays off. Which one happened is recorded as the
 * test's annotation. The whole browser: its headless shell denies notifications whatever the context grants.
 */
test('an agent turns Push alerts on: the subscription is saved, or the unreachable push service is said @full-browser', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { page } = await agentOnline(browser, server.baseURL, 'admin', { permissions: ['notifications'] });
  const saves: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/agent-push/subscription') && response.request().method() === 'PUT')
      saves.push(response.status());
  });
  const push = page.getByRole('button', { name: 'Push alerts' });
  await expect(push).toHaveAttribute('aria-pressed', 'false');
  // Explained before anything is asked; nothing registered on load.
  await expect(page.getByText(/even when this console is closed/)).toBeVisible();
  expect(await activeScopes(page)).not.toContain('/admin/chatbot-agent');

  await push.click();
  const unreachable = page.getByRole('alert').filter({ hasText: /push service could not be reached/ });
  let outcome = 'pending';
  await expect
    .poll(
      async () => {
        if ((await push.getAttribute('aria-pressed')) === 'true') outcome = 'saved';
        else if (await unreachable.isVisible()) outcome = 'unreachable';
        return outcome;
      },
      { timeout: 60_000 },
    )
    .not.toBe('pending');
  test.info().annotations.push({ type: 'push outcome', description: outcome });
  if (outcome === 'saved') expect(saves).toEqual([204]);
  else {
    await expect(push).toHaveAttribute('aria-pressed', 'false');
    expect(saves).toEqual([]);
  }
  expect(await blockingViolations(page)).toEqual([]);

  // The console's worker has a scope of its own, inside the EV app's, which still registers beside it.
  await expect.poll(() => activeScopes(page)).toContain('/admin/chatbot-agent');
  await page.goto('/admin/ev-charging-dashboard');
  await expect.poll(() => activeScopes(page)).toEqual(['/admin/', '/admin/chatbot-agent']);
});
