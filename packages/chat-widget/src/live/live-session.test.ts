import { chatMessages } from '@ohmstead/contracts/chat';
import {
  CLIENT_MESSAGE_ID_PATTERN,
  LIVE_CHAT_FILE_MAX_BYTES,
  liveChatMessages,
  type LiveMessage,
} from '@ohmstead/contracts/live-chat';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeLiveSocket as FakeSocket } from '../../testing/live-fakes';
import { memoryStorage } from '../../testing/test-fixtures';
import { defaultConfig } from '../config/widget-config';
import { LIVE_AGENT_RESEND_DELAY_MS, STORAGE_KEYS } from '../constants';
import { loadLive } from '../panel/chunks';
import { messageId } from '../state/chat-message';
import { type ChatStore, createChatStore } from '../state/chat-store';
import type { LiveSession } from '../state/live-port';
import { createLiveSession } from './live-session';
import { liveWidgetMessages } from './live-words';
import type { MediaClient } from './media-client';

const config = defaultConfig('https://widget.example', '');
const CHAT_ID = '0b7e6c1a-3f2d-4c5b-9a8e-1d2c3b4a5f60';

interface Harness {
  store: ChatStore;
  session: LiveSession;
  socket: FakeSocket;
  media: { upload: ReturnType<typeof vi.fn>; deleteSessionMedia: ReturnType<typeof vi.fn> };
  storage: Storage;
}

