import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { ANSWER_STREAM_TYPE } from '@ohmstead/contracts/answer-stream';
import { type BotAnswer, REPLY_INTENTS } from '@ohmstead/contracts/chat';
import { PROOF_REQUIRED_STATUS } from '@ohmstead/contracts/proof-of-work';
import { createParser } from 'eventsource-parser';
import { describe, expect, it, vi } from 'vitest';
import { forThisBlock } from '../../../test/block-resource';
import { ask, askStreamed, chatHeaders, type StreamedEvent } from '../../../test/fakes/chat-widget';
import { replyPieces, startFakeLlm } from '../../../test/fakes/llm';
import { countRows, guestSession, type TestServer, useTestServer } from '../../../test/harness';
import { RETRIEVAL_MODEL } from './answer-question';

const MODEL = 'ohmstead-stream-model';
const KEY = 'llm-key';
const REPLY = 'The Power Blade is a 2U shelf: **800 V DC** in, 48 V and 12 V out.';

const fakeModel = () =>
  forThisBlock(
    'the fake language model',
    () => startFakeLlm({ apiKey: KEY, model: MODEL }),
    (fake) => fake.close(),
  );

/** Log lines a test server writes, kept to be read back. */
function logLines() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}

const deltasOf = (events: StreamedEvent[]) =>
  events.filter(({ event }) => event === 'delta').map(({ data }) => (data as { text: string }).text);

/** The stream's one `answer` event, which must be its last. */
function finalAnswer(events: StreamedEvent[]): BotAnswer {
  expect(events.filter(({ event }) => event === 'answer')).toHaveLength(1);
  expect(events.at(-1)!.event).toBe('answer');
  return events.at(-1)!.data as BotAnswer;
}

async function storedTurns(server: TestServer, conversationId: string) {
  await server.app.botTurns.flush();
  return server.db.query<{ role: string; content: string; response_model: string | null }>(
    `SELECT role, content, response_model FROM bot_messages WHERE conversation_id = $1 ORDER BY id`,
    [conversationId],
  );
}

