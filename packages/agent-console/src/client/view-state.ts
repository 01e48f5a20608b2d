/**
 * The snapshot the console, the notification and the mini-screen render, with its subscribers
 * (useSyncExternalStore): replaced whole on every change and the same object until something changes.
 */
import type { AgentState, LiveMessage } from '@ohmstead/contracts/live-chat';
import { chatsOfState, orderChats, sumUnread, withMessages } from './chat-views';
import { INITIAL_SNAPSHOT } from './initial-snapshot';
import type { AgentChatView, AgentSnapshot } from './types';

export interface ViewState {
  get(): AgentSnapshot;
  subscribe(listener: () => void): () => void;
  /** Replaces the snapshot with what `change` returns; returning the same object changes nothing. */
  update(change: (current: AgentSnapshot) => AgentSnapshot): void;
  /** Changes one chat (kept in the console's order); an unknown chat changes nothing. */
  updateChat(chatId: string, change: (chat: AgentChatView) => AgentChatView): void;
  chat(chatId: string): AgentChatView | undefined;
  setError(error: string | null): void;
  setProcessing(processing: boolean): void;
  /** The agent's state and chats from agent_state; returns the chats this page did not hold yet. */
  applyAgentState(state: AgentState): string[];
  /** Merges stored messages into their chat; returns those that were new to it. */
  takeMessages(chatId: string, incoming: LiveMessage[], countUnread: boolean): LiveMessage[];
  markRead(chatId: string): void;
  /** Forgets every subscriber (the client is closed). */
  clear(): void;
}

export function createViewState(initial: AgentSnapshot = INITIAL_SNAPSHOT): ViewState {
  let snapshot = initial;
  const listeners = new Set<() => void>();

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

  return {
    get: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update,
    updateChat,
    chat: (chatId) => snapshot.chats.find((chat) => chat.chat_id === chatId),
    setError: (error) => update((current) => (current.error === error ? current : { ...current, error })),
    setProcessing: (processing) =>
      update((current) => (current.processing === processing ? current : { ...current, processing })),
    applyAgentState(state) {
      const { chats, appeared } = chatsOfState(snapshot.chats, state.chats, new Date().toISOString());
      update((current) => ({ ...current, state, chats }));
      return appeared;
    },
    takeMessages(chatId, incoming, countUnread) {
      let added: LiveMessage[] = [];
      updateChat(chatId, (chat) => {
        const merged = withMessages(chat, incoming, countUnread);
        added = merged.added;
        return merged.chat;
      });
      return added;
    },
    markRead: (chatId) => updateChat(chatId, (chat) => (chat.unread === 0 ? chat : { ...chat, unread: 0 })),
    clear: () => listeners.clear(),
  };
}
