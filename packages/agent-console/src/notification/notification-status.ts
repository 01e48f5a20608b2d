import type { AgentChatView, AgentSnapshot } from '../client/agent-client';
import { badgeText as cappedCount } from '../console/badge-text';
import { NOTIFICATION_TITLES } from '../constants';

export type NotificationStatus = keyof typeof NOTIFICATION_TITLES;

const activeChat = (snapshot: AgentSnapshot): AgentChatView | undefined =>
  snapshot.chats.find((chat) => chat.status === 'active');

/** The agent is in a chat: the server's flag, or an open chat the client holds. */
export const isInActiveChat = (snapshot: AgentSnapshot): boolean =>
  !!snapshot.state?.chatActive || activeChat(snapshot) !== undefined;

/** docs/product.md §3.4: shown only when available, in an active chat, with pending requests or with unread messages. */
export function isNotificationVisible(snapshot: AgentSnapshot): boolean {
  return (
    !!snapshot.state?.isAvailable ||
    isInActiveChat(snapshot) ||
    snapshot.requests.length > 0 ||
    snapshot.unreadTotal > 0
  );
}

/** docs/product.md §3.4's priority: pending requests, then unread, then an active chat, then available, then not. */
export function notificationStatus(snapshot: AgentSnapshot): NotificationStatus {
  if (snapshot.requests.length > 0) return 'incomingRequest';
  if (snapshot.unreadTotal > 0) return 'newMessage';
  if (isInActiveChat(snapshot)) return 'activeChat';
  return snapshot.state?.isAvailable ? 'online' : 'offline';
}

/** What waits for the agent: pending requests and unread customer messages. */
export const waitingCount = (snapshot: AgentSnapshot): number =>
  snapshot.requests.length + snapshot.unreadTotal;

/** The badge's text: the count up to the cap, '99+' beyond it; empty when nothing waits. */
export const badgeText = (count: number): string => (count > 0 ? cappedCount(count) : '');

/** The chat 'View Message' opens: the first with unread messages. */
export const firstUnreadChat = (snapshot: AgentSnapshot): AgentChatView | undefined =>
  snapshot.chats.find((chat) => chat.unread > 0);

/** The chat 'Go to Chat' opens. */
export const currentChat = activeChat;
