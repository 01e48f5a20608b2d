/**
 * The agent's connection to the live-chat service (docs/product.md §3.4 "Live agent flow", "Agent notification",
 * §3.5, §3.7, §3.9): one socket.io connection on the /agent namespace, and a snapshot of everything the console,
 * the notification and the mini-screen show. Framework-free; React reads it with useAgentSnapshot.
 *
 * Delivery without loss: each chat's messages go through the same delivery as the widget's (contracts
 * live-delivery.ts): what is sent stays pending until acknowledged and is sent again after a reconnect
 * (the server stores a client id once); what arrives after a skipped seq is held back while the chat
 * resumes after the last seq it holds without a gap, which every (re)connect does too.
 */
import type * as z from 'zod/mini';
import { chatMessages } from '@ohmstead/contracts/chat';
import {
  AGENT_NAMESPACE,
  ATTACHMENTS_PER_MESSAGE_MAX,
  LIVE_CHAT_FILE_MAX_BYTES,
  LIVE_CHAT_SOCKET_PATH,
  LIVE_MESSAGE_MAX,
  SOCKET_RECONNECTION,
  liveChatMessages,
  type AgentChat,
  type ChatRequest,
  type HistoryLine,
  type LiveMessage,
} from '@ohmstead/contracts/live-chat';
import { consoleTexts, DECLINE_RESET_MS } from '../constants';
import { playChime } from './chime';
import { newClientMessageId } from './client-ids';
import { createChatDelivery, type ChatDelivery, type Received } from '@ohmstead/contracts/live-delivery';
import {
  acceptedSchema,
  agentStateSchema,
  chatRequestSchema,
  chatRequestsSchema,
  consentAcceptedSchema,
  customerSidSchema,
  historyAcceptedSchema,
  liveMessageSchema,
  messagesAcceptedSchema,
  refusalOf,
  sendAcceptedSchema,
  type Refusal,
  transcriptPageAcceptedSchema,
} from '@ohmstead/contracts/live-chat-payloads';
import { mergeMessages } from './merge-messages';
import { uploadAttachment } from './upload';
import { INITIAL_SNAPSHOT } from './initial-snapshot';
import type {
  AgentChatView,
  AgentClient,
  AgentClientEvent,
  AgentClientEventDetail,
  AgentClientOptions,
  AgentSnapshot,
  AgentSocketLike,
  PendingMessage,
} from './types';

export type {
  AgentChatView,
  AgentClient,
  AgentClientEvent,
  AgentClientEventDetail,
  AgentClientOptions,
  AgentConnection,
  AgentSnapshot,
  AgentSocketLike,
  PendingMessage,
} from './types';

const isOpen = (chat: AgentChat): boolean => chat.status === 'active' || chat.status === 'waiting';

/** Open chats first (oldest assignment first), then closed ones (most recently ended first). */
function orderChats(chats: AgentChatView[]): AgentChatView[] {
  const open = chats.filter(isOpen).sort((a, b) => a.assigned_at.localeCompare(b.assigned_at));
  const closed = chats
    .filter((chat) => !isOpen(chat))
    .sort((a, b) => (b.ended_at ?? '').localeCompare(a.ended_at ?? ''));
  return [...open, ...closed];
}

const sumUnread = (chats: AgentChatView[]): number => chats.reduce((total, chat) => total + chat.unread, 0);

const pageOrigin = (): string => (typeof location === 'undefined' ? '' : location.origin);

