import { ANSWER_STREAM_TYPE, answerStreamEvent } from '@ohmstead/contracts/answer-stream';
import { describe, expect, it, vi } from 'vitest';
import { delta, memoryStorage, testBotAnswer } from '../../testing/test-fixtures';
import { defaultConfig } from '../config/widget-config';
import { BOT_BACKOFF_BASE_MS, STORAGE_KEYS } from '../constants';
import { createBotClient } from './bot-client';

const config = defaultConfig('https://widget.example', '');
const ANSWER = testBotAnswer({
  message: 'The Power Router routes power.\n\n_Source: Products › Power Router_',
  html: '<p>The Power Router routes power.</p>',
  sources: [{ document: 'Products', section: 'Power Router' }],
  chat_session: 'Issued-by-the-server-0000000000000000000000',
});

const eventStream = (text: string) =>
  new Response(text, { status: 200, headers: { 'content-type': `${ANSWER_STREAM_TYPE}; charset=utf-8` } });
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

function setup(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>) {
  const storage = memoryStorage();
  const sleep = vi.fn(async () => {});
  const client = createBotClient({ config, storage, fetch: fetchMock, sleep });
  return { client, storage, sleep };
}

const acceptOf = (init: RequestInit | undefined) => (init?.headers as Record<string, string>).accept;

describe('a streamed answer, in the bot client (docs/decisions/0030-streaming-answers.md)', () => {
  it('asks for the stream, hears the text as it is written and ends with the answer, its session kept', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      eventStream(
        `${delta('The Power ')}${delta('Router routes power.')}${answerStreamEvent({ event: 'answer', data: ANSWER })}`,
      ),
    );
    const { client, storage } = setup(fetchMock);
    const seen: string[] = [];
    expect(await client.answer('CRM', 'What is it?', null, (text) => seen.push(text))).toEqual({
      ok: true,
      answer: ANSWER,
    });
    expect(acceptOf(fetchMock.mock.calls[0]![1])).toBe(ANSWER_STREAM_TYPE);
    expect(seen).toEqual(['The Power ', 'The Power Router routes power.']);
    expect(storage.getItem(STORAGE_KEYS.chatSessionId)).toBe(ANSWER.chat_session);
  });

  it('takes a JSON answer to a stream request (a server that does not stream)', async () => {
    const { client } = setup(vi.fn<typeof fetch>(async () => json(ANSWER)));
    const seen: string[] = [];
    expect(await client.answer('CRM', 'What is it?', null, (text) => seen.push(text))).toEqual({
      ok: true,
      answer: ANSWER,
    });
    expect(seen).toEqual([]);
  });

  it('asks as JSON after a stream that broke before its answer, the partial text voided, as a failed try', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(eventStream(delta('The Power ')))
      .mockResolvedValueOnce(json(ANSWER));
    const { client, sleep } = setup(fetchMock);
    const seen: string[] = [];
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await client.answer('CRM', 'What is it?', null, (text) => seen.push(text))).toEqual({
      ok: true,
      answer: ANSWER,
    });
    error.mockRestore();
    expect(seen).toEqual(['The Power ', '']);
    // docs/product.md §3.8: the next try after the pause of the first retry, without a stream.
    expect(sleep).toHaveBeenCalledWith(BOT_BACKOFF_BASE_MS);
    expect(acceptOf(fetchMock.mock.calls[1]![1])).toBeUndefined();
  });

  it('asks as JSON, as before, when nobody listens to the text', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json(ANSWER));
    const { client } = setup(fetchMock);
    await client.answer('CRM', 'What is it?', null);
    expect(acceptOf(fetchMock.mock.calls[0]![1])).toBeUndefined();
  });
});
