import { expect, test } from '@playwright/test';
import { blockingViolations } from '../support/axe';
import { useServerProcess } from '../support/server-process';
import { STILL_HOST_PAGE } from '../widget/chat-panel';
import { agentOnline, guestAsksForAgent, waitingText } from './live-chat';

test.use(STILL_HOST_PAGE);

// docs/decisions/0051-transfer-and-capacity.md: the server gives waiting customers to agents itself, within
// each agent's limit of chats at once.
const server = useServerProcess({ name: 'auto-assign', env: { LIVE_CHAT_AUTO_ASSIGN: 'true' } });

test('with automatic assignment and a limit of one, a second guest waits in the queue until the first chat ends', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const agent = await agentOnline(browser, server.baseURL);
  await agent.page.getByRole('combobox', { name: 'Chats at once' }).selectOption('1');
  await expect(agent.page.getByText('0 of 1 active chats')).toBeVisible();
  await expect(agent.page.getByText('Waiting customers are given to agents automatically.')).toBeVisible();

  // Nobody clicks Accept: the first guest gets the agent by themself.
  const first = await guestAsksForAgent(browser, server.baseURL);
  await expect(first.panel.getByText(/^Connected with agent Alex/)).toBeVisible();
  await expect(agent.page.getByText('1 of 1 active chats')).toBeVisible();

  // The agent is at the limit: the second guest waits, first in the queue, and the agent sees the request.
  const second = await guestAsksForAgent(browser, server.baseURL);
  await expect(second.panel.getByText(waitingText(1))).toBeVisible();
  await expect(agent.page.getByRole('listitem', { name: 'guest' })).toBeVisible();
  await expect(second.panel.getByText(/^Connected with agent/)).toHaveCount(0);
  expect(await blockingViolations(agent.page)).toEqual([]);

  await agent.page.getByRole('button', { name: 'End chat' }).click();
  await agent.page.getByRole('alertdialog').getByRole('button', { name: 'Yes, end chat' }).click();
  await expect(first.panel.getByText('Chat has ended. You are now connected to the bot.')).toBeVisible();
  await expect(second.panel.getByText(/^Connected with agent Alex/)).toBeVisible();
  await expect(agent.page.getByText('1 of 1 active chats')).toBeVisible();

  await first.context.close();
  await second.context.close();
  await agent.context.close();
});
