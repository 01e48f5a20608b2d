import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeLiveSocket } from '../../testing/live-fakes';
import { LIVE_END_ACK_WAIT_MS } from '../constants';
import { createLiveTransport, type ServerListener } from './live-transport';

function setup(listeners: Record<string, ServerListener> = {}) {
  const sockets: FakeLiveSocket[] = [];
  const openSocket = vi.fn(() => {
    const socket = new FakeLiveSocket();
    sockets.push(socket);
    return socket;
  });
  const deps = { connected: vi.fn(), disconnected: vi.fn(), gaveUp: vi.fn(), listeners: () => listeners };
  return { transport: createLiveTransport(openSocket, deps), deps, openSocket, sockets };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the live chat transport', () => {
  it('opens one socket however often it is asked', () => {
    const { transport, openSocket } = setup();
    transport.open();
    transport.open();
    expect(openSocket).toHaveBeenCalledTimes(1);
  });

  it('is ready only once connected and resumed, and not after the connection drops', () => {
    const { transport, deps, sockets } = setup();
    expect(transport.ready()).toBe(false);
    transport.open();
    sockets[0]!.open();
    expect(transport.connected.value).toBe(true);
    expect(deps.connected).toHaveBeenCalledTimes(1);
    expect(transport.ready()).toBe(false);
    transport.markResumed();
    expect(transport.ready()).toBe(true);
    sockets[0]!.drop();
    expect(transport.connected.value).toBe(false);
    expect(transport.ready()).toBe(false);
    expect(deps.disconnected).toHaveBeenCalledTimes(1);
    sockets[0]!.open();
    expect(transport.ready()).toBe(false);
  });

  it('hands the server events to their listeners, on every socket it opens', () => {
    const received: unknown[] = [];
    const { transport, sockets } = setup({ bot_online: (payload) => received.push(payload) });
    transport.open();
    sockets[0]!.push('bot_online', 1);
    transport.close();
    transport.open();
    sockets[1]!.push('bot_online', 2);
    expect(received).toEqual([1, 2]);
  });

  it('emits nothing with no socket open', () => {
    const { transport, sockets } = setup();
    transport.emit('resume', {}, () => {});
    transport.open();
    expect(sockets[0]!.emitted).toEqual([]);
  });

  it('drops an answer that comes after its socket was closed', () => {
    const { transport, sockets } = setup();
    transport.open();
    const answers: unknown[] = [];
    transport.emit('send_message', { id: 'a' }, (answer) => answers.push(answer));
    transport.close();
    sockets[0]!.acks[0]!.ack({ ok: true, seq: 1 });
    expect(answers).toEqual([]);
  });

  it('closes the socket and says so once socket.io gives up reconnecting', () => {
    const { transport, deps, sockets } = setup();
    transport.open();
    sockets[0]!.open();
    sockets[0]!.failReconnecting();
    expect(deps.gaveUp).toHaveBeenCalledTimes(1);
    expect(transport.connected.value).toBe(false);
    transport.open();
    expect(sockets).toHaveLength(2);
    // The old socket's manager is no longer this transport's concern.
    sockets[0]!.failReconnecting();
    expect(deps.gaveUp).toHaveBeenCalledTimes(1);
  });

  it('sends a farewell before closing, and closes on its answer or after the wait', () => {
    const { transport, sockets } = setup();
    transport.open();
    sockets[0]!.open();
    transport.close('end_chat');
    expect(sockets[0]!.sent('end_chat')).toEqual([{}]);
    expect(sockets[0]!.disconnected).toBe(0);
    sockets[0]!.acks.at(-1)!.ack({ ok: true });
    expect(sockets[0]!.disconnected).toBe(1);

    transport.open();
    sockets[1]!.open();
    transport.close('cancel_request');
    vi.advanceTimersByTime(LIVE_END_ACK_WAIT_MS);
    expect(sockets[1]!.disconnected).toBe(1);
  });

  it('closes a socket that is not connected at once, with no farewell', () => {
    const { transport, sockets } = setup();
    transport.open();
    transport.close('end_chat');
    expect(sockets[0]!.emitted).toEqual([]);
    expect(sockets[0]!.disconnected).toBe(1);
  });
});
