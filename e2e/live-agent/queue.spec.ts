import { expect, test } from '@playwright/test';
import { useServerProcess } from '../support/server-process';
import { ask, STILL_HOST_PAGE } from '../widget/chat-panel';
import { agentLog, agentOnline, agentSays, guestAsksForAgent, guestSays, waitingText } from './live-chat';

test.use(STILL_HOST_PAGE);

const server = useServerProcess({ name: 'live-queue' });

test('two guests queue as 1 and 2, the first cancels and the second moves up; the agent runs two chats at once', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const agent = await agentOnline(browser, server.baseURL);
  const first = await guestAsksForAgent(browser, server.baseURL);
  await expect(first.panel.getByText(waitingText(1))).toBeVisible();
  const second = await guestAsksForAgent(browser, server.baseURL);
  await expect(second.panel.getByText(waitingText(2))).toBeVisible();
  const requests = agent.page.getByRole('listitem', { name: 'guest' });
  await expect(requests).toHaveCount(2);

  await first.panel.getByRole('button', { name: 'Cancel Request' }).click();
  await expect(first.panel.getByText('Chat request cancelled')).toBeVisible();
  await expect(second.panel.getByText(waitingText(1))).toBeVisible();
  await expect(requests).toHaveCount(1);

  // The first guest asks again and is now behind the second.
  await ask(first.panel, 'I want to talk to a human');
  await first.panel.getByRole('button', { name: 'Yes, connect me to an agent' }).last().click();
  await expect(first.panel.getByText(waitingText(2))).toBeVisible();
  await expect(requests).toHaveCount(2);

  // The agent accepts both, oldest first.
  await requests.first().getByRole('button', { name: 'Accept' }).click();
  await expect(second.panel.getByText(/^Connected with agent Alex/)).toBeVisible();
  // .last(): the first guest's cancelled request is still in its history.
  await expect(first.panel.getByText(waitingText(1)).last()).toBeVisible();
  await expect(requests).toHaveCount(1);
  await requests.first().getByRole('button', { name: 'Accept' }).click();
  await expect(first.panel.getByText(/^Connected with agent Alex/)).toBeVisible();

  // Two open chats side by side; each guest hears only its own.
  const chats = agent.page.getByRole('link', { name: /^guest/ });
  await expect(chats).toHaveCount(2);
  await guestSays(second.panel, 'Second guest here: inverter question.');
  await guestSays(first.panel, 'First guest here: billing question.');

  await chats.nth(0).click();
  const log = agentLog(agent.page, 'guest');
  const openConversation = async (text: string) => {
    for (const index of [0, 1]) {
      await chats.nth(index).click();
      if (await log.getByText(text).isVisible()) return;
    }
    throw new Error(`no conversation shows "${text}"`);
  };
  await expect
    .poll(async () => {
      try {
        await openConversation('Second guest here: inverter question.');
        return true;
      } catch {
        return false;
      }
    })
    .toBe(true);
  await agentSays(agent.page, 'guest', 'Answer for the inverter question.');
  await openConversation('First guest here: billing question.');
  await agentSays(agent.page, 'guest', 'Answer for the billing question.');

  await expect(second.panel.getByText('Answer for the inverter question.')).toBeVisible();
  await expect(first.panel.getByText('Answer for the billing question.')).toBeVisible();
  await expect(second.panel.getByText('Answer for the billing question.')).toHaveCount(0);
  await expect(first.panel.getByText('Answer for the inverter question.')).toHaveCount(0);

  await first.context.close();
  await second.context.close();
  await agent.context.close();
});
