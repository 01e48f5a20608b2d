import { chatChunkMessages } from '@ohmstead/contracts/chat-chunk-messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLiveStore, LIVE_CHAT_ID } from '../../testing/live-fakes';
import { guestMessage, INSTALLER } from '../../testing/test-fixtures';
import { LIVE_AGENT_RESEND_DELAY_MS } from '../constants';
import type { LiveChat } from './live-chat';
import { createLiveRequest } from './live-request';
import type { LiveSendQueue } from './live-send-queue';
import { createLiveView } from './live-view';

function setup({ ready = true, user = null as typeof INSTALLER | null } = {}) {
  const store = fakeLiveStore(user);
  const view = createLiveView(store, () => 0, null);
  const answers = new Map<string, (answer: unknown) => void>();
  const transport = {
    ready: () => ready,
    open: vi.fn(),
    emit: vi.fn((event: string, _payload: unknown, answer: (answer: unknown) => void) => {
      answers.set(event, answer);
      return true;
    }),
  };
  const resume = { defer: vi.fn() };
  const deliver = vi.fn();
  const endLocally = vi.fn(() => view.ended());
  const chat = {
    store,
    view,
    transport,
    queue: { deliver } as unknown as LiveSendQueue,
    endLocally,
  } as unknown as LiveChat;
  const request = createLiveRequest(chat, resume);
  const sent = (event: string) =>
    transport.emit.mock.calls.filter(([name]) => name === event).map(([, payload]) => payload);
  const answer = (event: string, value: unknown) => answers.get(event)!(value);
  return { store, view, transport, resume, deliver, endLocally, request, sent, answer };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('asking for a live agent (docs/product.md §3.4)', () => {
  it('asks with the first name and the bot on a ready socket, and keeps the chat the server names', () => {
    const { view, transport, request, sent, answer } = setup({ user: INSTALLER });
    request.request();
    expect(transport.open).toHaveBeenCalled();
    expect(view.status.value).toBe('requesting');
    expect(sent('request_chat')).toEqual([{ customer_name: 'Ivy', bot: 'CRM' }]);
    answer('request_chat', { ok: true, chat_id: LIVE_CHAT_ID });
    expect(view.chatId()).toBe(LIVE_CHAT_ID);
  });

  it('waits for the resume to ask when the socket is not ready', () => {
    const { request, resume, sent } = setup({ ready: false });
    request.request();
    expect(sent('request_chat')).toEqual([]);
    expect(resume.defer).toHaveBeenCalledWith('request');
  });

  it('ends the request with the reason the server refused it, or the error text', () => {
    const { store, request, answer, endLocally } = setup();
    request.request();
    answer('request_chat', { ok: false, error: 'Too many requests.' });
    expect(endLocally).toHaveBeenCalledTimes(1);
    expect(store.messages.value.at(-1)?.text).toBe('Too many requests.');
  });

  it('shows no second message when no_agents came before the refusal', () => {
    const { store, request, answer } = setup();
    request.request();
    request.noAgents();
    answer('request_chat', { ok: false, error: 'No agents.' });
    expect(store.messages.value.map((message) => message.text)).toEqual([chatChunkMessages.noAgents]);
    expect(store.messages.value[0]).toMatchObject({ form: true });
  });

  it('hands the last user message to delivery 1 s after the request', () => {
    const { store, request, deliver } = setup();
    store.addMessages(guestMessage('E42 on the inverter', 'm1'));
    request.request();
    vi.advanceTimersByTime(LIVE_AGENT_RESEND_DELAY_MS - 1);
    expect(deliver).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(deliver).toHaveBeenCalledWith({ id: 'm1', message: 'E42 on the inverter', attachments: [] });
  });

  it('does not resend once the request has ended', () => {
    const { store, request, deliver } = setup();
    store.addMessages(guestMessage('Hello', 'm1'));
    request.request();
    request.stopResend();
    vi.advanceTimersByTime(LIVE_AGENT_RESEND_DELAY_MS);
    expect(deliver).not.toHaveBeenCalled();
  });

  it('cancels on a ready socket, and after the resume otherwise', () => {
    const ready = setup();
    ready.request.request();
    ready.request.cancel();
    expect(ready.sent('cancel_request')).toEqual([{}]);
    const away = setup({ ready: false });
    away.request.request();
    away.request.cancel();
    expect(away.sent('cancel_request')).toEqual([]);
    expect(away.resume.defer).toHaveBeenLastCalledWith('cancel');
  });

  it('answers consent: yes asks for an agent, no stays with the bot', () => {
    const yes = setup();
    yes.store.addMessages({
      id: 'offer',
      name: 'Bot',
      avatar: 'bot',
      text: 'Talk to an agent?',
      type: 'message-system',
      timestamp: 1,
      actions: ['consent'],
    });
    yes.request.answerConsent('offer', true);
    expect(yes.store.messages.value[0]!.actions).toBeUndefined();
    expect(yes.view.status.value).toBe('requesting');
    const no = setup();
    no.request.answerConsent('offer', false);
    expect(no.view.status.value).toBe('none');
    expect(no.store.messages.value.at(-1)?.text).toBe(chatChunkMessages.consentDeclined);
  });

  it('the header switch asks with no chat open, cancels while waiting, and flips during a chat', () => {
    const { store, view, request, sent } = setup();
    request.toggle();
    expect(view.status.value).toBe('requesting');
    request.toggle();
    expect(sent('cancel_request')).toEqual([{}]);
    view.assigned(LIVE_CHAT_ID, 'Maya');
    view.files.value = [new File(['x'], 'a.png')];
    request.toggle();
    expect(store.liveMode.value).toBe(false);
    expect(store.messages.value.at(-1)?.text).toBe(chatChunkMessages.nowChatbot);
    expect(view.files.value).toEqual([]);
  });
});
