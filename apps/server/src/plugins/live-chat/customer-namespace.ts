import type { Socket } from 'socket.io';
import { GUEST_USER_NAME, chatServerMessages } from '@ohmstead/contracts/chat';
import { CUSTOMER_EVENTS, liveChatMessages, type CustomerResumeAnswer } from '@ohmstead/contracts/live-chat';
import {
  customerHandshakeSchema,
  emptyPayloadSchema,
  requestChatSchema,
  resumeSchema,
  sendMessageSchema,
} from '@ohmstead/contracts/live-chat-schemas';
import { clientAddress } from '../../http/client-address';
import {
  agentDisplayName,
  announceAvailabilityTo,
  announcePositions,
  announceRequestAdded,
  announceRequestRemoved,
  sendAgentState,
} from './broadcasts';
import { chatRepository, enqueue } from './chat-repository';
import { END_REASONS, NO_AGENTS_REASON } from './constants';
import { withHtml } from './message-html';
import { messageRepository } from './message-repository';
import { eventRegistrar, Refusal, refuseUnknownEvents } from './event-handler';
import { customerRoom, type LiveChatContext } from './live-chat-context';
import { checkAttachments, storeMessage } from './store-message';
import { socketRateLimiter } from './socket-rate-limiter';
import { agentSidOf } from './views';

/** Who a customer socket is for: a signed-in user (its token) or a guest (the widget's session id). */
export interface CustomerIdentity {
  key: string;
  userName: string;
  /** The signed-in user's name from their record; a guest names themself in request_chat. */
  displayName?: string;
}

