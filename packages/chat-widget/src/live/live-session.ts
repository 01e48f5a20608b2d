import { batch, signal, type ReadonlySignal, type Signal } from '@preact/signals';
import { GUEST_USER_NAME, chatPanelMessages, type BotKind } from '@ohmstead/contracts/chat';
import { chatChunkMessages } from '@ohmstead/contracts/chat-chunk-messages';
import {
  ATTACHMENTS_PER_MESSAGE_MAX,
  CUSTOMER_NAME_MAX,
  LIVE_CHAT_FILE_MAX_BYTES,
  LIVE_MESSAGE_MAX,
  liveChatMessages,
  type CustomerResumeAnswer,
  type LiveAttachment,
  type LiveMessage,
  type RequestChatPayload,
  type SendMessagePayload,
} from '@ohmstead/contracts/live-chat';
import { createChatDelivery, type Received } from '@ohmstead/contracts/live-delivery';
import type { AgentAvailability } from '@ohmstead/contracts/agent-availability';
import {
  agentCountSchema,
  chatAssignedSchema,
  chatRefSchema,
  liveMessageSchema,
  refusalOf,
  requestAcceptedSchema,
  resumeAcceptedSchema,
  sendAcceptedSchema,
  waitingForAgentSchema,
} from '@ohmstead/contracts/live-chat-payloads';
import { systemMessage } from '../bot/reply-handling';
import type { WidgetConfig } from '../config/widget-config';
import { LIVE_AGENT_RESEND_DELAY_MS, LIVE_END_ACK_WAIT_MS } from '../constants';
import type { ChatWidgetUser } from '../public-api';
import { messageId, type ChatMessage } from '../state/chat-message';
import { liveWidgetMessages } from './live-messages';
import type { LiveSocket, OpenLiveSocket } from './live-socket';
import { readLiveChat, writeLiveChat } from './live-storage';
import type { MediaClient } from './media-client';
import { notification } from './notification';

/** What the live session reads and changes of the chat store (an interface, so the store stays its owner). */
export interface LiveStoreView {
  config: WidgetConfig;
  storage: Storage | null;
  user: ReadonlySignal<ChatWidgetUser | null>;
  bot: ReadonlySignal<BotKind>;
  messages: ReadonlySignal<ChatMessage[]>;
  loading: Signal<boolean>;
  liveMode: Signal<boolean>;
  /** The header's indicator: the socket's bot_online/bot_offline and counts keep it while connected. */
  agents: Signal<AgentAvailability | null>;
  botClient: { sessionId(): string };
  session: { activity(): void };
  now: () => number;
  addMessages(...messages: ChatMessage[]): void;
  updateMessage(id: string, change: Partial<ChatMessage>): void;
}

export interface LiveSessionDeps {
  store: LiveStoreView;
  openSocket: OpenLiveSocket;
  media: MediaClient;
}

/** 'requesting': request_chat sent, no queue position yet. */
export type LiveStatus = 'none' | 'requesting' | 'waiting' | 'active';

export interface LiveSession {
  status: ReadonlySignal<LiveStatus>;
  connected: ReadonlySignal<boolean>;
  agentName: ReadonlySignal<string>;
  /** The files picked in the composer, uploaded on send. */
  files: ReadonlySignal<File[]>;
  /** The consent buttons (docs/product.md §3.4): yes asks for an agent, no goes on with the AI. */
  answerConsent(messageId: string, yes: boolean): void;
  /** Consent yes, or the toggle with no chat open: ask for an agent. */
  request(): void;
  /** The waiting message's Cancel Request. */
  cancel(): void;
  /** The header's live-agent switch. */
  toggle(): void;
  /** False when an upload failed and nothing was sent. */
  send(text: string): Promise<boolean>;
  addFiles(files: File[]): void;
  removeFile(index: number): void;
  /** Restart, bot switch, login change, expiry: the chat ends everywhere and nothing live is kept. */
  reset(): void;
}

/**
 * The customer's side of the live-agent flow (docs/product.md §3.4 "Live agent flow", §3.7, §3.9): one socket, the
 * chat's state in signals; what is sent and received goes through the chat's delivery (contracts
 * live-delivery.ts: resent until acknowledged, held back after a gap, each once). A stored open chat
 * (a reload) reconnects and resumes at once.
 */
