/**
 * A fake AgentClient for stories and tests (never product code): it starts from any partial snapshot and
 * answers every action the way the real service would, in memory, so each story is interactive.
 * General on purpose: the notification and mini-screen stories use it too.
 */
import type {
  HistoryLine,
  LiveMessage,
  LiveNote,
  TranscriptSummary,
  TransferTarget,
} from '@ohmstead/contracts/live-chat';
import { createAgentEvents } from '../src/client/agent-events';
import { INITIAL_SNAPSHOT } from '../src/client/initial-snapshot';
import { transferredTo } from '../src/client/transfer';
import type {
  AgentChatView,
  AgentClient,
  AgentClientEvent,
  AgentClientEventDetail,
  AgentSnapshot,
} from '../src/client/types';
import { acceptedChat } from './sample-data';

export interface FakeAgentClientOptions {
  /** Past chats for the history view. */
  history?: TranscriptSummary[];
  /** Transcripts by chat id. */
  transcripts?: Record<string, LiveMessage[]>;
  transcriptNotes?: Record<string, LiveNote[]>;
  /** The conversation before each request or chat, by customer_sid (none when absent). */
  customerHistories?: Record<string, HistoryLine[]>;
  /** Simulated answer time of accept (ms); 0 answers at once. The processing state shows meanwhile. */
  answerDelayMs?: number;
  /** The agents a chat could be handed to (none when absent). */
  transferTargets?: TransferTarget[];
  /** A transfer is refused with this message (the chosen agent went away meanwhile). */
  transferRefusal?: string;
}

export interface FakeAgentClient extends AgentClient {
  /** Replace parts of the snapshot (as if the server had sent something). */
  set(partial: Partial<AgentSnapshot>): void;
  /** Play a server event to the UI listeners ('request', 'customer-message', 'assigned'). */
  emit(event: AgentClientEvent, detail: AgentClientEventDetail): void;
  /** What the UI asked for, in order (for play functions and tests). */
  calls: { action: string; args: unknown[] }[];
}

const EMPTY: AgentSnapshot = { ...INITIAL_SNAPSHOT, connection: 'connected' };

/** A fake plays no sound: the stories and tests have their own. */
const SILENT = { play: () => {}, enabled: () => false };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let fakeIds = 0;
const nextId = () => `fake-message-${(fakeIds += 1)}`;

/** The agent's message as the server would store it, files already uploaded. */
const agentMessage = (chat: AgentChatView, text: string, files: File[], sender: string): LiveMessage => ({
  id: nextId(),
  chat_id: chat.chat_id,
  seq: (chat.messages.at(-1)?.seq ?? 0) + 1,
  message: text,
  attachments: files.map((file) => ({
    name: file.name,
    url: `/assets/uploads/live-chat/${file.name}`,
    size: file.size,
  })),
  is_customer: false,
  sender_name: sender,
  timestamp: new Date().toISOString(),
});

/** The reads on demand, answered from the options. */
function fakeReads(
  options: FakeAgentClientOptions,
  record: (action: string, ...args: unknown[]) => void,
): Pick<AgentClient, 'history' | 'transcript' | 'customerHistory'> {
  return {
    async history(page, pageSize) {
      record('history', page, pageSize);
      const items = options.history ?? [];
      return { total: items.length, items: items.slice((page - 1) * pageSize, page * pageSize) };
    },
    async transcript(chatId) {
      record('transcript', chatId);
      const messages = options.transcripts?.[chatId];
      if (!messages) throw new Error('That chat does not exist or is not yours.');
      return { messages, notes: options.transcriptNotes?.[chatId] ?? [] };
    },
    async customerHistory(customerSid) {
      record('customerHistory', customerSid);
      return options.customerHistories?.[customerSid] ?? [];
    },
  };
}