/** The widget's namespace '/': handshake check, then the events of CustomerToServer. */
export function installCustomerNamespace(context: LiveChatContext): void {
  const { customers, db } = context;
  const chats = chatRepository(db);

  customers.use(async (socket, next) => {
    const handshake = customerHandshakeSchema.safeParse(socket.handshake.auth);
    if (!handshake.success) return next(new Error(liveChatMessages.invalidPayload));
    const { sessionId, token } = handshake.data;
    if (!token) {
      // A guest needs a session the server issued (auth/chat-session.ts), never one it made up.
      if (!context.auth.chatSessions.isValid(sessionId))
        return next(new Error(chatServerMessages.sessionRequired));
      socket.data.customer = {
        key: `guest:${sessionId}`,
        userName: GUEST_USER_NAME,
      } satisfies CustomerIdentity;
      return next();
    }
    try {
      const user = await context.auth.userForToken(token);
      socket.data.customer = {
        key: `user:${user.id}`,
        userName: user.userName,
        displayName: agentDisplayName(user),
      } satisfies CustomerIdentity;
      next();
    } catch {
      next(new Error(liveChatMessages.signInRequired));
    }
  });

  // Sockets are held by this process, so this process counts them: a flood of handshakes from one address
  // stops at the cap instead of holding memory for each (docs/security.md). Checked after the handshake.
  const socketsByAddress = new Map<string, number>();
  customers.use((socket, next) => {
    const address = clientAddress(socket.request, context.config.trustProxyHops);
    const held = socketsByAddress.get(address) ?? 0;
    if (held >= context.config.liveChat.socketsPerAddress)
      return next(new Error(liveChatMessages.tooManyConnections));
    socketsByAddress.set(address, held + 1);
    socket.data.address = address;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (socketsByAddress.get(address) ?? 1) - 1;
      if (left > 0) socketsByAddress.set(address, left);
      else socketsByAddress.delete(address);
    };
    socket.once('disconnect', release);
    socket.conn.once('close', release);
    next();
  });

  customers.on('connection', (socket: Socket) => void context.underWay.run(() => onConnection(socket)));
  async function onConnection(socket: Socket) {
    const customer = socket.data.customer as CustomerIdentity;
    const room = customerRoom(customer.key);
    // Events, and the socket leaving, wait for the connect work: a presence row removed before it was added
    // would show the customer online to their agent for the process's life.
    const connecting = context.presence.customerConnected(socket.id, customer.key);
    const ready = connecting.then(
      () => {},
      () => {},
    );
    const on = eventRegistrar(socket, {
      limiter: socketRateLimiter(),
      log: context.log,
      ready,
      underWay: context.underWay,
    });
    refuseUnknownEvents(socket, CUSTOMER_EVENTS);
    void socket.join(room);

    on('request_chat', requestChatSchema, async (payload) => {
      const bot = payload.bot ?? 'CRM';
      const customerName = customer.displayName ?? payload.customer_name;
      if ((await context.presence.availableAgentCount()) === 0) {
        socket.emit('no_agents');
        await chats.recordRefusal({ customerKey: customer.key, customerName, bot }, 'no_agents');
        throw new Refusal(NO_AGENTS_REASON, true);
      }
      // The agent reads the server's own record of the conversation; what the client sent is ignored, so
      // a customer cannot put words (or remote images) in the bot's mouth (docs/security.md).
      const outcome = await enqueue(
        db,
        {
          customerKey: customer.key,
          customerName,
          userName: customer.userName,
          bot,
          history: await context.conversationLog(bot, customer.key),
          addressKey: context.addressKey(socket.data.address as string),
        },
        context.config.liveChat.queue,
      );
      if ('refused' in outcome) {
        if (outcome.refused === 'already-open') throw new Refusal(liveChatMessages.alreadyWaiting);
        if (outcome.refused === 'address-full') throw new Refusal(liveChatMessages.tooManyWaiting);
        // A full queue is, to the customer, no agent to take them: the apology and the contact form.
        socket.emit('no_agents');
        await chats.recordRefusal({ customerKey: customer.key, customerName, bot }, 'queue_full');
        throw new Refusal(NO_AGENTS_REASON, true);
      }
      const chat = outcome.created;
      const position = await chats.positionOf(chat.id);
      customers.to(room).emit('waiting_for_agent', { position, chat_id: chat.id });
      announceRequestAdded(context, chat);
      return { chat_id: chat.id };
    });

    on('send_message', sendMessageSchema, async (payload) => {
      await checkAttachments(context, customer.key, payload.attachments);
      // The customer's open chat is found by the statement that stores the message (one round trip).
      const stored = await storeMessage(
        context,
        { customerKey: customer.key },
        {
          clientId: payload.id,
          senderName: null,
          isCustomer: true,
          message: payload.message,
          attachments: payload.attachments,
        },
        socket.id,
      );
      return { seq: stored.seq };
    });

    const cancelWaiting = async (chatId: string) => {
      if (!(await chats.close(chatId, END_REASONS.customerCanceled)))
        throw new Refusal(liveChatMessages.requestNotPending);
      customers.to(room).emit('request_canceled');
      announceRequestRemoved(context, chatId);
      await announcePositions(context);
      return {};
    };

    on('cancel_request', emptyPayloadSchema, async () => {
      const open = await chats.openOf(customer.key);
      if (open?.status !== 'waiting') throw new Refusal(liveChatMessages.requestNotPending);
      return cancelWaiting(open.id);
    });

    on('end_chat', emptyPayloadSchema, async () => {
      const open = await chats.openOf(customer.key);
      if (!open) throw new Refusal(liveChatMessages.noOpenChat);
      if (open.status === 'waiting') return cancelWaiting(open.id);
      if (!(await chats.close(open.id, END_REASONS.customer))) throw new Refusal(liveChatMessages.noOpenChat);
      customers.to(room).emit('chat_ended', { chat_id: open.id });
      if (open.agent_user_id) await sendAgentState(context, open.agent_user_id);
      return {};
    });

    on('resume', resumeSchema, async ({ after_seq }) => {
      await socket.join(room);
      const open = await chats.openOf(customer.key);
      const answer: CustomerResumeAnswer = { status: 'none', messages: [] };
      if (open?.status === 'waiting') {
        Object.assign(answer, {
          status: 'waiting',
          chat_id: open.id,
          position: await chats.positionOf(open.id),
        });
      } else if (open?.status === 'active') {
        Object.assign(answer, {
          status: 'active',
          chat_id: open.id,
          agent_name: open.agent_name ?? '',
          agent_sid: open.agent_user_id ? agentSidOf(open.agent_user_id) : '',
          messages: (await messageRepository(db).after(open.id, after_seq)).map((message) =>
            withHtml(context.replies, message),
          ),
        });
      }
      return answer;
    });

    // The agent of the customer's active chat sees the customer come and go.
    socket.on('disconnect', () => void context.underWay.run(onDisconnect));
    async function onDisconnect() {
      if (context.closing) return;
      await ready;
      try {
        const agent = await context.presence.customerDisconnected(socket.id, customer.key);
        if (agent !== null) await sendAgentState(context, agent);
      } catch (error) {
        context.log.warn({ err: error }, 'live chat: customer disconnect bookkeeping failed');
      }
    }

    try {
      const connected = await connecting;
      announceAvailabilityTo(socket, connected.availableAgents);
      if (connected.activeChatAgent !== null) await sendAgentState(context, connected.activeChatAgent);
    } catch (error) {
      context.log.error({ err: error }, 'live chat: customer connect failed');
    }
  }
}
