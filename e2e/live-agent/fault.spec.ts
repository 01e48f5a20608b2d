import { expect, type Locator, test } from '@playwright/test';
import pg from 'pg';
import { useServerProcess } from '../support/server-process';
import { STILL_HOST_PAGE } from '../widget/chat-panel';
import { acceptedChat, agentLog, agentSays, guestSays } from './live-chat';

test.use(STILL_HOST_PAGE);

const server = useServerProcess({ name: 'live-fault' });

/** How many times each text shows in a list of messages. */
async function occurrences(messages: Locator, texts: string[]): Promise<Record<string, number>> {
  const shown = await messages.allInnerTexts();
  return Object.fromEntries(
    texts.map((text) => [text, shown.filter((message) => message.includes(text)).length]),
  );
}

const once = (texts: string[]) => Object.fromEntries(texts.map((text) => [text, 1]));

test('the server is killed and restarted mid-chat: both sides end with every message exactly once', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { agent, guest } = await acceptedChat(browser, server.baseURL);
  const log = agentLog(agent.page, 'guest');

  const before = ['Guest before the crash.', 'Agent before the crash.'];
  await guestSays(guest.panel, before[0]!);
  await expect(log.getByText(before[0]!)).toBeVisible();
  await agentSays(agent.page, 'guest', before[1]!);
  await expect(guest.panel.getByText(before[1]!)).toBeVisible();

  await server.kill();
  // Written while the server is down: each side keeps them until the server has stored them.
  const during = ['Guest while the server is down.', 'Agent while the server is down.'];
  await guestSays(guest.panel, during[0]!);
  await agentSays(agent.page, 'guest', during[1]!);
  await server.restart();

  await expect(agent.page.getByText('Connection: Online')).toBeVisible({ timeout: 30_000 });
  await expect(log.getByText(during[0]!)).toBeVisible({ timeout: 30_000 });
  await expect(guest.panel.getByText(during[1]!)).toBeVisible({ timeout: 30_000 });

  const after = ['Guest after the restart.', 'Agent after the restart.'];
  await guestSays(guest.panel, after[0]!);
  await expect(log.getByText(after[0]!)).toBeVisible();
  await agentSays(agent.page, 'guest', after[1]!);
  await expect(guest.panel.getByText(after[1]!)).toBeVisible();

  const all = [...before, ...during, ...after];
  const guestMessages = guest.panel.locator('.cw-message-user, .cw-message-agent');
  await expect.poll(() => occurrences(guestMessages, all)).toEqual(once(all));
  await expect.poll(() => occurrences(log.getByRole('listitem'), all)).toEqual(once(all));

  // And the server stored each once.
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ message: string; count: string }>(
      `SELECT message, count(*) AS count FROM live_chat_messages WHERE message = ANY($1) GROUP BY message`,
      [all],
    );
    expect(Object.fromEntries(rows.map((row) => [row.message, Number(row.count)]))).toEqual(once(all));
  } finally {
    await client.end();
  }

  await guest.context.close();
  await agent.context.close();
});