export function createLiveSession({ store, openSocket, media }: LiveSessionDeps): LiveSession {
  const status = signal<LiveStatus>('none');
  const connected = signal(false);
  const agentName = signal('');
  const files = signal<File[]>([]);
  const newDelivery = (through = 0) =>
    createChatDelivery<SendMessagePayload, LiveMessage>({
      through,
      // What a reload shows again (own messages included) is not shown twice.
      shownIds: store.messages.peek().map((message) => message.id),
    });
  let delivery = newDelivery();

  let socket: LiveSocket | null = null;
  /** True once this connection's resume has answered: only then may messages go out. */
  let resumed = false;
  let chatId = '';
  let waitingMessageId = '';
  /** What the user asked for while the socket was not ready: done after the next resume. */
  let intent: 'request' | 'cancel' | null = null;
  /** no_agents arrived for the pending request: its failed ack needs no second message. */
  let noAgentsShown = false;
  let resendTimer: ReturnType<typeof setTimeout> | undefined;

  const now = () => store.now();
  const notify = (text: string) => store.addMessages(notification(text, now()));
  const isOpen = () => status.peek() !== 'none';
  /** An acknowledgement that refused an event: its reason is shown. */
  const notifyRefusal = (answer: unknown) => {
    const reason = refusalOf(answer);
    if (reason !== null) notify(reason);
  };
  /** chat_ended, agent_disconnected: about the open chat (or the one being requested, still unnamed). */
  const isThisChat = (payload: unknown) => {
    const ref = chatRefSchema.safeParse(payload);
    return ref.success && isOpen() && (!chatId || ref.data.chat_id === chatId);
  };

  function save() {
    const current = status.peek();
    writeLiveChat(
      store.storage,
      current === 'none'
        ? null
        : {
            chatId,
            status: current,
            agentName: agentName.peek(),
            lastSeq: delivery.through(),
            waitingMessageId,
            toAgent: store.liveMode.peek(),
          },
    );
  }

  /** docs/product.md §3.4: "cancel buttons removed" once the request is answered either way. */
  function dropCancelButtons() {
    for (const message of store.messages.peek()) {
      if (!message.actions?.includes('cancel-request')) continue;
      const actions = message.actions.filter((action) => action !== 'cancel-request');
      store.updateMessage(message.id, { actions: actions.length ? actions : undefined });
    }
  }

  /** The chat is over (or never started): bot mode, nothing pending. The socket stays for the indicator. */
  function endLocally() {
    clearTimeout(resendTimer);
    batch(() => {
      dropCancelButtons();
      status.value = 'none';
      agentName.value = '';
      files.value = [];
      store.liveMode.value = false;
      store.loading.value = false;
    });
    delivery = newDelivery();
    chatId = '';
    waitingMessageId = '';
    intent = null;
    save();
  }

  const ready = () => !!socket?.connected && resumed;

  function ensureSocket() {
    if (socket) return;
    const opened = openSocket(store.config.agentBase, () => {
      const token = store.user.peek()?.token;
      return token
        ? { sessionId: store.botClient.sessionId(), token }
        : { sessionId: store.botClient.sessionId() };
    });
    socket = opened;
    listen(opened);
  }

  function listen(on: LiveSocket) {
    on.on('connect', () => {
      connected.value = true;
      resume(on);
    });
    on.on('disconnect', () => {
      connected.value = false;
      resumed = false;
      delivery.connectionLost();
    });
    // docs/product.md §3.9: after 5 failed attempts the user is told and the chat goes back to the bot.
    on.io.on('reconnect_failed', () => {
      if (socket !== on) return;
      closeSocket();
      if (isOpen() || intent === 'request') {
        notify(liveWidgetMessages.connectionLost);
        endLocally();
      }
    });
    const agents = (online: boolean, count = store.agents.peek()?.num_agents ?? 0) =>
      (store.agents.value = { online, num_agents: count });
    on.on('bot_online', () => agents(true));
    on.on('bot_offline', () => agents(false));
    on.on('number_available_agents', (payload: unknown) => {
      const count = agentCountSchema.safeParse(payload);
      if (count.success) agents(count.data.num_agents > 0, count.data.num_agents);
    });
    on.on('no_agents', () => {
      if (status.peek() !== 'requesting') return;
      noAgentsShown = true;
      endLocally();
      store.addMessages(systemMessage(chatChunkMessages.noAgents, { form: true }, now()));
    });
    on.on('waiting_for_agent', (payload: unknown) => {
      const queued = waitingForAgentSchema.safeParse(payload);
      if (queued.success && (status.peek() === 'requesting' || status.peek() === 'waiting')) {
        waiting(queued.data.chat_id, queued.data.position);
      }
    });
    on.on('chat_assigned', (payload: unknown) => {
      const assignment = chatAssignedSchema.safeParse(payload);
      if (assignment.success && isOpen()) assigned(assignment.data.chat_id, assignment.data.agent_name);
    });
    on.on('request_canceled', () => {
      if (status.peek() !== 'requesting' && status.peek() !== 'waiting') return;
      endLocally();
      notify(chatChunkMessages.chatRequestCancelled);
    });
    on.on('chat_ended', (payload: unknown) => {
      if (!isThisChat(payload)) return;
      endLocally();
      notify(chatChunkMessages.chatEnded);
    });
    on.on('agent_disconnected', (payload: unknown) => {
      if (!isThisChat(payload)) return;
      endLocally();
      notify(chatChunkMessages.agentDisconnected);
    });
    on.on('receive_message', (payload: unknown) => {
      const message = liveMessageSchema.safeParse(payload);
      if (message.success) receive([message.data]);
      else console.error('ChatWidget: a malformed live message was ignored', payload);
    });
    on.on('chat_error', (payload: unknown) =>
      console.warn('ChatWidget: the live chat refused an event', payload),
    );
  }

  /** After every (re)connect: the chat's state on the server and the messages missed meanwhile. */
  function resume(on: LiveSocket) {
    on.emit('resume', { after_seq: delivery.through() }, (answer: unknown) => {
      if (socket !== on) return;
      const state = resumeAcceptedSchema.safeParse(answer);
      if (!state.success) {
        console.error('ChatWidget: the live chat could not be resumed', answer);
        return;
      }
      resumed = true;
      applyResume(state.data);
    });
  }

  function applyResume(answer: CustomerResumeAnswer) {
    const wanted = intent;
    intent = null;
    if (answer.status === 'none') {
      // The chat this widget held was closed while it was away (or after a reload).
      if (status.peek() === 'waiting' || status.peek() === 'active') {
        endLocally();
        notify(chatChunkMessages.chatEnded);
      }
      if (wanted === 'request') sendRequest();
      return;
    }
    const id = answer.chat_id ?? chatId;
    if (answer.status === 'waiting') {
      waiting(id, answer.position ?? 1);
      if (wanted === 'cancel') cancel();
      return;
    }
    if (status.peek() === 'active' && id === chatId) {
      agentName.value = answer.agent_name ?? agentName.peek();
      receive(answer.messages, false);
      flush();
    } else {
      assigned(id, answer.agent_name ?? '');
      receive(answer.messages, false);
    }
  }

  function waiting(id: string, position: number) {
    chatId = id;
    const text = liveChatMessages.waitingForAgent(position);
    const existing = store.messages.peek().some((message) => message.id === waitingMessageId);
    batch(() => {
      status.value = 'waiting';
      store.loading.value = true;
      if (existing) store.updateMessage(waitingMessageId, { text, actions: ['cancel-request'] });
      else {
        const message = systemMessage(text, { actions: ['cancel-request'], live: true }, now());
        waitingMessageId = message.id;
        store.addMessages(message);
      }
    });
    save();
  }

  function assigned(id: string, name: string) {
    chatId = id;
    batch(() => {
      dropCancelButtons();
      status.value = 'active';
      agentName.value = name;
      store.liveMode.value = true;
      store.loading.value = false;
      notify(chatChunkMessages.connectedWithAgent(name));
    });
    waitingMessageId = '';
    save();
    flush();
  }

  /**
   * Messages of this chat, live or resumed: what delivery hands out as new is shown, in seq order. A seq
   * skipped in a live message (a server process died between storing one and sending it) asks for a
   * resume; a resume answer never asks for another, so a server that answers short cannot make a loop.
   */
  function receive(incoming: LiveMessage[], live = true) {
    show(delivery.receive(incoming.filter((message) => !chatId || message.chat_id === chatId)), live);
  }

  /** Shows what delivery handed out (received messages, or those an ack released) and resumes after a gap. */
  function show(received: Received<LiveMessage>, live = true) {
    if (received.fresh.length) store.addMessages(...received.fresh.map(toChatMessage));
    save();
    if (live && received.gap && socket && ready()) resume(socket);
  }

  function toChatMessage(message: LiveMessage): ChatMessage {
    const at = Date.parse(message.timestamp);
    return {
      id: message.id,
      name: message.sender_name,
      avatar: message.is_customer ? 'user' : 'agent',
      text: message.message,
      // An agent's message comes with its HTML; the customer's own words stay plain text.
      ...(!message.is_customer && message.html !== undefined ? { html: message.html } : {}),
      type: message.is_customer ? 'message-user' : 'message-system',
      timestamp: Number.isFinite(at) ? at : now(),
      is_customer: message.is_customer,
      live: true,
      ...(message.attachments.length ? { attachments: message.attachments } : {}),
    };
  }

  /** Sends what is due; never while disconnected (socket.io would buffer it and send it twice). */
  function flush() {
    const on = socket;
    if (!on || !ready() || status.peek() !== 'active') return;
    for (const payload of delivery.due()) {
      on.emit('send_message', payload, (answer: unknown) => {
        if (socket !== on) return;
        const stored = sendAcceptedSchema.safeParse(answer);
        if (stored.success) {
          show(delivery.acknowledged(payload.id, stored.data.seq));
          return;
        }
        delivery.refused(payload.id);
        notifyRefusal(answer);
      });
    }
  }

  const customerName = () =>
    (store.user.peek()?.firstName.trim() || GUEST_USER_NAME).slice(0, CUSTOMER_NAME_MAX);

  function sendRequest() {
    const on = socket;
    if (!on) return;
    noAgentsShown = false;
    // No history: the agent reads the server's own record of the chat, which a client cannot fake.
    const payload: RequestChatPayload = { customer_name: customerName(), bot: store.bot.peek() };
    on.emit('request_chat', payload, (answer: unknown) => {
      if (socket !== on || status.peek() !== 'requesting') return;
      const requested = requestAcceptedSchema.safeParse(answer);
      if (requested.success) {
        chatId = requested.data.chat_id;
        save();
        return;
      }
      const shown = noAgentsShown;
      endLocally();
      if (!shown) notify(refusalOf(answer) ?? chatPanelMessages.botError);
    });
  }

  /** docs/product.md §3.4: "the last user message is re-sent after 1 s" (delivered once an agent has the chat). */
  function scheduleResend() {
    const last = [...store.messages.peek()].reverse().find((message) => message.type === 'message-user');
    if (!last || !last.text.trim()) return;
    resendTimer = setTimeout(() => {
      if (!isOpen()) return;
      delivery.queue({
        id: last.id,
        message: last.text.slice(0, LIVE_MESSAGE_MAX),
        attachments: last.attachments ?? [],
      });
      flush();
    }, LIVE_AGENT_RESEND_DELAY_MS);
  }

  function request() {
    if (isOpen()) {
      if (!store.liveMode.peek()) toggle();
      return;
    }
    batch(() => {
      status.value = 'requesting';
      store.liveMode.value = true;
      store.loading.value = true;
    });
    save();
    scheduleResend();
    ensureSocket();
    if (ready()) sendRequest();
    else intent = 'request';
  }

  function answerConsent(id: string, yes: boolean) {
    store.updateMessage(id, { actions: undefined });
    store.session.activity();
    if (yes) request();
    else store.addMessages(systemMessage(chatChunkMessages.consentDeclined, {}, now()));
  }

  function cancel() {
    const current = status.peek();
    if (current !== 'requesting' && current !== 'waiting') return;
    const on = socket;
    if (!on || !ready()) {
      intent = 'cancel';
      return;
    }
    on.emit('cancel_request', {}, notifyRefusal);
  }

  /**
   * The header switch (docs/product.md §3.4): flips where the user's messages go and clears the picked files. With no
   * chat open, switching on asks for an agent (as consent yes does); while waiting, switching off cancels.
   */
  function toggle() {
    const toAgent = !store.liveMode.peek();
    files.value = [];
    const current = status.peek();
    if (current === 'none') {
      if (toAgent) request();
      return;
    }
    if (current !== 'active') {
      if (!toAgent) cancel();
      return;
    }
    batch(() => {
      store.liveMode.value = toAgent;
      notify(toAgent ? chatChunkMessages.nowLiveAgent : chatChunkMessages.nowChatbot);
    });
    save();
  }

  /**
   * docs/product.md §3.5: text or files, not while loading; each file is uploaded first, and a failed upload aborts
   * (false: the composer gives the typed text back, the files stay picked for another try).
   */
  async function send(rawText: string): Promise<boolean> {
    const text = rawText.trim().slice(0, LIVE_MESSAGE_MAX);
    const picked = files.peek();
    if ((!text && !picked.length) || store.loading.peek() || status.peek() !== 'active') return true;
    let attachments: LiveAttachment[] = [];
    if (picked.length) {
      store.loading.value = true;
      try {
        attachments = await Promise.all(picked.map((file) => media.upload(file)));
      } catch (error) {
        console.error('ChatWidget: a file upload failed', error);
        batch(() => {
          store.loading.value = false;
          notify(chatChunkMessages.fileUploadFailed);
        });
        return false;
      }
      store.loading.value = false;
      if (status.peek() !== 'active') return true;
    }
    const id = messageId();
    batch(() => {
      files.value = [];
      store.addMessages({
        id,
        name: store.user.peek()?.firstName || 'You',
        avatar: 'user',
        text,
        type: 'message-user',
        timestamp: now(),
        is_customer: true,
        live: true,
        ...(attachments.length ? { attachments } : {}),
      });
    });
    delivery.queue({ id, message: text, attachments });
    flush();
    return true;
  }

  /** docs/product.md §3.9: a file over 100 MB is refused with the names; at most ATTACHMENTS_PER_MESSAGE_MAX go in one message. */
  function addFiles(added: File[]) {
    const tooLarge = added.filter((file) => file.size > LIVE_CHAT_FILE_MAX_BYTES);
    if (tooLarge.length) notify(chatChunkMessages.filesTooLarge(tooLarge.map((file) => file.name)));
    const accepted = [...files.peek(), ...added.filter((file) => file.size <= LIVE_CHAT_FILE_MAX_BYTES)];
    if (accepted.length > ATTACHMENTS_PER_MESSAGE_MAX) {
      notify(liveWidgetMessages.tooManyFiles(ATTACHMENTS_PER_MESSAGE_MAX));
    }
    files.value = accepted.slice(0, ATTACHMENTS_PER_MESSAGE_MAX);
  }

  function removeFile(index: number) {
    files.value = files.peek().filter((_file, at) => at !== index);
  }

  function closeSocket() {
    const on = socket;
    socket = null;
    resumed = false;
    connected.value = false;
    return on;
  }

  function reset() {
    const was = status.peek();
    const on = closeSocket();
    endLocally();
    if (on) {
      // The server is told the chat is over (if it can hear it), then the socket closes.
      if (on.connected && was !== 'none') {
        const close = () => on.disconnect();
        const timer = setTimeout(close, LIVE_END_ACK_WAIT_MS);
        on.emit(was === 'active' ? 'end_chat' : 'cancel_request', {}, () => {
          clearTimeout(timer);
          close();
        });
      } else on.disconnect();
    }
    void media.deleteSessionMedia();
  }

  // A chat open before a reload: back to its state, then reconnect and resume.
  const stored = readLiveChat(store.storage);
  if (stored) {
    chatId = stored.chatId;
    delivery = newDelivery(stored.lastSeq);
    waitingMessageId = stored.waitingMessageId;
    batch(() => {
      status.value = stored.status;
      agentName.value = stored.agentName;
      store.liveMode.value = stored.toAgent;
      store.loading.value = stored.status !== 'active';
    });
    // A request that never reached the server is sent again.
    if (stored.status === 'requesting') intent = 'request';
    ensureSocket();
  }

  return {
    status,
    connected,
    agentName,
    files,
    answerConsent,
    request,
    cancel,
    toggle,
    send,
    addFiles,
    removeFile,
    reset,
  };
}
