import type { AgentState, ChatRequest } from '@ohmstead/contracts/live-chat';
import { userRepository } from '../../auth/user-repository';
import { agentRepository } from './agent-repository';
import { chatRepository, type ChatRow } from './chat-repository';
import { coalescing } from './coalesce';
import { agentStatusMessages } from './constants';
import { agentRoom, AGENTS_ROOM, customerRoom, type LiveChatContext } from './live-chat-context';
import { noteRepository } from './note-repository';
import { agentSidOf, customerDetailsOf, isGuestChat, toAgentChat, toChatRequest } from './views';

/**
 * What the server tells everyone after a change. Every emit goes to a room, so that through the
 * PostgreSQL adapter it reaches sockets held by other processes too.
 */

export const agentDisplayName = (user: { firstName: string; lastName: string; userName: string }) =>
  `${user.firstName} ${user.lastName}`.trim() || user.userName;

/** number_available_agents and bot_online/bot_offline, to every customer or to one socket. */
export async function announceAvailability(
  context: LiveChatContext,
  to?: { emit: LiveChatContext['customers']['emit'] },
): Promise<void> {
  // Everyone is told: the public availability answer (availability-route.ts) is out of date too.
  if (!to) await context.availabilityChanged();
  announceAvailabilityTo(to ?? context.customers, await availableAgents(context));
}

/**
 * Agents a visitor may ask for: available with a console open, or reached by push
 * (docs/decisions/0052-agent-web-push.md). `withConsole` when already read.
 */
export async function availableAgents(context: LiveChatContext, withConsole?: number): Promise<number> {
  const [here, reached] = await Promise.all([
    withConsole ?? context.presence.availableAgentCount(),
    context.agentAlerts.reachableAgents(),
  ]);
  return here + reached;
}

/** number_available_agents and bot_online/bot_offline with a count already known. */
export function announceAvailabilityTo(
  target: { emit: LiveChatContext['customers']['emit'] },
  count: number,
): void {
  target.emit('number_available_agents', { num_agents: count });
  if (count > 0) target.emit('bot_online');
  else target.emit('bot_offline');
}

/** The queue as one agent sees it: summaries, without the requests that agent has declined. */
export const queueFor = (queue: ChatRow[], userId: number): ChatRequest[] =>
  queue.filter((chat) => !chat.declined_by.map(Number).includes(userId)).map(toChatRequest);

/**
 * A new request: its summary to every connected agent. Agents get changes, never the queue again
 * (docs/security.md: re-sending it whole, histories included, made every request cost the whole queue).
 */
export function announceRequestAdded(context: LiveChatContext, chat: ChatRow): void {
  context.agents.to(AGENTS_ROOM).emit('chat_request_added', toChatRequest(chat));
  context.agentAlerts.requestAdded(alertedChat(chat));
}

const alertedChat = (chat: ChatRow) => ({
  chatId: chat.id,
  customerName: chat.customer_name,
  agentUserId: chat.agent_user_id,
});

/** A request left the queue, for every agent — or only `onlyAgent`'s list, when that agent declined it. */
export function announceRequestRemoved(context: LiveChatContext, chatId: string, onlyAgent?: number): void {
  const to = onlyAgent === undefined ? AGENTS_ROOM : agentRoom(onlyAgent);
  context.agents.to(to).emit('chat_request_removed', { customer_sid: chatId });
}

/**
 * A waiting chat became an agent's (an accept, an automatic assignment) or went to another agent (a
 * transfer): the agent's consoles learn of it before the customer, who may write at once. The customer's
 * widget names the agent (after a transfer: "You are now chatting with …").
 */
export async function announceAssigned(context: LiveChatContext, chat: ChatRow): Promise<void> {
  if (chat.agent_user_id === null) return;
  context.activeChats.assigned({
    chatId: chat.id,
    customerKey: chat.customer_key,
    agentUserId: chat.agent_user_id,
  });
  await sendAgentState(context, chat.agent_user_id);
  context.customers.to(customerRoom(chat.customer_key)).emit('chat_assigned', {
    agent_name: chat.agent_name ?? '',
    agent_sid: agentSidOf(chat.agent_user_id),
    chat_id: chat.id,
  });
}

/**
 * The snapshots below (the queue's positions, an agent's state) are coalesced per process: changes in a
 * burst cost one more snapshot after the current one, not one each (coalesce.ts). Each is complete, so
 * only the last one a client receives counts.
 */
const snapshots = new WeakMap<LiveChatContext, ReturnType<typeof coalescing<number | 'positions'>>>();
const snapshotOf = (context: LiveChatContext) => {
  let run = snapshots.get(context);
  if (!run) snapshots.set(context, (run = coalescing()));
  return run;
};

/** waiting_for_agent with the new place of every waiting customer, once a request left the queue. */
export function announcePositions(context: LiveChatContext): Promise<void> {
  return snapshotOf(context)('positions', async () => {
    const queue = await chatRepository(context.db).waiting();
    queue.forEach((chat, index) =>
      context.customers
        .to(customerRoom(chat.customer_key))
        .emit('waiting_for_agent', { position: index + 1, chat_id: chat.id }),
    );
  });
}

export async function agentStateOf(
  context: LiveChatContext,
  userId: number,
): Promise<AgentState | undefined> {
  const user = await userRepository(context.db).findById(userId);
  if (!user) return undefined;
  const settings = await agentRepository(context.db).settings(userId);
  const rows = await chatRepository(context.db).ofAgent(userId);
  const notes = await noteRepository(context.db).ofChats(rows.map((chat) => chat.id));
  const chats = rows.map((chat) =>
    toAgentChat(
      chat,
      chat.customer_online,
      notes.filter((note) => note.chat_id === chat.id),
    ),
  );
  const current = rows.filter((chat) => chat.status === 'active').at(-1);
  return {
    isAvailable: settings.isAvailable,
    isAnonymous: current ? isGuestChat(current) : false,
    chatActive: Boolean(current),
    statusMessage: current
      ? agentStatusMessages.chatting(current.customer_name)
      : settings.isAvailable
        ? agentStatusMessages.online
        : agentStatusMessages.offline,
    customerName: current?.customer_name ?? '',
    customerDetails: current ? customerDetailsOf(current) : null,
    chatSessionId: current?.id ?? '',
    soundEnabled: settings.soundEnabled,
    desktopAlertsEnabled: settings.desktopAlertsEnabled,
    agent_name: agentDisplayName(user),
    agent_sid: agentSidOf(userId),
    chats,
    maxChats: settings.maxChats,
    autoAssign: context.config.liveChat.autoAssign,
  };
}

/** agent_state to every socket (every tab, every process) of the agent. */
export function sendAgentState(context: LiveChatContext, userId: number): Promise<void> {
  return snapshotOf(context)(userId, async () => {
    const state = await agentStateOf(context, userId);
    if (state) context.agents.to(agentRoom(userId)).emit('agent_state', state);
  });
}
