import type { AgentChat } from '@ohmstead/contracts/live-chat';
import { TYPING_SHOWN_FOR_MS, TYPING_TIMING } from '@ohmstead/contracts/live-typing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeAgentSocket, type FakeAgentSocket } from '../../testing/fake-agent-socket';
import { agentChat, agentState } from '../../testing/sample-data';
import { settle } from '../../testing/transport-on-fake-socket';
import { type AgentClient, createAgentClient } from './agent-client';

const CHAT = '11111111-1111-4111-8111-111111111111';
const ENDED = '22222222-2222-4222-8222-222222222222';

const chat = (chat_id: string, status: AgentChat['status'] = 'active') => agentChat(chat_id, { status });
const state = (chats: AgentChat[]) => agentState({ chatActive: true, chats });

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
    socket.answers.send_message = () => ({ ok: true, seq: 1 });
    await settle();
    socket.goOnline();
    socket.serverSends('agent_state', state([chat(CHAT), chat(ENDED, 'ended')]));
    await settle();
    vi.useFakeTimers();
  });

  afterEach(() => {
    client.close();
    vi.useRealTimers();
  });

  it('tells the customer once per interval while the agent types, and stopped on leaving the box', async () => {
    for (let key = 0; key < 5; key += 1) client.typing(CHAT);
    expect(socket.emittedOf('typing')).toEqual([{ chat_id: CHAT, typing: true }]);
    // A hint: no acknowledgement is asked for.
    expect(socket.askedToAcknowledge).not.toContain('typing');
    vi.advanceTimersByTime(TYPING_TIMING.everyMs);
    client.typing(CHAT);
    expect(socket.emittedOf('typing')).toHaveLength(2);
    // The message itself clears the customer's "typing": no `false`, and none later when idle.
    await client.send(CHAT, 'Here you go');
    vi.advanceTimersByTime(TYPING_TIMING.idleMs);
    expect(socket.emittedOf('typing')).toHaveLength(2);
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
