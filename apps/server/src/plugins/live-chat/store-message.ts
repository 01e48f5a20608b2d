import { liveChatMessages, type LiveAttachment, type LiveMessage } from '@ohmstead/contracts/live-chat';
import type { Queryable } from '../../db/database';
import { mediaRepository } from '../cdn/media-repository';
import { chatRepository, type ChatRow } from './chat-repository';
import { Refusal } from './event-handler';
import { agentRoom, customerRoom, type LiveChatContext } from './live-chat-context';
import { messageRepository } from './message-repository';

/** Every attachment must be a file this sender uploaded through CDN/UploadBotImage. */
export async function checkAttachments(db: Queryable, ownerKey: string, attachments: LiveAttachment[]) {
  const urls = [...new Set(attachments.map((file) => file.url))];
  if ((await mediaRepository(db).countOwned(ownerKey, urls)) !== urls.length)
    throw new Refusal(liveChatMessages.attachmentUnknown);
}

/**
 * Stores one message of an active chat in one transaction (the message, its number and its chat-log
 * line), then sends it to both sides. A resent client id stores nothing and sends nothing again: the
 * sender gets the stored message's seq back.
 */
export async function storeMessage(
  context: LiveChatContext,
  chatId: string,
  message: {
    /** Whether the sender may write into this chat. */
    isAllowed: (chat: ChatRow) => boolean;
    clientId: string;
    senderName: string;
    isCustomer: boolean;
    message: string;
    attachments: LiveAttachment[];
  },
): Promise<LiveMessage> {
  const outcome = await context.db.transaction(async (tx) => {
    const chat = await chatRepository(tx).lock(chatId);
    if (!chat || !message.isAllowed(chat)) throw new Refusal(liveChatMessages.chatNotFound);
    if (chat.status !== 'active') throw new Refusal(liveChatMessages.noOpenChat);
    const added = await messageRepository(tx).add(chat, message);
    if ('conflict' in added) throw new Refusal(liveChatMessages.invalidPayload);
    return { chat, ...added };
  });
  if (!outcome.duplicate) {
    context.customers.to(customerRoom(outcome.chat.customer_key)).emit('receive_message', outcome.message);
    if (outcome.chat.agent_user_id)
      context.agents.to(agentRoom(outcome.chat.agent_user_id)).emit('messages', outcome.message);
  }
  return outcome.message;
}
