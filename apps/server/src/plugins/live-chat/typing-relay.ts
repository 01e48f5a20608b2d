import { liveChatMessages } from '@ohmstead/contracts/live-chat';
import { agentTypingSchema, customerTypingSchema } from '@ohmstead/contracts/live-chat-schemas';
import type { AgentSocket } from './agent-events';
import { ownChat } from './agent-guards';
import { chatRepository } from './chat-repository';
import type { CustomerSocket } from './customer-events';
import { Refusal } from './event-handler';
import { agentRoom, customerRoom } from './live-chat-context';

/**
 * "Typing…" both ways (docs/decisions/0050-typing-and-read-marks.md): relayed to the other side's room, so
 * through the adapter it reaches a socket on another process; never stored. Each event counts against the
 * socket's rate limit like any other (event-handler.ts); the clients throttle themselves
 * (contracts/live-typing.ts). Outside an active chat it is refused quietly: there is nobody to tell, and
 * nothing for the typist to read.
 */
export function onCustomerTyping({ context, customer, on }: CustomerSocket): void {
  const chats = chatRepository(context.db);
  on('typing', customerTypingSchema, async ({ typing }) => {
    const open = await chats.openOf(customer.key);
    if (open?.status !== 'active' || !open.agent_user_id)
      throw new Refusal(liveChatMessages.noOpenChat, true);
    context.agents.to(agentRoom(open.agent_user_id)).emit('typing', { chat_id: open.id, typing });
    return {};
  });
}

export function onAgentTyping({ context, user, on }: AgentSocket): void {
  const chats = chatRepository(context.db);
  on('typing', agentTypingSchema, async ({ chat_id, typing }) => {
    const chat = await ownChat(chats, user, chat_id);
    if (chat.status !== 'active') throw new Refusal(liveChatMessages.noOpenChat, true);
    context.customers.to(customerRoom(chat.customer_key)).emit('typing', { chat_id, typing });
    return {};
  });
}