describe('a streamed answer, with a language model configured (against a fake)', () => {
  const llm = fakeModel();
  const log = logLines();
  const server = useTestServer(
    () => ({
      LOG_LEVEL: 'warn',
      BOT_LLM_BASE_URL: llm.url,
      BOT_LLM_API_KEY: KEY,
      BOT_LLM_MODEL: MODEL,
      // Long enough for a first call on a busy machine; the faults that wait for it take this long.
      BOT_LLM_TIMEOUT_MS: '2000',
      BOT_RATE_LIMIT_PER_MINUTE: '1000',
    }),
    { logStream: log.stream },
  );
  const reset = () => {
    llm.mode = 'answer';
    llm.reply = REPLY;
    llm.delayMs = 0;
    llm.requests.length = 0;
  };

  it('sends the model’s text as it is written, then the answer the JSON call gives, stored as a turn', async () => {
    reset();
    const guest = { session: guestSession('stream-guest') };
    const { response, events } = await askStreamed(server.app, 'crm', 'What is the Power Blade?', guest);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(`${ANSWER_STREAM_TYPE}; charset=utf-8`);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-accel-buffering']).toBe('no');
    // Each piece the model wrote, in order, before the answer.
    expect(deltasOf(events)).toEqual(replyPieces(REPLY));
    const streamed = finalAnswer(events);
    expect(streamed.response_model).toBe(MODEL);
    expect(streamed.message).toMatch(
      /^The Power Blade is a 2U shelf: \*\*800 V DC\*\* in, 48 V and 12 V out\.\n\n_Sources?: Products › Power Blade/,
    );
    expect(streamed.html).toMatch(/^<p>The Power Blade is a 2U shelf: <strong>800 V DC<\/strong> in/);
    expect(streamed.answer_id).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    const sent = JSON.parse(llm.requests[0]!.body.toString('utf8'));
    expect(sent.stream).toBe(true);

    // The same question as JSON, from another guest: the same answer, and the model asked without a stream.
    const json = (
      await ask(server.app, 'crm', 'What is the Power Blade?', { session: guestSession('json-guest') })
    ).json<BotAnswer>();
    for (const field of ['message', 'html', 'sources', 'response_model'] as const)
      expect(streamed[field]).toEqual(json[field]);
    expect(JSON.parse(llm.requests[1]!.body.toString('utf8'))).not.toHaveProperty('stream');

    expect(await storedTurns(server, streamed.session_id)).toEqual([
      { role: 'user', content: 'What is the Power Blade?', response_model: null },
      { role: 'bot', content: streamed.message, response_model: MODEL },
    ]);
  });

  it('carries the session issued to a new guest in its final event', async () => {
    reset();
    const first = await server.app.inject({
      url: `/bot/crm/answer?${new URLSearchParams({ question: 'What is the Power Blade?', username: 'guest' })}`,
      headers: { accept: ANSWER_STREAM_TYPE },
      remoteAddress: '203.0.113.140',
    });
    const events: StreamedEvent[] = [];
    createParser({
      onEvent: ({ event, data }) => events.push({ event: event!, data: JSON.parse(data) }),
    }).feed(first.body);
    const issued = finalAnswer(events).chat_session;
    expect(issued).toMatch(/^[A-Za-z0-9_.-]{20,}$/);
    // Kept and sent, it is the guest's session from then on.
    const next = await askStreamed(server.app, 'crm', 'Who is the CEO?', { session: issued! });
    expect(finalAnswer(next.events).chat_session).toBeUndefined();
  });

  it('is the final event alone for intents and questions the notes do not answer: the model is not asked', async () => {
    reset();
    const guest = { session: guestSession('stream-intents') };
    const human = await askStreamed(server.app, 'crm', 'Can I talk to a human?', guest);
    expect(human.events.map(({ event }) => event)).toEqual(['answer']);
    expect(finalAnswer(human.events).message).toBe(REPLY_INTENTS.connectLiveAgent);
    const none = await askStreamed(server.app, 'crm', 'Can you recommend a pizza recipe?', guest);
    expect(none.events.map(({ event }) => event)).toEqual(['answer']);
    expect(finalAnswer(none.events).response_model).toBe(RETRIEVAL_MODEL);
    expect(llm.requests).toHaveLength(0);
  });

  it.each([
    ['an error status', 'fail', 0],
    ['no first words in time', 'slow', 0],
    ['an empty answer', 'empty', 0],
    ['a stall in the middle', 'stall', 2],
    ['a connection cut in the middle', 'break', 2],
    ['a chunk that is not one', 'malformed', 2],
  ] as const)(
    'ends with the retrieval answer on %s, says so in response_model, and logs it',
    async (_case, mode, piecesSent) => {
      reset();
      llm.mode = mode;
      llm.delayMs = 4000;
      const cutBefore = llm.streamsCut;
      const before = log.lines.length;
      const guest = { session: guestSession(`stream-fault-${mode}`) };
      const { events } = await askStreamed(server.app, 'crm', 'What is galvanic isolation?', guest);
      // What the model wrote before it failed was streamed; the answer that ends the stream replaces it. (A
      // cut connection may take the pieces it carried with it: what was streamed is a beginning of them.)
      const deltas = deltasOf(events);
      if (mode === 'break') expect(deltas).toEqual(replyPieces(REPLY).slice(0, deltas.length));
      else expect(deltas).toEqual(replyPieces(REPLY).slice(0, piecesSent));
      const answer = finalAnswer(events);
      expect(answer.response_model).toBe(RETRIEVAL_MODEL);
      expect(answer.sources).toEqual([{ document: 'Technology', section: 'Galvanic Isolation' }]);
      expect(answer.message).toMatch(/^A medium-frequency transformer isolates each port from the others\./);
      expect(log.lines.slice(before).join('')).toMatch(/answering from retrieval/);
      expect((await storedTurns(server, answer.session_id)).at(-1)).toMatchObject({
        role: 'bot',
        response_model: RETRIEVAL_MODEL,
      });
      // A stream the server gave up on is closed, not left open at the model.
      if (mode === 'stall' || mode === 'malformed')
        await vi.waitFor(() => expect(llm.streamsCut).toBe(cutBefore + 1));
    },
  );
});

