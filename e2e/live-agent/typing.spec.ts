import { expect, test } from '@playwright/test';
import { blockingViolations } from '../support/axe';
import { useServerProcess } from '../support/server-process';
import { STILL_HOST_PAGE } from '../widget/chat-panel';
import { acceptedChat, agentLog } from './live-chat';

test.use(STILL_HOST_PAGE);

// A server of this file's own: its chat must not show in the other live-chat tests' queues.
const server = useServerProcess({ name: 'live-typing' });

// docs/decisions/0050-typing-and-read-marks.md: relayed both ways, never stored.
test('typing shows on both sides, in a status line, and goes when the message arrives', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { agent, guest } = await acceptedChat(browser, server.baseURL);
  const guestBox = guest.panel.getByRole('textbox', { name: 'Message' });
  const agentBox = agent.page.getByRole('textbox', { name: 'Message to guest' });
  // The guest's last message is re-sent once the agent has the chat (docs/product.md §3.4), and a message
  // clears "typing": the test types only after it has arrived, or it may clear the typing it waits for.
  await expect(agentLog(agent.page, 'guest').getByText('I want to talk to a human')).toBeVisible();

  // The customer types: the console's conversation says so in a polite status line, and the chat list too.
  await guestBox.pressSequentially('My charger blinks red', { delay: 30 });
  await expect(agent.page.getByRole('status').filter({ hasText: 'guest is typing…' })).toBeVisible();
  await expect(agent.page.getByRole('navigation', { name: 'Live chats' })).toContainText('typing…');
  expect(await blockingViolations(agent.page)).toEqual([]);
  await guestBox.press('Enter');
  await expect(agentLog(agent.page, 'guest').getByText('My charger blinks red')).toBeVisible();
  await expect(agent.page.getByText('guest is typing…')).toHaveCount(0);

  // The agent types: the widget says 'Agent is typing…' in its own status region.
  await agentBox.pressSequentially('Let me check the charger', { delay: 30 });
  await expect(guest.panel.getByRole('status').filter({ hasText: 'Agent is typing…' })).toBeVisible();
  expect(await blockingViolations(guest.page)).toEqual([]);
  await agentBox.press('Enter');
  await expect(guest.panel.getByText('Let me check the charger')).toBeVisible();
  await expect(guest.panel.getByText('Agent is typing…')).toHaveCount(0);

  await guest.context.close();
  await agent.context.close();
});
