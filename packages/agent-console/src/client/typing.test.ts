import type { AgentChat } from '@ohmstead/contracts/live-chat';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeAgentSocket, type FakeAgentSocket } from '../../testing/fake-agent-socket';
import { TYPING_SEND_EVERY_MS, TYPING_SHOWN_FOR_MS } from '../constants';
import { type AgentClient, createAgentClient } from './agent-client';

const CHAT = '11111111-1111-4111-8111-111111111111';
const ENDED = '22222222-2222-4222-8222-222222222222';

const chat = (chat_id: string, status: AgentChat['status'] = 'active'): AgentChat => ({
  chat_id,
  customer_sid: chat_id,
  customer_name: 'Ada',
  customer_details: {
    customer_name: 'Ada',
    user_name: 'guest',
    bot: 'CRM',
    history_count: 0,
    last_message: '',
  },
  notes: [],
  status,
  assigned_at: '2025-01-01T10:00:00.000Z',
  customer_online: true,
});

const state = (chats: AgentChat[]) => ({
  isAvailable: true,
  isAnonymous: false,
  chatActive: true,
  statusMessage: '',
  customerName: '',
  customerDetails: null,
  chatSessionId: '',
  soundEnabled: false,
  desktopAlertsEnabled: false,
  agent_name: 'Grace',
  agent_sid: 'agent-1',
  chats,
});

const typingOf = (client: AgentClient, chatId = CHAT) =>
  client.getSnapshot().chats.find((c) => c.chat_id === chatId)?.customerTyping ?? false;

// "Typing…" in the console (docs/decisions/0050-typing-and-read-marks.md).
describe('the agent client: typing', () => {
  let socket: FakeAgentSocket;
  let client: AgentClient;

  beforeEach(async () => {
    socket = createFakeAgentSocket();
    client = createAgentClient({
      token: 'token-1',
      serviceOrigin: 'https://service.test',
      connect: () => socket,
    });
    socket.answers.resume = () => ({ ok: true, messages: [] });
    socket.answers.typing = () => ({ ok: true });
    socket.answers.send_message = () => ({ ok: true, seq: 1 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    socket.goOnline();
    socket.serverSends('agent_state', state([chat(CHAT), chat(ENDED, 'ended')]));
    await new Promise((resolve) => setTimeout(resolve, 0));
    vi.useFakeTimers();
  });

  afterEach(() => {
    client.close();
    vi.useRealTimers();
  });

  it('tells the customer once per interval while the agent types, and stopped on send or leaving the box', async () => {
    for (let key = 0; key < 5; key += 1) client.typing(CHAT);
    expect(socket.emittedOf('typing')).toEqual([{ chat_id: CHAT, typing: true }]);
    vi.advanceTimersByTime(TYPING_SEND_EVERY_MS);
    client.typing(CHAT);
    expect(socket.emittedOf('typing')).toHaveLength(2);
    await client.send(CHAT, 'Here you go');
    expect(socket.emittedOf('typing').at(-1)).toEqual({ chat_id: CHAT, typing: false });
    client.typing(CHAT);
    client.stoppedTyping(CHAT);
    expect(socket.emittedOf('typing').slice(-2)).toEqual([
      { chat_id: CHAT, typing: true },
      { chat_id: CHAT, typing: false },
    ]);
  });

  it('says nothing in a chat that is over', () => {
    client.typing(ENDED);
    expect(socket.emittedOf('typing')).toEqual([]);
  });

  it('marks the chat while the customer types, until they write, stop or a while passes', () => {
    socket.serverSends('typing', { chat_id: CHAT, typing: true });
    expect(typingOf(client)).toBe(true);
    const marked = client.getSnapshot();
    socket.serverSends('typing', { chat_id: CHAT, typing: true });
    // A repeated event changes nothing: the snapshot (and so the status line) stays as it is.
    expect(client.getSnapshot()).toBe(marked);
    socket.serverSends('messages', {
      id: 'customer-1',
      chat_id: CHAT,
      seq: 1,
      message: 'Hello',
      attachments: [],
      is_customer: true,
      sender_name: 'Ada',
      timestamp: '2025-01-01T10:01:00.000Z',
    });
    expect(typingOf(client)).toBe(false);

    socket.serverSends('typing', { chat_id: CHAT, typing: true });
    socket.serverSends('typing', { chat_id: CHAT, typing: false });
    expect(typingOf(client)).toBe(false);
    socket.serverSends('typing', { chat_id: CHAT, typing: true });
    vi.advanceTimersByTime(TYPING_SHOWN_FOR_MS);
    expect(typingOf(client)).toBe(false);
  });

  it('ignores a malformed event, an ended chat, and forgets typing when the connection drops', () => {
    socket.serverSends('typing', { chat_id: CHAT, typing: 'yes' });
    socket.serverSends('typing', { chat_id: ENDED, typing: true });
    expect(typingOf(client)).toBe(false);
    expect(typingOf(client, ENDED)).toBe(false);
    socket.serverSends('typing', { chat_id: CHAT, typing: true });
    socket.dropConnection();
    expect(typingOf(client)).toBe(false);
  });
});
