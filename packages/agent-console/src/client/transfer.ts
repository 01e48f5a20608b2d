/**
 * Handing a chat to another agent (docs/decisions/0051-transfer-and-capacity.md): who could take it now, the
 * transfer itself (a refusal is the caller's to show), and the server's word that a chat of this agent went
 * on — from this tab or another — after which it shows as transferred, read-only.
 */
import type { TransferTarget } from '@ohmstead/contracts/live-chat';
import {
  chatTransferredSchema,
  transferAcceptedSchema,
  transferTargetsAcceptedSchema,
} from '@ohmstead/contracts/live-chat-payloads';
import type { AgentTransport } from './transport';
import type { AgentChatView } from './types';
import type { ViewState } from './view-state';

export interface Transfer {
  /** The other agents online, available and under their limit; rejects with the message to show. */
  targets(): Promise<TransferTarget[]>;
  /** Hands the chat on with an optional note; rejects with the message to show when refused. */
  transfer(chatId: string, toAgentSid: string, note: string): Promise<void>;
  /** chat_transferred */
  receive(payload: unknown): void;
}

/** The chat as its former agent keeps it: over for them, with whom it went to. */
export const transferredTo = (chat: AgentChatView, agentName: string, at: string): AgentChatView =>
  chat.transferredTo === agentName
    ? chat
    : {
        ...chat,
        status: 'ended',
        end_reason: 'transferred',
        ended_at: chat.ended_at ?? at,
        transferredTo: agentName,
      };

export function createTransfer(transport: Pick<AgentTransport, 'request'>, view: ViewState): Transfer {
  const mark = (chatId: string, agentName: string) =>
    view.updateChat(chatId, (chat) => transferredTo(chat, agentName, new Date().toISOString()));

  return {
    async targets() {
      const answer = await transport.request('transfer_targets', {}, transferTargetsAcceptedSchema);
      if (!answer.ok) throw new Error(answer.error);
      return answer.agents;
    },
    async transfer(chatId, toAgentSid, note) {
      const answer = await transport.request(
        'transfer_chat',
        { chat_id: chatId, to_agent_sid: toAgentSid, note },
        transferAcceptedSchema,
      );
      if (!answer.ok) throw new Error(answer.error);
      mark(chatId, answer.agent_name);
    },
    receive(payload) {
      const moved = chatTransferredSchema.safeParse(payload);
      if (moved.success) mark(moved.data.chat_id, moved.data.agent_name);
    },
  };
}
