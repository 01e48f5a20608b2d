import type { LiveMessage } from '@ohmstead/contracts/live-chat';
import { afterEach, beforeEach, vi } from 'vitest';
import { FakeLiveSocket as FakeSocket } from '../../testing/live-fakes';
import { memoryStorage } from '../../testing/test-fixtures';
import { defaultConfig } from '../config/widget-config';
import { loadLive } from '../panel/chunks';
import { messageId } from '../state/chat-message';
import { type ChatStore, createChatStore } from '../state/chat-store';
import type { LiveSession } from '../state/live-port';
import { createLiveSession } from './live-session';
import type { MediaClient } from './media-client';

/** What the live session's tests share: a store and session on a fake socket and media client. */

const config = defaultConfig('https://widget.example', '');
export const CHAT_ID = '0b7e6c1a-3f2d-4c5b-9a8e-1d2c3b4a5f60';

export interface Harness {
  store: ChatStore;
  session: LiveSession;
  socket: FakeSocket;
  media: { upload: ReturnType<typeof vi.fn>; deleteSessionMedia: ReturnType<typeof vi.fn> };
  storage: Storage;
}

export function setup(
  storage = memoryStorage(),
  resumeStatus: 'none' | 'waiting' | 'active' = 'none',
): Harness {
  const socket = new FakeSocket();
  socket.server = {
    resume: () => ({ ok: true, status: resumeStatus, chat_id: CHAT_ID, agent_name: 'Maya', messages: [] }),
    request_chat: () => ({ ok: true, chat_id: CHAT_ID }),
    send_message: () => ({ ok: true, seq: 1 }),
    cancel_request: () => ({ ok: true }),
    end_chat: () => ({ ok: true }),
  };
  const store = createChatStore({
    config,
    user: null,
    requestedBot: null,
    emit: () => {},
    storage,
    fetch: async () => new Response('{}', { status: 404 }),
    startTimers: false,
    loadLive,
  });
  const media = {
    upload: vi.fn(async (file: File) => ({
      name: file.name,
      url: `/assets/uploads/live-chat/${file.name}`,
      size: file.size,
    })),
    deleteSessionMedia: vi.fn(async () => {}),
  };
  const session = createLiveSession({
    store,
    openSocket: () => socket,
    media: media as unknown as MediaClient,
  });
  store.live.value = { ...session, ui: {} as never };
  return { store, session, socket, media, storage };
}

export const texts = (store: ChatStore) => store.messages.value.map((message) => message.text);
export const last = (store: ChatStore) => store.messages.value.at(-1)!;

export const agentMessage = (text: string, extra: Partial<LiveMessage> = {}): LiveMessage => ({
  id: messageId(),
  chat_id: CHAT_ID,
  seq: 1,
  message: text,
  attachments: [],
  is_customer: false,
  sender_name: 'Maya',
  timestamp: '2026-11-21T10:00:00.000Z',
  ...extra,
});

/** Request, connect, queue position, assignment. */
export function connectToAgent(harness: Harness) {
  harness.session.request();
  harness.socket.open();
  harness.socket.push('waiting_for_agent', { position: 1, chat_id: CHAT_ID });
  harness.socket.push('chat_assigned', { agent_name: 'Maya', agent_sid: 'agent-1', chat_id: CHAT_ID });
}

/** Every test on fake timers: the session's delays (resend, reconnection) run when a test says. */
export function setUpLiveSessionTests() {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
}
