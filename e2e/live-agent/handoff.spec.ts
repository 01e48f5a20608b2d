import { expect, test } from '@playwright/test';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import {
  agentLog,
  agentOnline,
  agentSays,
  guestAsksForAgent,
  guestSays,
  pngFile,
  waitingText,
} from './live-chat';

// A server of this file's own: an agent online here must not change what the other chat tests see.
let server: ServerProcess;
test.beforeAll(async () => {
  server = await startServerProcess({ name: 'live-handoff' });
});
test.afterAll(async () => {
  await server?.stop();
});

test('an agent takes a guest from the bot: queue position, text and images both ways, back to the bot at the end', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const agent = await agentOnline(browser, server.baseURL);
  // Before asking, the guest already sees that a person can answer (the availability call, no socket).
  const guest = await guestAsksForAgent(browser, server.baseURL, 'online');
  const { panel } = guest;

  await expect(panel.getByText(waitingText(1))).toBeVisible();
  const request = agent.page.getByRole('listitem', { name: 'guest' });
  await expect(request).toBeVisible();
  // The agent reads what the guest asked the bot before accepting: the server's record, read when opened.
  await request.getByText(/^Conversation before the request \(\d+\)$/).click();
  await expect(request.getByText('I want to talk to a human')).toBeVisible();
  await request.getByRole('button', { name: 'Accept' }).click();

  await expect(panel.getByText(/^Connected with agent Alex/)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Cancel Request' })).toHaveCount(0);
  const log = agentLog(agent.page, 'guest');
  // spec/03 §4: the last user message is re-sent to the agent after 1 s.
  await expect(log.getByText('I want to talk to a human')).toBeVisible();

  await guestSays(panel, 'My charger shows fault E42 since this morning.');
  await expect(log.getByText('My charger shows fault E42 since this morning.')).toBeVisible();
  await agentSays(agent.page, 'guest', 'Thanks, please send a photo of the display.');
  const agentMessages = panel.locator('.cw-message-agent');
  await expect(
    agentMessages.filter({ hasText: 'Thanks, please send a photo of the display.' }),
  ).toBeVisible();
  await expect(agentMessages.first().locator('.cw-agent-name')).toContainText('Alex');

  // The guest's image: uploaded, then shown inline to the agent.
  await panel.getByLabel('Attach files').setInputFiles(pngFile('display-fault.png'));
  await expect(panel.getByRole('button', { name: 'Remove display-fault.png' })).toBeVisible();
  await guestSays(panel, 'Here it is.');
  await expect(log.getByRole('img', { name: /display-fault\.png/ })).toBeVisible();
  const guestImage = log.getByRole('img', { name: /display-fault\.png/ });
  expect(await guestImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  // The agent's image: shown inline in the widget, enlargeable.
  await agent.page.getByLabel('Attach files').setInputFiles(pngFile('reset-steps.png'));
  await agentSays(agent.page, 'guest', 'Follow these reset steps.');
  const enlarge = panel.getByRole('button', { name: 'Enlarge image: reset-steps.png' });
  await expect(enlarge).toBeVisible();
  // The image itself is the button (it opens the lightbox); it loaded from the agent's upload.
  await expect.poll(() => enlarge.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);

  await agent.page.getByRole('button', { name: 'End chat' }).click();
  await agent.page.getByRole('alertdialog').getByRole('button', { name: 'Yes, end chat' }).click();
  await expect(panel.getByText('Chat has ended. You are now connected to the bot.')).toBeVisible();
  await expect(agent.page.getByText(/This chat has ended/)).toBeVisible();

  // Back with the bot: the next question gets a bot answer, not an agent message.
  const agentCount = await agentMessages.count();
  await guestSays(panel, 'What is the Power Router?');
  await expect(panel.locator('.cw-message-system').last()).toContainText(/Power Router/i, {
    timeout: 15_000,
  });
  expect(await agentMessages.count()).toBe(agentCount);
  await expect(panel.getByLabel('Attach files')).toHaveCount(0);

  await guest.context.close();
  await agent.context.close();
});

test('with no agent online a guest sees it before asking, then gets the apology and the contact form', async ({
  browser,
}) => {
  const guest = await guestAsksForAgent(browser, server.baseURL, 'offline');
  await expect(
    guest.panel.getByText(
      "I'm sorry, no agents are available right now. Please fill out the form below, and we'll get back to you soon. Thank you for your patience.",
    ),
  ).toBeVisible();
  await expect(guest.panel.getByRole('form', { name: 'Contact form' })).toBeVisible();
  await guest.context.close();
});