function setup(storage = memoryStorage(), resumeStatus: 'none' | 'waiting' | 'active' = 'none'): Harness {
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

const texts = (store: ChatStore) => store.messages.value.map((message) => message.text);
const last = (store: ChatStore) => store.messages.value.at(-1)!;

const agentMessage = (text: string, extra: Partial<LiveMessage> = {}): LiveMessage => ({
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
function connectToAgent(harness: Harness) {
  harness.session.request();
  harness.socket.open();
  harness.socket.push('waiting_for_agent', { position: 1, chat_id: CHAT_ID });
  harness.socket.push('chat_assigned', { agent_name: 'Maya', agent_sid: 'agent-1', chat_id: CHAT_ID });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the live agent flow (docs/product.md §3.4)', () => {
  it('requests a chat with the name (the server reads the history itself), waits, is assigned, talks both ways, and ends', async () => {
    const harness = setup();
    const { store, session, socket } = harness;
    store.addMessages({
      id: messageId(),
      name: 'You',
      avatar: 'user',
      text: 'My inverter shows E42',
      type: 'message-user',
      timestamp: 1,
      is_customer: true,
    });

    session.request();
    expect(store.liveMode.value).toBe(true);
    expect(store.loading.value).toBe(true);
    expect(socket.sent('request_chat')).toEqual([]); // never emitted before the socket is connected
    socket.open();
    expect(socket.sent('resume')).toEqual([{ after_seq: 0 }]);
    expect(socket.sent('request_chat')).toEqual([{ customer_name: 'guest', bot: 'CRM' }]);

    socket.push('waiting_for_agent', { position: 3, chat_id: CHAT_ID });
    expect(last(store)).toMatchObject({
      text: liveChatMessages.waitingForAgent(3),
      actions: ['cancel-request'],
    });
    socket.push('waiting_for_agent', { position: 2, chat_id: CHAT_ID });
    const waiting = store.messages.value.filter((message) => message.actions?.includes('cancel-request'));
    expect(waiting.map((message) => message.text)).toEqual([liveChatMessages.waitingForAgent(2)]);
    expect(store.loading.value).toBe(true);

    // The last user message goes to the agent 1 s after the request, once the chat is assigned.
    vi.advanceTimersByTime(LIVE_AGENT_RESEND_DELAY_MS);
    expect(socket.sent('send_message')).toEqual([]);
    socket.push('chat_assigned', { agent_name: 'Maya', agent_sid: 'agent-1', chat_id: CHAT_ID });
    expect(session.status.value).toBe('active');
    expect(session.agentName.value).toBe('Maya');
    expect(store.loading.value).toBe(false);
    expect(last(store)).toMatchObject({
      type: 'message-notification',
      text: chatMessages.connectedWithAgent('Maya'),
    });
    expect(store.messages.value.some((message) => message.actions?.includes('cancel-request'))).toBe(false);
    expect(socket.sent('send_message')).toMatchObject([
      { message: 'My inverter shows E42', attachments: [] },
    ]);

    const html = '<p>Hi, <strong>I can help</strong>.</p>\n';
    socket.push('receive_message', agentMessage('Hi, **I can help**.', { seq: 2, html }));
    // The agent's message keeps the HTML the server rendered (shown after DOMPurify, ReplyBubble.tsx).
    expect(last(store)).toMatchObject({
      avatar: 'agent',
      name: 'Maya',
      text: 'Hi, **I can help**.',
      html,
      live: true,
    });

    await store.send('Thanks!');
    const sent = socket.sent('send_message').at(-1) as { id: string; message: string };
    expect(sent.message).toBe('Thanks!');
    expect(sent.id).toMatch(CLIENT_MESSAGE_ID_PATTERN);
    expect(last(store)).toMatchObject({ type: 'message-user', text: 'Thanks!', is_customer: true });
    // The server's echo of the user's own message is dropped by its id.
    const count = store.messages.value.length;
    socket.push('receive_message', agentMessage('Thanks!', { id: sent.id, seq: 3, is_customer: true }));
    expect(store.messages.value).toHaveLength(count);

    socket.push('chat_ended', { chat_id: CHAT_ID });
    // The spec's notice, then the rating offer (docs/decisions/0049-satisfaction-and-transcript.md).
    expect(store.messages.value.at(-2)!.text).toBe(chatMessages.chatEnded);
    expect(last(store).csat).toEqual({ chatId: CHAT_ID, step: 'rate' });
    expect(store.liveMode.value).toBe(false);
    expect(session.status.value).toBe('none');
    expect(harness.storage.getItem(STORAGE_KEYS.liveChat)).toBeNull();
  });

  it('cancels a waiting request: "Chat request cancelled", loading off, live mode off', () => {
    const { store, session, socket } = setup();
    session.request();
    socket.open();
    socket.push('waiting_for_agent', { position: 1, chat_id: CHAT_ID });
    session.cancel();
    expect(socket.sent('cancel_request')).toEqual([{}]);
    socket.push('request_canceled');
    expect(last(store).text).toBe(chatMessages.chatRequestCancelled);
    expect(store.loading.value).toBe(false);
    expect(store.liveMode.value).toBe(false);
    expect(store.messages.value.some((message) => message.actions?.includes('cancel-request'))).toBe(false);
  });

  it('answers no_agents with the apology and the contact form', () => {
    const { store, session, socket } = setup();
    socket.server.request_chat = () => {
      socket.push('no_agents');
      return { ok: false, error: 'No agents' };
    };
    session.request();
    socket.open();
    expect(last(store)).toMatchObject({ text: chatMessages.noAgents, form: true });
    expect(texts(store).filter((text) => text === 'No agents')).toEqual([]);
    expect(store.liveMode.value).toBe(false);
    expect(store.loading.value).toBe(false);
  });

  it('ends the chat when the agent disconnects', () => {
    const harness = setup();
    connectToAgent(harness);
    harness.socket.push('agent_disconnected', { chat_id: CHAT_ID });
    expect(harness.store.messages.value.at(-2)!.text).toBe(chatMessages.agentDisconnected);
    expect(last(harness.store).csat).toEqual({ chatId: CHAT_ID, step: 'rate' });
    expect(harness.session.status.value).toBe('none');
    expect(harness.store.liveMode.value).toBe(false);
  });

  it('keeps the header indicator up to date from the socket once connected (docs/product.md §3.2)', () => {
    const harness = setup();
    const { store, session, socket } = harness;
    store.agents.value = { online: true, num_agents: 1 };
    session.request();
    socket.open();
    socket.push('number_available_agents', { num_agents: 0 });
    socket.push('bot_offline');
    expect(store.agents.value).toEqual({ online: false, num_agents: 0 });
    socket.push('number_available_agents', { num_agents: 2 });
    socket.push('bot_online');
    expect(store.agents.value).toEqual({ online: true, num_agents: 2 });
    // A dropped socket leaves the last known answer: the next opening asks again.
    socket.disconnect();
    expect(store.agents.value).toEqual({ online: true, num_agents: 2 });
  });

  it('ignores a malformed event', () => {
    const harness = setup();
    connectToAgent(harness);
    const count = harness.store.messages.value.length;
    harness.socket.push('receive_message', { id: 1, message: '<img src=x onerror=alert(1)>' });
    harness.socket.push('waiting_for_agent', { position: -1 });
    expect(harness.store.messages.value).toHaveLength(count);
    expect(harness.session.status.value).toBe('active');
  });

  it('keeps unacknowledged messages and sends them again after a reconnect; missed messages merge by id', async () => {
    const harness = setup();
    connectToAgent(harness);
    const { socket, store } = harness;
    delete socket.server.send_message; // no ack comes: the connection is failing
    await store.send('Are you there?');
    const first = socket.sent('send_message').at(-1) as { id: string };
    socket.drop();
    await store.send('Hello?');
    // Nothing is emitted while disconnected.
    expect(
      socket.sent('send_message').filter((payload) => (payload as { id: string }).id !== first.id),
    ).toEqual([]);

    // The agent wrote while the customer was away; the two resent messages are numbered after it.
    const missed = agentMessage('Sorry, I was away.', { seq: 1 });
    socket.server.resume = () => ({
      ok: true,
      status: 'active',
      chat_id: CHAT_ID,
      agent_name: 'Maya',
      messages: [missed, missed],
    });
    let seq = 1;
    socket.server.send_message = () => ({ ok: true, seq: ++seq });
    socket.open();
    expect(socket.sent('resume').at(-1)).toEqual({ after_seq: 0 });
    const resent = socket.sent('send_message').slice(-2) as { message: string; id: string }[];
    expect(resent.map((payload) => payload.message)).toEqual(['Are you there?', 'Hello?']);
    expect(resent[0]!.id).toBe(first.id);
    expect(texts(store).filter((text) => text === 'Sorry, I was away.')).toHaveLength(1);

    // Acknowledged: a further reconnect sends nothing again, and asks for what follows seq 3.
    const sentSoFar = socket.sent('send_message').length;
    socket.drop();
    socket.open();
    expect(socket.sent('send_message')).toHaveLength(sentSoFar);
    expect(socket.sent('resume').at(-1)).toEqual({ after_seq: 3 });
  });

  it('asks for what it missed when a seq is skipped, and shows both messages in order', () => {
    const harness = setup();
    connectToAgent(harness);
    const { store, socket } = harness;
    const lost = agentMessage('Stored by a server that died before sending it.', { seq: 1 });
    const next = agentMessage('And this one came live.', { seq: 2 });
    socket.server.resume = () => ({
      ok: true,
      status: 'active',
      chat_id: CHAT_ID,
      agent_name: 'Maya',
      messages: [lost, next],
    });
    const resumesBefore = socket.sent('resume').length;
    socket.push('receive_message', next);
    expect(socket.sent('resume').slice(resumesBefore)).toEqual([{ after_seq: 0 }]);
    const shown = texts(store);
    expect(shown.slice(-2)).toEqual([lost.message, next.message]);
    expect(shown.filter((text) => text === next.message)).toHaveLength(1);
  });

  it("shows the agent's message that came before the ack of the customer's own once the ack fills the gap", async () => {
    const harness = setup();
    connectToAgent(harness);
    const { store, socket } = harness;
    const reply = agentMessage('Hello, how can I help?', { seq: 2 });
    socket.server.resume = () => ({
      ok: true,
      status: 'active',
      chat_id: CHAT_ID,
      agent_name: 'Maya',
      messages: [reply],
    });
    // Stored as 1 (the customer's) and 2 (the agent's); the agent's reaches the widget first.
    socket.server.send_message = () => {
      socket.push('receive_message', reply);
      return { ok: true, seq: 1 };
    };
    await store.send('Hi');
    const shown = texts(store);
    expect(shown.slice(-2)).toEqual(['Hi', reply.message]);
    expect(shown.filter((text) => text === reply.message)).toHaveLength(1);
  });

  it('goes back to the bot when every reconnection attempt failed', () => {
    const harness = setup();
    connectToAgent(harness);
    harness.socket.drop();
    harness.socket.failReconnecting();
    expect(last(harness.store).text).toBe(liveWidgetMessages.connectionLost);
    expect(harness.store.liveMode.value).toBe(false);
  });

  it('restores a stored chat after a reload and resumes it', () => {
    const storage = memoryStorage();
    const first = setup(storage);
    connectToAgent(first);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.liveChat)!)).toMatchObject({
      chatId: CHAT_ID,
      status: 'active',
      agentName: 'Maya',
    });
    const second = setup(storage, 'active');
    expect(second.session.status.value).toBe('active');
    expect(second.store.liveMode.value).toBe(true);
    second.socket.open();
    expect(second.socket.sent('resume')).toEqual([{ after_seq: 0 }]);
    expect(second.session.agentName.value).toBe('Maya');
  });
});

