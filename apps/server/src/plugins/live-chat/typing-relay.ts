import { liveChatMessages } from '@ohmstead/contracts/live-chat';
import { agentTypingSchema, customerTypingSchema } from '@ohmstead/contracts/live-chat-schemas';
import { LRUCache } from 'lru-cache';
import { TYPING_CHAT_KEPT_MS } from '../../limits';
import type { AgentSocket } from './agent-events';
import type { CustomerSocket } from './customer-events';
import { Refusal } from './event-handler';
import { agentRoom, customerRoom } from './live-chat-context';
import { typingRepository } from './typing-repository';

/**
 * "Typing…" both ways (docs/decisions/0050-typing-and-read-marks.md): relayed to the other side's room, so
 * through the adapter it reaches a socket on another process; never stored. Each event counts against the
 * socket's rate limit like any other (event-handler.ts); the clients throttle themselves
 * (contracts/live-typing.ts). Outside an active chat it is refused quietly: there is nobody to tell, and
 * nothing for the typist to read.
 *
 * The chat a socket types in is looked up once and kept for TYPING_CHAT_KEPT_MS, so typing costs no query
 * beside each message's. A chat that ended meanwhile may hear a last "typing": both clients show typing
 * for their active chat only.
 */
export function onCustomerTyping({ context, customer, on }: CustomerSocket): void {
  const chats = typingRepository(context.db);
  const kept = keptFor<{ chatId: string; agentUserId: number }>();
  on('typing', customerTypingSchema, async ({ typing }) => {
    const chat = await kept('open', async () => {
      const open = await chats.customerChat(customer.key);
      return open?.agent_user_id ? { chatId: open.id, agentUserId: open.agent_user_id } : undefined;
    });
    if (!chat) throw new Refusal(liveChatMessages.noOpenChat, true);
    context.agents.to(agentRoom(chat.agentUserId)).emit('typing', { chat_id: chat.chatId, typing });
    return {};
  });
}

export function onAgentTyping({ context, user, on }: AgentSocket): void {
  const chats = typingRepository(context.db);
  const kept = keptFor<string>();
  on('typing', agentTypingSchema, async ({ chat_id, typing }) => {
    const customerKey = await kept(chat_id, async () => {
      // Another agent's chat is refused as not found (with chat_error), as for every other event.
      const chat = await chats.agentChat(chat_id, user.id);
      if (!chat) throw new Refusal(liveChatMessages.chatNotFound);
      return chat.status === 'active' ? chat.customer_key : undefined;
    });
    if (!customerKey) throw new Refusal(liveChatMessages.noOpenChat, true);
    context.customers.to(customerRoom(customerKey)).emit('typing', { chat_id, typing });
    return {};
  });
}

/** A socket that named many chats (one agent taking hundreds) keeps the ones it used last. */
const KEPT_MAX = 500;

/** One socket's lookups, each kept for TYPING_CHAT_KEPT_MS (a miss is not kept: a chat may start). */
function keptFor<Value extends object | string>() {
  const entries = new LRUCache<string, Value>({ max: KEPT_MAX, ttl: TYPING_CHAT_KEPT_MS });
  return async (key: string, find: () => Promise<Value | undefined>): Promise<Value | undefined> => {
    const kept = entries.get(key);
    if (kept !== undefined) return kept;
    const value = await find();
    if (value !== undefined) entries.set(key, value);
    return value;
  };
}
