import { expect, test } from '@playwright/test';
import { solveCaptcha } from '../support/captcha';
import { query } from '../support/database';
import { uniqueEmail } from '../support/unique';
import { ask, openChat, STILL_HOST_PAGE } from './chat-panel';

test.use(STILL_HOST_PAGE);

test('asking for a person offers an agent; with none online the contact form creates a chatbot ticket', async ({
  page,
}) => {
  await page.goto('/');
  const panel = await openChat(page);
  await ask(panel, 'I want to talk to a human');
  await expect(panel.getByText('Would you like me to connect you to a live agent?')).toBeVisible();
  await panel.getByRole('button', { name: 'Yes, connect me to an agent' }).click();
  await expect(
    panel.getByText(
      "I'm sorry, no agents are available right now. Please fill out the form below, and we'll get back to you soon. Thank you for your patience.",
    ),
  ).toBeVisible();
  const form = panel.getByRole('form', { name: 'Contact form' });
  await expect(form).toBeVisible();
  const submit = form.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();

  const email = uniqueEmail('chat-form');
  await form.getByLabel('First name').fill('Grace');
  await form.getByLabel('Last name').fill('Hopper');
  await form.getByLabel('Contact number').fill('123');
  await form.getByLabel('Contact number').blur();
  await expect(form.getByText('Valid contact number is required (11 digits)')).toBeVisible();
  await form.getByLabel('Contact number').fill('19195550142');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Message').fill('Please call me about a fleet charging depot for 40 buses.');
  await form.getByLabel('Attachments').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not allowed'),
  });
  await expect(form.getByText('File type "text/plain" is not allowed')).toBeVisible();
  await form.getByLabel('Attachments').setInputFiles({
    name: 'site-plan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await expect(form.getByRole('button', { name: 'Remove site-plan.pdf' })).toBeVisible();
  await solveCaptcha(page);
  await expect(submit).toBeEnabled();
  const created = page.waitForResponse('**/agent-service/contact-us-chatbot**');
  await submit.click();
  expect((await created).status()).toBe(200);
  await expect(panel.getByText('Thank you for your submission! We will get back to you soon.')).toBeVisible();

  await expect
    .poll(async () =>
      query<{ source: string; custom_fields: Record<string, string> }>(
        `SELECT source, custom_fields FROM tickets WHERE description::text LIKE $1`,
        [`%${email}%`],
      ),
    )
    .toEqual([
      expect.objectContaining({
        source: 'chatbot',
        custom_fields: expect.objectContaining({ customfield_10377: 'Chatbot' }),
      }),
    ]);
});
