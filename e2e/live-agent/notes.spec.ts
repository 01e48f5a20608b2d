import { expect, test } from '@playwright/test';
import { useServerProcess } from '../support/server-process';
import { STILL_HOST_PAGE } from '../widget/chat-panel';
import { agentLog, agentOnline, agentSays, guestAsksForAgent, waitingText } from './live-chat';

test.use(STILL_HOST_PAGE);

// A server of this file's own: its chat must not show in the other live-chat tests' queues.
const server = useServerProcess({ name: 'live-notes' });

const NOTE = 'Warranty ends next month: offer the extension';

test("an agent's internal note is marked in the console and never reaches the customer, on screen or on the wire", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const agent = await agentOnline(browser, server.baseURL);
  // Every frame the customer's browser receives on its sockets (docs/decisions/0046-internal-notes.md).
  const frames: string[] = [];
  const guest = await guestAsksForAgent(browser, server.baseURL, undefined, (page) =>
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => frames.push(String(payload))),
    ),
  );
  await expect(guest.panel.getByText(waitingText(1))).toBeVisible();
  await agent.page.getByRole('listitem', { name: 'guest' }).getByRole('button', { name: 'Accept' }).click();
  await expect(guest.panel.getByText(/^Connected with agent Alex/)).toBeVisible();

  await agent.page.getByText('Add an internal note').click();
  await agent.page.getByLabel('Internal note (only agents see it)').fill(NOTE);
  await agent.page.getByRole('button', { name: 'Add note' }).click();
  const note = agentLog(agent.page, 'guest').getByRole('listitem').filter({ hasText: NOTE });
  await expect(note).toContainText('Internal note');

  // A message after it reaches the customer, so everything sent before it has arrived too.
  await agentSays(agent.page, 'guest', 'Let me check your warranty.');
  await expect(guest.panel.getByText('Let me check your warranty.')).toBeVisible();
  await expect(guest.panel.getByText(NOTE)).toHaveCount(0);
  expect(frames.some((frame) => frame.includes('Let me check your warranty.'))).toBe(true);
  expect(frames.filter((frame) => frame.includes('offer the extension'))).toEqual([]);

  // After a reload the agent still has it; the customer's resumed chat still does not.
  await agent.page.reload();
  await expect(agentLog(agent.page, 'guest').getByRole('listitem').filter({ hasText: NOTE })).toContainText(
    'Internal note',
  );
  await guest.page.reload();
  await guest.page.getByRole('button', { name: 'Open chat assistant' }).click();
  await expect(guest.page.getByText('Let me check your warranty.')).toBeVisible();
  await expect(guest.page.getByText(NOTE)).toHaveCount(0);
  expect(frames.filter((frame) => frame.includes('offer the extension'))).toEqual([]);
  await guest.context.close();
  await agent.context.close();
});
