import { expect, test } from '@playwright/test';
import { blockingViolations } from '../support/axe';
import { useServerProcess } from '../support/server-process';
import { STILL_HOST_PAGE } from '../widget/chat-panel';
import { acceptedChat, agentLog, agentOnline, agentSays, guestSays } from './live-chat';

test.use(STILL_HOST_PAGE);

// docs/decisions/0051-transfer-and-capacity.md: two server processes on one PostgreSQL database, as behind a
// load balancer. Alex answers on one, Val on the other; the guest talks to the second.
const nodeA = useServerProcess({ name: 'transfer-node-a' });
const nodeB = useServerProcess(() => ({ name: 'transfer-node-b', databaseUrl: nodeA.databaseUrl }));

const NOTE = 'Invoice 2291 charged twice; refund approved by billing.';

test('an agent hands a chat with a note to an agent on another process; the guest keeps the whole chat', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { agent: alex, guest } = await acceptedChat(browser, nodeA.baseURL, nodeB.baseURL);
  const val = await agentOnline(browser, nodeB.baseURL, 'vendor');

  await guestSays(guest.panel, 'My invoice is wrong.');
  await expect(agentLog(alex.page, 'guest').getByText('My invoice is wrong.')).toBeVisible();
  await agentSays(alex.page, 'guest', 'Let me look at it.');
  await expect(guest.panel.getByText('Let me look at it.')).toBeVisible();

  await alex.page.getByRole('button', { name: 'Transfer' }).click();
  const dialog = alex.page.getByRole('dialog', { name: 'Transfer the chat with guest' });
  await dialog
    .getByRole('combobox', { name: 'Transfer to' })
    .selectOption({ label: 'Val Okafor (0 of 3 chats)' });
  await dialog
    .getByRole('textbox', { name: 'Note for the next agent (optional, only agents see it)' })
    .fill(NOTE);
  expect(await blockingViolations(alex.page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Transfer chat' }).click();
  await expect(alex.page.getByText('You transferred this chat to Val Okafor.')).toBeVisible();
  await expect(alex.page.getByRole('textbox', { name: 'Message to guest' })).toBeHidden();

  // The guest is told who they are chatting with now, and still has every message.
  await expect(guest.panel.getByText('You are now chatting with Val Okafor')).toBeVisible();
  await expect(guest.panel.getByText('My invoice is wrong.')).toBeVisible();
  await expect(guest.panel.getByText('Let me look at it.')).toBeVisible();
  expect(await blockingViolations(guest.page)).toEqual([]);

  // Val has the chat with its history and Alex's note, and carries on.
  const log = agentLog(val.page, 'guest');
  await expect(log.getByText('My invoice is wrong.')).toBeVisible();
  await expect(log.getByText('Let me look at it.')).toBeVisible();
  await expect(log.getByText(NOTE)).toBeVisible();
  expect(await blockingViolations(val.page)).toEqual([]);
  await agentSays(val.page, 'guest', 'Val here: the refund is on its way.');
  await expect(guest.panel.getByText('Val here: the refund is on its way.')).toBeVisible();
  await guestSays(guest.panel, 'Thank you, Val.');
  await expect(log.getByText('Thank you, Val.')).toBeVisible();

  // The note was never the customer's to read.
  await expect(guest.panel.getByText(NOTE)).toHaveCount(0);

  await guest.context.close();
  await val.context.close();
  await alex.context.close();
});