export function createAgentClient(options: AgentClientOptions): AgentClient {
  const serviceOrigin = options.serviceOrigin ?? pageOrigin();
  const apiBase = options.apiBase ?? `${serviceOrigin}/api`;
  const playSound = options.playSound ?? playChime;

  let snapshot = INITIAL_SNAPSHOT;
  let socket: AgentSocketLike | null = null;
  let closed = false;
  let declineTimer: ReturnType<typeof setTimeout> | null = null;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  /** Requests already announced, so a re-sent queue does not chime again. */
  const announcedRequests = new Set<string>();
  const listeners = new Set<() => void>();
  /** Each chat's delivery state, from its first message on this page. */
  const deliveries = new Map<string, ChatDelivery<PendingMessage, LiveMessage>>();
  const deliveryOf = (chatId: string) => {
    let delivery = deliveries.get(chatId);
    if (!delivery) deliveries.set(chatId, (delivery = createChatDelivery()));
    return delivery;
  };
  const eventListeners = new Map<AgentClientEvent, Set<(detail: AgentClientEventDetail) => void>>();

  // ---- snapshot -----------------------------------------------------------------------------------

  function update(change: (current: AgentSnapshot) => AgentSnapshot): void {
    const next = change(snapshot);
    if (next === snapshot) return;
    snapshot = { ...next, unreadTotal: sumUnread(next.chats) };
    for (const listener of [...listeners]) listener();
  }

  function updateChat(chatId: string, change: (chat: AgentChatView) => AgentChatView): void {
    update((current) => {
      const chat = current.chats.find((candidate) => candidate.chat_id === chatId);
      if (!chat) return current;
      const changed = change(chat);
      if (changed === chat) return current;
      return { ...current, chats: orderChats(current.chats.map((c) => (c === chat ? changed : c))) };
    });
  }

  const setError = (error: string | null) =>
    update((current) => (current.error === error ? current : { ...current, error }));

  function fire(event: AgentClientEvent, detail: AgentClientEventDetail): void {
    for (const listener of [...(eventListeners.get(event) ?? [])]) listener(detail);
  }

  const chime = () => {
    if (snapshot.state?.soundEnabled) playSound();
  };

  // ---- socket plumbing ----------------------------------------------------------------------------

  const isConnected = () => !!socket?.connected && snapshot.connection === 'connected';

  /**
   * Emits with an acknowledgement, parsed with `accepted` (contracts live-chat-payloads.ts): an answer that is
   * neither that nor a refusal counts as a refusal. Never while disconnected (the answer is then a refusal).
   */
  function request<T extends { ok: true }>(
    event: string,
    payload: object,
    accepted: z.ZodMiniType<T>,
  ): Promise<T | Refusal> {
    if (!socket || !isConnected()) return Promise.resolve({ ok: false, error: consoleTexts.notConnected });
    const connection = socket;
    return new Promise((resolve) => {
      connection.emit(event, payload, (answer: unknown) => {
        const done = accepted.safeParse(answer);
        resolve(done.success ? done.data : { ok: false, error: refusalOf(answer) ?? consoleTexts.badAnswer });
      });
    });
  }

  /**
   * Messages of a chat, live or resumed, through its delivery: merged into the chat in seq order, new
   * customer messages counted as unread when asked to. A live message after a skipped seq resumes the chat
   * (a resume answer never asks for another).
   */
  function receiveInto(chatId: string, incoming: LiveMessage[], announce: boolean, live: boolean) {
    // A chat this page does not list yet (its agent_state is on the way: the customer wrote the moment it
    // was assigned) is read whole by the resume its appearance starts. Taken in now, a message would count
    // as held with no chat to show it in, and that resume would start after it.
    if (!snapshot.chats.some((chat) => chat.chat_id === chatId)) return [];
    const received = deliveryOf(chatId).receive(incoming.filter((message) => message.chat_id === chatId));
    return takeIn(chatId, received, announce, live);
  }

  /** Merges what delivery handed out (received messages, or those an ack released); resumes after a gap. */
  function takeIn(chatId: string, received: Received<LiveMessage>, announce: boolean, live: boolean) {
    const added = mergeInto(chatId, received.inOrder, announce);
    if (live && received.gap)
      void resume([{ chat_id: chatId, after_seq: deliveryOf(chatId).through() }], announce, false);
    return added;
  }

  /** A customer's new message: the console's event and its chime. */
  function announceCustomer(chatId: string, added: LiveMessage[]): void {
    if (!added.some((message) => message.is_customer)) return;
    fire('customer-message', { chatId });
    chime();
  }

  /** Merges stored messages into their chat's list; counts new customer messages as unread when asked to. */
  function mergeInto(chatId: string, incoming: LiveMessage[], announce: boolean): LiveMessage[] {
    let added: LiveMessage[] = [];
    updateChat(chatId, (chat) => {
      const merged = mergeMessages(chat.messages, incoming);
      added = merged.added;
      const storedIds = new Set(merged.messages.map((message) => message.id));
      const pending = chat.pending.filter((item) => !storedIds.has(item.id));
      const newFromCustomer = announce ? added.filter((message) => message.is_customer).length : 0;
      if (
        merged.messages === chat.messages &&
        pending.length === chat.pending.length &&
        newFromCustomer === 0
      ) {
        return chat;
      }
      return {
        ...chat,
        messages: merged.messages,
        pending: pending.length === chat.pending.length ? chat.pending : pending,
        unread: chat.unread + newFromCustomer,
      };
    });
    return added;
  }

  /** Asks for what followed `after_seq` of each chat and takes it in. */
  async function resume(
    chats: { chat_id: string; after_seq: number }[],
    announce: boolean,
    reportFailure = true,
  ): Promise<void> {
    const answer = await request('resume', { chats }, messagesAcceptedSchema);
    if (!answer.ok) {
      if (reportFailure) setError(answer.error);
      return;
    }
    for (const { chat_id } of chats) receiveInto(chat_id, answer.messages, announce, false);
  }

  /** Sends what is due of a chat on this connection (each pending message once per connection). */
  function flush(chatId: string): void {
    if (!isConnected()) return; // sent again after the reconnect
    for (const item of deliveryOf(chatId).due()) emitPending(chatId, item);
  }

  function emitPending(chatId: string, item: PendingMessage): void {
    void request(
      'send_message',
      { chat_id: chatId, id: item.id, message: item.message, attachments: item.attachments },
      sendAcceptedSchema,
    ).then((answer) => {
      const delivery = deliveryOf(chatId);
      if (answer.ok) {
        announceCustomer(chatId, takeIn(chatId, delivery.acknowledged(item.id, answer.seq), true, true));
        // Shown from the ack, unless the server's own copy (a `messages` event) came first.
        const held = snapshot.chats.find((chat) => chat.chat_id === chatId)?.messages;
        if (held?.some((message) => message.id === item.id)) return;
        const stored: LiveMessage = {
          id: item.id,
          chat_id: chatId,
          seq: answer.seq,
          message: item.message,
          attachments: item.attachments,
          is_customer: false,
          sender_name: snapshot.state?.agent_name ?? '',
          timestamp: new Date().toISOString(),
        };
        mergeInto(chatId, [stored], false);
      } else if (answer.error !== consoleTexts.notConnected) {
        // Refused (malformed, chat over): nothing was stored, so it is no longer pending.
        delivery.refused(item.id);
        updateChat(chatId, (chat) => ({ ...chat, pending: chat.pending.filter((p) => p.id !== item.id) }));
        setError(answer.error);
      }
    });
  }

  async function onConnect(): Promise<void> {
    update((current) => ({ ...current, connection: 'connected', error: null }));
    const open = snapshot.chats.filter(isOpen);
    await resume(
      open.map((chat) => ({ chat_id: chat.chat_id, after_seq: deliveryOf(chat.chat_id).through() })),
      true,
    );
    // Re-send what was never acknowledged, after the missed messages so the order reads right.
    for (const chat of snapshot.chats.filter(isOpen)) flush(chat.chat_id);
  }

  function onAgentState(received: unknown): void {
    const state = agentStateSchema.safeParse(received);
    if (!state.success) return;
    const payload = state.data;
    const known = new Map(snapshot.chats.map((chat) => [chat.chat_id, chat]));
    const listed = new Set(payload.chats.map((chat) => chat.chat_id));
    const appeared: string[] = [];
    const chats: AgentChatView[] = payload.chats.map((chat) => {
      const previous = known.get(chat.chat_id);
      if (!previous) {
        appeared.push(chat.chat_id);
        return { ...chat, messages: [], pending: [], unread: 0 };
      }
      return { ...previous, ...chat };
    });
    // A chat that is no longer listed has ended: it stays, read-only, for this page's life.
    for (const chat of snapshot.chats) {
      if (listed.has(chat.chat_id)) continue;
      chats.push(
        isOpen(chat)
          ? { ...chat, status: 'ended', ended_at: chat.ended_at ?? new Date().toISOString() }
          : chat,
      );
    }
    update((current) => ({ ...current, state: payload, chats: orderChats(chats) }));
    // Seed the messages of chats this page has not seen (an accept, another tab, a reload; the server
    // also lists chats that ended in the last hour, shown read-only).
    if (appeared.length > 0)
      void resume(
        appeared.map((chat_id) => ({ chat_id, after_seq: deliveryOf(chat_id).through() })),
        false,
      );
  }

  /** Shows `requests` as the queue, announcing (and chiming for) the ones not announced before. */
  function setRequests(requests: ChatRequest[]): void {
    const ordered = [...requests].sort((a, b) => a.requested_at.localeCompare(b.requested_at));
    const fresh = ordered.filter((item) => !announcedRequests.has(item.customer_sid));
    update((current) => ({ ...current, requests: ordered }));
    for (const item of fresh) {
      announcedRequests.add(item.customer_sid);
      fire('request', { customerSid: item.customer_sid });
    }
    if (fresh.length > 0) chime();
  }

  /** The whole queue, once per connection; afterwards only what changes (added, removed). */
  function onChatRequests(payload: unknown): void {
    const queue = chatRequestsSchema.safeParse(payload);
    if (queue.success) setRequests(queue.data);
  }

  function onChatRequestAdded(received: unknown): void {
    const added = chatRequestSchema.safeParse(received);
    if (!added.success) return;
    const payload = added.data;
    const others = snapshot.requests.filter((item) => item.customer_sid !== payload.customer_sid);
    setRequests([...others, payload]);
  }

  function onChatRequestRemoved(payload: unknown): void {
    const removed = customerSidSchema.safeParse(payload);
    if (!removed.success) return;
    const customerSid = removed.data.customer_sid;
    update((current) =>
      current.requests.some((item) => item.customer_sid === customerSid)
        ? { ...current, requests: current.requests.filter((item) => item.customer_sid !== customerSid) }
        : current,
    );
  }

  function onMessage(received: unknown): void {
    const message = liveMessageSchema.safeParse(received);
    if (!message.success) return;
    const payload = message.data;
    announceCustomer(payload.chat_id, receiveInto(payload.chat_id, [payload], true, true));
  }

  function wire(connection: AgentSocketLike): void {
    connection.on('connect', () => void onConnect());
    connection.on('disconnect', (reason: string) => {
      if (declineTimer) clearTimeout(declineTimer);
      for (const delivery of deliveries.values()) delivery.connectionLost();
      update((current) => ({
        ...current,
        connection: reason === 'io client disconnect' ? 'disconnected' : 'reconnecting',
        processing: false,
      }));
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
      const refused = connection.active === false;
      update((current) => ({
        ...current,
        connection: refused
          ? 'unauthorized'
          : current.connection === 'connecting'
            ? 'connecting'
            : 'reconnecting',
        error: refused ? consoleTexts.unauthorized : current.error,
      }));
    });
    connection.io?.on('reconnect_failed', () =>
      update((current) => ({ ...current, connection: 'disconnected' })),
    );
    connection.on('agent_state', onAgentState);
    connection.on('chat_requests', onChatRequests);
    connection.on('chat_request_added', onChatRequestAdded);
    connection.on('chat_request_removed', onChatRequestRemoved);
    connection.on('messages', onMessage);
    connection.on('chat_error', (payload: { error?: unknown }) => {
      if (typeof payload?.error === 'string') setError(payload.error);
    });
  }

  async function open(): Promise<void> {
    const connect =
      options.connect ??
      ((await import('socket.io-client')).io as unknown as (url: string, options: object) => AgentSocketLike);
    if (closed) return;
    socket = connect(`${serviceOrigin}${AGENT_NAMESPACE}`, {
      path: LIVE_CHAT_SOCKET_PATH,
      transports: ['websocket'],
      auth: { token: options.token },
      reconnection: true,
      ...SOCKET_RECONNECTION,
    });
    wire(socket);
  }

  void open().catch(() => update((current) => ({ ...current, connection: 'disconnected' })));

  // ---- actions ------------------------------------------------------------------------------------

  function pickRequest(customerSid?: string): ChatRequest | undefined {
    if (snapshot.processing) return undefined;
    return customerSid
      ? snapshot.requests.find((item) => item.customer_sid === customerSid)
      : snapshot.requests[0];
  }

  const setProcessing = (processing: boolean) =>
    update((current) => (current.processing === processing ? current : { ...current, processing }));

  async function accept(customerSid?: string): Promise<{ ok: boolean; chatId?: string }> {
    const chosen = pickRequest(customerSid);
    if (!chosen || !isConnected()) return { ok: false };
    setProcessing(true);
    const answer = await request(
      'chat_request_consent',
      { customer_sid: chosen.customer_sid, customer_details: chosen.customer_details, accept: true },
      consentAcceptedSchema,
    );
    setProcessing(false);
    if (!answer.ok) {
      setError(answer.error);
      return { ok: false };
    }
    const chatId = answer.chat_id ?? chosen.customer_sid;
    setError(null);
    fire('assigned', { chatId, customerSid: chosen.customer_sid });
    return { ok: true, chatId };
  }

  async function decline(customerSid?: string): Promise<void> {
    const chosen = pickRequest(customerSid);
    if (!chosen || !isConnected()) return;
    setProcessing(true);
    // docs/product.md §3.4: the flag is cleared after 500 ms, whatever the answer.
    declineTimer = setTimeout(() => {
      declineTimer = null;
      setProcessing(false);
    }, DECLINE_RESET_MS);
    const answer = await request(
      'chat_request_consent',
      { customer_sid: chosen.customer_sid, customer_details: chosen.customer_details, accept: false },
      acceptedSchema,
    );
    if (!answer.ok) setError(answer.error);
  }

  async function simple(event: string, payload: object): Promise<void> {
    const answer = await request(event, payload, acceptedSchema);
    setError(answer.ok ? null : answer.error);
  }

  async function send(chatId: string, text: string, files: File[] = []): Promise<void> {
    const chat = snapshot.chats.find((candidate) => candidate.chat_id === chatId);
    if (!chat || !isOpen(chat)) throw new Error(liveChatMessages.chatNotFound);
    if (text.trim().length === 0 && files.length === 0) return; // docs/product.md §3.5: nothing to send
    if (text.length > LIVE_MESSAGE_MAX) throw new Error(consoleTexts.messageTooLong);
    if (files.length > ATTACHMENTS_PER_MESSAGE_MAX) throw new Error(consoleTexts.tooManyFiles);
    const tooLarge = files.filter((file) => file.size > LIVE_CHAT_FILE_MAX_BYTES).map((file) => file.name);
    if (tooLarge.length > 0) throw new Error(chatMessages.filesTooLarge(tooLarge));
    const attachments = [];
    for (const file of files) attachments.push(await uploadAttachment(apiBase, options.token, chatId, file));
    const item: PendingMessage = { id: newClientMessageId(), message: text, attachments };
    updateChat(chatId, (current) => ({ ...current, pending: [...current.pending, item] }));
    deliveryOf(chatId).queue(item);
    flush(chatId);
  }

  async function endChat(chatId: string): Promise<void> {
    const answer = await request('end_chat', { chat_id: chatId }, acceptedSchema);
    if (!answer.ok) {
      setError(answer.error);
      return;
    }
    updateChat(chatId, (chat) =>
      isOpen(chat)
        ? { ...chat, status: 'ended', end_reason: 'agent', ended_at: new Date().toISOString() }
        : chat,
    );
  }

  async function history(page: number, pageSize: number) {
    const answer = await request('chat_history', { page, pageSize }, transcriptPageAcceptedSchema);
    if (!answer.ok) throw new Error(answer.error);
    return { total: answer.total, items: answer.items };
  }

  async function transcript(chatId: string): Promise<LiveMessage[]> {
    const answer = await request('transcript', { chat_id: chatId }, messagesAcceptedSchema);
    if (!answer.ok) throw new Error(answer.error);
    return [...answer.messages].sort((a, b) => a.seq - b.seq);
  }

  async function customerHistory(customerSid: string): Promise<HistoryLine[]> {
    const answer = await request('customer_history', { customer_sid: customerSid }, historyAcceptedSchema);
    if (!answer.ok) throw new Error(answer.error);
    return answer.history;
  }

  return {
    serviceOrigin,
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    accept,
    decline,
    setAvailable: (isAvailable) => simple('toggle_availability', { isAvailable }),
    setSoundEnabled: (enabled) => simple('set_sound_enabled', { enabled }),
    send,
    endChat,
    markRead(chatId) {
      updateChat(chatId, (chat) => (chat.unread === 0 ? chat : { ...chat, unread: 0 }));
    },
    on(event, listener) {
      const set = eventListeners.get(event) ?? new Set();
      set.add(listener);
      eventListeners.set(event, set);
      return () => set.delete(listener);
    },
    history,
    transcript,
    customerHistory,
    close() {
      closed = true;
      if (declineTimer) clearTimeout(declineTimer);
      if (reconnectTimer) clearTimeout(reconnectTimer);
      socket?.disconnect();
      listeners.clear();
      eventListeners.clear();
    },
  };
}