export function createFakeAgentClient(
  partial: Partial<AgentSnapshot> = {},
  options: FakeAgentClientOptions = {},
): FakeAgentClient {
  const withTotal = (next: AgentSnapshot): AgentSnapshot => ({
    ...next,
    unreadTotal: next.chats.reduce((sum, chat) => sum + chat.unread, 0),
  });
  let snapshot = withTotal({ ...EMPTY, ...partial });
  const listeners = new Set<() => void>();
  const events = createAgentEvents(SILENT.play, SILENT.enabled);
  const calls: FakeAgentClient['calls'] = [];

  const set = (change: Partial<AgentSnapshot>) => {
    snapshot = withTotal({ ...snapshot, ...change });
    for (const listener of [...listeners]) listener();
  };
  const updateChat = (chatId: string, change: (chat: AgentChatView) => AgentChatView) =>
    set({ chats: snapshot.chats.map((chat) => (chat.chat_id === chatId ? change(chat) : chat)) });
  const record = (action: string, ...args: unknown[]) => calls.push({ action, args });

  return {
    calls,
    set,
    emit: events.fire,
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async accept(customerSid) {
      record('accept', customerSid);
      const request = customerSid
        ? snapshot.requests.find((item) => item.customer_sid === customerSid)
        : snapshot.requests[0];
      if (snapshot.processing || !request) return { ok: false };
      set({ processing: true });
      if (options.answerDelayMs) await wait(options.answerDelayMs);
      const chat = acceptedChat(request, new Date().toISOString());
      set({
        processing: false,
        requests: snapshot.requests.filter((item) => item !== request),
        chats: [chat, ...snapshot.chats],
      });
      events.fire('assigned', { chatId: chat.chat_id, customerSid: chat.customer_sid });
      return { ok: true, chatId: chat.chat_id };
    },
    async decline(customerSid) {
      record('decline', customerSid);
      if (snapshot.processing) return;
      set({
        requests: snapshot.requests.filter(
          (item) => item.customer_sid !== (customerSid ?? snapshot.requests[0]?.customer_sid),
        ),
      });
    },
    async setAvailable(isAvailable) {
      record('setAvailable', isAvailable);
      if (snapshot.state) set({ state: { ...snapshot.state, isAvailable } });
    },
    async setSoundEnabled(enabled) {
      record('setSoundEnabled', enabled);
      if (snapshot.state) set({ state: { ...snapshot.state, soundEnabled: enabled } });
    },
    async setDesktopAlertsEnabled(enabled) {
      record('setDesktopAlertsEnabled', enabled);
      if (snapshot.state) set({ state: { ...snapshot.state, desktopAlertsEnabled: enabled } });
    },
    async send(chatId, text, files = []) {
      record(
        'send',
        chatId,
        text,
        files.map((file) => file.name),
      );
      const sender = snapshot.state?.agent_name ?? 'Agent';
      updateChat(chatId, (chat) => ({
        ...chat,
        messages: [...chat.messages, agentMessage(chat, text, files, sender)],
      }));
    },
    async addNote(chatId, text) {
      record('addNote', chatId, text);
      const author = snapshot.state?.agent_name ?? 'Agent';
      updateChat(chatId, (chat) => ({
        ...chat,
        notes: [
          ...chat.notes,
          {
            id: `note-${chat.notes.length + 1}`,
            chat_id: chatId,
            author_name: author,
            text,
            created_at: new Date().toISOString(),
          },
        ],
      }));
    },
    async setMaxChats(maxChats) {
      record('setMaxChats', maxChats);
      if (snapshot.state) set({ state: { ...snapshot.state, maxChats } });
    },
    async transferTargets() {
      record('transferTargets');
      return options.transferTargets ?? [];
    },
    async transfer(chatId, toAgentSid, note) {
      record('transfer', chatId, toAgentSid, note);
      if (options.transferRefusal) throw new Error(options.transferRefusal);
      const target = options.transferTargets?.find((agent) => agent.agent_sid === toAgentSid);
      updateChat(chatId, (chat) =>
        transferredTo(chat, target?.agent_name ?? toAgentSid, new Date().toISOString()),
      );
    },
    async endChat(chatId) {
      record('endChat', chatId);
      updateChat(chatId, (chat) => ({
        ...chat,
        status: 'ended',
        end_reason: 'agent',
        ended_at: new Date().toISOString(),
      }));
    },
    markRead(chatId) {
      const chat = snapshot.chats.find((candidate) => candidate.chat_id === chatId);
      if (chat && chat.unread > 0) updateChat(chatId, (current) => ({ ...current, unread: 0 }));
    },
    typing(chatId) {
      record('typing', chatId);
    },
    stoppedTyping(chatId) {
      record('stoppedTyping', chatId);
    },
    viewing(chatId) {
      record('viewing', chatId);
    },
    on: events.on,
    ...fakeReads(options, record),
    close() {
      listeners.clear();
      events.clear();
    },
  };
}
