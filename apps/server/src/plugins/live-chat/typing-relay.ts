import { liveChatMessages } from '@ohmstead/contracts/live-chat';
import { agentTypingSchema, customerTypingSchema } from '@ohmstead/contracts/live-chat-schemas';
import type { AgentSocket } from './agent-events';
import type { CustomerSocket } from './customer-events';
import { Refusal } from './event-handler';
import { agentRoom, customerRoom } from './live-chat-context';
import { typingRepository } from './typing-repository';

/**
 * "Typing…" both ways (docs/decisions/0050-typing-and-read-marks.md): relayed to the other side's room, so
 * through the adapter it reaches a socket on another process; never stored. Each event counts against the
 * socket's rate limit like any other (event-handler.ts); the clients throttle themselves
 * (contracts/live-typing.ts) and ask for no acknowledgement. Outside an active chat it is refused quietly:
 * there is nobody to tell, and nothing for the typist to read.
 *
 * Who is on the other side comes from the process's active chats (active-chats.ts), so typing costs no
 * query in a chat this process assigned, and one per chat and TYPING_CHAT_KEPT_MS in a chat another
 * assigned. A chat that ended meanwhile may hear a last "typing": both clients show typing for their
 * active chat only.
 */
export function onCustomerTyping({ context, customer, on }: CustomerSocket): void {
  const chats = typingRepository(context.db);
  on('typing', customerTypingSchema, async ({ typing }) => {
    const chat = context.activeChats.ofCustomer(customer.key) ?? (await lookUp());
    if (!chat) throw new Refusal(liveChatMessages.noOpenChat, true);
    context.agents.to(agentRoom(chat.agentUserId)).emit('typing', { chat_id: chat.chatId, typing });
    return {};
  });

  async function lookUp() {
    const open = await chats.customerChat(customer.key);
    if (!open?.agent_user_id) return undefined;
    const chat = { chatId: open.id, customerKey: customer.key, agentUserId: open.agent_user_id };
    context.activeChats.assigned(chat);
    return chat;
  }
}

export function onAgentTyping({ context, user, on }: AgentSocket): void {
  const chats = typingRepository(context.db);
  on('typing', agentTypingSchema, async ({ chat_id, typing }) => {
    const known = context.activeChats.ofChat(chat_id);
    const customerKey = known?.agentUserId === user.id ? known.customerKey : await lookUp(chat_id);
    if (!customerKey) throw new Refusal(liveChatMessages.noOpenChat, true);
    context.customers.to(customerRoom(customerKey)).emit('typing', { chat_id, typing });
    return {};
  });

  async function lookUp(chatId: string) {
    // Another agent's chat is refused as not found (with chat_error), as for every other event.
    const chat = await chats.agentChat(chatId, user.id);
    if (!chat) throw new Refusal(liveChatMessages.chatNotFound);
    if (chat.status !== 'active') return undefined;
    context.activeChats.assigned({ chatId, customerKey: chat.customer_key, agentUserId: user.id });
    return chat.customer_key;
  }
}
