import { acceptedSchema, consentAcceptedSchema } from '@ohmstead/contracts/live-chat-payloads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeAgentSocket } from '../../testing/fake-agent-socket';
import { transportOnFakeSocket } from '../../testing/transport-on-fake-socket';
import { consoleTexts } from '../constants';
import { createAgentTransport } from './transport';

afterEach(() => vi.useRealTimers());

describe('the transport: requests', () => {
  it('connects to the given address over websocket only, with the token and the spec reconnection', () => {
    const { socket } = transportOnFakeSocket();
    expect(socket.url).toBe('https://service.test/agent');
    expect(socket.options).toMatchObject({
      path: '/socket.io/',
      transports: ['websocket'],
      auth: { token: 'token-1' },
      reconnection: true,
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      reconnectionAttempts: 5,
    });
  });

  it('answers a request with what the server acknowledged, parsed', async () => {
    const { socket, transport } = transportOnFakeSocket();
    socket.answers.toggle_availability = () => ({ ok: true });
    await expect(
      transport.request('toggle_availability', { isAvailable: true }, acceptedSchema),
    ).resolves.toEqual({
      ok: true,
    });
    expect(socket.emittedOf('toggle_availability')).toEqual([{ isAvailable: true }]);
  });

  it('turns an answer of another shape into a refusal, and keeps the refusal the server gave', async () => {
    const { socket, transport } = transportOnFakeSocket();
    socket.answers.chat_request_consent = () => ({ ok: true, chat_id: 42 });
    const odd = await transport.request('chat_request_consent', {}, consentAcceptedSchema);
    expect(odd).toEqual({ ok: false, error: consoleTexts.badAnswer });
    socket.answers.chat_request_consent = () => ({ ok: false, error: 'Already taken' });
    const refused = await transport.request('chat_request_consent', {}, consentAcceptedSchema);
    expect(refused).toEqual({ ok: false, error: 'Already taken' });
  });

  it('never emits while disconnected: the answer is then a refusal', async () => {
    const { socket, transport } = transportOnFakeSocket();
    socket.dropConnection();
    expect(transport.isConnected()).toBe(false);
    const answer = await transport.request('toggle_availability', { isAvailable: true }, acceptedSchema);
    expect(answer).toEqual({ ok: false, error: consoleTexts.notConnected });
    expect(socket.emitted).toEqual([]);
  });
});

describe('the transport: the connection', () => {
  it('reports each change of the connection', () => {
    const { socket, connections } = transportOnFakeSocket();
    socket.dropConnection();
    socket.refuseHandshake();
    expect(connections).toEqual(['connected', 'reconnecting', 'unauthorized']);
  });

  it('stays connecting while the first connection fails, and says reconnecting once it had one', () => {
    const socket = createFakeAgentSocket();
    const connections: string[] = [];
    const hooks = {
      connected: () => connections.push('connected'),
      dropped: (connection: string) => connections.push(connection),
      changed: (connection: string) => connections.push(connection),
    };
    createAgentTransport(
      { url: 'https://service.test/agent', token: 't', connect: () => socket },
      hooks,
    ).open();
    socket.serverSends('connect_error', new Error('timeout'));
    socket.goOnline();
    socket.dropConnection();
    socket.serverSends('connect_error', new Error('timeout'));
    expect(connections).toEqual(['connecting', 'connected', 'reconnecting', 'reconnecting']);
  });

  it('connects again after the server closed the socket, which socket.io leaves to the client', () => {
    vi.useFakeTimers();
    const { socket } = transportOnFakeSocket();
    socket.serverClosesSocket();
    expect(socket.connectCalls).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(socket.connectCalls).toBe(1);
  });

  it('does not connect again once closed', () => {
    vi.useFakeTimers();
    const { socket, transport, connections } = transportOnFakeSocket();
    socket.serverClosesSocket();
    transport.close();
    vi.advanceTimersByTime(5000);
    expect(socket.connectCalls).toBe(0);
    expect(connections.at(-1)).toBe('disconnected');
  });

  it('delivers the server events wired before it opened', () => {
    const socket = createFakeAgentSocket();
    const hooks = { connected: () => {}, dropped: () => {}, changed: () => {} };
    const transport = createAgentTransport({ url: 'u', token: 't', connect: () => socket }, hooks);
    const received: unknown[] = [];
    transport.on('chat_error', (payload) => received.push(payload));
    transport.open();
    socket.serverSends('chat_error', { error: 'Chat not found' });
    expect(received).toEqual([{ error: 'Chat not found' }]);
  });
});
