import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_CLARA, REQUEST_DEV, requestFrom } from '../../testing/sample-data';
import { transportOnFakeSocket } from '../../testing/transport-on-fake-socket';
import { DECLINE_RESET_MS } from '../constants';
import { createAgentEvents } from './agent-events';
import { createRequestQueue } from './requests';
import type { AgentClientEventDetail } from './types';
import { createViewState } from './view-state';

const CLARA = requestFrom(REQUEST_CLARA, 'Clara Schmidt', 5);
const DEV = requestFrom(REQUEST_DEV, 'Dev Patel', 7);

function setUp() {
  const { socket, transport } = transportOnFakeSocket();
  const view = createViewState();
  let chimes = 0;
  const events = createAgentEvents(
    () => (chimes += 1),
    () => true,
  );
  const fired: [string, AgentClientEventDetail][] = [];
  events.on('request', (detail) => fired.push(['request', detail]));
  events.on('assigned', (detail) => fired.push(['assigned', detail]));
  const queue = createRequestQueue({ transport, view, events });
  const waiting = () => view.get().requests.map((item) => item.customer_sid);
  return { socket, view, queue, fired, waiting, chimes: () => chimes };
}

afterEach(() => vi.useRealTimers());

describe('the queue of waiting customers', () => {
  it('lists the queue oldest first and announces each request once, with one chime per change', () => {
    const { queue, fired, waiting, chimes } = setUp();
    queue.takeQueue([DEV, CLARA]);
    expect(waiting()).toEqual([REQUEST_CLARA, REQUEST_DEV]);
    queue.takeQueue([DEV, CLARA]);
    expect(fired.map(([, detail]) => detail.customerSid)).toEqual([REQUEST_CLARA, REQUEST_DEV]);
    expect(chimes()).toBe(1);
  });

  it('adds a request once and removes it when it is gone', () => {
    const { queue, waiting, chimes } = setUp();
    queue.takeAdded(DEV);
    queue.takeAdded(DEV);
    queue.takeAdded(CLARA);
    expect(waiting()).toEqual([REQUEST_CLARA, REQUEST_DEV]);
    expect(chimes()).toBe(2);
    queue.takeRemoved({ customer_sid: REQUEST_DEV });
    expect(waiting()).toEqual([REQUEST_CLARA]);
  });

  it('ignores a queue or an entry of another shape', () => {
    const { queue, view } = setUp();
    const before = view.get();
    queue.takeQueue([{ customer_sid: 42 }]);
    queue.takeAdded({ customer_sid: REQUEST_DEV });
    queue.takeRemoved({});
    expect(view.get()).toBe(before);
  });

  it('accepts the oldest request by default, processing meanwhile, and tells who was assigned', async () => {
    const { socket, queue, view, fired } = setUp();
    queue.takeQueue([DEV, CLARA]);
    socket.answers.chat_request_consent = () => ({ ok: true, chat_id: 'chat-9' });
    const answer = queue.accept();
    expect(view.get().processing).toBe(true);
    await expect(answer).resolves.toEqual({ ok: true, chatId: 'chat-9' });
    expect(view.get().processing).toBe(false);
    expect(socket.emittedOf('chat_request_consent')).toEqual([
      { customer_sid: REQUEST_CLARA, customer_details: CLARA.customer_details, accept: true },
    ]);
    expect(fired.at(-1)).toEqual(['assigned', { chatId: 'chat-9', customerSid: REQUEST_CLARA }]);
  });

  it('ignores a second answer while one is processing, and any answer when none is waiting', async () => {
    const { socket, queue } = setUp();
    await expect(queue.accept()).resolves.toEqual({ ok: false });
    queue.takeQueue([CLARA, DEV]);
    void queue.accept(REQUEST_DEV); // never acknowledged: stays processing
    await expect(queue.accept(REQUEST_CLARA)).resolves.toEqual({ ok: false });
    await queue.decline(REQUEST_CLARA);
    expect(socket.emittedOf('chat_request_consent')).toHaveLength(1);
  });

  it("shows the service's refusal of an accept", async () => {
    const { socket, queue, view } = setUp();
    queue.takeQueue([CLARA]);
    socket.answers.chat_request_consent = () => ({ ok: false, error: 'Another agent took this chat.' });
    await expect(queue.accept()).resolves.toEqual({ ok: false });
    expect(view.get()).toMatchObject({ processing: false, error: 'Another agent took this chat.' });
  });

  it('clears the processing flag 500 ms after a decline, whatever the answer', async () => {
    vi.useFakeTimers();
    const { socket, queue, view } = setUp();
    queue.takeQueue([CLARA]);
    socket.answers.chat_request_consent = () => ({ ok: true });
    await queue.decline();
    expect(socket.emittedOf('chat_request_consent')).toMatchObject([{ accept: false }]);
    expect(view.get().processing).toBe(true);
    vi.advanceTimersByTime(DECLINE_RESET_MS);
    expect(view.get().processing).toBe(false);
  });

  it("drops a decline's reset once stopped", () => {
    vi.useFakeTimers();
    const { queue, view } = setUp();
    queue.takeQueue([CLARA]);
    void queue.decline();
    queue.stop();
    view.setProcessing(true);
    vi.advanceTimersByTime(DECLINE_RESET_MS);
    expect(view.get().processing).toBe(true);
  });
});