describe('a streamed answer, before its stream begins', () => {
  const llm = fakeModel();
  const log = logLines();
  const server = useTestServer(
    () => ({
      LOG_LEVEL: 'info',
      BOT_LLM_BASE_URL: llm.url,
      BOT_LLM_API_KEY: KEY,
      BOT_LLM_MODEL: MODEL,
      BOT_LLM_TIMEOUT_MS: '30000',
      BOT_RATE_LIMIT_PER_MINUTE: '2',
      CHAT_SESSIONS_WITHOUT_PROOF_PER_ADDRESS_PER_HOUR: '1',
    }),
    { logStream: log.stream },
  );

  it('answers bad input, a spent limit and an owed proof of work as the JSON call does', async () => {
    llm.mode = 'answer';
    llm.reply = REPLY;
    const bad = await askStreamed(server.app, 'crm', '', { session: guestSession('stream-bad') });
    expect(bad.response.statusCode).toBe(400);
    expect(bad.response.headers['content-type']).toMatch(/^application\/json/);

    const guest = { session: guestSession('stream-limited') };
    for (let n = 0; n < 2; n++)
      expect(
        (await askStreamed(server.app, 'crm', 'What is the Power Blade?', guest)).response.statusCode,
      ).toBe(200);
    const limited = await askStreamed(server.app, 'crm', 'What is the Power Blade?', guest);
    expect(limited.response.statusCode).toBe(429);
    expect(limited.response.headers['retry-after']).toBeDefined();
    expect(limited.events).toEqual([]);

    // The address's one free session goes to the first new guest; the next owes a proof of work.
    const address = '203.0.113.150';
    const newGuest = () =>
      server.app.inject({
        url: '/bot/crm/answer?question=hi&username=guest',
        headers: { accept: ANSWER_STREAM_TYPE },
        remoteAddress: address,
      });
    expect((await newGuest()).statusCode).toBe(200);
    const owed = await newGuest();
    expect(owed.statusCode).toBe(PROOF_REQUIRED_STATUS);
    expect(owed.json()).toHaveProperty('challenge');
  });

  it('stops the model’s request when the client goes away mid-stream, and stores no turn', async () => {
    llm.mode = 'stall';
    llm.reply = REPLY;
    llm.piecesBeforeFault = 1;
    const cutBefore = llm.streamsCut;
    // The turns of the tests before are written first: a write still queued would land in the count after.
    await server.app.botTurns.flush();
    const messagesBefore = await countRows(server.db, 'bot_messages');
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as AddressInfo;
    const query = new URLSearchParams({ question: 'What is the Power Blade?', username: 'guest' });
    const visitor = get(`http://127.0.0.1:${port}/bot/crm/answer?${query}`, {
      headers: { ...chatHeaders({ session: guestSession('stream-leaver') }), accept: ANSWER_STREAM_TYPE },
      agent: false,
    });
    const response = await new Promise<IncomingMessage>((resolve) => visitor.once('response', resolve));
    expect(response.statusCode).toBe(200);
    // The first words arrive; the model then holds its stream open, and the visitor leaves.
    let received = '';
    for await (const chunk of response) {
      received += String(chunk);
      if (received.includes('event: delta')) break;
    }
    visitor.destroy();

    await vi.waitFor(() => expect(llm.streamsCut).toBe(cutBefore + 1));
    await vi.waitFor(() => expect(log.lines.join('')).toMatch(/the client went away/));
    await server.app.botTurns.flush();
    expect(await countRows(server.db, 'bot_messages')).toBe(messagesBefore);
  });
});

describe('a streamed answer, without a language model', () => {
  const server = useTestServer();

  it('is the retrieval answer in the final event alone, as the JSON call answers it', async () => {
    const guest = { session: guestSession('stream-no-model') };
    const { events } = await askStreamed(server.app, 'crm', 'What is the Power Blade?', guest);
    expect(events.map(({ event }) => event)).toEqual(['answer']);
    const streamed = finalAnswer(events);
    expect(streamed.response_model).toBe(RETRIEVAL_MODEL);
    const json = (
      await ask(server.app, 'crm', 'What is the Power Blade?', { session: guestSession('json-no-model') })
    ).json<BotAnswer>();
    expect(streamed.message).toBe(json.message);
    expect(streamed.html).toBe(json.html);
  });
});
