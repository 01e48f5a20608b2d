/**
 * The agent's internal notes in a chat (docs/decisions/0046-internal-notes.md): written with an
 * acknowledgement (a refusal is the caller's to show), and received from the agent's other tabs. The agent
 * state brings every open chat's notes after a reconnect, so nothing here is queued or resent.
 */
import type { LiveNote } from '@ohmstead/contracts/live-chat';
import { liveNoteSchema, noteAcceptedSchema } from '@ohmstead/contracts/live-chat-payloads';
import { newClientMessageId } from './client-ids';
import type { AgentTransport } from './transport';
import type { AgentChatView } from './types';
import type { ViewState } from './view-state';

export interface Notes {
  /** Stores a note; rejects with the message to show when the server refuses it. */
  add(chatId: string, text: string): Promise<void>;
  /** A note from another tab of this agent. */
  receive(payload: unknown): void;
}

/** A chat with one note more, in time order; the same chat when it has it already. */
export function withNote(chat: AgentChatView, note: LiveNote): AgentChatView {
  if (chat.notes.some((known) => known.id === note.id)) return chat;
  const notes = [...chat.notes, note].sort((a, b) => a.created_at.localeCompare(b.created_at));
  return { ...chat, notes };
}

export function createNotes(transport: Pick<AgentTransport, 'request'>, view: ViewState): Notes {
  return {
    async add(chatId, text) {
      const answer = await transport.request(
        'add_note',
        { chat_id: chatId, id: newClientMessageId(), note: text },
        noteAcceptedSchema,
      );
      if (!answer.ok) throw new Error(answer.error);
      view.updateChat(chatId, (chat) => withNote(chat, answer.note));
    },
    receive(payload) {
      const note = liveNoteSchema.safeParse(payload);
      if (note.success) view.updateChat(note.data.chat_id, (chat) => withNote(chat, note.data));
    },
  };
}
