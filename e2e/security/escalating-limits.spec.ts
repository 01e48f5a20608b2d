import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../admin/session';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { ask, openChat, STILL_HOST_PAGE } from '../widget/chat-panel';

test.use(STILL_HOST_PAGE);

/**
 * The limits that escalate (docs/security.md), in the browser: past a free share the server asks a proof of
 * work, which the widget and the sign-in form solve with ALTCHA in Chromium at the default cost, and the
 * person gets what they asked for. A server of this file's own: its free shares are the smallest there are.
 */
let server: ServerProcess;

test.beforeAll(async () => {
  server = await startServerProcess({
    name: 'escalating-limits',
    env: { CHAT_SESSIONS_WITHOUT_PROOF_PER_ADDRESS_PER_HOUR: '1', AUTH_LOGIN_MAX_FAILURES_PER_USER: '2' },
  });
});
test.afterAll(async () => {
  await server?.stop();
});

test('a visitor past the address’s free share of chat sessions gets their answer: the widget pays in the background', async ({
  browser,
}) => {
  // The first visitor of the address takes its only free session.
  const first = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  await first.goto('/');
  await ask(await openChat(first), 'What does the Power Router do?');

  // The next one, another browser behind the same address, is asked a proof and never sees it.
  const next = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  const statuses: number[] = [];
  const proofs: string[] = [];
  next.on('response', (response) => {
    if (!response.url().includes('/bot/crm/answer')) return;
    statuses.push(response.status());
    const proof = response.request().headers()['x-chat-proof'];
    if (proof) proofs.push(proof);
  });
  await next.goto('/');
  const panel = await openChat(next);
  await ask(panel, 'What does the Power Router do?');
  expect(statuses).toEqual([428, 200]);
  expect(proofs).toHaveLength(1);
  await expect(panel.locator('.cw-message-system').last()).toContainText('Power Router');
  await expect(panel.getByText('Sorry, there was an error processing your request.')).toHaveCount(0);
});

test('the sign-in form solves the proof a guessed-at account owes and signs the person in', async ({
  browser,
}) => {
  const page = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  // Someone at this address has guessed this account's password twice.
  for (let n = 0; n < 2; n++) {
    const guess = await page.request.post('/api/Auth/AuthTokenLogin', {
      data: { userName: 'newseditor', password: `guess-${n}` },
    });
    expect(guess.status()).toBe(401);
  }
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('newseditor');
  await page.getByLabel('Password', { exact: false }).fill(DEMO_PASSWORD);
  const owed = page.waitForResponse(
    (response) => response.url().endsWith('/api/Auth/AuthTokenLogin') && response.status() === 428,
  );
  const signedIn = page.waitForResponse(
    (response) => response.url().endsWith('/api/Auth/AuthTokenLogin') && response.status() === 200,
  );
  await page.getByRole('button', { name: 'Sign in' }).click();
  await owed;
  // The form says why it waits, in a labelled field, and asks no click.
  await expect(page.getByRole('group', { name: 'Verification' })).toContainText(
    'Checking that this is not an automated request.',
  );
  const answer = await signedIn;
  expect(JSON.parse(answer.request().postData() ?? '{}')).toMatchObject({ proof: expect.any(String) });
  await expect(page).not.toHaveURL(/\/login/);
});
