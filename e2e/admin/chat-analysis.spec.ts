import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { agentLog, agentSays, guestSays, waitingText } from '../live-agent/live-chat';
import { blockingViolations } from '../support/axe';
import { useServerProcess } from '../support/server-process';
import { ask, openChat, STILL_HOST_PAGE } from '../widget/chat-panel';
import { signIn } from './session';

test.use(STILL_HOST_PAGE);

/** A figure tile of the analysis: its label and its value. */
const tile = (page: Page, label: string, value: number) =>
  page.getByRole('link', { name: new RegExp(`^${label}\\s*${value}$`) });

// The analysis reads the whole database: a server of this file's own, without generated history, so the
// figures are exactly what this test does. Its only account is the SuperAdmin of ADMIN_USERNAME, who is
// also the agent.
const ADMIN = {
  userName: 'analysis-admin',
  password: 'analysis-e2e-password-1',
  name: 'Administrator Ohmstead',
};
const server = useServerProcess({
  name: 'chat-analysis',
  env: { DEMO_CONTENT: 'false', ADMIN_USERNAME: ADMIN.userName, ADMIN_PASSWORD: ADMIN.password },
});

async function guestOnSite(browser: Browser) {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  await page.goto('/');
  const panel = await openChat(page);
  await expect(panel.getByRole('textbox', { name: 'Message' })).toBeEditable();
  return { context, page, panel };
}

async function askForAgent(panel: Locator) {
  await ask(panel, 'I want to talk to a human');
  // An answer naming the support line offers an agent too (docs/product.md §3.4): the latest offer is this one.
  await panel.getByRole('button', { name: 'Yes, connect me to an agent' }).last().click();
}

