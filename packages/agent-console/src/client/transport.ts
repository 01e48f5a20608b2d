/**
 * The agent's socket.io connection (the /agent namespace, websocket only, signed in with the token):
 * requests with acknowledgements, the server's events, and the connection's state, including the
 * reconnect socket.io leaves to the client after the server closed the socket. Knows no chat, no request,
 * no snapshot: it reports through its hooks.
 */
import { LIVE_CHAT_SOCKET_PATH, SOCKET_RECONNECTION } from '@ohmstead/contracts/live-chat';
import { type Refusal, refusalOf } from '@ohmstead/contracts/live-chat-payloads';
import type * as z from 'zod/mini';
import { consoleTexts } from '../constants';
import type { AgentConnection, AgentSocketLike } from './types';

export type Connect = (url: string, options: object) => AgentSocketLike;

export interface TransportOptions {
  /** The agent namespace's address. */
  url: string;
  token: string;
  /** A socket.io-client `io` replacement; default: `import('socket.io-client')` on demand. */
  connect?: Connect;
}

export interface TransportHooks {
  /** A (re)connect: the connection is 'connected' and requests go out again. */
  connected(): void;
  /** The socket dropped: 'disconnected' when this page closed it, else 'reconnecting'. */
  dropped(connection: 'disconnected' | 'reconnecting'): void;
  /** Any other change: a failed (re)connect, a refused handshake ('unauthorized'), reconnection given up. */
  changed(connection: AgentConnection): void;
}

export interface AgentTransport {
  /** Connects; the server's events wired with `on` before are delivered from then on. */
  open(): void;
  /**
   * Emits with an acknowledgement, parsed with `accepted` (contracts live-chat-payloads.ts): an answer that
   * is neither that nor a refusal counts as a refusal. Never while disconnected (the answer is then a refusal).
   */
  request<T extends { ok: true }>(
    event: string,
    payload: object,
    accepted: z.ZodMiniType<T>,
  ): Promise<T | Refusal>;
  /** Emits without an acknowledgement: a hint ("typing"): worth nothing late, dropped while disconnected. */
  hint(event: string, payload: object): void;
  isConnected(): boolean;
  /** A server event; wire them all before `open`. */
  on(event: string, listener: (payload: unknown) => void): void;
  close(): void;
}

async function socketIo(): Promise<Connect> {
  return (await import('socket.io-client')).io as unknown as Connect;
}

export function createAgentTransport(options: TransportOptions, hooks: TransportHooks): AgentTransport {
  let socket: AgentSocketLike | null = null;
  let status: AgentConnection = 'connecting';
  let closed = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  const serverEvents: [string, (payload: unknown) => void][] = [];

  const change = (next: AgentConnection) => {
    status = next;
    hooks.changed(next);
  };

  function wire(connection: AgentSocketLike): void {
    connection.on('connect', () => {
      status = 'connected';
      hooks.connected();
    });
    connection.on('disconnect', (reason: string) => {
      status = reason === 'io client disconnect' ? 'disconnected' : 'reconnecting';
      hooks.dropped(status);
      // socket.io does not reconnect by itself after the server closed the socket, which is what a server
      // restart or deploy looks like: connect again (a refused handshake then shows 'unauthorized').
      if (reason === 'io server disconnect') {
        reconnectTimer = setTimeout(() => {
          reconnectTimer = null;
          if (!closed) connection.connect?.();
        }, SOCKET_RECONNECTION.reconnectionDelay);
      }
    });
    connection.on('connect_error', () => {
      // socket.io-client: `active` is false when the server refused the handshake (bad or missing token).
      if (connection.active === false) change('unauthorized');
      else change(status === 'connecting' ? 'connecting' : 'reconnecting');
    });
    connection.io?.on('reconnect_failed', () => change('disconnected'));
    for (const [event, listener] of serverEvents) connection.on(event, listener);
  }

  async function open(): Promise<void> {
    const connect = options.connect ?? (await socketIo());
    if (closed) return;
    socket = connect(options.url, {
      path: LIVE_CHAT_SOCKET_PATH,
      transports: ['websocket'],
      auth: { token: options.token },
      reconnection: true,
      ...SOCKET_RECONNECTION,
    });
    wire(socket);
  }

  const isConnected = () => !!socket?.connected && status === 'connected';

  return {
    open() {
      void open().catch(() => change('disconnected'));
    },
    request(event, payload, accepted) {
      if (!socket || !isConnected()) return Promise.resolve({ ok: false, error: consoleTexts.notConnected });
      const connection = socket;
      return new Promise((resolve) => {
        connection.emit(event, payload, (answer: unknown) => {
          const done = accepted.safeParse(answer);
          resolve(
            done.success ? done.data : { ok: false, error: refusalOf(answer) ?? consoleTexts.badAnswer },
          );
        });
      });
    },
    hint(event, payload) {
      if (socket && isConnected()) socket.emit(event, payload);
    },
    isConnected,
    on(event, listener) {
      serverEvents.push([event, listener]);
    },
    close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      socket?.disconnect();
    },
  };
}
