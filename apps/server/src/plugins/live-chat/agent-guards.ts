import { liveChatMessages } from '@ohmstead/contracts/live-chat';
import type { UserRecord } from '../../auth/user-repository';
import type { chatRepository, ChatRow } from './chat-repository';
import { TRANSCRIPT_SUPERVISOR_ROLES } from './constants';
import { Refusal } from './event-handler';

type Chats = ReturnType<typeof chatRepository>;

/** The roles that read every chat's transcript, not only their own. */
export const isSupervisor = (user: UserRecord) =>
  user.roles.some((role) => (TRANSCRIPT_SUPERVISOR_ROLES as readonly string[]).includes(role));

/** A chat of this agent's own; any other is refused as not found. */
export async function ownChat(chats: Chats, user: UserRecord, chatId: string): Promise<ChatRow> {
  const chat = await chats.find(chatId);
  if (!chat || chat.agent_user_id !== user.id) throw new Refusal(liveChatMessages.chatNotFound);
  return chat;
}

/** A chat this agent may read: their own, or any for the supervisor roles. */
export async function readableChat(chats: Chats, user: UserRecord, chatId: string): Promise<ChatRow> {
  const chat = await chats.find(chatId);
  if (!chat || (chat.agent_user_id !== user.id && !isSupervisor(user)))
    throw new Refusal(liveChatMessages.chatNotFound);
  return chat;
}
