import { expect, test } from '@playwright/test';
import pg from 'pg';
import { blockingViolations } from '../support/axe';
import { useServerProcess } from '../support/server-process';
import { STILL_HOST_PAGE } from '../widget/chat-panel';
import { acceptedChat, agentLog, agentSays, guestSays } from './live-chat';

test.use(STILL_HOST_PAGE);

// A server of this file's own: its chat and its mail stay apart from the other live-chat tests'.
const server = useServerProcess({ name: 'live-satisfaction' });

const NOTE = 'Customer sounded upset: offer a goodwill credit';

/** A read of this server's own database (the product has no test-only endpoints). */
async function query<Row extends Record<string, unknown>>(sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

// docs/decisions/0049-satisfaction-and-transcript.md
test('after the agent ends the chat the visitor rates it and gets the transcript by mail; the analysis shows the rating', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const { agent, guest } = await acceptedChat(browser, server.baseURL);
  const { panel } = guest;
  await guestSays(panel, 'My inverter shows E42.');
  await expect(agentLog(agent.page, 'guest').getByText('My inverter shows E42.')).toBeVisible();
  await agent.page.getByText('Add an internal note').click();
  await agent.page.getByLabel('Internal note (only agents see it)').fill(NOTE);
  await agent.page.getByRole('button', { name: 'Add note' }).click();
  await agentSays(agent.page, 'guest', 'Please restart it; E42 clears after a restart.');
  await expect(panel.getByText('Please restart it; E42 clears after a restart.')).toBeVisible();

  await agent.page.getByRole('button', { name: 'End chat' }).click();
  await agent.page.getByRole('alertdialog').getByRole('button', { name: 'Yes, end chat' }).click();
  // The spec's notice stays as it is; the rating comes after it.
  await expect(panel.getByText('Chat has ended. You are now connected to the bot.')).toBeVisible();
  const scores = panel.getByRole('group', { name: 'How was your chat?' });
  await expect(scores).toBeVisible();
  expect(await blockingViolations(guest.page)).toEqual([]);

  // Keyboard only: into the choices, across to 4, a comment, and send.
  await panel.getByRole('radio', { name: '1, very poor' }).focus();
  for (let step = 0; step < 3; step += 1) await guest.page.keyboard.press('ArrowRight');
  await expect(panel.getByRole('radio', { name: '4, good' })).toBeChecked();
  await panel.getByLabel('Anything you would like to add? (optional)').fill('Fixed in two minutes.');
  await panel.getByRole('button', { name: 'Send rating' }).press('Enter');
  await expect(panel.getByRole('status').filter({ hasText: 'Thank you for your feedback.' })).toBeVisible();

  await panel.getByLabel('Your e-mail address').fill('gwen@example.com');
  expect(await blockingViolations(guest.page)).toEqual([]);
  await panel.getByRole('button', { name: 'Send transcript' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'The transcript is on its way.' })).toBeVisible();

  const ratings = await query<{ score: number; comment: string }>(
    'SELECT score, comment FROM live_chat_ratings',
  );
  expect(ratings).toEqual([{ score: 4, comment: 'Fixed in two minutes.' }]);
  const mails = await query<{ to_address: string; text_body: string; html_body: string }>(
    "SELECT to_address, text_body, html_body FROM mail_outbox WHERE kind = 'live-chat-transcript'",
  );
  expect(mails).toHaveLength(1);
  expect(mails[0]!.to_address).toBe('gwen@example.com');
  expect(mails[0]!.text_body).toContain('My inverter shows E42.');
  expect(mails[0]!.text_body).toMatch(/Alex[^:]*: Please restart it; E42 clears after a restart\./);
  expect(`${mails[0]!.text_body}${mails[0]!.html_body}`).not.toContain('goodwill credit');

  // The agent's screen of the analysis: the rating, per agent.
  await agent.page.goto('/admin/chatbot-analysis');
  const perAgent = agent.page.getByRole('table', { name: 'Ratings per agent' });
  await expect(perAgent.getByRole('row').filter({ hasText: /Alex/ })).toContainText('4.00 / 5');
  await expect(agent.page.getByText('Median time to resolution', { exact: false })).toBeVisible();
  await agent.page.goto('/admin/executive-dashboard');
  await expect(agent.page.getByRole('region', { name: 'Customer satisfaction' })).toContainText('4.00 / 5');

  await guest.context.close();
  await agent.context.close();
});
