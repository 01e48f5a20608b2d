import {
  type AgentChat,
  type AgentState,
  type ChatRequest,
  CLIENT_MESSAGE_ID_PATTERN,
  type LiveMessage,
} from '@ohmstead/contracts/live-chat';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectingTo, createFakeAgentSocket, type FakeAgentSocket } from '../../testing/fake-agent-socket';
import { agentState } from '../../testing/sample-data';
import { settle } from '../../testing/transport-on-fake-socket';
import { consoleTexts } from '../constants';
import { type AgentClient, createAgentClient } from './agent-client';

const CHAT = '11111111-1111-4111-8111-111111111111';
const OTHER_CHAT = '22222222-2222-4222-8222-222222222222';

const details = {
  customer_name: 'Ada',
  user_name: 'guest',
  bot: 'CRM' as const,
  history_count: 2,
  last_message: 'Can I talk to a person?',
};

const chat = (chat_id: string, overrides: Partial<AgentChat> = {}): AgentChat => ({
  chat_id,
  customer_sid: chat_id,
  customer_name: 'Ada',
  customer_details: details,
  notes: [],
  status: 'active',
  assigned_at: '2025-01-01T10:00:00.000Z',
  customer_online: true,
  ...overrides,
});

/** The agent's state as the server sends it, holding `chats`. */
const stateWith = (chats: AgentChat[], overrides: Partial<AgentState> = {}): AgentState =>
  agentState({ chatActive: chats.length > 0, chats, ...overrides });

const message = (chat_id: string, seq: number, overrides: Partial<LiveMessage> = {}): LiveMessage => ({
  id: `msg-${chat_id.slice(0, 4)}-${seq}`,
  chat_id,
  seq,
  message: `message ${seq}`,
  attachments: [],
  is_customer: true,
  sender_name: 'Ada',
  timestamp: `2025-01-01T10:0${seq}:00.000Z`,
  ...overrides,
});

const request = (customer_sid: string, requested_at: string): ChatRequest => ({
  customer_sid,
  customer_details: details,
  requested_at,
});

