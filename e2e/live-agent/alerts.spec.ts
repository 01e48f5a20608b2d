import { expect, type Page, test } from '@playwright/test';
import { useServerProcess } from '../support/server-process';
import { tabHidden } from '../support/tab-visibility';
import { STILL_HOST_PAGE } from '../widget/chat-panel';
import { agentLog, agentOnline, guestAsksForAgent, guestSays, waitingText } from './live-chat';

test.use(STILL_HOST_PAGE);

// A server of this file's own: its waiting guest must not show in the other live-chat tests' queues.
const server = useServerProcess({ name: 'live-alerts' });

/** Every desktop notification the page shows, recorded beside the browser's own (docs/decisions/0044). */
async function recordNotifications(page: Page) {
  await page.addInitScript(() => {
    const Real = window.Notification;
    const shown: { title: string; body: string }[] = [];
    class Recorded extends Real {
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, body: options?.body ?? '' });
        super(title, options);
      }
    }
    // The browser's statics answer only on its own class.
    Object.defineProperty(Recorded, 'permission', { get: () => Real.permission });
    Object.defineProperty(Recorded, 'requestPermission', { value: () => Real.requestPermission() });
    Object.assign(window, { Notification: Recorded, shownNotifications: shown });
  });
}

const shownNotifications = (page: Page) =>
  page.evaluate(() => (window as unknown as { shownNotifications: unknown[] }).shownNotifications);

// The whole browser: its headless shell denies notifications whatever the context grants.
test('an agent in another tab is told of a waiting guest and their messages: title count and desktop notifications @full-browser', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const agent = await agentOnline(browser, server.baseURL, 'admin', { permissions: ['notifications'] });
  await recordNotifications(agent.page);
  await agent.page.reload();
  await expect(agent.page.getByRole('button', { name: 'Go Offline' })).toBeVisible({ timeout: 20_000 });
  const alerts = agent.page.getByRole('button', { name: 'Desktop alerts' });
  await expect(alerts).toHaveAttribute('aria-pressed', 'false');
  await expect(agent.page.getByText(/while this tab is in the background/)).toBeVisible();
  await alerts.click();
  await expect(alerts).toHaveAttribute('aria-pressed', 'true');
  const ownTitle = await agent.page.title();
  const icon = agent.page.locator('link[rel~="icon"]');
  const ownIcon = await icon.getAttribute('href');

  await tabHidden(agent.page, true);
  const guest = await guestAsksForAgent(browser, server.baseURL);
  await expect(guest.panel.getByText(waitingText(1))).toBeVisible();
  await expect(agent.page).toHaveTitle(`(1) ${ownTitle}`);
  // The tab's icon carries the count too.
  await expect(icon).toHaveAttribute('href', /^data:image\/png;base64,/);
  expect(await shownNotifications(agent.page)).toEqual([
    { title: 'Incoming Chat Request', body: 'guest is waiting for an agent.' },
  ]);

  // Back on the tab: the title is its own again, and the agent takes the chat.
  await tabHidden(agent.page, false);
  await expect(agent.page).toHaveTitle(ownTitle);
  await expect(icon).toHaveAttribute('href', ownIcon!);
  await agent.page.getByRole('listitem', { name: 'guest' }).getByRole('button', { name: 'Accept' }).click();
  await expect(guest.panel.getByText(/^Connected with agent Alex/)).toBeVisible();
  // The widget opens the chat with the guest's question: it reaches the agent before the tab is hidden.
  await expect(agentLog(agent.page, 'guest').getByText('I want to talk to a human')).toBeVisible();

  await tabHidden(agent.page, true);
  await guestSays(guest.panel, 'Are you still there?');
  await expect(agent.page).toHaveTitle(`(1) ${ownTitle}`);
  expect(await shownNotifications(agent.page)).toContainEqual({
    title: 'New Message Received',
    body: 'guest wrote in the chat.',
  });

  // The choice is the agent's, kept by the server: it is still on after a reload.
  await agent.page.reload();
  await expect(agent.page.getByRole('button', { name: 'Desktop alerts' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await guest.context.close();
  await agent.context.close();
});
