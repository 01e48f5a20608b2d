import { expect, type Locator, test } from '@playwright/test';
import { blockingViolations } from '../support/axe';
import { useServerProcess } from '../support/server-process';
import { tabHidden } from '../support/tab-visibility';
import { STILL_HOST_PAGE } from '../widget/chat-panel';
import { acceptedChat, agentLog, agentSays, guestSays } from './live-chat';

test.use(STILL_HOST_PAGE);

// A server of this file's own: its chat must not show in the other live-chat tests' queues.
const server = useServerProcess({ name: 'live-marks' });

/** An own message's mark, as its text. */
const mark = (message: Locator, text: 'Delivered' | 'Read') => message.getByText(text, { exact: true });

// docs/decisions/0050-typing-and-read-marks.md: Delivered when the other side's client has it, Read once it
// was on their screen; kept on the chat, so a reload shows them again.
test('marks go Delivered then Read both ways, and are still there after the customer reloads', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { agent, guest } = await acceptedChat(browser, server.baseURL);

  // The agent is in another tab: the customer's message reaches the console, unread.
  await tabHidden(agent.page, true);
  await guestSays(guest.panel, 'Great, how do I claim it?');
  const guestMessage = guest.panel.getByRole('listitem').filter({ hasText: 'Great, how do I claim it?' });
  await expect(mark(guestMessage, 'Delivered')).toBeVisible();
  await expect(mark(guestMessage, 'Read')).toHaveCount(0);
  await tabHidden(agent.page, false);
  await expect(mark(guestMessage, 'Read')).toBeVisible();
  expect(await blockingViolations(guest.page)).toEqual([]);

  // The customer is in another tab: the agent's message reaches their widget, unread.
  await tabHidden(guest.page, true);
  await agentSays(agent.page, 'guest', 'Your charger is under warranty.');
  const agentMessage = agentLog(agent.page, 'guest')
    .getByRole('listitem')
    .filter({ hasText: 'Your charger is under warranty.' });
  await expect(mark(agentMessage, 'Delivered')).toBeVisible();
  await expect(mark(agentMessage, 'Read')).toHaveCount(0);
  await tabHidden(guest.page, false);
  await expect(mark(agentMessage, 'Read')).toBeVisible();
  expect(await blockingViolations(agent.page)).toEqual([]);

  // After a reload the customer's widget resumes the chat, and the marks with it.
  await guest.page.reload();
  await guest.page.getByRole('button', { name: 'Open chat assistant' }).click();
  await expect(
    mark(guest.page.getByRole('listitem').filter({ hasText: 'Great, how do I claim it?' }), 'Read'),
  ).toBeVisible();

  await guest.context.close();
  await agent.context.close();
});
