import { Writable } from 'node:stream';
import { type BotAnswer, REPLY_INTENTS } from '@ohmstead/contracts/chat';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ask } from '../../../test/fakes/chat-widget';
import { type FakeLlm, startFakeLlm } from '../../../test/fakes/llm';
import { guestSession, startTestServer, type TestServer } from '../../../test/harness';
import { addUser, tokenFor } from '../../auth/test-users';
import { RETRIEVAL_MODEL } from './answer-question';

const MODEL = 'ohmstead-test-model';
const GUEST = { session: guestSession('llm-guest') };

describe('with an OpenAI-compatible language model configured (against a fake)', () => {
  let server: TestServer;
  let llm: FakeLlm;
  let token: string;
  const logLines: string[] = [];
  beforeAll(async () => {
    llm = await startFakeLlm({ apiKey: 'llm-key', model: MODEL });
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    });
    server = await startTestServer(
      {
        LOG_LEVEL: 'warn',
        BOT_LLM_BASE_URL: `${llm.url}/`,
        BOT_LLM_API_KEY: 'llm-key',
        BOT_LLM_MODEL: MODEL,
        BOT_LLM_TIMEOUT_MS: '300',
        BOT_RATE_LIMIT_PER_MINUTE: '1000',
      },
      { logStream },
    );
    await addUser(server.db, { userName: 'lena', password: 'llm-test-password', roles: ['Installer'] });
    token = await tokenFor(server.app, 'lena', 'llm-test-password');
  });
  afterAll(async () => {
    await server.close();
    await llm.close();
  });
  beforeEach(() => {
    llm.mode = 'answer';
    llm.reply = 'The Power Blade is a 2U shelf: **800 V DC** in, 48 V and 12 V out.';
    llm.requests.length = 0;
  });

  it('answers with the model, given the system prompt, the passages and the recent turns', async () => {
    await ask(server.app, 'crm', 'Who is the CEO?', GUEST);
    llm.requests.length = 0;
    const response = await ask(server.app, 'crm', 'What is the Power Blade?', GUEST);
    const body = response.json<BotAnswer>();
    expect(body.response_model).toBe(MODEL);
    expect(body.message).toMatch(
      /^The Power Blade is a 2U shelf: \*\*800 V DC\*\* in, 48 V and 12 V out\.\n\n_Sources?: Products › Power Blade/,
    );
    expect(body.sources[0]).toEqual({ document: 'Products', section: 'Power Blade' });
    // The model's markdown is rendered on the server like any answer.
    expect(body.html).toMatch(/^<p>The Power Blade is a 2U shelf: <strong>800 V DC<\/strong> in/);

    expect(llm.requests).toHaveLength(1);
    const sent = JSON.parse(llm.requests[0]!.body.toString('utf8'));
    expect(sent.model).toBe(MODEL);
    const [system, ...rest] = sent.messages as { role: string; content: string }[];
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('Answer only from the numbered notes');
    // The earlier turn, then the question with its notes.
    expect(rest.map((message) => message.role)).toEqual(['user', 'assistant', 'user']);
    expect(rest[0]!.content).toBe('Who is the CEO?');
    expect(rest.at(-1)!.content).toContain('[1] Products › Power Blade');
    expect(rest.at(-1)!.content).toContain('Question: What is the Power Blade?');
  });

  it('keeps the no-guidelines line for Installation Assistant information', async () => {
    llm.reply = 'It runs up to 2000 m without derating.';
    // Only the specifications answer it: no note that needs the safety guidelines.
    const body = (
      await ask(server.app, 'ia', 'What is the maximum altitude?', { token, username: 'lena' })
    ).json<BotAnswer>();
    expect(body.response_model).toBe(MODEL);
    expect((body.message as string).split('\n').at(-1)).toBe(REPLY_INTENTS.noSafetyGuidelines);
  });

  it('does not ask the model for intents or when the notes hold nothing', async () => {
    expect((await ask(server.app, 'crm', 'Can I talk to a human?', GUEST)).json<BotAnswer>().message).toBe(
      REPLY_INTENTS.connectLiveAgent,
    );
    const none = (await ask(server.app, 'crm', 'Can you recommend a pizza recipe?', GUEST)).json<BotAnswer>();
    expect(none.response_model).toBe(RETRIEVAL_MODEL);
    expect(llm.requests).toHaveLength(0);
  });

  it.each([
    ['an error status', 'fail'],
    ['a timeout', 'slow'],
    ['an empty answer', 'empty'],
  ] as const)('falls back to the retrieval answer on %s, and logs it', async (_case, mode) => {
    llm.mode = mode;
    llm.delayMs = 1000;
    const before = logLines.length;
    const body = (await ask(server.app, 'crm', 'What is galvanic isolation?', GUEST)).json<BotAnswer>();
    expect(body.response_model).toBe(RETRIEVAL_MODEL);
    expect(body.sources).toEqual([{ document: 'Technology', section: 'Galvanic Isolation' }]);
    expect(body.message).toMatch(/^A medium-frequency transformer isolates each port from the others\./);
    expect(logLines.slice(before).join('')).toMatch(/answering from retrieval/);
  });

  it('falls back when the key is wrong', async () => {
    const wrong = await startTestServer({ BOT_LLM_BASE_URL: llm.url, BOT_LLM_API_KEY: 'wrong-key' });
    try {
      const body = (await ask(wrong.app, 'crm', 'What is the Power Router?', GUEST)).json<BotAnswer>();
      expect(body.response_model).toBe(RETRIEVAL_MODEL);
      expect(llm.requests.at(-1)!.headers.authorization).toBe('Bearer wrong-key');
    } finally {
      await wrong.close();
    }
  });
});
