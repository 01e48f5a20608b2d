import { chatChunkMessages } from '@ohmstead/contracts/chat-chunk-messages';
import {
  agentCountSchema,
  chatAssignedSchema,
  chatRefSchema,
  liveMessageSchema,
  waitingForAgentSchema,
} from '@ohmstead/contracts/live-chat-payloads';
import type { LiveChat } from './live-chat';
import type { ServerListener } from './live-transport';
import { offerRating } from './rating/offer-rating';

/**
 * What each event of the customer's socket does to the chat (docs/product.md §3.4, §3.7), given the state
 * it is in. Each payload is parsed with its schema first: one of another shape is dropped here.
 */
export function serverListeners(chat: LiveChat): Record<string, ServerListener> {
  const { store, view } = chat;
  const pending = () => view.status.peek() === 'requesting' || view.status.peek() === 'waiting';
  const agents = (online: boolean, count = store.agents.peek()?.num_agents ?? 0) => {
    store.agents.value = { online, num_agents: count };
  };
  /** chat_ended, agent_disconnected: about the open chat (or the one being requested, still unnamed). */
  const endsThisChat = (text: string) => (payload: unknown) => {
    const ref = chatRefSchema.safeParse(payload);
    const chatId = view.chatId();
    if (!ref.success || !view.isOpen() || (chatId && ref.data.chat_id !== chatId)) return;
    // A chat an agent had is rated after the spec's notice (docs/decisions/0049-satisfaction-and-transcript.md).
    const rated = view.status.peek() === 'active';
    chat.endWith(text);
    if (rated) offerRating(store, ref.data.chat_id);
  };
  return {
    bot_online: () => agents(true),
    bot_offline: () => agents(false),
    number_available_agents: (payload) => {
      const count = agentCountSchema.safeParse(payload);
      if (count.success) agents(count.data.num_agents > 0, count.data.num_agents);
    },
    no_agents: () => chat.request.noAgents(),
    waiting_for_agent: (payload) => {
      const queued = waitingForAgentSchema.safeParse(payload);
      if (queued.success && pending()) view.waiting(queued.data.chat_id, queued.data.position);
    },
    chat_assigned: (payload) => {
      const assignment = chatAssignedSchema.safeParse(payload);
      if (!assignment.success || !view.isOpen()) return;
      const { chat_id, agent_name } = assignment.data;
      // The open chat again: it was transferred to another agent.
      if (view.status.peek() === 'active' && chat_id === view.chatId()) view.renamed(agent_name);
      else chat.assign(chat_id, agent_name);
    },
    request_canceled: () => {
      if (pending()) chat.endWith(chatChunkMessages.chatRequestCancelled);
    },
    chat_ended: endsThisChat(chatChunkMessages.chatEnded),
    agent_disconnected: endsThisChat(chatChunkMessages.agentDisconnected),
    receive_message: (payload) => {
      const message = liveMessageSchema.safeParse(payload);
      if (message.success) chat.queue.receive([message.data]);
      else console.error('ChatWidget: a malformed live message was ignored', payload);
    },
    chat_error: (payload) => console.warn('ChatWidget: the live chat refused an event', payload),
  };
}
