import { type LiveAttachment, liveChatMessages, type LiveMessage } from '@ohmstead/contracts/live-chat';
import { Refusal } from './event-handler';
import { agentRoom, customerRoom, type LiveChatContext } from './live-chat-context';
import { withHtml } from './message-html';
import { messageRepository, type MessageTarget, type NewMessage } from './message-repository';

/** Every attachment must be a file this sender uploaded through CDN/UploadBotImage. */
export async function checkAttachments(
  context: LiveChatContext,
  ownerKey: string,
  attachments: LiveAttachment[],
) {
  const urls = [...new Set(attachments.map((file) => file.url))];
  if (urls.length > 0 && (await context.countOwnedMedia(ownerKey, urls)) !== urls.length)
    throw new Refusal(liveChatMessages.attachmentUnknown);
}

/**
 * Stores one message of an active chat in one statement (the message, its number and its chat-log line:
 * message-repository.ts), then sends it to both sides, except the socket that sent it: that one learns the
 * message's number from its ack and has had the message on screen since it was sent (live-delivery.ts), so
 * its copy would be two more packets per message for nothing. The sender's other sockets (another tab) get
 * it. A resent client id stores nothing again: the sender gets the stored message's seq back, and the
 * message goes out to both sides once more. A sender resends only what it never saw acknowledged, and that
 * is also what a node that died between storing and sending never delivered; both clients merge by id, so
 * a repeated delivery shows nothing twice.
 */
export async function storeMessage(
  context: LiveChatContext,
  target: MessageTarget,
  message: NewMessage,
  senderSocketId: string,
): Promise<LiveMessage> {
  const outcome = await messageRepository(context.db).store(target, message);
  if ('refused' in outcome) {
    if (outcome.refused === 'conflict') throw new Refusal(liveChatMessages.invalidPayload);
    // A customer has no open chat; an agent named a chat that is not theirs.
    if (outcome.refused === 'not-found' && 'chatId' in target)
      throw new Refusal(liveChatMessages.chatNotFound);
    throw new Refusal(liveChatMessages.noOpenChat);
  }
  const sent = withHtml(context.replies, outcome.message);
  context.customers
    .to(customerRoom(outcome.chat.customer_key))
    .except(senderSocketId)
    .emit('receive_message', sent);
  if (outcome.chat.agent_user_id)
    context.agents.to(agentRoom(outcome.chat.agent_user_id)).except(senderSocketId).emit('messages', sent);
  // A resend was alerted once already. An agent with a console on this process has just been sent the
  // message: no alert, and no lookup per message (docs/decisions/0052-agent-web-push.md).
  if (message.isCustomer && !outcome.duplicate && !consoleHere(context, outcome.chat.agent_user_id))
    context.agentAlerts.customerMessage({
      chatId: sent.chat_id,
      customerName: sent.sender_name,
      agentUserId: outcome.chat.agent_user_id,
    });
  return sent;
}

/** Whether the agent has a console socket held by this process (the adapter's rooms are local). */
function consoleHere(context: LiveChatContext, agentUserId: number | null): boolean {
  if (agentUserId === null) return false;
  return (context.agents.adapter.rooms.get(agentRoom(agentUserId))?.size ?? 0) > 0;
}
