import { expect, test } from '@playwright/test';
import { blockingViolations } from '../support/axe';
import { useServerProcess } from '../support/server-process';
import { STILL_HOST_PAGE } from '../widget/chat-panel';
import { acceptedChat } from './live-chat';

test.use(STILL_HOST_PAGE);

// A server of this file's own: an agent online here must not change what the other chat tests see.
const server = useServerProcess({ name: 'live-saved-replies' });

test('an agent types / and inserts a saved reply with the guest’s and their own name filled in', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { agent } = await acceptedChat(browser, server.baseURL);
  const { page } = agent;
  // The admin keeps the list; the agent (the same demo admin here) reads it in the console.
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('user-data')!) as { token: string }).token,
  );
  const created = await page.request.post('/api/SavedReplies/Create', {
    headers: { authorization: `Bearer ${token}` },
    data: { title: 'greeting', body: 'Hello {customer_name}, this is {agent_name}.' },
  });
  expect(created.status()).toBe(201);

  const box = page.getByRole('textbox', { name: 'Message to guest' });
  await box.click();
  await box.pressSequentially('/gre');
  const list = page.getByRole('listbox', { name: 'Saved replies' });
  await expect(list.getByRole('option', { name: /greeting/ })).toHaveAttribute('aria-selected', 'true');
  expect(await blockingViolations(page)).toEqual([]);
  await box.press('Enter');
  await expect(list).toBeHidden();
  await expect(box).toHaveValue(/^Hello guest, this is Alex\b.*\.$/);
});
