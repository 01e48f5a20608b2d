import { expect, test } from '@playwright/test';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { agentLog, agentOnline, agentSays, guestAsksForAgent, guestSays, waitingText } from './live-chat';

// Two server processes on one PostgreSQL database, their sockets joined by the PostgreSQL adapter: the
// guest talks to one, the agent to the other, as behind a load balancer.
let nodeA: ServerProcess;
let nodeB: ServerProcess;
test.beforeAll(async () => {
  nodeA = await startServerProcess({ name: 'live-node-a' });
  nodeB = await startServerProcess({ name: 'live-node-b', databaseUrl: nodeA.databaseUrl });
});
test.afterAll(async () => {
  await nodeA?.stop();
  await nodeB?.stop();
});

test('a guest on one server process and the agent on another chat through the shared queue', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const agent = await agentOnline(browser, nodeB.baseURL);
  const guest = await guestAsksForAgent(browser, nodeA.baseURL);
  await expect(guest.panel.getByText(waitingText(1))).toBeVisible();
  await agent.page.getByRole('listitem', { name: 'guest' }).getByRole('button', { name: 'Accept' }).click();
  await expect(guest.panel.getByText(/^Connected with agent Alex/)).toBeVisible();

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
