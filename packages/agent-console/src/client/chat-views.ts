/**
 * How the snapshot's chats change, as pure functions: the order the console lists them in, a new
 * agent_state laid over what this page holds, stored messages merged into a chat. No socket, no timers.
 */
import type { AgentChat, LiveMessage } from '@ohmstead/contracts/live-chat';
import { mergeMessages } from './merge-messages';
import type { AgentChatView } from './types';

export const isOpen = (chat: AgentChat): boolean => chat.status === 'active' || chat.status === 'waiting';

/** Open chats first (oldest assignment first), then closed ones (most recently ended first). */
export function orderChats(chats: AgentChatView[]): AgentChatView[] {
  const open = chats.filter(isOpen).sort((a, b) => a.assigned_at.localeCompare(b.assigned_at));
  const closed = chats
    .filter((chat) => !isOpen(chat))
    .sort((a, b) => (b.ended_at ?? '').localeCompare(a.ended_at ?? ''));
  return [...open, ...closed];
}

export const sumUnread = (chats: AgentChatView[]): number =>
  chats.reduce((total, chat) => total + chat.unread, 0);

/**
 * The chats an agent_state lists, each keeping what this page holds of it (messages, pending, unread),
 * in the console's order. A chat that is no longer listed has ended: it stays, read-only, for this page's
 * life. `appeared` names the chats this page did not hold, whose messages are still to be read.
 */
export function chatsOfState(
  held: AgentChatView[],
  listed: AgentChat[],
  now: string,
): { chats: AgentChatView[]; appeared: string[] } {
  const known = new Map(held.map((chat) => [chat.chat_id, chat]));
  const listedIds = new Set(listed.map((chat) => chat.chat_id));
  const appeared: string[] = [];
  const chats: AgentChatView[] = listed.map((chat) => {
    const previous = known.get(chat.chat_id);
    if (previous) return { ...previous, ...chat };
    appeared.push(chat.chat_id);
    return { ...chat, messages: [], pending: [], unread: 0 };
  });
  for (const chat of held) {
    if (listedIds.has(chat.chat_id)) continue;
    chats.push(isOpen(chat) ? { ...chat, status: 'ended', ended_at: chat.ended_at ?? now } : chat);
  }
  return { chats: orderChats(chats), appeared };
}

/**
 * Stored messages merged into a chat by id and seq; a message now stored is no longer pending, and new
 * customer messages count as unread when `countUnread`. The same chat object when nothing changed.
 */
export function withMessages(
  chat: AgentChatView,
  incoming: LiveMessage[],
  countUnread: boolean,
): { chat: AgentChatView; added: LiveMessage[] } {
  const merged = mergeMessages(chat.messages, incoming);
  const storedIds = new Set(merged.messages.map((message) => message.id));
  const pending = chat.pending.filter((item) => !storedIds.has(item.id));
  const newFromCustomer = countUnread ? merged.added.filter((message) => message.is_customer).length : 0;
  const unchanged =
    merged.messages === chat.messages && pending.length === chat.pending.length && newFromCustomer === 0;
  if (unchanged) return { chat, added: merged.added };
  return {
    chat: {
      ...chat,
      messages: merged.messages,
      pending: pending.length === chat.pending.length ? chat.pending : pending,
      unread: chat.unread + newFromCustomer,
    },
    added: merged.added,
  };
}
