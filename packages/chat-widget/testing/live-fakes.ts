import type { AgentAvailability } from '@ohmstead/contracts/agent-availability';
import type { BotKind } from '@ohmstead/contracts/chat';
import type { LiveMessage } from '@ohmstead/contracts/live-chat';
import { signal } from '@preact/signals';
import { defaultConfig } from '../src/config/widget-config';
import { createLiveSession } from '../src/live/live-session';
import type { MediaClient } from '../src/live/media-client';
import type { ChatWidgetUser } from '../src/public-api';
import type { LiveSocket } from '../src/services/live-socket';
import { type ChatMessage, messageId } from '../src/state/chat-message';
import type { LiveStoreView } from '../src/state/live-port';
import { memoryStorage } from './test-fixtures';

export const LIVE_CHAT_ID = '0b7e6c1a-3f2d-4c5b-9a8e-1d2c3b4a5f60';

type Ack = (answer: unknown) => void;

/**
 * The customer's socket as the live modules' tests drive it: the server's events pushed by the test, and
 * each emitted event's ack answered by the test's `server` handler (no handler: no answer, as a server
 * that is gone), or held in `acks` when the test answers it later.
 */
export class FakeLiveSocket implements LiveSocket {
  connected = false;
  readonly emitted: { event: string; payload: unknown }[] = [];
  readonly acks: { event: string; ack: Ack }[] = [];
  /** The events emitted asking for an acknowledgement, in order (a hint asks for none). */
  readonly askedToAcknowledge: string[] = [];
  server: Record<string, (payload: never) => unknown> = {};
  disconnected = 0;
  private readonly listeners = new Map<string, ((payload?: unknown) => void)[]>();
  private readonly managerListeners: (() => void)[] = [];
  readonly io = {
    on: (_event: 'reconnect_failed', listener: () => void) => this.managerListeners.push(listener),
  };

  on(event: string, listener: (payload?: unknown) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  emit(event: string, payload: unknown, ack?: Ack) {
    this.emitted.push({ event, payload });
    if (ack) this.askedToAcknowledge.push(event);
    const handler = this.server[event];
    if (handler && ack) ack(handler(payload as never));
    else if (ack) this.acks.push({ event, ack });
    return this;
  }
  disconnect() {
    this.connected = false;
    this.disconnected += 1;
    return this;
  }
  push(event: string, payload?: unknown) {
    this.listeners.get(event)?.forEach((listener) => listener(payload));
  }
  open() {
    this.connected = true;
    this.push('connect');
  }
  drop() {
    this.connected = false;
    this.push('disconnect');
  }
  failReconnecting() {
    this.managerListeners.forEach((listener) => listener());
  }
  sent(event: string) {
    return this.emitted.filter((entry) => entry.event === event).map((entry) => entry.payload);
  }
}

/** The part of the chat store the live session uses, as plain signals (the store is tested on its own). */
export function fakeLiveStore(user: ChatWidgetUser | null = null) {
  const messages = signal<ChatMessage[]>([]);
  return {
    config: defaultConfig('https://widget.example', ''),
    storage: memoryStorage(),
    user: signal(user),
    bot: signal<BotKind>('CRM'),
    messages,
    loading: signal(false),
    liveMode: signal(false),
    agents: signal<AgentAvailability | null>(null),
    botClient: { sessionId: () => 'session-123456789012' },
    session: { activity: () => {} },
    isOpen: signal(true),
    now: () => 1_000,
    addMessages: (...added: ChatMessage[]) => {
      messages.value = [...messages.peek(), ...added];
    },
    updateMessage: (id: string, change: Partial<ChatMessage>) => {
      messages.value = messages
        .peek()
        .map((message) => (message.id === id ? { ...message, ...change } : message));
    },
  } satisfies LiveStoreView;
}

/** The server's answer to resume for a chat Maya has taken, with the messages the customer has not seen. */
export const resumedWithMaya = (...messages: LiveMessage[]) => ({
  ok: true,
  status: 'active',
  chat_id: LIVE_CHAT_ID,
  agent_name: 'Maya',
  messages,
});

/** A live session on the fake store and `socket`; no media service (these tests send no files). */
export function liveSessionOn(socket: FakeLiveSocket, store = fakeLiveStore()) {
  return createLiveSession({
    store: { ...store, fetch, openLiveSocket: undefined } as never,
    openSocket: () => socket,
    media: {} as MediaClient,
  });
}

/** A message of the open chat as the server stores and sends it. */
export const liveMessage = (seq: number, text: string, extra: Partial<LiveMessage> = {}): LiveMessage => ({
  id: messageId(),
  chat_id: LIVE_CHAT_ID,
  seq,
  message: text,
  attachments: [],
  is_customer: false,
  sender_name: 'Maya',
  timestamp: '2026-11-21T10:00:00.000Z',
  ...extra,
});
