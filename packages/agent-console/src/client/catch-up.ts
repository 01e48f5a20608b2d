/**
 * What the agent receives of each chat, live or caught up: every message goes through the chat's delivery
 * (contracts live-delivery.ts), so what arrives after a skipped seq is held back while the chat resumes
 * after the last seq it holds without a gap, which every (re)connect does too. Nothing is lost and
 * nothing is shown twice, in whatever order frames arrive.
 */
import type { LiveMessage } from '@ohmstead/contracts/live-chat';
import { liveMessageSchema, messagesAcceptedSchema } from '@ohmstead/contracts/live-chat-payloads';
import type { Received } from '@ohmstead/contracts/live-delivery';
import type { AgentEvents } from './agent-events';
import type { ChatDeliveries } from './chat-deliveries';
import { isOpen } from './chat-views';
import type { AgentTransport } from './transport';
import type { ViewState } from './view-state';

export interface CatchUp {
  /** A live `messages` event: shown in seq order, a customer's announced. */
  receiveLive(payload: unknown): void;
  /** What the ack of an own message released (messages held back behind it), shown as live ones are. */
  takeInAcknowledged(chatId: string, received: Received<LiveMessage>): void;
  /** After a (re)connect: what each open chat missed; a customer's missed messages count as unread. */
  resumeOpenChats(): Promise<void>;
  /** Chats that appeared in agent_state (an accept, another tab, a reload): their messages so far. */
  seed(chatIds: string[]): void;
}

export interface CatchUpParts {
  transport: Pick<AgentTransport, 'request'>;
  view: ViewState;
  deliveries: ChatDeliveries;
  events: Pick<AgentEvents, 'customerWrote'>;
}

type ResumeFrom = { chat_id: string; after_seq: number };

export function createCatchUp({ transport, view, deliveries, events }: CatchUpParts): CatchUp {
  const from = (chatId: string): ResumeFrom => ({
    chat_id: chatId,
    after_seq: deliveries.of(chatId).through(),
  });

  /**
   * Messages of a chat through its delivery, merged into the chat in seq order; new customer messages
   * counted as unread when `countUnread`. A live message after a skipped seq resumes the chat (a resume
   * answer never asks for another).
   */
  function receiveInto(chatId: string, incoming: LiveMessage[], countUnread: boolean, live: boolean) {
    // A chat this page does not list yet (its agent_state is on the way: the customer wrote the moment it
    // was assigned) is read whole by the resume its appearance starts. Taken in now, a message would count
    // as held with no chat to show it in, and that resume would start after it.
    if (!view.chat(chatId)) return [];
    const received = deliveries.of(chatId).receive(incoming.filter((message) => message.chat_id === chatId));
    return takeIn(chatId, received, countUnread, live);
  }

  /** Merges what delivery handed out (received messages, or those an ack released); resumes after a gap. */
  function takeIn(chatId: string, received: Received<LiveMessage>, countUnread: boolean, live: boolean) {
    const added = view.takeMessages(chatId, received.inOrder, countUnread);
    if (live && received.gap) void resume([from(chatId)], countUnread, false);
    return added;
  }

  /** Asks for what followed `after_seq` of each chat and takes it in. */
  async function resume(chats: ResumeFrom[], countUnread: boolean, reportFailure = true): Promise<void> {
    const answer = await transport.request('resume', { chats }, messagesAcceptedSchema);
    if (!answer.ok) {
      if (reportFailure) view.setError(answer.error);
      return;
    }
    for (const { chat_id } of chats) receiveInto(chat_id, answer.messages, countUnread, false);
  }

  return {
    receiveLive(payload) {
      const message = liveMessageSchema.safeParse(payload);
      if (!message.success) return;
      const chatId = message.data.chat_id;
      events.customerWrote(chatId, receiveInto(chatId, [message.data], true, true));
    },
    takeInAcknowledged(chatId, received) {
      events.customerWrote(chatId, takeIn(chatId, received, true, true));
    },
    resumeOpenChats: () =>
      resume(
        view
          .get()
          .chats.filter(isOpen)
          .map((chat) => from(chat.chat_id)),
        true,
      ),
    seed(chatIds) {
      // The server also lists chats that ended in the last hour, shown read-only.
      if (chatIds.length > 0) void resume(chatIds.map(from), false);
    },
  };
}
