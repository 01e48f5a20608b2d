import type { Socket } from 'socket.io';
import { AGENT_EVENTS, liveChatMessages, type LiveMessage } from '@ohmstead/contracts/live-chat';
import {
  agentHandshakeSchema,
  agentResumeSchema,
  agentSendSchema,
  chatHistoryQuerySchema,
  chatRefSchema,
  consentSchema,
  customerHistorySchema,
  soundEnabledSchema,
  toggleAvailabilitySchema,
} from '@ohmstead/contracts/live-chat-schemas';
import { can } from '@ohmstead/contracts/roles';
import type { UserRecord } from '../../auth/user-repository';
import { agentRepository } from './agent-repository';
import {
  agentDisplayName,
  announceAvailability,
  announcePositions,
  announceRequestRemoved,
  queueFor,
  sendAgentState,
} from './broadcasts';
import { chatRepository, type ChatRow } from './chat-repository';
import { END_REASONS, TRANSCRIPT_SUPERVISOR_ROLES } from './constants';
import { eventRegistrar, Refusal, refuseUnknownEvents } from './event-handler';
import { AGENTS_ROOM, agentRoom, customerRoom, type LiveChatContext } from './live-chat-context';
import { historyWithHtml, withHtml } from './message-html';
import { messageRepository } from './message-repository';
import { socketRateLimiter } from './socket-rate-limiter';
import { checkAttachments, storeMessage } from './store-message';
import { agentSidOf, toTranscriptSummary } from './views';

const isSupervisor = (user: UserRecord) =>
  user.roles.some((role) => (TRANSCRIPT_SUPERVISOR_ROLES as readonly string[]).includes(role));

/** The console's namespace '/agent': only the roles of the Chat Agent menu get in. */
export function installAgentNamespace(context: LiveChatContext, onAgentGone: () => void): void {
  const { agents, customers, db } = context;
  const chats = chatRepository(db);
  const settings = agentRepository(db);
  const messages = messageRepository(db);

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

  agents.on('connection', (socket: Socket) => void context.underWay.run(() => onConnection(socket)));
  async function onConnection(socket: Socket) {
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

    /** A chat this agent may read: their own, or any for the supervisor roles. */
    const readable = async (chatId: string): Promise<ChatRow> => {
      const chat = await chats.find(chatId);
      if (!chat || (chat.agent_user_id !== user.id && !isSupervisor(user)))
        throw new Refusal(liveChatMessages.chatNotFound);
      return chat;
    };

    on('chat_request_consent', consentSchema, async ({ customer_sid, accept }) => {
      if (!accept) {
        if (!(await chats.decline(customer_sid, user.id)))
          throw new Refusal(liveChatMessages.requestNotPending);
        announceRequestRemoved(context, customer_sid, user.id);
        return {};
      }
      const chat = await chats.assign(customer_sid, user.id, agentName);
      if (!chat) throw new Refusal(liveChatMessages.requestNotPending);
      // The agent's consoles learn of the chat before the customer, who may write at once.
      await sendAgentState(context, user.id);
      customers
        .to(customerRoom(chat.customer_key))
        .emit('chat_assigned', { agent_name: agentName, agent_sid: agentSid, chat_id: chat.id });
      announceRequestRemoved(context, chat.id);
      await announcePositions(context);
      return { chat_id: chat.id };
    });

    on('toggle_availability', toggleAvailabilitySchema, async ({ isAvailable }) => {
      await settings.setAvailable(user.id, isAvailable);
      await sendAgentState(context, user.id);
      await announceAvailability(context);
      return {};
    });

    on('set_sound_enabled', soundEnabledSchema, async ({ enabled }) => {
      await settings.setSound(user.id, enabled);
      await sendAgentState(context, user.id);
      return {};
    });

    on('send_message', agentSendSchema, async (payload) => {
      await checkAttachments(context, `user:${user.id}`, payload.attachments);
      const stored = await storeMessage(
        context,
        { chatId: payload.chat_id, agentUserId: user.id },
        {
          clientId: payload.id,
          senderName: agentName,
          isCustomer: false,
          message: payload.message,
          attachments: payload.attachments,
        },
        socket.id,
      );
      return { seq: stored.seq };
    });

    on('end_chat', chatRefSchema, async ({ chat_id }) => {
      const chat = await chats.find(chat_id);
      if (!chat || chat.agent_user_id !== user.id) throw new Refusal(liveChatMessages.chatNotFound);
      if (!(await chats.close(chat_id, END_REASONS.agent))) throw new Refusal(liveChatMessages.noOpenChat);
      customers.to(customerRoom(chat.customer_key)).emit('chat_ended', { chat_id });
      await sendAgentState(context, user.id);
      return {};
    });

    on('resume', agentResumeSchema, async (payload) => {
      await socket.join([agentRoom(user.id), AGENTS_ROOM]);
      const missed: LiveMessage[] = [];
      for (const { chat_id, after_seq } of payload.chats) {
        const chat = await chats.find(chat_id);
        if (!chat || chat.agent_user_id !== user.id) throw new Refusal(liveChatMessages.chatNotFound);
        missed.push(...(await messages.after(chat_id, after_seq)));
      }
      return { messages: missed.map((message) => withHtml(context.replies, message)) };
    });

    on('chat_history', chatHistoryQuerySchema, async ({ page, pageSize }) => {
      const { total, rows } = await chats.history(isSupervisor(user) ? undefined : user.id, page, pageSize);
      return { total, items: rows.map(toTranscriptSummary) };
    });

    // The conversation before a request: any agent may read a waiting one (they may accept it), and a
    // chat once assigned only as a transcript is read.
    on('customer_history', customerHistorySchema, async ({ customer_sid }) => {
      const found = await chats.find(customer_sid);
      const chat =
        found?.status === 'waiting' && !found.declined_by.map(Number).includes(user.id)
          ? found
          : await readable(customer_sid);
      const history = await chats.historyOf(customer_sid);
      return { history: historyWithHtml(context.replies, chat.bot, history) };
    });

    on('transcript', chatRefSchema, async ({ chat_id }) => {
      await readable(chat_id);
      const all = await messages.after(chat_id, 0);
      return { messages: all.map((message) => withHtml(context.replies, message)) };
    });

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
    } catch (error) {
      context.log.error({ err: error }, 'live chat: agent connect failed');
    }
  }
}
