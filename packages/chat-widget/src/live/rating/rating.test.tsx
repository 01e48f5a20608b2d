import { chatChunkMessages } from '@ohmstead/contracts/chat-chunk-messages';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeLiveStore, LIVE_CHAT_ID } from '../../../testing/live-fakes';
import { testChatStore } from '../../../testing/test-chat-store';
import type { ChatMessage } from '../../state/chat-message';
import type { ChatStore } from '../../state/types';
import type { LiveChat } from '../live-chat';
import { serverListeners } from '../live-server-events';
import { createLiveView } from '../live-view';
import { offerRating } from './offer-rating';
import { ratingWords as t } from './rating-words';
import { RatingForm } from './RatingForm';

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A store holding one rating offer, whose calls `answer` answers; the form drawn for its message. */
function setup(
  answer: (url: string) => Response = () => json({ responseStatusCode: 201, message: 'ok' }, 201),
) {
  const fetch = vi.fn(async (url: string | URL | Request, _init?: RequestInit) => answer(String(url)));
  const store = testChatStore({
    user: { userName: 'sam@example.com', token: 'token-1' } as ChatStore['user']['value'],
    fetch: fetch as unknown as typeof globalThis.fetch,
  });
  offerRating(store, LIVE_CHAT_ID);
  const offer = () => store.messages.value.find((message) => message.csat) as ChatMessage;
  const container = document.createElement('div');
  document.body.append(container);
  const draw = () => act(() => render(<RatingForm store={store} message={offer()} />, container));
  draw();
  const calls = () =>
    fetch.mock.calls
      .filter(([url]) => String(url).includes('/LiveChat/'))
      .map(([url, init]) => [String(url), JSON.parse(String(init?.body)) as unknown]);
  return { store, container, offer, draw, calls, fetch };
}

const flush = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 0)));
const byText = (container: HTMLElement, text: string) =>
  [...container.querySelectorAll('button')].find((button) => button.textContent === text)!;
const status = (container: HTMLElement) => container.querySelector('[role="status"]')!.textContent;

describe('the rating after a live chat (docs/decisions/0049-satisfaction-and-transcript.md)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('offers five labelled choices, refuses to send none, and sends the score and comment', async () => {
    const { container, offer, draw, calls } = setup();
    const radios = [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual(Object.values(t.scores));
    expect(container.querySelector('legend')!.textContent).toBe(t.question);
    act(() => byText(container, t.send).click());
    expect(container.querySelector('.cw-csat-error')!.textContent).toBe(t.chooseScore);
    expect(calls()).toEqual([]);

    act(() => radios[3]!.click());
    const comment = container.querySelector('textarea')!;
    act(() => {
      comment.value = '  Quick and kind.  ';
      comment.dispatchEvent(new Event('input'));
    });
    act(() => byText(container, t.send).click());
    await flush();
    expect(calls()).toEqual([
      [
        'https://widget.example/api/LiveChat/RateChat',
        { chat_id: LIVE_CHAT_ID, score: 4, comment: 'Quick and kind.' },
      ],
    ]);
    expect(offer().csat).toEqual({ chatId: LIVE_CHAT_ID, step: 'transcript', rated: true });
    draw();
    expect(status(container)).toBe(t.thanks);
    // The transcript offer, prefilled with the signed-in user's own address.
    expect(container.querySelector<HTMLInputElement>('input[type="email"]')!.value).toBe('sam@example.com');
    act(() => byText(container, t.sendTranscript).click());
    await flush();
    expect(calls()[1]).toEqual([
      'https://widget.example/api/LiveChat/EmailTranscript',
      { chat_id: LIVE_CHAT_ID, email: 'sam@example.com' },
    ]);
    draw();
    expect(offer().csat?.step).toBe('done');
    expect(status(container)).toBe(`${t.thanks} ${t.transcriptSent}`);
    expect(container.querySelector('form')).toBeNull();
  });

  it('can be skipped, and says nothing was sent', async () => {
    const { container, offer, draw, calls } = setup();
    act(() => byText(container, t.skip).click());
    draw();
    expect(offer().csat?.step).toBe('transcript');
    act(() => byText(container, t.noThanks).click());
    draw();
    expect(offer().csat?.step).toBe('done');
    expect(status(container)).toBe('');
    expect(calls()).toEqual([]);
  });

  it("shows the server's refusal as text and stays on the step; checks the address first", async () => {
    const { container, offer, draw, calls } = setup(() =>
      json(
        { responseStatusCode: 409, message: '<img src=x onerror=alert(1)>This chat has already been rated.' },
        409,
      ),
    );
    act(() => container.querySelector<HTMLInputElement>('input[type="radio"]')!.click());
    act(() => byText(container, t.send).click());
    await flush();
    expect(offer().csat?.step).toBe('rate');
    const error = container.querySelector('.cw-csat-error')!;
    expect(error.textContent).toContain('already been rated');
    expect(error.querySelector('img')).toBeNull();

    act(() => byText(container, t.skip).click());
    draw();
    const email = container.querySelector<HTMLInputElement>('input[type="email"]')!;
    act(() => {
      email.value = 'not an address';
      email.dispatchEvent(new Event('input'));
    });
    act(() => byText(container, t.sendTranscript).click());
    expect(container.querySelector('.cw-csat-error')!.textContent).toBe(t.emailInvalid);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(calls()).toHaveLength(1);
  });

  it('is offered after the end of a chat an agent had, not of a request that never got one', () => {
    const store = fakeLiveStore();
    const view = createLiveView(store, () => 0, null);
    const ended: string[] = [];
    const chat = { store, view, endWith: (text: string) => ended.push(text) } as unknown as LiveChat;
    const listeners = serverListeners(chat);
    view.waiting(LIVE_CHAT_ID, 1);
    listeners.chat_ended!({ chat_id: LIVE_CHAT_ID });
    expect(store.messages.peek().some((message) => message.csat)).toBe(false);
    view.assigned(LIVE_CHAT_ID, 'Maya');
    listeners.chat_ended!({ chat_id: LIVE_CHAT_ID });
    expect(ended).toEqual([chatChunkMessages.chatEnded, chatChunkMessages.chatEnded]);
    expect(
      store.messages
        .peek()
        .filter((message) => message.csat)
        .map((message) => message.csat),
    ).toEqual([{ chatId: LIVE_CHAT_ID, step: 'rate' }]);
  });
});
