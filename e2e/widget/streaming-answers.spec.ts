import { type Browser, expect, type Locator, test } from '@playwright/test';
import pg from 'pg';
import { type FakeLanguageModel, startFakeLanguageModel } from '../support/fake-language-model';
import { useServerProcess } from '../support/server-process';
import { openChat, STILL_HOST_PAGE } from './chat-panel';

test.use(STILL_HOST_PAGE);

/**
 * Streamed answers in the browser (docs/decisions/0030-streaming-answers.md): a server of this file's own
 * with a language model configured — a fake OpenAI-compatible one the test starts, which writes each piece of
 * its answer when the test lets it — and the widget that shows the answer growing, then the answer's HTML.
 */
const MODEL = 'e2e-streaming-model';
const QUESTION = 'What is the Power Blade?';
const PIECES = ['The Power Blade ', 'is a 2U shelf: ', '**800 V DC** in, ', '48 V and 12 V out.'];

let model: FakeLanguageModel;
test.beforeAll(async () => {
  model = await startFakeLanguageModel();
});
test.afterAll(async () => {
  await model?.close();
});
const server = useServerProcess(() => ({
  name: 'streaming-answers',
  env: {
    BOT_LLM_BASE_URL: model.url,
    BOT_LLM_MODEL: MODEL,
    // Each piece waits for the test: the model's silence between them is not the fault being tested here.
    BOT_LLM_TIMEOUT_MS: '30000',
  },
}));
// One server for both tests, in order: the fake model's next answer is set by the test that asks.
test.describe.configure({ mode: 'default' });

/** A guest on the server's home page with the chat open, ready to type. */
async function guestChat(browser: Browser): Promise<Locator> {
  const page = await (await browser.newContext({ baseURL: server.baseURL })).newPage();
  await page.goto('/');
  const panel = await openChat(page);
  await expect(panel.getByRole('textbox', { name: 'Message' })).toBeEditable();
  return panel;
}

async function askQuestion(panel: Locator) {
  await panel.getByRole('textbox', { name: 'Message' }).fill(QUESTION);
  await panel.getByRole('textbox', { name: 'Message' }).press('Enter');
}

/**
 * The model of the latest answer the server stored (the answer's `response_model`): Chromium keeps no body
 * of an event stream for the test to read, the database keeps the turn.
 */
async function latestAnswerModel(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ response_model: string }>(
      "SELECT response_model FROM bot_messages WHERE role = 'bot' ORDER BY id DESC LIMIT 1",
    );
    return rows[0]?.response_model;
  } finally {
    await client.end();
  }
}

test('the answer grows in its bubble as the model writes it, then becomes its HTML with the source line', async ({
  browser,
}) => {
  model.mode = 'answer';
  model.pieces = PIECES;
  const panel = await guestChat(browser);
  await askQuestion(panel);
  const writing = panel.getByText('The assistant is writing an answer');
  await expect(writing).toBeAttached();

  // The words so far, as plain text (the Markdown not yet rendered), in a bubble after the question.
  const draft = panel.locator('.cw-draft .cw-bubble');
  model.release();
  await expect(draft).toHaveText('The Power Blade');
  model.release();
  await expect(draft).toHaveText('The Power Blade is a 2U shelf:');
  model.release();
  await expect(draft).toHaveText('The Power Blade is a 2U shelf: **800 V DC** in,');
  await expect(draft.locator('strong')).toHaveCount(0);
  // Not in the conversation's live log, so it is not read out word by word; still writing.
  await expect(panel.getByRole('log').locator('.cw-draft')).toHaveCount(0);
  await expect(panel.getByRole('log').locator('.cw-message-system')).toHaveCount(0);
  await expect(writing).toBeAttached();

  model.releaseAll();
  const answer = panel.getByRole('log').locator('.cw-message-system').last();
  await expect(answer.locator('.cw-formatted strong')).toHaveText('800 V DC');
  await expect(answer).toContainText('The Power Blade is a 2U shelf: 800 V DC in, 48 V and 12 V out.');
  await expect(answer.locator('.cw-formatted em').last()).toHaveText(/^Sources?: .*Power Blade/);
  await expect(panel.locator('.cw-draft')).toHaveCount(0);
  await expect(writing).toHaveCount(0);
  // The stream ended with the model's answer, stored and rated like any other.
  await expect.poll(latestAnswerModel).toBe(MODEL);
  await expect(answer.getByRole('group', { name: 'Was this answer helpful?' })).toBeVisible();
});

test('when the model breaks off in the middle, the retrieval answer is shown instead', async ({
  browser,
}) => {
  model.mode = 'break';
  model.breakAfter = 2;
  model.pieces = ['A made-up beginning ', 'that never ', 'gets finished.'];
  const panel = await guestChat(browser);
  await askQuestion(panel);
  model.release();
  await expect(panel.locator('.cw-draft .cw-bubble')).toHaveText('A made-up beginning');
  model.release();

  const answer = panel.getByRole('log').locator('.cw-message-system').last();
  await expect(answer.locator('.cw-formatted em').last()).toHaveText(/^Sources?: .*Power Blade/);
  await expect(answer).not.toContainText('made-up');
  await expect(panel.locator('.cw-draft')).toHaveCount(0);
  // The server said which answer it is, and stored it: the retrieval one.
  await expect.poll(latestAnswerModel).toBe('ohmstead-retrieval-1');
  await expect(panel.getByText('Sorry, there was an error processing your request.')).toHaveCount(0);
});
