import { liveChatMessages, type LiveMessage } from '@ohmstead/contracts/live-chat';
import {
  addNoteSchema,
  agentResumeSchema,
  agentSendSchema,
  chatHistoryQuerySchema,
  chatRefSchema,
  consentSchema,
  customerHistorySchema,
  maxChatsSchema,
  settingEnabledSchema,
  toggleAvailabilitySchema,
} from '@ohmstead/contracts/live-chat-schemas';
import type { Socket } from 'socket.io';
import type { UserRecord } from '../../auth/user-repository';
import { isSupervisor, ownChat, readableChat } from './agent-guards';
import { agentRepository } from './agent-repository';
import { assignWaiting } from './auto-assign';
import {
  announceAssigned,
  announceAvailability,
  announcePositions,
  announceRequestRemoved,
  sendAgentState,
} from './broadcasts';
import { capacityRepository } from './capacity-repository';
import { chatRepository } from './chat-repository';
import { END_REASONS } from './constants';
import { type EventOn, Refusal } from './event-handler';
import { agentRoom, AGENTS_ROOM, customerRoom, type LiveChatContext } from './live-chat-context';
import { historyWithHtml, withHtml } from './message-html';
import { messageRepository } from './message-repository';
import { noteRepository } from './note-repository';
import { checkAttachments, storeMessage } from './store-message';
import { toTranscriptSummary } from './views';

/** One connected agent socket, as its event handlers see it. */
export interface AgentSocket {
  context: LiveChatContext;
  socket: Socket;
  user: UserRecord;
  agentName: string;
  agentSid: string;
  on: EventOn;
}

/** The queue's requests: chat_request_consent (accept, or decline). */
export function onRequestEvents({ context, user, agentName, on }: AgentSocket): void {
  const chats = chatRepository(context.db);
  on('chat_request_consent', consentSchema, async ({ customer_sid, accept }) => {
    if (!accept) {
      if (!(await chats.decline(customer_sid, user.id)))
        throw new Refusal(liveChatMessages.requestNotPending);
      announceRequestRemoved(context, customer_sid, user.id);
      return {};
    }
    // Within the agent's limit of active chats (docs/decisions/0051-transfer-and-capacity.md).
    const outcome = await capacityRepository(context.db).accept(customer_sid, user.id, agentName);
    if ('refused' in outcome)
      throw new Refusal(
        outcome.refused === 'at-limit'
          ? liveChatMessages.atChatLimit(outcome.max)
          : liveChatMessages.requestNotPending,
      );
    const { chat } = outcome;
    await announceAssigned(context, chat);
    announceRequestRemoved(context, chat.id);
    await announcePositions(context);
    return { chat_id: chat.id };
  });
}

/** The agent's own settings: toggle_availability, set_sound_enabled, set_desktop_alerts_enabled, set_max_chats. */
export function onSettingsEvents({ context, user, on }: AgentSocket): void {
  const settings = agentRepository(context.db);
  on('toggle_availability', toggleAvailabilitySchema, async ({ isAvailable }) => {
    await settings.setAvailable(user.id, isAvailable);
    await sendAgentState(context, user.id);
    await announceAvailability(context);
    await assignWaiting(context);
    return {};
  });

  on('set_sound_enabled', settingEnabledSchema, async ({ enabled }) => {
    await settings.setSound(user.id, enabled);
    await sendAgentState(context, user.id);
    return {};
  });

  on('set_desktop_alerts_enabled', settingEnabledSchema, async ({ enabled }) => {
    await settings.setDesktopAlerts(user.id, enabled);
    await sendAgentState(context, user.id);
    return {};
  });

  // A lower limit ends no chat: the agent takes no new one until below it.
  on('set_max_chats', maxChatsSchema, async ({ max_chats }) => {
    await settings.setMaxChats(user.id, max_chats);
    await sendAgentState(context, user.id);
    await assignWaiting(context);
    return {};
  });
}

/** The agent's active chats: send_message, add_note, end_chat, and resume after a reconnect. */
export function onChatEvents({ context, socket, user, agentName, on }: AgentSocket): void {
  const chats = chatRepository(context.db);
  const messages = messageRepository(context.db);
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

  // A note goes to this agent's other tabs only: never to a customer room (docs/decisions/0046-internal-notes.md).
  on('add_note', addNoteSchema, async ({ chat_id, id, note }) => {
    const chat = await ownChat(chats, user, chat_id);
    if (chat.status !== 'active') throw new Refusal(liveChatMessages.noOpenChat);
    const stored = await noteRepository(context.db).add({
      chatId: chat_id,
      clientId: id,
      agentUserId: user.id,
      authorName: agentName,
      text: note.trim(),
    });
    context.agents.to(agentRoom(user.id)).except(socket.id).emit('note', stored);
    return { note: stored };
  });

  on('end_chat', chatRefSchema, async ({ chat_id }) => {
    const chat = await ownChat(chats, user, chat_id);
    if (!(await chats.close(chat_id, END_REASONS.agent))) throw new Refusal(liveChatMessages.noOpenChat);
    context.activeChats.ended({ chatId: chat_id, customerKey: chat.customer_key });
    context.customers.to(customerRoom(chat.customer_key)).emit('chat_ended', { chat_id });
    await sendAgentState(context, user.id);
    await assignWaiting(context);
    return {};
  });

  on('resume', agentResumeSchema, async (payload) => {
    await socket.join([agentRoom(user.id), AGENTS_ROOM]);
    const missed: LiveMessage[] = [];
    for (const { chat_id, after_seq } of payload.chats) {
      await ownChat(chats, user, chat_id);
      missed.push(...(await messages.after(chat_id, after_seq)));
    }
    return { messages: missed.map((message) => withHtml(context.replies, message)) };
  });
}

/** What an agent reads of past and waiting chats: chat_history, customer_history, transcript. */
export function onTranscriptEvents({ context, user, on }: AgentSocket): void {
  const chats = chatRepository(context.db);
  const messages = messageRepository(context.db);
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
        : await readableChat(chats, user, customer_sid);
    const history = await chats.historyOf(customer_sid);
    return { history: historyWithHtml(context.replies, chat.bot, history) };
  });

  on('transcript', chatRefSchema, async ({ chat_id }) => {
    await readableChat(chats, user, chat_id);
    const all = await messages.after(chat_id, 0);
    return {
      messages: all.map((message) => withHtml(context.replies, message)),
      notes: await noteRepository(context.db).ofChats([chat_id]),
    };
  });
}
