import { answerStreamEvent } from '@ohmstead/contracts/answer-stream';
import { describe, expect, it, vi } from 'vitest';
import { testChatStore } from '../../testing/test-chat-store';
import { controlledAnswerStream, delta, memoryStorage, testBotAnswer } from '../../testing/test-fixtures';
import { STORAGE_KEYS } from '../constants';

const ANSWER = testBotAnswer({
  message: 'The **Power Router** routes power.\n\n_Source: Products › Power Router_',
  html: '<p>The <strong>Power Router</strong> routes power.</p>\n<p><em>Source: Products › Power Router</em></p>\n',
  sources: [{ document: 'Products', section: 'Power Router' }],
});

function setup() {
  const stream = controlledAnswerStream();
  const storage = memoryStorage();
  const fetchMock = vi.fn<typeof fetch>(async () => stream.response);
  const emit = vi.fn();
  const store = testChatStore({ emit, storage, fetch: fetchMock });
  return { store, stream, storage, emit };
}

const storedTexts = (storage: Storage) =>
  (JSON.parse(storage.getItem(STORAGE_KEYS.messages) ?? '[]') as { text: string }[]).map(({ text }) => text);

describe('the answer as it is written, in the chat store (docs/decisions/0030-streaming-answers.md)', () => {
  it('grows as a draft, apart from the messages, and gives way to the answer’s message', async () => {
    const { store, stream, storage, emit } = setup();
    const asked = store.send('What is the Power Router?');
    stream.send(delta('The **Power '));
    await vi.waitFor(() => expect(store.draft.value).toBe('The **Power '));
    stream.send(delta('Router** routes power.'));
    await vi.waitFor(() => expect(store.draft.value).toBe('The **Power Router** routes power.'));
    // The draft is neither a message, nor stored, nor told to the host page.
    expect(store.messages.value.map(({ text }) => text)).toEqual(['What is the Power Router?']);
    expect(storedTexts(storage)).toEqual(['What is the Power Router?']);
    expect(emit.mock.calls.filter(([name]) => name === 'message')).toHaveLength(1);
    expect(store.loading.value).toBe(true);

    stream.send(answerStreamEvent({ event: 'answer', data: ANSWER }));
    stream.end();
    await asked;
    expect(store.draft.value).toBe('');
    expect(store.loading.value).toBe(false);
    expect(store.messages.value.at(-1)).toMatchObject({
      type: 'message-system',
      text: ANSWER.message,
      html: ANSWER.html,
      answerId: ANSWER.answer_id,
    });
    expect(emit.mock.calls.filter(([name]) => name === 'message')).toHaveLength(2);
  });

  it('drops the draft of an answer to a chat that was reset meanwhile', async () => {
    const { store, stream } = setup();
    const asked = store.send('What is the Power Router?');
    stream.send(delta('The Power '));
    await vi.waitFor(() => expect(store.draft.value).toBe('The Power '));
    store.restart();
    expect(store.draft.value).toBe('');
    stream.send(delta('Router '));
    stream.send(answerStreamEvent({ event: 'answer', data: ANSWER }));
    stream.end();
    await asked;
    expect(store.draft.value).toBe('');
    expect(store.messages.value).toEqual([]);
  });
});