describe('the agent client', () => {
  let socket: FakeAgentSocket;
  let client: AgentClient;
  let played: number;

  beforeEach(async () => {
    socket = createFakeAgentSocket();
    played = 0;
    client = createAgentClient({
      token: 'token-1',
      serviceOrigin: 'https://service.test',
      connect: connectingTo(socket),
      playSound: () => {
        played += 1;
      },
    });
    socket.answers.resume = () => ({ ok: true, messages: [] });
    await settle();
  });

  afterEach(() => {
    client.close();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  async function connectWithChats(chats: AgentChat[], seeded: LiveMessage[] = []) {
    socket.answers.resume = () => ({ ok: true, messages: seeded });
    socket.goOnline();
    socket.serverSends('agent_state', stateWith(chats));
    await settle();
  }

  it('connects to the agent namespace over websocket only, with the sign-in token and the spec reconnection', () => {
    expect(socket.url).toBe('https://service.test/agent');
    expect(socket.options).toMatchObject({
      path: '/socket.io/',
      transports: ['websocket'],
      auth: { token: 'token-1' },
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
      reconnectionAttempts: 5,
    });
    expect(client.getSnapshot().connection).toBe('connecting');
  });

  it('shows unauthorized when the server refuses the handshake', () => {
    socket.refuseHandshake();
    expect(client.getSnapshot().connection).toBe('unauthorized');
  });

  it('keeps the same snapshot object until something changes', async () => {
    await connectWithChats([chat(CHAT)]);
    const before = client.getSnapshot();
    expect(client.getSnapshot()).toBe(before);
    client.markRead(CHAT); // nothing unread: no change
    expect(client.getSnapshot()).toBe(before);
  });

  it('seeds the messages of a chat that appears in agent_state', async () => {
    await connectWithChats([chat(CHAT)], [message(CHAT, 1), message(CHAT, 2)]);
    const view = client.getSnapshot().chats[0]!;
    expect(view.messages.map((m) => m.seq)).toEqual([1, 2]);
    expect(view.unread).toBe(0); // what was there before this page is not "new"
  });

  it('after a reconnect, resumes each open chat from the last seq it holds and merges the missed messages', async () => {
    await connectWithChats([chat(CHAT)], [message(CHAT, 1), message(CHAT, 2)]);
    socket.dropConnection();
    expect(client.getSnapshot().connection).toBe('reconnecting');
    socket.answers.resume = () => ({ ok: true, messages: [message(CHAT, 2), message(CHAT, 3)] });
    socket.goOnline();
    await settle();
    expect(socket.emittedOf('resume').at(-1)).toEqual({ chats: [{ chat_id: CHAT, after_seq: 2 }] });
    const view = client.getSnapshot().chats[0]!;
    expect(view.messages.map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(view.unread).toBe(1);
  });

  it('connects again after the server closed the socket (a restart), which socket.io leaves to the client', async () => {
    vi.useFakeTimers();
    socket.goOnline();
    socket.serverClosesSocket();
    expect(client.getSnapshot().connection).toBe('reconnecting');
    expect(socket.connectCalls).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(socket.connectCalls).toBe(1);
  });

  it("shows a customer's message that arrived before the chat's agent_state, read again by the chat's resume", async () => {
    socket.goOnline();
    socket.serverSends('agent_state', stateWith([]));
    await settle();
    // The customer wrote the moment the chat was assigned; the agent's state naming the chat comes after.
    socket.serverSends('messages', message(CHAT, 1));
    socket.answers.resume = () => ({ ok: true, messages: [message(CHAT, 1)] });
    socket.serverSends('agent_state', stateWith([chat(CHAT)]));
    await settle();
    expect(socket.emittedOf('resume').at(-1)).toEqual({ chats: [{ chat_id: CHAT, after_seq: 0 }] });
    expect(client.getSnapshot().chats[0]!.messages.map((m) => m.seq)).toEqual([1]);
  });

  it('drops a message delivered twice', async () => {
    await connectWithChats([chat(CHAT)]);
    socket.serverSends('messages', message(CHAT, 1));
    socket.serverSends('messages', message(CHAT, 1));
    const view = client.getSnapshot().chats[0]!;
    expect(view.messages).toHaveLength(1);
    expect(view.unread).toBe(1);
    expect(played).toBe(1);
  });

  it('holds back a message after a skipped seq, resumes the chat and shows both in seq order', async () => {
    await connectWithChats([chat(CHAT)], [message(CHAT, 1)]);
    socket.answers.resume = () => ({ ok: true, messages: [message(CHAT, 2), message(CHAT, 3)] });
    socket.serverSends('messages', message(CHAT, 3));
    expect(client.getSnapshot().chats[0]!.messages.map((m) => m.seq)).toEqual([1]);
    await settle();
    expect(socket.emittedOf('resume').at(-1)).toEqual({ chats: [{ chat_id: CHAT, after_seq: 1 }] });
    const view = client.getSnapshot().chats[0]!;
    expect(view.messages.map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(view.unread).toBe(2);
  });

  it('ignores a malformed message event', async () => {
    await connectWithChats([chat(CHAT)]);
    const before = client.getSnapshot();
    socket.serverSends('messages', { id: 'x', chat_id: CHAT });
    expect(client.getSnapshot()).toBe(before);
  });

  it('counts unread customer messages per chat until the chat is marked read', async () => {
    await connectWithChats([chat(CHAT), chat(OTHER_CHAT, { assigned_at: '2025-01-01T11:00:00.000Z' })]);
    socket.serverSends('messages', message(CHAT, 1));
    socket.serverSends('messages', message(CHAT, 2));
    socket.serverSends('messages', message(OTHER_CHAT, 1));
    socket.serverSends('messages', message(OTHER_CHAT, 2, { is_customer: false, sender_name: 'Grace' }));
    expect(client.getSnapshot().chats.map((c) => c.unread)).toEqual([2, 1]);
    expect(client.getSnapshot().unreadTotal).toBe(3);
    client.markRead(CHAT);
    expect(client.getSnapshot().chats.map((c) => c.unread)).toEqual([0, 1]);
    expect(client.getSnapshot().unreadTotal).toBe(1);
  });

  it('plays the chime for a new request or customer message only when sound is enabled', async () => {
    const events: string[] = [];
    client.on('request', () => events.push('request'));
    client.on('customer-message', () => events.push('customer-message'));
    socket.goOnline();
    socket.serverSends('agent_state', stateWith([chat(CHAT)], { soundEnabled: false }));
    await settle();
    socket.serverSends('chat_requests', [request(OTHER_CHAT, '2025-01-01T10:00:00.000Z')]);
    socket.serverSends('messages', message(CHAT, 1));
    expect(played).toBe(0);
    expect(events).toEqual(['request', 'customer-message']);
    socket.serverSends('agent_state', stateWith([chat(CHAT)], { soundEnabled: true }));
    socket.serverSends('messages', message(CHAT, 2));
    socket.serverSends('chat_requests', [request(OTHER_CHAT, '2025-01-01T10:00:00.000Z')]); // already announced
    expect(played).toBe(1);
  });

  it('alerts a hidden tab of a request and a customer message by name, notifying only with desktop alerts on', async () => {
    client.close();
    const tab = { hidden: true, title: 'Agent console', notices: [] as string[][] };
    socket = createFakeAgentSocket();
    client = createAgentClient({
      token: 'token-1',
      serviceOrigin: 'https://service.test',
      connect: () => socket,
      playSound: () => undefined,
      alertPage: {
        isHidden: () => tab.hidden,
        getTitle: () => tab.title,
        setTitle: (title) => {
          tab.title = title;
        },
        setBadge: () => undefined,
        whenVisible: () => () => undefined,
        notify: (title, body, tag) => tab.notices.push([title, body, tag]),
      },
    });
    await settle();
    socket.goOnline();
    socket.serverSends('agent_state', stateWith([chat(CHAT)], { desktopAlertsEnabled: false }));
    await settle();
    socket.serverSends('chat_requests', [request(OTHER_CHAT, '2025-01-01T10:00:00.000Z')]);
    expect(tab.title).toBe('(1) Agent console');
    expect(tab.notices).toEqual([]);
    socket.serverSends('agent_state', stateWith([chat(CHAT)], { desktopAlertsEnabled: true }));
    socket.serverSends('messages', message(CHAT, 1));
    expect(tab.title).toBe('(2) Agent console');
    expect(tab.notices).toEqual([['New Message Received', 'Ada wrote in the chat.', `chat-${CHAT}`]]);
    client.close();
    expect(tab.title).toBe('Agent console');
  });

  it("adds an internal note once acknowledged, takes notes from other tabs, and keeps the state's on reconnect", async () => {
    await connectWithChats([chat(CHAT)]);
    socket.answers.add_note = (payload) => {
      const { chat_id, id, note } = payload as { chat_id: string; id: string; note: string };
      return {
        ok: true,
        note: { id, chat_id, author_name: 'Alex Agent', text: note, created_at: '2025-01-01T10:05:00.000Z' },
      };
    };
    await client.addNote(CHAT, 'Offer the refund');
    const sent = socket.emittedOf('add_note')[0] as { id: string; chat_id: string; note: string };
    expect(sent).toEqual({
      chat_id: CHAT,
      id: expect.stringMatching(CLIENT_MESSAGE_ID_PATTERN),
      note: 'Offer the refund',
    });
    const other = {
      id: 'other-tab',
      chat_id: CHAT,
      author_name: 'Alex Agent',
      text: 'Called back',
      created_at: '2025-01-01T10:01:00.000Z',
    };
    socket.serverSends('note', other);
    socket.serverSends('note', other);
    socket.serverSends('note', { chat_id: CHAT });
    expect(client.getSnapshot().chats[0]!.notes.map((note) => note.text)).toEqual([
      'Called back',
      'Offer the refund',
    ]);
    // The agent state is the server's whole list: what a reconnecting console starts from.
    socket.serverSends('agent_state', stateWith([chat(CHAT, { notes: [other] })]));
    expect(client.getSnapshot().chats[0]!.notes).toEqual([other]);
    socket.answers.add_note = () => ({ ok: false, error: 'There is no live chat to send to.' });
    await expect(client.addNote(CHAT, 'late')).rejects.toThrow('There is no live chat to send to.');
  });

  it('sends with a client id, keeps the message pending until acknowledged, and stores it then', async () => {
    await connectWithChats([chat(CHAT)]);
    await client.send(CHAT, 'Hello Ada');
    const sent = socket.emittedOf('send_message')[0] as { id: string; chat_id: string; message: string };
    expect(sent).toMatchObject({ chat_id: CHAT, message: 'Hello Ada', attachments: [] });
    expect(sent.id).toMatch(CLIENT_MESSAGE_ID_PATTERN);
    expect(client.getSnapshot().chats[0]!.pending).toHaveLength(1); // no answer yet

    socket.answers.send_message = () => ({ ok: true, seq: 1 });
    socket.dropConnection();
    socket.goOnline();
    await settle();
    const view = client.getSnapshot().chats[0]!;
    expect(view.pending).toEqual([]);
    expect(view.messages).toMatchObject([{ id: sent.id, seq: 1, message: 'Hello Ada', is_customer: false }]);
  });

  it("shows the customer's message that came before the ack of the agent's own once the ack fills the gap", async () => {
    await connectWithChats([chat(CHAT)]);
    // Stored as 1 (the agent's) and 2 (the customer's); the customer's reaches the console first.
    socket.answers.send_message = () => {
      socket.serverSends('messages', message(CHAT, 2));
      return { ok: true, seq: 1 };
    };
    socket.answers.resume = () => ({ ok: true, messages: [message(CHAT, 2)] });
    await client.send(CHAT, 'Hello Ada');
    await settle();
    const view = client.getSnapshot().chats[0]!;
    expect(view.messages.map((m) => [m.seq, m.is_customer])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(view.unread).toBe(1);
    expect(played).toBe(1);
  });

  it('never emits while disconnected, and sends what was queued after the reconnect', async () => {
    await connectWithChats([chat(CHAT)]);
    socket.dropConnection();
    await client.send(CHAT, 'Are you there?');
    expect(socket.emittedOf('send_message')).toEqual([]);
    expect(client.getSnapshot().chats[0]!.pending).toHaveLength(1);
    socket.answers.send_message = () => ({ ok: true, seq: 4 });
    socket.goOnline();
    await settle();
    expect(socket.emittedOf('send_message')).toHaveLength(1);
    expect(client.getSnapshot().chats[0]!.pending).toEqual([]);
  });

  it('drops a pending message the server refuses and shows why', async () => {
    await connectWithChats([chat(CHAT)]);
    socket.answers.send_message = () => ({ ok: false, error: 'That chat does not exist or is not yours.' });
    await client.send(CHAT, 'Hi');
    await settle();
    expect(client.getSnapshot().chats[0]!.pending).toEqual([]);
    expect(client.getSnapshot().error).toBe('That chat does not exist or is not yours.');
  });

  it('keeps the queue from the list sent on connect and the changes after it, chiming once per request', async () => {
    const announced: unknown[] = [];
    client.on('request', (detail) => announced.push(detail.customerSid));
    socket.goOnline();
    socket.serverSends('chat_requests', [request(CHAT, '2025-01-01T10:00:00.000Z')]);
    socket.serverSends('chat_request_added', request(OTHER_CHAT, '2025-01-01T09:00:00.000Z'));
    expect(client.getSnapshot().requests.map((item) => item.customer_sid)).toEqual([OTHER_CHAT, CHAT]);
    socket.serverSends('chat_request_added', request(OTHER_CHAT, '2025-01-01T09:00:00.000Z')); // a repeat
    socket.serverSends('chat_request_removed', { customer_sid: CHAT });
    expect(client.getSnapshot().requests.map((item) => item.customer_sid)).toEqual([OTHER_CHAT]);
    socket.serverSends('chat_request_added', { customer_sid: 'malformed' });
    expect(client.getSnapshot().requests).toHaveLength(1);
    expect(announced).toEqual([CHAT, OTHER_CHAT]);
  });

  it('reads the conversation before a request from the server when asked', async () => {
    socket.goOnline();
    const lines = [{ text: 'Hello', is_customer: true, timestamp: 1 }];
    socket.answers.customer_history = () => ({ ok: true, history: lines });
    expect(await client.customerHistory(CHAT)).toEqual(lines);
    expect(socket.emittedOf('customer_history')).toEqual([{ customer_sid: CHAT }]);
    socket.answers.customer_history = () => ({ ok: true, history: [{ text: 1 }] });
    await expect(client.customerHistory(CHAT)).rejects.toThrow();
  });

  it('accepts the oldest pending request by default and ignores a second accept while processing', async () => {
    socket.goOnline();
    socket.serverSends('chat_requests', [
      request(OTHER_CHAT, '2025-01-01T10:05:00.000Z'),
      request(CHAT, '2025-01-01T10:00:00.000Z'),
    ]);
    let answer: (value: unknown) => void = () => undefined;
    socket.emit = (event: string, payload: unknown, ack: unknown) => {
      socket.emitted.push({ event, payload });
      answer = ack as (value: unknown) => void;
      return socket;
    };
    const assigned: unknown[] = [];
    client.on('assigned', (detail) => assigned.push(detail));
    const first = client.accept();
    expect(client.getSnapshot().processing).toBe(true);
    expect(await client.accept()).toEqual({ ok: false });
    expect(socket.emittedOf('chat_request_consent')).toEqual([
      { customer_sid: CHAT, customer_details: details, accept: true },
    ]);
    answer({ ok: true, chat_id: CHAT });
    expect(await first).toEqual({ ok: true, chatId: CHAT });
    expect(client.getSnapshot().processing).toBe(false);
    expect(assigned).toEqual([{ chatId: CHAT, customerSid: CHAT }]);
  });

  it('ignores accept and decline when no request is pending', async () => {
    socket.goOnline();
    expect(await client.accept()).toEqual({ ok: false });
    await client.decline();
    expect(socket.emittedOf('chat_request_consent')).toEqual([]);
  });

  it('clears the processing flag 500 ms after a decline', async () => {
    vi.useFakeTimers();
    socket.goOnline();
    socket.serverSends('chat_requests', [request(CHAT, '2025-01-01T10:00:00.000Z')]);
    socket.answers.chat_request_consent = () => ({ ok: true });
    await client.decline(CHAT);
    expect(socket.emittedOf('chat_request_consent')).toEqual([
      { customer_sid: CHAT, customer_details: details, accept: false },
    ]);
    expect(client.getSnapshot().processing).toBe(true);
    vi.advanceTimersByTime(499);
    expect(client.getSnapshot().processing).toBe(true);
    vi.advanceTimersByTime(1);
    expect(client.getSnapshot().processing).toBe(false);
  });

  it('uploads files first, then sends the message with their stored paths', async () => {
    await connectWithChats([chat(CHAT)]);
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json({ mediaUrl: '/assets/uploads/live-chat/a.png', name: 'photo.png', size: 3 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    socket.answers.send_message = () => ({ ok: true, seq: 1 });
    await client.send(CHAT, 'See this', [new File(['abc'], 'photo.png', { type: 'image/png' })]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://service.test/api/CDN/UploadBotImage');
    expect(init.headers).toEqual({ authorization: 'Bearer token-1' });
    const body = init.body as FormData;
    expect(body.get('sessionKey')).toBe(CHAT);
    expect((body.get('media') as File).name).toBe('photo.png');
    expect(socket.emittedOf('send_message')[0]).toMatchObject({
      attachments: [{ name: 'photo.png', url: '/assets/uploads/live-chat/a.png', size: 3 }],
    });
  });

  it('refuses a file over 100 MB before uploading anything', async () => {
    await connectWithChats([chat(CHAT)]);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const huge = new File(['x'], 'huge.zip');
    Object.defineProperty(huge, 'size', { value: 100 * 1024 * 1024 + 1 });
    await expect(client.send(CHAT, '', [huge])).rejects.toThrow(
      'File(s) too large: huge.zip. Maximum size is 100MB.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(socket.emittedOf('send_message')).toEqual([]);
  });

  it('aborts the send when an upload fails', async () => {
    await connectWithChats([chat(CHAT)]);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('no', { status: 500 })),
    );
    await expect(client.send(CHAT, 'x', [new File(['a'], 'a.pdf')])).rejects.toThrow(
      'File upload failed. Please try again.',
    );
    expect(client.getSnapshot().chats[0]!.pending).toEqual([]);
  });

  it('keeps a chat that left agent_state as ended and read-only, after the open ones', async () => {
    await connectWithChats([chat(CHAT), chat(OTHER_CHAT)]);
    socket.serverSends('agent_state', stateWith([chat(OTHER_CHAT)]));
    expect(client.getSnapshot().chats.map((c) => [c.chat_id, c.status])).toEqual([
      [OTHER_CHAT, 'active'],
      [CHAT, 'ended'],
    ]);
    await expect(client.send(CHAT, 'hello')).rejects.toThrow();
  });

  it('ends a chat on request and records that the agent ended it', async () => {
    await connectWithChats([chat(CHAT)]);
    socket.answers.end_chat = () => ({ ok: true });
    await client.endChat(CHAT);
    expect(client.getSnapshot().chats[0]).toMatchObject({ status: 'ended', end_reason: 'agent' });
  });

  it('pages the chat history and reads a transcript in seq order', async () => {
    socket.goOnline();
    socket.answers.chat_history = () => ({ ok: true, total: 1, items: [] });
    socket.answers.transcript = () => ({
      ok: true,
      messages: [message(CHAT, 2), message(CHAT, 1)],
      notes: [],
    });
    expect(await client.history(2, 20)).toEqual({ total: 1, items: [] });
    expect(socket.emittedOf('chat_history')).toEqual([{ page: 2, pageSize: 20 }]);
    expect((await client.transcript(CHAT)).messages.map((m) => m.seq)).toEqual([1, 2]);
  });

  it('ignores an agent_state or a queue entry of another shape (contracts live-chat-payloads.ts)', async () => {
    await connectWithChats([chat(CHAT)]);
    const before = client.getSnapshot();
    socket.serverSends('agent_state', { ...stateWith([]), isAvailable: 'yes' });
    socket.serverSends('agent_state', { ...stateWith([chat(OTHER_CHAT, { status: 'gone' as 'ended' })]) });
    socket.serverSends('chat_requests', [{ customer_sid: OTHER_CHAT, requested_at: 'now' }]);
    socket.serverSends('chat_request_removed', { customer_sid: 42 });
    expect(client.getSnapshot()).toBe(before);
  });

  it('turns an answer of another shape into a refusal, and keeps the refusal the server gave', async () => {
    socket.goOnline();
    socket.answers.chat_history = () => ({ ok: true, total: '1', items: [] });
    socket.answers.transcript = () => ({ ok: true, messages: [{ id: 'x' }] });
    socket.answers.customer_history = () => ({ ok: false, error: 'That request is no longer waiting.' });
    await expect(client.history(1, 20)).rejects.toThrow(consoleTexts.badAnswer);
    await expect(client.transcript(CHAT)).rejects.toThrow(consoleTexts.badAnswer);
    await expect(client.customerHistory(CHAT)).rejects.toThrow('That request is no longer waiting.');
  });

  it('aborts the send when the upload answers something else than a live-chat upload', async () => {
    await connectWithChats([chat(CHAT)]);
    const answers = [
      { mediaUrl: '/elsewhere/a.png', name: 'a.png', size: 3 },
      { mediaUrl: '/assets/uploads/live-chat/a.png', name: ' ', size: 3 },
      { mediaUrl: '/assets/uploads/live-chat/a.png', name: 'a.png', size: -1 },
    ];
    for (const answer of answers) {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Response.json(answer)),
      );
      await expect(client.send(CHAT, 'x', [new File(['a'], 'a.png')])).rejects.toThrow(
        'File upload failed. Please try again.',
      );
    }
    expect(socket.emittedOf('send_message')).toEqual([]);
  });
});
