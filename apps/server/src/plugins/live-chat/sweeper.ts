import { NODE_STALE_SWEEPS } from '../../limits';
import {
  announceAvailability,
  announcePositions,
  announceRequestRemoved,
  sendAgentState,
} from './broadcasts';
import { chatRepository } from './chat-repository';
import { END_REASONS } from './constants';
import { customerRoom, type LiveChatContext } from './live-chat-context';

/**
 * The periodic sweep every process runs: beats for its own sockets, forgets processes that stopped
 * beating, ends the chats of agents gone longer than the grace, cancels requests of customers gone too
 * long, and offers the contact form to customers who waited too long with no available agent's console
 * open. Each step is a guarded statement, so processes sweeping at once end a chat only once.
 */
export function liveChatSweeper(context: LiveChatContext) {
  const { agentGraceMs, waitingAbsentMs, unansweredMs, sweepIntervalMs } = context.config.liveChat;
  const chats = chatRepository(context.db);
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const pending = new Set<NodeJS.Timeout>();

  async function sweepOnce(): Promise<void> {
    const { removedSockets } = await context.presence.beat(sweepIntervalMs * NODE_STALE_SWEEPS);
    if (removedSockets > 0) await announceAvailability(context);
    for (const chatId of await chats.abandonedByAgent(agentGraceMs)) {
      const chat = await chats.close(chatId, END_REASONS.agentDisconnected);
      if (!chat) continue;
      context.activeChats.ended({ chatId: chat.id, customerKey: chat.customer_key });
      context.customers.to(customerRoom(chat.customer_key)).emit('agent_disconnected', { chat_id: chat.id });
      if (chat.agent_user_id) await sendAgentState(context, chat.agent_user_id);
    }
    const gone = await endWaiting(
      await chats.abandonedByCustomer(waitingAbsentMs),
      END_REASONS.customerAbsent,
      'request_canceled',
    );
    // The spec's no-agent path: the apology and the contact form, as if nobody had been available.
    const unanswered = await endWaiting(
      await chats.unanswered(unansweredMs),
      END_REASONS.unanswered,
      'no_agents',
    );
    if (gone || unanswered) await announcePositions(context);
  }

  /** Ends waiting requests, telling each customer `event` and the agents; whether any ended. */
  async function endWaiting(chatIds: string[], reason: string, event: 'request_canceled' | 'no_agents') {
    let ended = false;
    for (const chatId of chatIds) {
      const chat = await chats.close(chatId, reason);
      if (!chat) continue;
      context.customers.to(customerRoom(chat.customer_key)).emit(event);
      announceRequestRemoved(context, chat.id);
      ended = true;
    }
    return ended;
  }

  /** One sweep at a time per process; a failure is logged and the next sweep tries again. */
  const sweep = (): Promise<void> => {
    running ??= sweepOnce()
      .catch((error) => context.log.warn({ err: error }, 'live chat sweep failed'))
      .finally(() => (running = undefined));
    return running;
  };

  return {
    sweep,
    start() {
      timer = setInterval(() => void sweep(), sweepIntervalMs);
      timer.unref();
    },
    /** An agent just left: sweep once the grace is over instead of waiting for the next tick. */
    afterGrace() {
      const later = setTimeout(() => {
        pending.delete(later);
        void sweep();
      }, agentGraceMs + 50);
      later.unref();
      pending.add(later);
    },
    async stop() {
      clearInterval(timer);
      for (const later of pending) clearTimeout(later);
      pending.clear();
      await running;
    },
  };
}
