import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FakeLiveSocket,
  fakeLiveStore,
  LIVE_CHAT_ID,
  liveMessage,
  liveSessionOn,
  resumedWithMaya,
} from '../../testing/live-fakes';
import { STORAGE_KEYS } from '../constants';

type Store = ReturnType<typeof fakeLiveStore>;

/** A session whose socket the server answers; `resumeMarks` is what resume says of the agent's marks. */
function session(
  store: Store = fakeLiveStore(),
  resume: object = { ok: true, status: 'none', messages: [] },
) {
  const socket = new FakeLiveSocket();
  socket.server = {
    resume: () => resume,
    request_chat: () => ({ ok: true, chat_id: LIVE_CHAT_ID }),
    send_message: () => ({ ok: true, seq: 1 }),
    receipt: () => ({ ok: true }),
  };
  const live = liveSessionOn(socket, store);
  return { socket, live, store };
}

function activeChat(store?: Store) {
  const started = session(store);
  started.live.request();
  started.socket.open();
  started.socket.push('chat_assigned', { agent_name: 'Maya', agent_sid: 'agent-1', chat_id: LIVE_CHAT_ID });
  return started;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

// Delivered and read marks in the widget (docs/decisions/0050-typing-and-read-marks.md).
describe('receipts and marks in the widget', () => {
  it("tells delivered when the agent's message arrives, and read only while the panel is open", () => {
    const store = fakeLiveStore();
    store.isOpen.value = false;
    const { socket } = activeChat(store);
    socket.push('receive_message', liveMessage(1, 'Hello, I am Maya'));
    expect(socket.sent('receipt')).toEqual([{ delivered: 1, read: 0 }]);
    // A hint: no acknowledgement is asked for.
    expect(socket.askedToAcknowledge).not.toContain('receipt');
    store.isOpen.value = true;
    expect(socket.sent('receipt')).toEqual([
      { delivered: 1, read: 0 },
      { delivered: 1, read: 1 },
    ]);
    // Nothing moved: nothing told.
    store.isOpen.value = false;
    store.isOpen.value = true;
    expect(socket.sent('receipt')).toHaveLength(2);
  });

  it("marks the customer's own message from its seq as the agent gets there, never lowered", async () => {
    const { socket, live, store } = activeChat();
    await live.send('Is my charger covered?');
    const own = () => store.messages.value.find((message) => message.text === 'Is my charger covered?');
    expect(own()?.seq).toBe(1);
    expect(live.marks.value).toEqual({ delivered: 0, read: 0 });
    socket.push('marks', { chat_id: LIVE_CHAT_ID, delivered: 1, read: 0 });
    expect(live.marks.value).toEqual({ delivered: 1, read: 0 });
    socket.push('marks', { chat_id: LIVE_CHAT_ID, delivered: 1, read: 1 });
    socket.push('marks', { chat_id: LIVE_CHAT_ID, delivered: 0, read: 0 });
    socket.push('marks', { chat_id: 'another-chat', delivered: 5, read: 5 });
    socket.push('marks', { chat_id: LIVE_CHAT_ID, delivered: 'x', read: 9 });
    expect(live.marks.value).toEqual({ delivered: 1, read: 1 });
  });

  it('gets the marks back with resume after a reload', () => {
    const store = fakeLiveStore();
    store.storage.setItem(
      STORAGE_KEYS.liveChat,
      JSON.stringify({
        chatId: LIVE_CHAT_ID,
        agentName: 'Maya',
        lastSeq: 2,
        waitingMessageId: '',
        status: 'active',
        toAgent: true,
      }),
    );
    const { socket, live } = session(store, {
      ...resumedWithMaya(),
      marks: { chat_id: LIVE_CHAT_ID, delivered: 2, read: 1 },
    });
    socket.open();
    expect(live.marks.value).toEqual({ delivered: 2, read: 1 });
  });
});
