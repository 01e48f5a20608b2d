import { type BotAnswer, chatMessages, REPLY_INTENTS } from '@ohmstead/contracts/chat';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testChatStore } from '../../testing/test-chat-store';
import { memoryStorage } from '../../testing/test-fixtures';
import { STORAGE_KEYS } from '../constants';
import type { ChatMessage } from '../state/chat-message';
import type { ChatStore } from '../state/chat-store';
import { PanelContext } from '../ui/panel-context';
import { MessageItem } from './MessageItem';

const SESSION = 'Issued-by-the-server-0000000000000000000000';
const ANSWER_ID = 'Answer-id-0000000000000';
const FEEDBACK_URL = 'https://widget.example/bot/crm/feedback?username=guest';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const botAnswer = (message: string, extra: Partial<BotAnswer> = {}) =>
  json({ session_id: 's', message, response_model: 'test', sources: [], answer_id: ANSWER_ID, ...extra });

/** The bot answers `reply` (with an answer_id, unless `answer` says otherwise) and takes feedback with `feedbackStatus`. */
function setup({
  reply = 'The Power Router routes power.',
  answer = () => botAnswer(reply, { chat_session: SESSION }),
  feedbackStatus = 200,
  storage = memoryStorage(),
}: { reply?: string; answer?: () => Response; feedbackStatus?: number; storage?: Storage } = {}) {
  const fetch = vi.fn(async (url: string | URL | Request, _init?: RequestInit) =>
    String(url).includes('/feedback')
      ? json({ responseStatusCode: feedbackStatus, message: 'x' }, feedbackStatus)
      : answer(),
  );
  const store = testChatStore({ storage, fetch: fetch as unknown as typeof globalThis.fetch });
  const container = document.createElement('div');
  document.body.append(container);
  const Messages = ({ of }: { of: ChatStore }) => (
    <ol>
      {of.messages.value.map((message) => (
        <MessageItem key={message.id} message={message} />
      ))}
    </ol>
  );
  act(() =>
    render(
      <PanelContext.Provider value={{ store, root: null }}>
        <Messages of={store} />
      </PanelContext.Provider>,
      container,
    ),
  );
  const feedbackCalls = () => fetch.mock.calls.filter(([url]) => String(url).includes('/feedback'));
  return { store, container, storage, feedbackCalls };
}

const button = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
const helpful = (container: HTMLElement) => button(container, chatMessages.feedbackHelpful)!;
const notHelpful = (container: HTMLElement) => button(container, chatMessages.feedbackNotHelpful)!;
const thanks = (container: HTMLElement) => container.querySelector('.cw-feedback [role="status"]');
const stored = (storage: Storage) =>
  JSON.parse(storage.getItem(STORAGE_KEYS.messages) ?? '[]') as ChatMessage[];

