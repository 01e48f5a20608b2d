/**
 * Socket.io clients for the live-chat tests: they record every event so none is missed, and check each
 * payload with the schema the widget and the console parse it with, so every test also shows that the
 * clients accept what the server sends (contracts live-chat-payloads.ts).
 */
import type { AddressInfo } from 'node:net';
import { AGENT_NAMESPACE, LIVE_CHAT_SOCKET_PATH } from '@ohmstead/contracts/live-chat';
import {
  agentCountSchema,
  agentStateSchema,
  chatAssignedSchema,
  chatRefSchema,
  chatRequestSchema,
  chatRequestsSchema,
  customerSidSchema,
  liveMessageSchema,
  marksSchema,
  typingSchema,
  waitingForAgentSchema,
} from '@ohmstead/contracts/live-chat-payloads';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { guestSession } from './harness';

/** The clients' schema of each event the server sends with a payload (chat_error is only logged). */
const PAYLOAD_SCHEMAS: Record<string, { safeParse(value: unknown): { success: boolean } }> = {
  number_available_agents: agentCountSchema,
  waiting_for_agent: waitingForAgentSchema,
  chat_assigned: chatAssignedSchema,
  receive_message: liveMessageSchema,
  chat_ended: chatRefSchema,
  agent_disconnected: chatRefSchema,
  chat_requests: chatRequestsSchema,
  chat_request_added: chatRequestSchema,
  chat_request_removed: customerSidSchema,
  agent_state: agentStateSchema,
  messages: liveMessageSchema,
  typing: typingSchema,
  marks: marksSchema,
};

/** Listens on a free port of 127.0.0.1 and answers the server's base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export class TestClient {
  readonly socket: Socket;
  private readonly received: { event: string; args: unknown[]; taken: boolean }[] = [];
  private readonly listeners = new Set<() => void>();

  constructor(url: string, auth: Record<string, unknown>, extraHeaders?: Record<string, string>) {
    this.socket = io(url, {
      path: LIVE_CHAT_SOCKET_PATH,
      transports: ['websocket'],
      auth,
      autoConnect: false,
      reconnection: false,
      forceNew: true,
      ...(extraHeaders ? { extraHeaders } : {}),
    });
    this.socket.onAny((event: string, ...args: unknown[]) => {
      this.received.push({ event, args, taken: false });
      for (const listener of this.listeners) listener();
    });
  }

  /** Connects; rejects with the server's connect_error message. */
  connect(): Promise<this> {
    return new Promise((resolve, reject) => {
      this.socket.once('connect', () => resolve(this));
      this.socket.once('connect_error', (error) => reject(error));
      this.socket.connect();
    });
  }

  /** The next not yet taken `event` whose first argument passes `matches`, waiting for it if need be. */
  next<T = unknown>(
    event: string,
    matches: (payload: T) => boolean = () => true,
    timeoutMs = 5_000,
  ): Promise<T> {
    return new Promise((resolve, reject) => {
      const look = () => {
        const found = this.received.find(
          (entry) => !entry.taken && entry.event === event && matches(entry.args[0] as T),
        );
        if (!found) return false;
        found.taken = true;
        this.listeners.delete(check);
        clearTimeout(timer);
        const schema = PAYLOAD_SCHEMAS[event];
        if (schema && !schema.safeParse(found.args[0]).success)
          reject(new Error(`${event} is not what the clients accept: ${JSON.stringify(found.args[0])}`));
        else resolve(found.args[0] as T);
        return true;
      };
      const check = () => void look();
      const timer = setTimeout(() => {
        this.listeners.delete(check);
        reject(new Error(`no ${event} within ${timeoutMs} ms; got ${this.events().join(', ')}`));
      }, timeoutMs);
      if (!look()) this.listeners.add(check);
    });
  }

  /** Names of every event received so far. */
  events(): string[] {
    return this.received.map((entry) => entry.event);
  }

  /** Every payload of `event` received so far. */
  all<T = unknown>(event: string): T[] {
    return this.received.filter((entry) => entry.event === event).map((entry) => entry.args[0] as T);
  }

  emit<T = Record<string, unknown>>(event: string, ...args: unknown[]): Promise<T> {
    return this.socket.timeout(5_000).emitWithAck(event, ...args) as Promise<T>;
  }

  close(): void {
    this.socket.disconnect();
  }
}

export const customerClient = (url: string, sessionId: string, token?: string) =>
  new TestClient(url, token ? { sessionId, token } : { sessionId });

export const agentClient = (url: string, token: string) =>
  new TestClient(`${url}${AGENT_NAMESPACE}`, { token });

/** A guest session as the server issues them (test/harness.ts guestSession). */
export const sessionId = (name: string) => guestSession(name);
