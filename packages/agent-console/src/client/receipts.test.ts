import type { AgentChat, LiveMessage } from '@ohmstead/contracts/live-chat';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFakeAgentSocket, type FakeAgentSocket } from '../../testing/fake-agent-socket';
import { agentChat, agentState } from '../../testing/sample-data';
import { settle } from '../../testing/transport-on-fake-socket';
import { type AgentClient, createAgentClient } from './agent-client';
import type { AlertPage } from './background-alerts';

const CHAT = '11111111-1111-4111-8111-111111111111';

const chat = (overrides: Partial<AgentChat> = {}) => agentChat(CHAT, overrides);
const state = (chats: AgentChat[]) => agentState({ chatActive: true, chats });

const message = (seq: number, is_customer = true): LiveMessage => ({
  id: `msg-${seq}`,
  chat_id: CHAT,
  seq,
  message: `message ${seq}`,
  attachments: [],
  is_customer,
  sender_name: is_customer ? 'Ada' : 'Grace',
  timestamp: `2025-01-01T10:0${seq}:00.000Z`,
});

// Delivered and read marks in the console (docs/decisions/0050-typing-and-read-marks.md).
describe('the agent client: receipts and marks', () => {
  let socket: FakeAgentSocket;
  let client: AgentClient;
  let hidden: boolean;
  const visibleListeners = new Set<() => void>();
  const becameVisible = () => visibleListeners.forEach((listener) => listener());

  beforeEach(async () => {
    socket = createFakeAgentSocket();
    hidden = false;
    const page: AlertPage = {
      isHidden: () => hidden,
      getTitle: () => '',
      setTitle: () => undefined,
      setBadge: () => undefined,
      whenVisible: (listener) => {
        visibleListeners.add(listener);
        return () => visibleListeners.delete(listener);
      },
      notify: () => undefined,
    };
    client = createAgentClient({
      token: 't',
      serviceOrigin: 'https://s.test',
      connect: () => socket,
      alertPage: page,
    });
    socket.answers.resume = () => ({ ok: true, messages: [message(1)] });
    socket.answers.receipt = () => ({ ok: true });
    await settle();
    socket.goOnline();
    socket.serverSends('agent_state', state([chat()]));
    await settle();
  });

  afterEach(() => client.close());

  it('tells delivered as messages arrive, read only while the chat is on screen in a visible tab', async () => {
    expect(socket.emittedOf('receipt')).toEqual([{ chat_id: CHAT, delivered: 1, read: 0 }]);
    // A hint: no acknowledgement is asked for.
    expect(socket.askedToAcknowledge).not.toContain('receipt');
    client.viewing(CHAT);
    expect(socket.emittedOf('receipt').at(-1)).toEqual({ chat_id: CHAT, delivered: 1, read: 1 });

    hidden = true;
    socket.serverSends('messages', message(2));
    expect(socket.emittedOf('receipt').at(-1)).toEqual({ chat_id: CHAT, delivered: 2, read: 1 });
    hidden = false;
    becameVisible();
    expect(socket.emittedOf('receipt').at(-1)).toEqual({ chat_id: CHAT, delivered: 2, read: 2 });

    client.viewing(null);
    socket.serverSends('messages', message(3));
    expect(socket.emittedOf('receipt').at(-1)).toEqual({ chat_id: CHAT, delivered: 3, read: 2 });
    // Nothing moved: nothing told.
    const told = socket.emittedOf('receipt').length;
    socket.serverSends('typing', { chat_id: CHAT, typing: true });
    expect(socket.emittedOf('receipt')).toHaveLength(told);
  });

  it("tells nothing when the agent's own message is acknowledged: the marks are of the customer's", async () => {
    const told = socket.emittedOf('receipt').length;
    socket.answers.send_message = () => ({ ok: true, seq: 2 });
    await client.send(CHAT, 'Here you go');
    await settle();
    expect(socket.emittedOf('receipt')).toHaveLength(told);
    socket.serverSends('messages', message(3));
    expect(socket.emittedOf('receipt').at(-1)).toEqual({ chat_id: CHAT, delivered: 3, read: 0 });
  });

  it("keeps the customer's marks on the chat, never lowered, from the agent state and from marks", () => {
    socket.serverSends(
      'agent_state',
      state([chat({ customer_marks: { chat_id: CHAT, delivered: 1, read: 0 } })]),
    );
    const marks = () => client.getSnapshot().chats[0]?.customer_marks;
    expect(marks()).toEqual({ chat_id: CHAT, delivered: 1, read: 0 });
    socket.serverSends('marks', { chat_id: CHAT, delivered: 2, read: 2 });
    expect(marks()).toEqual({ chat_id: CHAT, delivered: 2, read: 2 });
    socket.serverSends('marks', { chat_id: CHAT, delivered: 1, read: 1 });
    socket.serverSends('marks', { chat_id: CHAT, delivered: 'x', read: 9 });
    expect(marks()).toEqual({ chat_id: CHAT, delivered: 2, read: 2 });
  });
});
