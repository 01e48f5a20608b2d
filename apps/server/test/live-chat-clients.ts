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
  chatTransferredSchema,
  customerSidSchema,
  liveMessageSchema,
  marksSchema,
  typingSchema,
  waitingForAgentSchema,
} from '@ohmstead/contracts/live-chat-payloads';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { afterEach } from 'vitest';
import { addUser, tokenFor } from '../src/auth/test-users';
import { forThisBlock } from './block-resource';
import { guestSession, startTestServer, type TestEnv, type TestServer } from './harness';

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
  chat_transferred: chatTransferredSchema,
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

/** A live-chat test block's server, its address and two agents' tokens: Ada (Admin) and Bo (Vendor). */
export interface LiveChatBlock {
  server: TestServer;
  url: string;
  ada: string;
  bo: string;
  /** Closes the client after the test. */
  track<T extends TestClient>(client: T): T;
}

/**
 * The live-chat tests' block: a listening test server with two agents, every tracked client closed after
 * each test, and no chat left open nor agent available for the next one.
 */
export function useLiveChatBlock(env: TestEnv = {}): LiveChatBlock {
  const open: TestClient[] = [];
  const started = forThisBlock(
    'the live-chat server',
    async () => {
      const server = await startTestServer(env);
      for (const [userName, role, firstName] of [
        ['ada', 'Admin', 'Ada'],
        ['bo', 'Vendor', 'Bo'],
      ] as const)
        await addUser(server.db, { userName, password: AGENT_PASSWORD, roles: [role], firstName });
      return {
        server,
        ada: await tokenFor(server.app, 'ada', AGENT_PASSWORD),
        bo: await tokenFor(server.app, 'bo', AGENT_PASSWORD),
        url: await listen(server.app),
      };
    },
    ({ server }) => server.close(),
  );
  afterEach(async () => {
    for (const client of open.splice(0)) client.close();
    await started.server.db.query(
      "UPDATE live_chats SET status = 'ended' WHERE status IN ('waiting', 'active')",
    );
    await started.server.db.query('UPDATE live_chat_agents SET is_available = false, max_chats = DEFAULT');
  });
  return {
    get server() {
      return started.server;
    },
    get url() {
      return started.url;
    },
    get ada() {
      return started.ada;
    },
    get bo() {
      return started.bo;
    },
    track: (client) => (open.push(client), client),
  };
}

const AGENT_PASSWORD = 'agent-password-1';

/** Ada online, with a guest's request for `name` accepted: the chat both sides are in. */
export async function acceptedGuestChat(live: LiveChatBlock, name: string) {
  const agent = await live.track(agentClient(live.url, live.ada)).connect();
  await agent.next('agent_state');
  const online = await agent.emit('toggle_availability', { isAvailable: true });
  if ((online as { ok?: boolean }).ok !== true)
    throw new Error(`Ada cannot go online: ${JSON.stringify(online)}`);
  const guest = await live.track(customerClient(live.url, sessionId(name))).connect();
  const { chat_id } = await guest.emit<{ chat_id: string }>('request_chat', { customer_name: 'Gwen' });
  await agent.emit('chat_request_consent', {
    customer_sid: chat_id,
    customer_details: { customer_name: 'Gwen' },
    accept: true,
  });
  await guest.next('chat_assigned');
  return { agent, guest, chatId: chat_id };
}