describe('files in live mode (docs/product.md §3.5, §3.8, §3.9)', () => {
  it('refuses files over 100 MB with their names and keeps the others', () => {
    const harness = setup();
    connectToAgent(harness);
    const big = new File(['x'], 'huge.pdf');
    Object.defineProperty(big, 'size', { value: LIVE_CHAT_FILE_MAX_BYTES + 1 });
    const small = new File(['x'], 'photo.png');
    harness.session.addFiles([big, small]);
    expect(last(harness.store).text).toBe(chatMessages.filesTooLarge(['huge.pdf']));
    expect(harness.session.files.value.map((file) => file.name)).toEqual(['photo.png']);
  });

  it('uploads each file first and sends the message with its attachments', async () => {
    const harness = setup();
    connectToAgent(harness);
    harness.session.addFiles([new File(['x'], 'photo.png')]);
    await harness.store.send('');
    expect(harness.media.upload).toHaveBeenCalledTimes(1);
    expect(harness.socket.sent('send_message').at(-1)).toMatchObject({
      message: '',
      attachments: [{ name: 'photo.png', url: '/assets/uploads/live-chat/photo.png', size: 1 }],
    });
    expect(last(harness.store).attachments).toHaveLength(1);
    expect(harness.session.files.value).toEqual([]);
  });

  it('aborts the send when an upload fails', async () => {
    const harness = setup();
    connectToAgent(harness);
    harness.media.upload.mockRejectedValueOnce(new Error('503'));
    harness.session.addFiles([new File(['x'], 'photo.png')]);
    const sentBefore = harness.socket.sent('send_message').length;
    expect(await harness.store.send('See the photo')).toBe(false);
    expect(last(harness.store).text).toBe(chatMessages.fileUploadFailed);
    expect(harness.socket.sent('send_message')).toHaveLength(sentBefore);
    expect(texts(harness.store)).not.toContain('See the photo');
    expect(harness.store.loading.value).toBe(false);
  });
});

