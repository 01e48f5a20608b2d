import { TYPING_SHOWN_FOR_MS, TYPING_TIMING } from '@ohmstead/contracts/live-typing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeLiveSocket, LIVE_CHAT_ID, liveMessage, liveSessionOn } from '../../testing/live-fakes';

/** A session with an active chat with Maya (the server answers every event). */
function activeChat() {
  const socket = new FakeLiveSocket();
  socket.server = {
    resume: () => ({ ok: true, status: 'none', messages: [] }),
    request_chat: () => ({ ok: true, chat_id: LIVE_CHAT_ID }),
    send_message: () => ({ ok: true, seq: 2 }),
  };
  const session = liveSessionOn(socket);
  session.request();
  socket.open();
  socket.push('chat_assigned', { agent_name: 'Maya', agent_sid: 'agent-1', chat_id: LIVE_CHAT_ID });
  return { socket, session };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('typing in the widget (docs/decisions/0050-typing-and-read-marks.md)', () => {
  it('tells the agent once per interval while the customer types, and stopped when they leave the box', () => {
    const { socket, session } = activeChat();
    for (let key = 0; key < 5; key += 1) session.typed();
    expect(socket.sent('typing')).toEqual([{ typing: true }]);
    vi.advanceTimersByTime(TYPING_TIMING.everyMs);
    session.typed();
    expect(socket.sent('typing')).toEqual([{ typing: true }, { typing: true }]);
    session.stoppedTyping();
    expect(socket.sent('typing').at(-1)).toEqual({ typing: false });
    // A hint: no acknowledgement is asked for.
    expect(socket.askedToAcknowledge).not.toContain('typing');
  });

  it('tells nothing more when the customer sends: the message clears the agent\'s "typing"', async () => {
    const { socket, session } = activeChat();
    session.typed();
    await session.send('Hello');
    vi.advanceTimersByTime(TYPING_TIMING.idleMs);
    expect(socket.sent('typing')).toEqual([{ typing: true }]);
  });

  it('says nothing while no chat is active', () => {
    const socket = new FakeLiveSocket();
    const session = liveSessionOn(socket);
    session.typed();
    session.request();
    socket.open();
    session.typed();
    expect(socket.sent('typing')).toEqual([]);
  });

  it("shows the agent's typing once per spell, and clears it on their message or after a while", () => {
    const { socket, session } = activeChat();
    const seen: boolean[] = [];
    session.agentTyping.subscribe((typing) => seen.push(typing));
    socket.push('typing', { chat_id: LIVE_CHAT_ID, typing: true });
    socket.push('typing', { chat_id: LIVE_CHAT_ID, typing: true });
    expect(seen).toEqual([false, true]);
    socket.push('receive_message', liveMessage(1, 'Here is the answer'));
    expect(session.agentTyping.value).toBe(false);

    socket.push('typing', { chat_id: LIVE_CHAT_ID, typing: true });
    vi.advanceTimersByTime(TYPING_SHOWN_FOR_MS);
    expect(seen).toEqual([false, true, false, true, false]);
  });

  it('ignores a malformed typing event and one of another chat, and clears on a dropped connection', () => {
    const { socket, session } = activeChat();
    socket.push('typing', { chat_id: LIVE_CHAT_ID, typing: 'yes' });
    socket.push('typing', { chat_id: 'another-chat', typing: true });
    expect(session.agentTyping.value).toBe(false);
    socket.push('typing', { chat_id: LIVE_CHAT_ID, typing: true });
    socket.drop();
    expect(session.agentTyping.value).toBe(false);
  });
});
