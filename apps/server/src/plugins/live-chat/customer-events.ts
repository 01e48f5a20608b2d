import { type CustomerResumeAnswer, liveChatMessages } from '@ohmstead/contracts/live-chat';
import {
  emptyPayloadSchema,
  requestChatSchema,
  resumeSchema,
  sendMessageSchema,
} from '@ohmstead/contracts/live-chat-schemas';
import type { Socket } from 'socket.io';
import { assignWaiting } from './auto-assign';
import {
  announcePositions,
  announceRequestAdded,
  announceRequestRemoved,
  availableAgents,
  sendAgentState,
} from './broadcasts';
import { chatRepository, enqueue } from './chat-repository';
import { END_REASONS, NO_AGENTS_REASON } from './constants';
import type { CustomerIdentity } from './customer-handshake';
import { type EventOn, Refusal } from './event-handler';
import type { LiveChatContext } from './live-chat-context';
import { withHtml } from './message-html';
import { messageRepository } from './message-repository';
import { checkAttachments, storeMessage } from './store-message';
import { agentMarksOf, agentSidOf } from './views';

/** One connected customer socket, as its event handlers see it. */
export interface CustomerSocket {
  context: LiveChatContext;
  socket: Socket;
  customer: CustomerIdentity;
  /** The room of every socket of this customer. */
  room: string;
  on: EventOn;
}

/** A chat's request and its end: request_chat, cancel_request, end_chat. */
export function onChatRequestEvents({ context, socket, customer, room, on }: CustomerSocket): void {
  const { customers, db } = context;
  const chats = chatRepository(db);

  on('request_chat', requestChatSchema, async (payload) => {
    const bot = payload.bot ?? 'CRM';
    const customerName = customer.displayName ?? payload.customer_name;
    if ((await availableAgents(context)) === 0) {
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
    await assignWaiting(context);
    return { chat_id: chat.id };
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
    context.activeChats.ended({ chatId: open.id, customerKey: customer.key });
    customers.to(room).emit('chat_ended', { chat_id: open.id });
    if (open.agent_user_id) await sendAgentState(context, open.agent_user_id);
    await assignWaiting(context);
    return {};
  });
}

/** The conversation itself: send_message, and resume after a reconnect. */
export function onConversationEvents({ context, socket, customer, room, on }: CustomerSocket): void {
  const { db } = context;
  const chats = chatRepository(db);

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
        // How far the agent has got: the customer's own messages show their marks after a reload.
        marks: agentMarksOf(open),
      });
    }
    return answer;
  });
}
