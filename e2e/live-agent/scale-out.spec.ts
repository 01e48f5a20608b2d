import { expect, test } from '@playwright/test';
import { useServerProcess } from '../support/server-process';
import { STILL_HOST_PAGE } from '../widget/chat-panel';
import { acceptedChat, agentLog, agentSays, guestSays } from './live-chat';

test.use(STILL_HOST_PAGE);

// Two server processes on one PostgreSQL database, their sockets joined by the PostgreSQL adapter: the
// guest talks to one, the agent to the other, as behind a load balancer.
const nodeA = useServerProcess({ name: 'live-node-a' });
const nodeB = useServerProcess(() => ({ name: 'live-node-b', databaseUrl: nodeA.databaseUrl }));

test('a guest on one server process and the agent on another chat through the shared queue', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { agent, guest } = await acceptedChat(browser, nodeB.baseURL, nodeA.baseURL);

  await guestSays(guest.panel, 'Hello from node A.');
  await expect(agentLog(agent.page, 'guest').getByText('Hello from node A.')).toBeVisible();
  await agentSays(agent.page, 'guest', 'Hello from node B.');
  await expect(guest.panel.getByText('Hello from node B.')).toBeVisible();

  await agent.page.getByRole('button', { name: 'End chat' }).click();
  await agent.page.getByRole('alertdialog').getByRole('button', { name: 'Yes, end chat' }).click();
  await expect(guest.panel.getByText('Chat has ended. You are now connected to the bot.')).toBeVisible();

  await guest.context.close();
  await agent.context.close();
});
