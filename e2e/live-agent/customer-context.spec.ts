import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { SAFETY_CONTENT_VERSION } from '../../packages/contracts/src/safety-content';
import { signIn } from '../admin/session';
import { sendContactForm } from '../support/contact-page';
import { useServerProcess } from '../support/server-process';
import { ask, openChat, STILL_HOST_PAGE } from '../widget/chat-panel';
import { agentOnline } from './live-chat';

test.use(STILL_HOST_PAGE);

// A server of this file's own, with the demo devices simulated: their live status is what the panel shows.
const server = useServerProcess({ name: 'live-customer-context', env: { DEVICE_SIMULATION: 'true' } });

/** The installer acknowledges the four pages of the safety wizard, as the Installation Assistant asks first. */
async function acknowledgeSafety(page: Page) {
  const wizard = page.getByRole('dialog', { name: 'Safety Acknowledgement' });
  await expect(wizard).toBeVisible();
  for (const forward of ['Next', 'Next', 'Next', 'I Acknowledge']) {
    await wizard.getByRole('region').press('End');
    await wizard.getByRole('button', { name: forward }).click();
  }
  await expect(wizard).toBeHidden();
}

/** Presses Refresh until `check` holds: the simulated devices connect a little after the server starts. */
async function refreshUntil(panel: Locator, check: () => Promise<unknown>) {
  await expect(async () => {
    await panel.getByRole('button', { name: 'Refresh' }).click();
    await expect(panel.getByRole('status')).toHaveText(/^Updated at/);
    await check();
  }).toPass({ timeout: 60_000 });
}

test('the agent sees the signed-in installer’s devices, open ticket and safety acknowledgement beside the chat', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const agent = await agentOnline(browser, server.baseURL, 'manager');

  // The installer, signed in, writes to support (a ticket of theirs), then asks the assistant for a person.
  const installer = await browser.newContext({ baseURL: server.baseURL, ...STILL_HOST_PAGE });
  const page = await installer.newPage();
  await signIn(page, 'installer');
  await sendContactForm(page, {
    firstName: 'Ines',
    lastName: 'Park',
    company: 'Park Electrical',
    email: 'installer@ohmsteadpower.com',
    topic: 'Support for an installed Power Router',
    message: 'The charger at the plaza will not lock the cable.',
  });
  await page.goto('/');
  await openChat(page, 'Installation Assistant');
  await acknowledgeSafety(page);
  const chat = page.getByRole('dialog', { name: 'Installation Assistant' });
  await ask(chat, 'I want to talk to a human');
  await chat.getByRole('button', { name: 'Yes, connect me to an agent' }).click();

  await agent.page
    .getByRole('listitem', { name: 'Ines Park' })
    .getByRole('button', { name: 'Accept' })
    .click();
  await expect(chat.getByText(/^Connected with agent Max/)).toBeVisible();

  const panel = agent.page.getByRole('region', { name: 'About the customer' });
  await expect(panel.getByText('Ines Park, signed in as installer.')).toBeVisible();

  // Devices: each with its live status, firmware and faults, linking to its admin screen.
  const devices = panel.getByRole('heading', { name: 'Devices' }).locator('xpath=..');
  const faulty = devices.getByRole('listitem').filter({ hasText: 'CP75-0103' }).first();
  const faultyLink = faulty.getByRole('link', { name: /CP75-0103/ });
  await expect(faultyLink).toHaveAttribute('href', /^\/admin\/devices\/\d+$/);
  await expect(faulty).toContainText(/Firmware.*\d+\.\d+\.\d+/);
  await refreshUntil(panel, async () => {
    // The charger at the plaza keeps a standing fault (demo-devices.ts); the depot's router is connected.
    await expect(faulty).toContainText('Connector lock');
    await expect(faulty.locator('.ac-context-status')).toHaveText('Fault');
    await expect(
      devices.getByRole('listitem').filter({ hasText: 'PRU-24-0001' }).first().locator('.ac-context-status'),
    ).not.toHaveText('Offline');
  });

  // The open ticket the contact form made (the installer's only one), and the acknowledgement just given.
  const tickets = panel.getByRole('heading', { name: 'Open tickets' }).locator('xpath=..');
  await refreshUntil(panel, () => expect(tickets.getByRole('listitem')).toHaveCount(1));
  await expect(tickets.getByRole('listitem')).toContainText('(Open)');
  await expect(tickets.getByRole('link')).toHaveAttribute(
    'href',
    /^\/admin\/jira\/st-ticket-list\/[A-Z]+-\d+$/,
  );
  await expect(panel).toContainText(
    `Acknowledged the current safety content (version ${SAFETY_CONTENT_VERSION}) on`,
  );
  await expect(panel.getByRole('link', { name: /Safety acknowledgements/ })).toHaveAttribute(
    'href',
    '/admin/chatbot-analysis/acknowledgements?search=installer',
  );

  const scan = await new AxeBuilder({ page: agent.page })
    .include('.ac-context')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(scan.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  // A link opens the device's admin screen beside the console, which stays on the chat.
  const [screen] = await Promise.all([agent.context.waitForEvent('page'), faultyLink.click()]);
  await expect(screen.getByRole('heading', { level: 1, name: 'CP75-0103' })).toBeVisible();
  await expect(agent.page.getByRole('heading', { name: 'Chat with Ines Park' })).toBeVisible();

  await installer.close();
  await agent.context.close();
});
