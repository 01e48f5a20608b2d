import type { LiveMessage } from '@ohmstead/contracts/live-chat';
import type { Received } from '@ohmstead/contracts/live-delivery';
import { describe, expect, it } from 'vitest';
import { fakeLiveStore, LIVE_CHAT_ID, liveMessage } from '../../testing/live-fakes';
import { guestMessage } from '../../testing/test-fixtures';
import { createLiveSendQueue } from './live-send-queue';
import { createLiveView } from './live-view';

type Answer = (answer: unknown) => void;

function setup({ shownIds = [] as string[] } = {}) {
  const emitted: { event: string; payload: { id: string }; answer: Answer }[] = [];
  const store = fakeLiveStore();
  store.messages.value = shownIds.map((id) => guestMessage(id, id));
  const view = createLiveView(store, () => 0, null);
  const transport = {
    ready: false,
    emit: (event: string, payload: unknown, answer: Answer) => {
      emitted.push({ event, payload: payload as { id: string }, answer });
    },
  };
  const received: { received: Received<LiveMessage>; live: boolean }[] = [];
  const queue = createLiveSendQueue(
    { ready: () => transport.ready, emit: transport.emit },
    store,
    view,
    (result, live) => received.push({ received: result, live }),
  );
  const shown = () => received.flatMap((entry) => entry.received.fresh.map((message) => message.message));
  const assign = () => view.assigned(LIVE_CHAT_ID, 'Maya');
  return { queue, emitted, transport, received, shown, store, view, assign };
}

const payload = (id: string) => ({ id, message: `text ${id}`, attachments: [] });

describe('the live chat send queue', () => {
  it('sends nothing until the chat is assigned on a resumed connection, then each message once', () => {
    const { queue, emitted, transport, assign } = setup();
    queue.deliver(payload('a'));
    transport.ready = true;
    queue.flush();
    expect(emitted).toEqual([]);
    assign();
    queue.flush();
    queue.flush();
    expect(emitted.map((entry) => [entry.event, entry.payload.id])).toEqual([['send_message', 'a']]);
  });

  it('sends again after a reconnect what was not acknowledged, and only that', () => {
    const { queue, emitted, transport, assign } = setup();
    transport.ready = true;
    assign();
    queue.deliver(payload('a'));
    queue.deliver(payload('b'));
    emitted[0]!.answer({ ok: true, seq: 1 });
    queue.connectionLost();
    queue.flush();
    expect(emitted.map((entry) => entry.payload.id)).toEqual(['a', 'b', 'b']);
    expect(queue.through()).toBe(1);
  });

  it('drops a refused message and shows why', () => {
    const { queue, emitted, transport, assign, store } = setup();
    transport.ready = true;
    assign();
    queue.deliver(payload('a'));
    emitted[0]!.answer({ ok: false, error: 'The chat is closed.' });
    expect(store.messages.value.at(-1)?.text).toBe('The chat is closed.');
    queue.connectionLost();
    queue.flush();
    expect(emitted).toHaveLength(1);
  });

  it('shows received messages once, in seq order, and tells of a gap', () => {
    const { queue, received, shown } = setup();
    queue.receive([liveMessage(2, 'second')]);
    expect(received.at(-1)).toMatchObject({ received: { fresh: [], gap: true }, live: true });
    queue.receive([liveMessage(1, 'first'), liveMessage(2, 'second')], false);
    expect(received.at(-1)).toMatchObject({ received: { gap: false }, live: false });
    expect(shown()).toEqual(['first', 'second']);
    expect(queue.through()).toBe(2);
  });

  it('takes no message of another chat', () => {
    const { queue, shown, assign } = setup();
    assign();
    queue.receive([liveMessage(1, 'elsewhere', { chat_id: '9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f' })]);
    expect(shown()).toEqual([]);
    expect(queue.through()).toBe(0);
  });

  it('does not show again an own message already on screen when the chat starts', () => {
    const { queue, shown } = setup({ shownIds: ['mine'] });
    queue.receive([liveMessage(1, 'mine', { id: 'mine', is_customer: true })]);
    expect(shown()).toEqual([]);
  });

  it('starts a restarted chat after the seq it is given, with nothing pending', () => {
    const { queue, emitted, transport, assign, shown } = setup();
    queue.deliver(payload('a'));
    queue.restart(5);
    transport.ready = true;
    assign();
    queue.flush();
    expect(emitted).toEqual([]);
    queue.receive([liveMessage(5, 'old'), liveMessage(6, 'new')]);
    expect(shown()).toEqual(['new']);
  });
});