test('a bot conversation and a live hand-off appear in the chat analysis with the right counts', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // A guest asks one question the bot answers and one it cannot, then asks for an agent: none is online.
  const first = await guestOnSite(browser);
  await ask(first.panel, 'What is the Power Router?');
  // The guest marks that answer not helpful with the thumbs under it
  // (docs/decisions/0040-answer-feedback.md), by keyboard.
  const routerAnswer = first.panel
    .locator('.cw-message-system')
    .filter({ has: first.page.getByRole('group', { name: 'Was this answer helpful?' }) })
    .last();
  const notHelpful = routerAnswer.getByRole('button', { name: 'Not helpful' });
  await notHelpful.focus();
  await first.page.keyboard.press('Enter');
  await expect(notHelpful).toHaveAttribute('aria-pressed', 'true');
  await expect(routerAnswer.getByRole('status')).toHaveText('Thanks for your feedback');
  await expect(routerAnswer.getByRole('button', { name: 'Helpful', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await ask(first.panel, 'Can you recommend a pizza recipe?');
  await askForAgent(first.panel);
  await expect(first.panel.getByText(/no agents are available right now/)).toBeVisible();

  // The agent goes online; a second guest asks, is handed over, and the agent answers.
  const agentContext = await browser.newContext({ baseURL: server.baseURL });
  const agent = await agentContext.newPage();
  await signIn(agent, ADMIN.userName, { password: ADMIN.password });
  await agent.goto('/admin/chatbot-agent');
  await expect(agent.getByText('Connection: Online')).toBeVisible({ timeout: 20_000 });
  const goOnline = agent.getByRole('button', { name: 'Go Online' });
  if (await goOnline.isVisible()) await goOnline.click();
  await expect(agent.getByRole('button', { name: 'Go Offline' })).toBeVisible();

  const second = await guestOnSite(browser);
  await ask(second.panel, 'what is the power router');
  await askForAgent(second.panel);
  await expect(second.panel.getByText(waitingText(1))).toBeVisible();
  await agent.getByRole('listitem', { name: 'guest' }).getByRole('button', { name: 'Accept' }).click();
  await expect(second.panel.getByText(/^Connected with agent/)).toBeVisible();
  await expect(agentLog(agent, 'guest').getByText('I want to talk to a human')).toBeVisible();
  await agentSays(agent, 'guest', 'Hello from the support desk.');
  await expect(second.panel.getByText('Hello from the support desk.')).toBeVisible();
  await guestSays(second.panel, 'Thanks, that helps.');
  await expect(agentLog(agent, 'guest').getByText('Thanks, that helps.')).toBeVisible();
  await agent.getByRole('button', { name: 'End chat' }).click();
  await agent.getByRole('alertdialog').getByRole('button', { name: 'Yes, end chat' }).click();
  await expect(second.panel.getByText('Chat has ended. You are now connected to the bot.')).toBeVisible();

  // The analysis: two conversations, five questions (two of them asking for an agent), one unanswered,
  // two hand-offs: one answered, one that found no agent.
  const page = agent;
  await page.goto('/admin/chatbot-analysis');
  await expect(tile(page, 'Conversations', 2)).toBeVisible();
  await expect(tile(page, 'Questions', 5)).toBeVisible();
  await expect(tile(page, 'Questions the bot could not answer', 1)).toBeVisible();
  await expect(tile(page, 'Hand-offs to live agents', 2)).toBeVisible();
  const intents = page.getByRole('table', { name: 'Special replies by kind' });
  await expect(intents.getByRole('row', { name: /Asked for a live agent 2/ })).toBeVisible();
  const top = page.getByRole('table', { name: 'Most asked questions' });
  await expect(top.getByRole('row', { name: /what is the power router 2 0/ })).toBeVisible();
  const unanswered = page.getByRole('table', { name: /could not answer, most frequent first/ });
  await expect(unanswered.getByRole('row', { name: /can you recommend a pizza recipe 1/ })).toBeVisible();
  const outcomes = page.getByRole('table', { name: 'Hand-offs by outcome' });
  await expect(outcomes.getByRole('row', { name: /Answered by an agent 1/ })).toBeVisible();
  await expect(outcomes.getByRole('row', { name: /No agent available 1/ })).toBeVisible();
  await expect(outcomes.getByRole('row', { name: /Cancelled by the customer 0/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Median first response \(over 1 chat\)/ })).toBeVisible();
  // The answer the first guest marked not helpful, with its question; no answer was marked helpful.
  await expect(page.getByRole('region', { name: 'Answers marked not helpful' })).toContainText(
    '1 answer of this period with the thumbs under each answer in the chat: 0 helpful, 1 not helpful.',
  );
  const markedDown = page.getByRole('table', { name: 'Answers marked not helpful, latest first' });
  await expect(markedDown.getByRole('row')).toHaveCount(2);
  await expect(markedDown.getByRole('rowheader')).toHaveText('What is the Power Router?');
  await expect(markedDown.getByRole('row').last()).toContainText('CRM');
  expect(await blockingViolations(page)).toEqual([]);

  // It opens the first guest's conversation, where it was asked.
  await markedDown.getByRole('link', { name: /^Transcript of the conversation/ }).click();
  const firstGuestTurns = page.getByRole('list', { name: 'Turns of the conversation' });
  await expect(firstGuestTurns).toContainText('Can you recommend a pizza recipe?');
  await page.goto('/admin/chatbot-analysis');

  // Drill down: the unanswered figure opens the conversation behind it.
  await tile(page, 'Questions the bot could not answer', 1).click();
  await expect(page).toHaveURL(/\/admin\/chatbot-analysis\/conversations\?unanswered=true&from=.+&to=.+/);
  const conversations = page.getByRole('table', { name: 'Bot conversations' });
  await expect(conversations.getByRole('row')).toHaveCount(2);
  await expect(conversations).toContainText('What is the Power Router?');
  expect(await blockingViolations(page)).toEqual([]);

  // The answered hand-off: its row, then its transcript with bot and live turns told apart.
  await page.goto('/admin/chatbot-analysis');
  await outcomes
    .getByRole('row', { name: /Answered by an agent/ })
    .getByRole('link', { name: '1' })
    .click();
  await expect(page).toHaveURL(/\/admin\/chatbot-analysis\/handoffs\?outcome=answered/);
  const handoffs = page.getByRole('table', { name: 'Hand-offs to live agents' });
  await expect(handoffs.getByRole('row')).toHaveCount(2);
  await expect(handoffs).toContainText(ADMIN.name);
  expect(await blockingViolations(page)).toEqual([]);
  await handoffs.getByRole('link', { name: /^Transcript of the hand-off of guest/ }).click();
  const turns = page.getByRole('list', { name: 'Turns of the conversation' });
  await expect(turns).toBeVisible();
  const said = (who: string | RegExp, text: string | RegExp) =>
    turns
      .getByRole('listitem')
      .filter({ has: page.locator('.transcript__who', { hasText: who }) })
      .filter({ hasText: text });
  await expect(said('Customer to the bot', 'what is the power router')).toHaveCount(1);
  await expect(said(/^Bot$/, /Power Router/)).toHaveCount(1);
  await expect(said(/^Bot$/, 'Connect live agent')).toContainText('Special reply: Asked for a live agent');
  await expect(said(`Agent ${ADMIN.name}`, 'Hello from the support desk.')).toHaveCount(1);
  await expect(said('Customer to the agent', 'Thanks, that helps.')).toHaveCount(1);
  await expect(turns).toContainText(`${ADMIN.name} took the chat.`);
  expect(await blockingViolations(page)).toEqual([]);

  // The safety acknowledgements list is reachable too (none on this server).
  await page.goto('/admin/chatbot-analysis/acknowledgements');
  await expect(page.getByRole('table', { name: 'Safety acknowledgements' })).toContainText(
    'No acknowledgements match this view.',
  );
  expect(await blockingViolations(page)).toEqual([]);

  await first.context.close();
  await second.context.close();
  await agentContext.close();
});

// On the shared e2e server: demo content with 90 days of generated history and one account per role.
test.describe('who may open CRM Chat Bot Analysis (docs/product.md §3.6)', () => {
  for (const userName of ['superadmin', 'admin', 'manager']) {
    test(`${userName} sees the analysis of the demo history`, async ({ page }) => {
      await signIn(page, userName);
      await page.goto('/admin/chatbot-analysis');
      await expect(page.getByRole('heading', { level: 1, name: 'CRM Chat Bot Analysis' })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Conversations\s*[1-9][\d,]*$/ })).toBeVisible();
    });
  }

  // The generated history fills every figure: axe checks the screen and each drill-down filled, one
  // page per test (each scan of a filled table takes seconds on a loaded machine).
  test('the filled analysis screen has no blocking accessibility finding', async ({ page }) => {
    await signIn(page, 'manager');
    await page.goto('/admin/chatbot-analysis');
    await expect(page.getByRole('link', { name: /^Conversations\s*[1-9][\d,]*$/ })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });

  for (const view of ['conversations', 'handoffs', 'acknowledgements']) {
    test(`the filled ${view} drill-down has no blocking accessibility finding`, async ({ page }) => {
      await signIn(page, 'manager');
      await page.goto(`/admin/chatbot-analysis/${view}`);
      await expect(page.getByRole('table').first().getByRole('row').nth(1)).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
      if (view !== 'conversations') return;
      await page.getByRole('table').first().getByRole('link').first().click();
      await expect(page.getByRole('list', { name: 'Turns of the conversation' })).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
    });
  }

  for (const userName of ['vendor', 'customer', 'installer', 'newseditor', 'deviceuser', 'dispatcher']) {
    test(`${userName} is refused, on the screen and by the server`, async ({ page }) => {
      await signIn(page, userName);
      await page.goto('/admin/chatbot-analysis/conversations');
      await expect(
        page.getByRole('heading', { level: 1, name: 'You do not have access to this page.' }),
      ).toBeVisible();
      const token = await page.evaluate(() => JSON.parse(localStorage.getItem('user-data') ?? '{}').token);
      const answer = await page.request.get('/api/ChatAnalysis/GetOverview', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(answer.status()).toBe(403);
    });
  }
});
