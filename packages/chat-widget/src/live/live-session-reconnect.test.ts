import { describe, expect, it } from 'vitest';
import { resumedWithMaya } from '../../testing/live-fakes';
import {
  agentMessage,
  CHAT_ID,
  connectToAgent,
  last,
  setup,
  setUpLiveSessionTests,
  texts,
} from '../../testing/live-session-fixtures';
import { memoryStorage } from '../../testing/test-fixtures';
import { STORAGE_KEYS } from '../constants';
import { liveWidgetMessages } from './live-words';

setUpLiveSessionTests();

describe('the live agent flow: reconnecting and resuming (docs/product.md §3.4)', () => {
  it('keeps unacknowledged messages and sends them again after a reconnect; missed messages merge by id', async () => {
    const harness = setup();
    connectToAgent(harness);
    const { socket, store } = harness;
    delete socket.server.send_message; // no ack comes: the connection is failing
    await store.send('Are you there?');
    const first = socket.sent('send_message').at(-1) as { id: string };
    socket.drop();
    await store.send('Hello?');
    // Nothing is emitted while disconnected.
    expect(
      socket.sent('send_message').filter((payload) => (payload as { id: string }).id !== first.id),
    ).toEqual([]);

    // The agent wrote while the customer was away; the two resent messages are numbered after it.
    const missed = agentMessage('Sorry, I was away.', { seq: 1 });
    socket.server.resume = () => resumedWithMaya(missed, missed);
    let seq = 1;
    socket.server.send_message = () => ({ ok: true, seq: ++seq });
    socket.open();
    expect(socket.sent('resume').at(-1)).toEqual({ after_seq: 0 });
    const resent = socket.sent('send_message').slice(-2) as { message: string; id: string }[];
    expect(resent.map((payload) => payload.message)).toEqual(['Are you there?', 'Hello?']);
    expect(resent[0]!.id).toBe(first.id);
    expect(texts(store).filter((text) => text === 'Sorry, I was away.')).toHaveLength(1);

    // Acknowledged: a further reconnect sends nothing again, and asks for what follows seq 3.
    const sentSoFar = socket.sent('send_message').length;
    socket.drop();
    socket.open();
    expect(socket.sent('send_message')).toHaveLength(sentSoFar);
    expect(socket.sent('resume').at(-1)).toEqual({ after_seq: 3 });
  });

  it('asks for what it missed when a seq is skipped, and shows both messages in order', () => {
    const harness = setup();
    connectToAgent(harness);
    const { store, socket } = harness;
    const lost = agentMessage('Stored by a server that died before sending it.', { seq: 1 });
    const next = agentMessage('And this one came live.', { seq: 2 });
    socket.server.resume = () => resumedWithMaya(lost, next);
    const resumesBefore = socket.sent('resume').length;
    socket.push('receive_message', next);
    expect(socket.sent('resume').slice(resumesBefore)).toEqual([{ after_seq: 0 }]);
    const shown = texts(store);
    expect(shown.slice(-2)).toEqual([lost.message, next.message]);
    expect(shown.filter((text) => text === next.message)).toHaveLength(1);
  });

  it("shows the agent's message that came before the ack of the customer's own once the ack fills the gap", async () => {
    const harness = setup();
    connectToAgent(harness);
    const { store, socket } = harness;
    const reply = agentMessage('Hello, how can I help?', { seq: 2 });
    socket.server.resume = () => resumedWithMaya(reply);
    // Stored as 1 (the customer's) and 2 (the agent's); the agent's reaches the widget first.
    socket.server.send_message = () => {
      socket.push('receive_message', reply);
      return { ok: true, seq: 1 };
    };
    await store.send('Hi');
    const shown = texts(store);
    expect(shown.slice(-2)).toEqual(['Hi', reply.message]);
    expect(shown.filter((text) => text === reply.message)).toHaveLength(1);
  });

  it('goes back to the bot when every reconnection attempt failed', () => {
    const harness = setup();
    connectToAgent(harness);
    harness.socket.drop();
    harness.socket.failReconnecting();
    expect(last(harness.store).text).toBe(liveWidgetMessages.connectionLost);
    expect(harness.store.liveMode.value).toBe(false);
  });

  it('restores a stored chat after a reload and resumes it', () => {
    const storage = memoryStorage();
    const first = setup(storage);
    connectToAgent(first);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.liveChat)!)).toMatchObject({
      chatId: CHAT_ID,
      status: 'active',
      agentName: 'Maya',
    });
    const second = setup(storage, 'active');
    expect(second.session.status.value).toBe('active');
    expect(second.store.liveMode.value).toBe(true);
    second.socket.open();
    expect(second.socket.sent('resume')).toEqual([{ after_seq: 0 }]);
    expect(second.session.agentName.value).toBe('Maya');
  });
});