describe('feedback on a bot answer (docs/decisions/0040-answer-feedback.md)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('offers Helpful and Not helpful under an answer, as a labelled group of buttons, neither pressed', async () => {
    const { store, container } = setup();
    await act(async () => {
      await store.send('What is the Power Router?');
    });
    const group = container.querySelector('[role="group"]');
    expect(group?.getAttribute('aria-label')).toBe(chatMessages.feedbackQuestion);
    for (const choice of [helpful(container), notHelpful(container)]) {
      expect(choice.type).toBe('button');
      expect(choice.getAttribute('aria-pressed')).toBe('false');
    }
    expect(thanks(container)?.textContent).toBe('');
    // Under the answer only: the question has none.
    expect(container.querySelectorAll('.cw-feedback')).toHaveLength(1);
  });

  it('sends the choice, shows it pressed, thanks once, and keeps it with the stored history', async () => {
    const { store, container, storage, feedbackCalls } = setup();
    await act(async () => {
      await store.send('What is the Power Router?');
    });
    await act(async () => notHelpful(container).click());
    await vi.waitFor(() => expect(thanks(container)?.textContent).toBe(chatMessages.feedbackThanks));
    const [[url, init]] = feedbackCalls() as [[string, RequestInit]];
    expect(url).toBe(FEEDBACK_URL);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ answer_id: ANSWER_ID, rating: 'down' });
    expect(init.headers).toMatchObject({ 'x-chat-session': SESSION, 'content-type': 'application/json' });
    expect(notHelpful(container).getAttribute('aria-pressed')).toBe('true');
    expect(helpful(container).getAttribute('aria-pressed')).toBe('false');
    expect(stored(storage).at(-1)).toMatchObject({ answerId: ANSWER_ID, rating: 'down' });

    // Changed: the other choice is sent and pressed; the thanks stays as it was (not announced again).
    await act(async () => helpful(container).click());
    await vi.waitFor(() => expect(feedbackCalls()).toHaveLength(2));
    expect(JSON.parse(String(feedbackCalls()[1]![1]!.body)).rating).toBe('up');
    expect(helpful(container).getAttribute('aria-pressed')).toBe('true');
    expect(notHelpful(container).getAttribute('aria-pressed')).toBe('false');
    expect(container.querySelectorAll('[role="status"]')).toHaveLength(1);
    // The pressed choice again sends nothing.
    await act(async () => helpful(container).click());
    expect(feedbackCalls()).toHaveLength(2);
  });

  it('shows a choice restored from the history pressed, without thanking again', async () => {
    const storage = memoryStorage();
    const first = setup({ storage });
    await act(async () => {
      await first.store.send('What is the Power Router?');
    });
    await act(async () => helpful(first.container).click());
    await vi.waitFor(() => expect(stored(storage).at(-1)?.rating).toBe('up'));
    document.body.innerHTML = '';

    const { container } = setup({ storage });
    expect(helpful(container).getAttribute('aria-pressed')).toBe('true');
    expect(thanks(container)?.textContent).toBe('');
  });

  it('undoes a choice the server did not store, and does not thank for it', async () => {
    const { store, container, storage, feedbackCalls } = setup({ feedbackStatus: 404 });
    await act(async () => {
      await store.send('What is the Power Router?');
    });
    await act(async () => notHelpful(container).click());
    await vi.waitFor(() => expect(feedbackCalls()).toHaveLength(1));
    await vi.waitFor(() => expect(notHelpful(container).getAttribute('aria-pressed')).toBe('false'));
    expect(thanks(container)?.textContent).toBe('');
    expect(stored(storage).at(-1)?.rating).toBeUndefined();
  });

  it.each([
    ['an intent (the consent buttons)', REPLY_INTENTS.connectLiveAgent],
    ['the image upload request', REPLY_INTENTS.imageUploadRequest],
  ])('offers none under %s', async (_case, reply) => {
    const { store, container } = setup({ reply });
    await act(async () => {
      await store.send('I want to talk to a human');
    });
    await act(async () => {});
    expect(store.messages.value.some((message) => message.answerId)).toBe(false);
    expect(container.querySelector('.cw-feedback')).toBeNull();
    // The consent offer loads the live chunk (it connects nothing): let it finish within the test. Its
    // first import is compiled on demand, which takes more than waitFor's default second on a busy machine.
    const offersAgent = store.messages.value.some((message) => message.live);
    await vi.waitFor(() => expect(store.live.value !== null || !offersAgent).toBe(true), { timeout: 5_000 });
  });

  it.each([
    ['an error', () => json({ message: 'Internal Server Error' }, 500), chatMessages.botError],
    [
      'an answer of an older server, which sends no answer_id',
      () => botAnswer('The Power Router routes power.', { answer_id: undefined }),
      'The Power Router routes power.',
    ],
  ])('offers none under %s', async (_case, answer, text) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { store, container } = setup({ answer });
    await act(async () => {
      await store.send('What is the Power Router?');
    });
    expect(store.messages.value.at(-1)?.text).toBe(text);
    expect(container.querySelector('.cw-feedback')).toBeNull();
  });
});
