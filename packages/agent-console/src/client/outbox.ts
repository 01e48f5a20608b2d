/**
 * What the agent sends: checked and uploaded first, then kept pending in the chat's delivery (contracts
 * live-delivery.ts) until the server acknowledges it, and sent again after a reconnect (the server stores a
 * client id once). A refused message is no longer pending.
 */
import { chatMessages } from '@ohmstead/contracts/chat';
import {
  ATTACHMENTS_PER_MESSAGE_MAX,
  LIVE_CHAT_FILE_MAX_BYTES,
  LIVE_MESSAGE_MAX,
  type LiveAttachment,
  liveChatMessages,
  type LiveMessage,
} from '@ohmstead/contracts/live-chat';
import { sendAcceptedSchema } from '@ohmstead/contracts/live-chat-payloads';
import { consoleTexts } from '../constants';
import type { CatchUp } from './catch-up';
import type { ChatDeliveries } from './chat-deliveries';
import { isOpen } from './chat-views';
import { newClientMessageId } from './client-ids';
import type { AgentTransport } from './transport';
import type { PendingMessage } from './types';
import type { ViewState } from './view-state';

export interface Outbox {
  /** Uploads files first; rejects with a user-facing message. Nothing to send (no text, no file) does nothing. */
  send(chatId: string, text: string, files?: File[]): Promise<void>;
  /** Sends each open chat's unacknowledged messages on this connection (after a reconnect's resume). */
  flushOpen(): void;
}

export interface OutboxParts {
  transport: Pick<AgentTransport, 'request' | 'isConnected'>;
  view: ViewState;
  deliveries: ChatDeliveries;
  catchUp: Pick<CatchUp, 'takeInAcknowledged'>;
  upload(chatId: string, file: File): Promise<LiveAttachment>;
}

/** Why a message cannot be sent as it is (docs/product.md §3.5), or null. */
function refusalOfOutgoing(text: string, files: File[]): string | null {
  if (text.length > LIVE_MESSAGE_MAX) return consoleTexts.messageTooLong;
  if (files.length > ATTACHMENTS_PER_MESSAGE_MAX) return consoleTexts.tooManyFiles;
  const tooLarge = files.filter((file) => file.size > LIVE_CHAT_FILE_MAX_BYTES).map((file) => file.name);
  return tooLarge.length > 0 ? chatMessages.filesTooLarge(tooLarge) : null;
}

export function createOutbox({ transport, view, deliveries, catchUp, upload }: OutboxParts): Outbox {
  /** Sends what is due of a chat on this connection (each pending message once per connection). */
  function flush(chatId: string): void {
    if (!transport.isConnected()) return; // sent again after the reconnect
    for (const item of deliveries.of(chatId).due()) void emitPending(chatId, item);
  }

  async function emitPending(chatId: string, item: PendingMessage): Promise<void> {
    const answer = await transport.request(
      'send_message',
      { chat_id: chatId, id: item.id, message: item.message, attachments: item.attachments },
      sendAcceptedSchema,
    );
    const delivery = deliveries.of(chatId);
    if (answer.ok) {
      catchUp.takeInAcknowledged(chatId, delivery.acknowledged(item.id, answer.seq));
      // Shown from the ack, unless the server's own copy (a `messages` event) came first.
      if (view.chat(chatId)?.messages.some((message) => message.id === item.id)) return;
      view.takeMessages(chatId, [storedFromAck(chatId, item, answer.seq)], false);
    } else if (answer.error !== consoleTexts.notConnected) {
      // Refused (malformed, chat over): nothing was stored, so it is no longer pending.
      delivery.refused(item.id);
      view.updateChat(chatId, (chat) => ({ ...chat, pending: chat.pending.filter((p) => p.id !== item.id) }));
      view.setError(answer.error);
    }
  }

  const storedFromAck = (chatId: string, item: PendingMessage, seq: number): LiveMessage => ({
    id: item.id,
    chat_id: chatId,
    seq,
    message: item.message,
    attachments: item.attachments,
    is_customer: false,
    sender_name: view.get().state?.agent_name ?? '',
    timestamp: new Date().toISOString(),
  });

  return {
    async send(chatId, text, files = []) {
      const chat = view.chat(chatId);
      if (!chat || !isOpen(chat)) throw new Error(liveChatMessages.chatNotFound);
      if (text.trim().length === 0 && files.length === 0) return; // docs/product.md §3.5: nothing to send
      const refusal = refusalOfOutgoing(text, files);
      if (refusal) throw new Error(refusal);
      const attachments = [];
      for (const file of files) attachments.push(await upload(chatId, file));
      const item: PendingMessage = { id: newClientMessageId(), message: text, attachments };
      view.updateChat(chatId, (current) => ({ ...current, pending: [...current.pending, item] }));
      deliveries.of(chatId).queue(item);
      flush(chatId);
    },
    flushOpen() {
      for (const chat of view.get().chats.filter(isOpen)) flush(chat.chat_id);
    },
  };
}
