import { AGENT_EVENTS, liveChatMessages } from '@ohmstead/contracts/live-chat';
import { agentHandshakeSchema } from '@ohmstead/contracts/live-chat-schemas';
import { can } from '@ohmstead/contracts/roles';
import type { Socket } from 'socket.io';
import type { UserRecord } from '../../auth/user-repository';
import { onChatEvents, onRequestEvents, onSettingsEvents, onTranscriptEvents } from './agent-events';
import { agentRepository } from './agent-repository';
import { assignWaiting } from './auto-assign';
import { agentDisplayName, announceAvailability, queueFor, sendAgentState } from './broadcasts';
import { chatRepository } from './chat-repository';
import { eventRegistrar, refuseUnknownEvents } from './event-handler';
import { agentRoom, AGENTS_ROOM, type LiveChatContext } from './live-chat-context';
import { onAgentReceipts } from './receipts';
import { socketRateLimiter } from './socket-rate-limiter';
import { onTransferEvents } from './transfer-events';
import { onAgentTyping } from './typing-relay';
import { agentSidOf } from './views';

/** The console's namespace '/agent': only the roles of the Chat Agent menu get in. */
export function installAgentNamespace(context: LiveChatContext, onAgentGone: () => void): void {
  const { agents } = context;

  agents.use(async (socket, next) => {
    const handshake = agentHandshakeSchema.safeParse(socket.handshake.auth);
    if (!handshake.success) return next(new Error(liveChatMessages.signInRequired));
    let user: UserRecord;
    try {
      user = await context.auth.userForToken(handshake.data.token);
    } catch {
      return next(new Error(liveChatMessages.signInRequired));
    }
    if (!can(user.roles, 'evChargerAndChatAgent')) return next(new Error(liveChatMessages.notPermitted));
    socket.data.agent = user;
    next();
  });

  agents.on(
    'connection',
    (socket: Socket) => void context.underWay.run(() => onAgentConnection(context, socket, onAgentGone)),
  );
}

/** One agent socket: its presence, its events, and its leaving. */
async function onAgentConnection(context: LiveChatContext, socket: Socket, onAgentGone: () => void) {
  const chats = chatRepository(context.db);
  const settings = agentRepository(context.db);
  const user = socket.data.agent as UserRecord;
  const agentName = agentDisplayName(user);
  const agentSid = agentSidOf(user.id);
  // A client may send events, or leave, before the connect work below is done: both wait for the agent's
  // presence row, or toggle_availability could count an agent who is not there yet.
  let registered = () => {};
  const ready = new Promise<void>((resolve) => (registered = resolve));
  const on = eventRegistrar(socket, {
    limiter: socketRateLimiter(context.config.liveChat.agentEventsPerWindow),
    log: context.log,
    ready,
    underWay: context.underWay,
  });
  refuseUnknownEvents(socket, AGENT_EVENTS);
  void socket.join([agentRoom(user.id), AGENTS_ROOM]);

  const scope = { context, socket, user, agentName, agentSid, on };
  onRequestEvents(scope);
  onSettingsEvents(scope);
  onChatEvents(scope);
  onTranscriptEvents(scope);
  onTransferEvents(scope);
  onAgentTyping(scope);
  onAgentReceipts(scope);

  socket.on('disconnect', () => void context.underWay.run(onDisconnect));
  async function onDisconnect() {
    if (context.closing) return;
    // A socket gone while its connect work runs: that work's presence row is removed after it is added,
    // not before (a row left behind would count as an agent online for the process's life).
    await ready;
    try {
      const left = await context.presence.remove(socket.id, 'agent', String(user.id));
      await settings.touch(user.id);
      if (left === 0) {
        await announceAvailability(context);
        onAgentGone();
      }
    } catch (error) {
      context.log.warn({ err: error }, 'live chat: agent disconnect bookkeeping failed');
    }
  }

  try {
    try {
      await settings.touch(user.id);
      await context.presence.add(socket.id, 'agent', String(user.id));
    } finally {
      registered();
    }
    socket.emit('connection_status', { connected: true, agent_sid: agentSid });
    await sendAgentState(context, user.id);
    socket.emit('chat_requests', queueFor(await chats.waiting(), user.id));
    await announceAvailability(context);
    // An agent available before a reconnect or a restart may take waiting customers at once.
    await assignWaiting(context);
  } catch (error) {
    context.log.error({ err: error }, 'live chat: agent connect failed');
  }
}
