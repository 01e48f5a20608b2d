import { chatChunkMessages } from '@ohmstead/contracts/chat-chunk-messages';
import { liveChatMessages, type LiveMessage } from '@ohmstead/contracts/live-chat';
import { refusalOf } from '@ohmstead/contracts/live-chat-payloads';
import { batch, type ReadonlySignal, type Signal, signal } from '@preact/signals';
import type { ChatMessage } from '../state/chat-message';
import type { LiveStatus, LiveStoreView } from '../state/live-port';
import { notification } from '../state/notification';
import { systemMessage } from '../state/reply-handling';
import { type StoredLiveChat, writeLiveChat } from './live-storage';

export interface LiveView {
  status: ReadonlySignal<LiveStatus>;
  agentName: ReadonlySignal<string>;
  /** The files picked in the composer (live-composer.ts), uploaded on send; gone when the chat ends. */
  files: Signal<File[]>;
  /** '' until the server has named the chat. */
  chatId(): string;
  isOpen(): boolean;
  notify(text: string): void;
  requesting(): void;
  /** The server accepted the request and named the chat. */
  named(chatId: string): void;
  waiting(chatId: string, position: number): void;
  assigned(chatId: string, agentName: string): void;
  /**
   * The chat already shown has this agent now (a transfer, or a resume after one): a new name is announced
   * ("You are now chatting with …"), the messages so far stay.
   */
  renamed(agentName: string | undefined): void;
  /** Where the user's messages go while the chat stays open (the header switch). */
  switchTo(toAgent: boolean): void;
  /** The chat is over (or never started): bot mode, nothing pending, nothing stored. */
  ended(): void;
  /** Shows received messages, in the order delivery handed them out, and stores the chat. */
  show(messages: LiveMessage[]): void;
}

/**
 * What the panel draws of the live chat (status, agent, the waiting message and its Cancel Request, live
 * mode, loading) and what a reload keeps of it (live-storage.ts). Signals for the panel; every change is
 * stored as it is made.
 */
export function createLiveView(
  store: LiveStoreView,
  /** The seq every message up to which is held: stored, so a reload resumes after it. */
  through: () => number,
  /** A chat open before a reload (live-storage.ts): the view starts in its state. */
  stored: StoredLiveChat | null,
): LiveView {
  const status = signal<LiveStatus>(stored?.status ?? 'none');
  const agentName = signal(stored?.agentName ?? '');
  const files = signal<File[]>([]);
  let chatId = stored?.chatId ?? '';
  let waitingMessageId = stored?.waitingMessageId ?? '';
  if (stored) {
    batch(() => {
      store.liveMode.value = stored.toAgent;
      store.loading.value = stored.status !== 'active';
    });
  }

  const notify = (text: string) => store.addMessages(notification(text, store.now()));
  const isOpen = () => status.peek() !== 'none';

  function save() {
    const current = status.peek();
    const chat = { chatId, agentName: agentName.peek(), lastSeq: through(), waitingMessageId };
    writeLiveChat(
      store.storage,
      current === 'none' ? null : { ...chat, status: current, toAgent: store.liveMode.peek() },
    );
  }

  function waiting(id: string, position: number) {
    chatId = id;
    const text = liveChatMessages.waitingForAgent(position);
    const existing = store.messages.peek().some((message) => message.id === waitingMessageId);
    batch(() => {
      status.value = 'waiting';
      store.loading.value = true;
      if (existing) store.updateMessage(waitingMessageId, { text, actions: ['cancel-request'] });
      else waitingMessageId = addWaitingMessage(store, text);
    });
    save();
  }

  /** Assigned (an agent's name) or ended (''): the request is answered, its Cancel Request goes. */
  function answered(next: 'active' | 'none', id: string, name: string) {
    chatId = id;
    waitingMessageId = '';
    batch(() => {
      dropCancelButtons(store);
      status.value = next;
      agentName.value = name;
      if (next === 'none') files.value = [];
      store.liveMode.value = next === 'active';
      store.loading.value = false;
      if (next === 'active') notify(chatChunkMessages.connectedWithAgent(name));
    });
    save();
  }

  return {
    status,
    agentName,
    files,
    chatId: () => chatId,
    isOpen,
    notify,
    requesting() {
      batch(() => {
        status.value = 'requesting';
        store.liveMode.value = true;
        store.loading.value = true;
      });
      save();
    },
    named(id) {
      chatId = id;
      save();
    },
    waiting,
    assigned: (id, name) => answered('active', id, name),
    renamed(name) {
      if (!name || name === agentName.peek()) return;
      batch(() => {
        agentName.value = name;
        notify(liveChatMessages.nowChattingWith(name));
      });
      save();
    },
    switchTo(toAgent) {
      batch(() => {
        store.liveMode.value = toAgent;
        notify(toAgent ? chatChunkMessages.nowLiveAgent : chatChunkMessages.nowChatbot);
      });
      save();
    },
    ended: () => answered('none', '', ''),
    show(messages) {
      if (messages.length) store.addMessages(...messages.map((message) => toChatMessage(message, store.now)));
      save();
    },
  };
}

/** docs/product.md §3.4: "cancel buttons removed" once the request is answered either way. */
function dropCancelButtons(store: LiveStoreView) {
  for (const message of store.messages.peek()) {
    if (!message.actions?.includes('cancel-request')) continue;
    const actions = message.actions.filter((action) => action !== 'cancel-request');
    store.updateMessage(message.id, { actions: actions.length ? actions : undefined });
  }
}

/** The waiting message with its Cancel Request, updated in place as the queue moves: its id. */
function addWaitingMessage(store: LiveStoreView, text: string): string {
  const message = systemMessage(text, { actions: ['cancel-request'], live: true }, store.now());
  store.addMessages(message);
  return message.id;
}

/** An acknowledgement that refused an event: its reason is shown. */
export function notifyRefusal(view: Pick<LiveView, 'notify'>, answer: unknown) {
  const reason = refusalOf(answer);
  if (reason !== null) view.notify(reason);
}

/** A live message as the chat shows it. */
export function toChatMessage(message: LiveMessage, now: () => number): ChatMessage {
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
    seq: message.seq,
    ...(message.attachments.length ? { attachments: message.attachments } : {}),
  };
}
