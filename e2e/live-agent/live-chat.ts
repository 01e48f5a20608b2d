import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { signIn } from '../admin/session';
import { ask, openChat } from '../widget/chat-panel';

/** The agent console as an agent finds it: /admin/chatbot-agent, put online with its own toggle. */
export async function agentOnline(
  browser: Browser,
  baseURL: string,
  userName = 'admin',
  contextOptions: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...contextOptions, baseURL });
  const page = await context.newPage();
  await signIn(page, userName);
  await page.goto('/admin/chatbot-agent');
  await expect(page.getByText('Connection: Online')).toBeVisible({ timeout: 20_000 });
  const goOnline = page.getByRole('button', { name: 'Go Online' });
  if (await goOnline.isVisible()) await goOnline.click();
  await expect(page.getByRole('button', { name: 'Go Offline' })).toBeVisible();
  return { context, page };
}

/** The header's agents indicator (docs/product.md §3.2), as a screen reader or a person hovering it finds it. */
export const agentsIndicator = (panel: Locator, state: 'online' | 'offline') =>
  panel.getByRole('status').filter({ hasText: state === 'online' ? 'Agents online' : 'Agents offline' });

/**
 * A guest on the site who asks the bot for a person and says yes to the agent. With `seesAgents`, the
 * guest first sees in the header whether agents are there, before asking (docs/product.md §3.2);
 * `beforeVisit` may watch the page (its sockets) before it opens.
 */
export async function guestAsksForAgent(
  browser: Browser,
  baseURL: string,
  seesAgents?: 'online' | 'offline',
  beforeVisit?: (page: Page) => void,
): Promise<{ context: BrowserContext; page: Page; panel: Locator }> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  beforeVisit?.(page);
  await page.goto('/');
  const panel = await openChat(page);
  if (seesAgents) await expect(agentsIndicator(panel, seesAgents)).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Message' })).toBeEditable();
  await ask(panel, 'I want to talk to a human');
  await panel.getByRole('button', { name: 'Yes, connect me to an agent' }).click();
  return { context, page, panel };
}

export const waitingText = (position: number) =>
  `Waiting for an agent. You are number ${position} in the queue.`;

/** An agent online on `agentURL` accepts the one guest waiting, who asked on `guestURL`; both see the chat open. */
export async function acceptedChat(browser: Browser, agentURL: string, guestURL = agentURL) {
  const agent = await agentOnline(browser, agentURL);
  const guest = await guestAsksForAgent(browser, guestURL);
  await expect(guest.panel.getByText(waitingText(1))).toBeVisible();
  await agent.page.getByRole('listitem', { name: 'guest' }).getByRole('button', { name: 'Accept' }).click();
  await expect(guest.panel.getByText(/^Connected with agent Alex/)).toBeVisible();
  return { agent, guest };
}

/** The guest's composer: type and Enter, as a person does. */
export async function guestSays(panel: Locator, text: string) {
  const input = panel.getByRole('textbox', { name: 'Message' });
  await input.fill(text);
  await input.press('Enter');
}

/** The agent's composer of the open conversation. */
export async function agentSays(page: Page, customerName: string, text: string) {
  const input = page.getByRole('textbox', { name: `Message to ${customerName}` });
  await input.fill(text);
  await input.press('Enter');
}

/** The conversation log of one chat in the console. */
export const agentLog = (page: Page, customerName: string) =>
  page.getByRole('log', { name: `Messages with ${customerName}` });

/** A tiny valid PNG (1×1, teal), as a file a person would pick. */
export const pngFile = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
});
