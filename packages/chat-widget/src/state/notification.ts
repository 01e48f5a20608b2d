import { type ChatMessage, messageId } from './chat-message';

/** A notification line of the chat (docs/product.md §3.2: timestamp and text); only the live chat posts them. */
export const notification = (text: string, now: number): ChatMessage => ({
  id: messageId(),
  name: 'Notification',
  avatar: 'bot',
  text,
  type: 'message-notification',
  timestamp: now,
});
