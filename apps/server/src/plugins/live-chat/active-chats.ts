import { LRUCache } from 'lru-cache';
import { TYPING_CHAT_KEPT_MS } from '../../limits';

/** Both sides of an active chat. */
export interface ActiveChat {
  chatId: string;
  customerKey: string;
  agentUserId: number;
}

/** Enough for every chat of a busy process; the least recently used go first. */
const ACTIVE_CHATS_KEPT = 20_000;

/**
 * Who is on either side of each active chat, as this process last saw it: what "typing" needs to relay
 * (typing-relay.ts) without a query per event or per socket. Told where this process assigns a chat (an
 * accept, an automatic assignment, a transfer: broadcasts.ts) and ends one; a chat another process assigned
 * is looked up once and told here. Each entry is kept for TYPING_CHAT_KEPT_MS from when it was told, so a
 * change made on another process is seen here within that time. The database stays the authority: what
 * is not here, or names another agent, is looked up (docs/decisions/0050-typing-and-read-marks.md).
 */
export interface ActiveChats {
  assigned(chat: ActiveChat): void;
  ended(chat: Pick<ActiveChat, 'chatId' | 'customerKey'>): void;
  ofCustomer(customerKey: string): ActiveChat | undefined;
  ofChat(chatId: string): ActiveChat | undefined;
}

export function activeChats(keptMs = TYPING_CHAT_KEPT_MS): ActiveChats {
  const options = { max: ACTIVE_CHATS_KEPT, ttl: keptMs };
  const byChat = new LRUCache<string, ActiveChat>(options);
  const byCustomer = new LRUCache<string, ActiveChat>(options);
  return {
    assigned(chat) {
      byChat.set(chat.chatId, chat);
      byCustomer.set(chat.customerKey, chat);
    },
    ended({ chatId, customerKey }) {
      byChat.delete(chatId);
      // The customer's next chat, told already, stays.
      if (byCustomer.get(customerKey)?.chatId === chatId) byCustomer.delete(customerKey);
    },
    ofCustomer: (customerKey) => byCustomer.get(customerKey),
    ofChat: (chatId) => byChat.get(chatId),
  };
}