describe('the live-agent switch and reset', () => {
  it('flips where messages go with a notice, and clears picked files', async () => {
    const harness = setup();
    connectToAgent(harness);
    harness.session.addFiles([new File(['x'], 'photo.png')]);
    harness.session.toggle();
    expect(harness.store.liveMode.value).toBe(false);
    expect(last(harness.store).text).toBe(chatMessages.nowChatbot);
    expect(harness.session.files.value).toEqual([]);
    harness.session.toggle();
    expect(harness.store.liveMode.value).toBe(true);
    expect(last(harness.store).text).toBe(chatMessages.nowLiveAgent);
  });

  it('starts a request when switched on with no chat open', () => {
    const { store, session, socket } = setup();
    session.toggle();
    socket.open();
    expect(socket.sent('request_chat')).toHaveLength(1);
    expect(store.liveMode.value).toBe(true);
  });

  it('reset ends the chat on the server, disconnects, deletes the files and forgets the stored chat', () => {
    const harness = setup();
    connectToAgent(harness);
    expect(harness.storage.getItem(STORAGE_KEYS.liveChat)).not.toBeNull();
    harness.store.restart();
    expect(harness.socket.sent('end_chat')).toEqual([{}]);
    expect(harness.socket.connected).toBe(false);
    expect(harness.media.deleteSessionMedia).toHaveBeenCalled();
    expect(harness.storage.getItem(STORAGE_KEYS.liveChat)).toBeNull();
    expect(harness.store.liveMode.value).toBe(false);
    expect(harness.store.messages.value).toEqual([]);
  });
});
