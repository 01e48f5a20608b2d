/**
 * Test double of the AgentClient for the tests of the notification, the mini-screen and the site's agent layer: a snapshot the test
 * sets, the client's UI events the test emits, and the actions recorded (vi.fn).
 */
import type { ChatRequest } from '@ohmstead/contracts/live-chat';
import { vi } from 'vitest';
import { INITIAL_SNAPSHOT } from '../src/client/initial-snapshot';
import type {
  AgentChatView,
  AgentClient,
  AgentClientEvent,
  AgentClientEventDetail,
  AgentSnapshot,
} from '../src/client/types';
import { acceptedChat, agentState } from './sample-data';

export { agentState };

export function chatRequest(name: string, changes: Partial<ChatRequest> = {}): ChatRequest {
  return {
    customer_sid: `chat-${name.toLowerCase().replace(/\W+/g, '-')}`,
    customer_details: {
      customer_name: name,
      user_name: 'guest',
      bot: 'CRM',
      history_count: 1,
      last_message: 'My charger shows a red light.',
    },
    requested_at: '2025-01-01T10:00:00.000Z',
    ...changes,
  };
}

export function chatView(name: string, changes: Partial<AgentChatView> = {}): AgentChatView {
  return acceptedChat(chatRequest(name), '2025-01-01T10:01:00.000Z', changes);
}

export interface TestAgentClient extends AgentClient {
  /** Replaces parts of the snapshot and tells subscribers. */
  update(changes: Partial<AgentSnapshot>): void;
  /** Emits one of the client's UI events ('request', 'customer-message', 'assigned'). */
  emit(event: AgentClientEvent, detail?: AgentClientEventDetail): void;
}

export function testAgentClient(initial: Partial<AgentSnapshot> = {}): TestAgentClient {
  let snapshot: AgentSnapshot = {
    ...INITIAL_SNAPSHOT,
    connection: 'connected',
    state: agentState(),
    ...initial,
  };
  const listeners = new Set<() => void>();
  const eventListeners = new Map<AgentClientEvent, Set<(detail: AgentClientEventDetail) => void>>();

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(changes) {
      snapshot = { ...snapshot, ...changes };
      listeners.forEach((listener) => listener());
    },
    on(event, listener) {
      const set = eventListeners.get(event) ?? new Set();
      set.add(listener);
      eventListeners.set(event, set);
      return () => set.delete(listener);
    },
    emit(event, detail = {}) {
      eventListeners.get(event)?.forEach((listener) => listener(detail));
    },
    accept: vi.fn(async (customerSid?: string) => ({ ok: true, chatId: customerSid })),
    decline: vi.fn(async () => {}),
    setAvailable: vi.fn(async () => {}),
    setSoundEnabled: vi.fn(async () => {}),
    setDesktopAlertsEnabled: vi.fn(async () => {}),
    setMaxChats: vi.fn(async () => {}),
    transferTargets: vi.fn(async () => []),
    transfer: vi.fn(async () => {}),
    addNote: vi.fn(async () => {}),
    send: vi.fn(async () => {}),
    endChat: vi.fn(async () => {}),
    markRead: vi.fn(),
    typing: vi.fn(),
    stoppedTyping: vi.fn(),
    viewing: vi.fn(),
    history: vi.fn(async () => ({ total: 0, items: [] })),
    transcript: vi.fn(async () => ({ messages: [], notes: [] })),
    customerHistory: vi.fn(async () => [
      { text: 'My charger shows a red light.', is_customer: true, timestamp: 1 },
    ]),
    close: vi.fn(),
  };
}
