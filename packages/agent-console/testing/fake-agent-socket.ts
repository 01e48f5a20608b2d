/**
 * A fake socket.io socket for the client's tests (never used by product code): records what the client
 * emits, answers acknowledgements with per-event handlers, and lets a test play the server's side.
 */
import type { AgentSocketLike } from '../src/client/types';

type Listener = (...args: never[]) => void;
type Answer = (payload: unknown) => unknown;

export interface FakeAgentSocket extends AgentSocketLike {
  connected: boolean;
  active: boolean;
  url: string;
  options: Record<string, unknown>;
  emitted: { event: string; payload: unknown }[];
  /** The events emitted asking for an acknowledgement, in order (a hint asks for none). */
  askedToAcknowledge: string[];
  /** How the "server" acknowledges each event; an event without one is never acknowledged. */
  answers: Record<string, Answer>;
  serverSends(event: string, payload?: unknown): void;
  goOnline(): void;
  dropConnection(): void;
  /** The server closed the socket (a restart): socket.io leaves reconnecting to the client. */
  serverClosesSocket(): void;
  connectCalls: number;
  refuseHandshake(): void;
  emittedOf(event: string): unknown[];
}

/** The `connect` a client or transport is handed: it notes the URL and options on `socket` and returns it. */
export const connectingTo = (socket: FakeAgentSocket) => (url: string, options: object) => {
  socket.url = url;
  socket.options = options as Record<string, unknown>;
  return socket;
};

export function createFakeAgentSocket(): FakeAgentSocket {
  const listeners = new Map<string, Listener[]>();
  const managerListeners = new Map<string, Listener[]>();
  const call = (map: Map<string, Listener[]>, event: string, args: unknown[]) => {
    for (const listener of map.get(event) ?? []) (listener as (...values: unknown[]) => void)(...args);
  };
  const fake: FakeAgentSocket = {
    connected: false,
    active: true,
    url: '',
    options: {},
    emitted: [],
    askedToAcknowledge: [],
    connectCalls: 0,
    connect() {
      fake.connectCalls += 1;
      return fake;
    },
    answers: {},
    on(event, listener) {
      listeners.set(event, [...(listeners.get(event) ?? []), listener]);
      return fake;
    },
    emit(event, payload, ack) {
      fake.emitted.push({ event, payload });
      if (typeof ack === 'function') fake.askedToAcknowledge.push(event);
      const answer = fake.answers[event];
      if (answer && typeof ack === 'function') ack(answer(payload));
      return fake;
    },
    disconnect() {
      fake.connected = false;
      fake.active = false;
      call(listeners, 'disconnect', ['io client disconnect']);
      return fake;
    },
    io: {
      on(event, listener) {
        managerListeners.set(event, [...(managerListeners.get(event) ?? []), listener]);
        return fake;
      },
    },
    serverSends(event, payload) {
      call(listeners, event, payload === undefined ? [] : [payload]);
    },
    goOnline() {
      fake.connected = true;
      call(listeners, 'connect', []);
    },
    dropConnection() {
      fake.connected = false;
      call(listeners, 'disconnect', ['transport close']);
    },
    serverClosesSocket() {
      fake.connected = false;
      call(listeners, 'disconnect', ['io server disconnect']);
    },
    refuseHandshake() {
      fake.active = false;
      call(listeners, 'connect_error', [new Error('unauthorized')]);
    },
    emittedOf(event) {
      return fake.emitted.filter((item) => item.event === event).map((item) => item.payload);
    },
  };
  return fake;
}
