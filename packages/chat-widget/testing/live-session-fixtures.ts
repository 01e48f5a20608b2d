import type { LiveMessage } from '@ohmstead/contracts/live-chat';
import { afterEach, beforeEach, vi } from 'vitest';
import { createLiveSession } from '../src/live/live-session';
import type { MediaClient } from '../src/live/media-client';
import type { ChatStore } from '../src/state/chat-store';
import type { LiveSession } from '../src/state/live-port';
import { FakeLiveSocket as FakeSocket, LIVE_CHAT_ID, liveMessage } from './live-fakes';
import { testChatStore } from './test-chat-store';
import { memoryStorage } from './test-fixtures';

/** What the live session's tests share: a store and session on a fake socket and media client. */

export const CHAT_ID = LIVE_CHAT_ID;

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
  const store = testChatStore({ storage, fetch: async () => new Response('{}', { status: 404 }) });
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

/** The agent's first message of the open chat. */
export const agentMessage = (text: string, extra: Partial<LiveMessage> = {}): LiveMessage =>
  liveMessage(1, text, extra);

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
