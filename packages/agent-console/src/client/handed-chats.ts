/**
 * Chats that became this agent's without this page accepting them — handed over by another agent, given by
 * automatic assignment, accepted in another tab (docs/decisions/0051-transfer-and-capacity.md): each is
 * told once, with the chime and an alert, as a request is. The chats of the first agent state (a load, a
 * reload) are the agent's already.
 */
import type { AgentChatView } from './types';

export interface HandedChats {
  /** This page asked for the chat (an accept): its arrival is no news. */
  accepting(chatId: string): void;
  /** The accept was refused: the chat will not arrive from it. */
  refused(chatId: string): void;
  /** An agent state was applied: the chats that appeared in it, and every chat now held. */
  applied(appeared: readonly string[], chats: readonly AgentChatView[]): void;
}

export function createHandedChats(tell: (chat: AgentChatView) => void): HandedChats {
  let first = true;
  const acceptedHere = new Set<string>();
  return {
    accepting: (chatId) => acceptedHere.add(chatId),
    refused: (chatId) => acceptedHere.delete(chatId),
    applied(appeared, chats) {
      const known = first;
      first = false;
      for (const chatId of appeared) {
        if (acceptedHere.delete(chatId) || known) continue;
        const chat = chats.find((item) => item.chat_id === chatId);
        if (chat?.status === 'active') tell(chat);
      }
    },
  };
}
