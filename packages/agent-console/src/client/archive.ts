/**
 * What the agent reads on demand, with no place in the snapshot: the pages of past chats, one chat's
 * transcript, and a customer's conversation before a request (a waiting one, or one of this agent's chats).
 * Each rejects with the service's refusal.
 */
import type { HistoryLine, TranscriptSummary } from '@ohmstead/contracts/live-chat';
import {
  historyAcceptedSchema,
  transcriptAcceptedSchema,
  transcriptPageAcceptedSchema,
} from '@ohmstead/contracts/live-chat-payloads';
import type { AgentTransport } from './transport';
import type { Transcript } from './types';

export interface Archive {
  history(page: number, pageSize: number): Promise<{ total: number; items: TranscriptSummary[] }>;
  /** The messages in seq order, and the agents' internal notes. */
  transcript(chatId: string): Promise<Transcript>;
  customerHistory(customerSid: string): Promise<HistoryLine[]>;
}

export function createArchive(transport: Pick<AgentTransport, 'request'>): Archive {
  return {
    async history(page, pageSize) {
      const answer = await transport.request(
        'chat_history',
        { page, pageSize },
        transcriptPageAcceptedSchema,
      );
      if (!answer.ok) throw new Error(answer.error);
      return { total: answer.total, items: answer.items };
    },
    async transcript(chatId) {
      const answer = await transport.request('transcript', { chat_id: chatId }, transcriptAcceptedSchema);
      if (!answer.ok) throw new Error(answer.error);
      return { messages: [...answer.messages].sort((a, b) => a.seq - b.seq), notes: answer.notes };
    },
    async customerHistory(customerSid) {
      const answer = await transport.request(
        'customer_history',
        { customer_sid: customerSid },
        historyAcceptedSchema,
      );
      if (!answer.ok) throw new Error(answer.error);
      return answer.history;
    },
  };
}
