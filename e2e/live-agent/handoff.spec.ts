import { expect, test } from '@playwright/test';
import { useServerProcess } from '../support/server-process';
import { STILL_HOST_PAGE } from '../widget/chat-panel';
import {
  agentLog,
  agentOnline,
  agentSays,
  guestAsksForAgent,
  guestSays,
  pngFile,
  waitingText,
} from './live-chat';

test.use(STILL_HOST_PAGE);

// A server of this file's own: an agent online here must not change what the other chat tests see.
const server = useServerProcess({ name: 'live-handoff' });

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
  // The bot's line shows the HTML the server rendered from it, sanitised again in the console.
  await expect(request.locator('.ac-bot-reply p')).toHaveText('Connect live agent');
  await request.getByRole('button', { name: 'Accept' }).click();

  await expect(panel.getByText(/^Connected with agent Alex/)).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Cancel Request' })).toHaveCount(0);
  const log = agentLog(agent.page, 'guest');
  // docs/product.md §3.4: the last user message is re-sent to the agent after 1 s.
  await expect(log.getByText('I want to talk to a human')).toBeVisible();

  await guestSays(panel, 'My charger shows fault E42 since this morning.');
  await expect(log.getByText('My charger shows fault E42 since this morning.')).toBeVisible();
  // The agent writes markdown (docs/decisions/0029-chat-replies-rendered-on-server.md): the guest sees it
  // rendered by the server, a table, a link and an image, as a bot answer shows; the console shows the text.
  const markdown = [
    'Thanks, please send a **photo of the display**. Normal readings:',
    '',
    '| Reading | Normal |',
    '|:--|--:|',
    '| Insulation | over 1 MΩ |',
    '',
    'Steps are in the [manual](/assets/documents/installation-manual.pdf).',
    '![Power Router](/assets/images/power-router.svg)',
  ].join('\n');
  await agentSays(agent.page, 'guest', markdown);
  const agentMessages = panel.locator('.cw-message-agent');
  const formatted = agentMessages.filter({ hasText: 'Thanks, please send a photo of the display.' });
  await expect(formatted.locator('strong')).toHaveText('photo of the display');
  await expect(formatted.locator('.cw-table-wrap > table.cw-table td.cw-align-right')).toHaveText(
    'over 1 MΩ',
  );
  const manual = formatted.getByRole('link', { name: 'installation-manual.pdf' });
  await expect(manual).toHaveAttribute('href', '/assets/documents/installation-manual.pdf');
  await expect(manual).toHaveAttribute('target', '_blank');
  await expect(manual).toHaveAttribute('rel', 'noopener noreferrer');
  const picture = formatted.getByRole('button', { name: 'Enlarge image: Power Router' });
  await expect
    .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  await expect(log.getByText(/\| Insulation \| over 1 MΩ \|/)).toBeVisible();
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
