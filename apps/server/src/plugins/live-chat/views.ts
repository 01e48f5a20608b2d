import { GUEST_USER_NAME } from '@ohmstead/contracts/chat';
import type {
  AgentChat,
  ChatRequest,
  CustomerDetails,
  LiveNote,
  Marks,
  TranscriptSummary,
} from '@ohmstead/contracts/live-chat';
import type { ChatRow } from './chat-repository';

/** How chat rows look on the wire. */

export const agentSidOf = (userId: number) => `agent-${userId}`;
/** The user id in an agent_sid the schema checked (AGENT_SID_PATTERN). */
export const userIdOfAgentSid = (agentSid: string) => Number(agentSid.slice('agent-'.length));

export const customerDetailsOf = (chat: ChatRow): CustomerDetails => ({
  customer_name: chat.customer_name,
  user_name: chat.user_name,
  bot: chat.bot,
  history_count: chat.history_count,
  last_message: chat.last_message,
});

/** A queue entry: a summary of a few hundred bytes, whatever the customer said before. */
export const toChatRequest = (chat: ChatRow): ChatRequest => ({
  customer_sid: chat.id,
  customer_details: customerDetailsOf(chat),
  requested_at: new Date(chat.requested_at).toISOString(),
});

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : undefined);

export const toAgentChat = (chat: ChatRow, customerOnline: boolean, notes: LiveNote[]): AgentChat => ({
  chat_id: chat.id,
  customer_sid: chat.id,
  customer_name: chat.customer_name,
  customer_details: customerDetailsOf(chat),
  status: chat.status,
  assigned_at: iso(chat.assigned_at) ?? iso(chat.requested_at)!,
  ...(chat.ended_at ? { ended_at: iso(chat.ended_at) } : {}),
  ...(chat.end_reason ? { end_reason: chat.end_reason } : {}),
  customer_online: customerOnline,
  notes,
  customer_marks: customerMarksOf(chat),
});

/** How far each side has got, as the other side's client shows it (docs/decisions/0050-typing-and-read-marks.md). */
export const customerMarksOf = (chat: ChatRow): Marks => ({
  chat_id: chat.id,
  delivered: Number(chat.customer_delivered_seq),
  read: Number(chat.customer_read_seq),
});
export const agentMarksOf = (chat: ChatRow): Marks => ({
  chat_id: chat.id,
  delivered: Number(chat.agent_delivered_seq),
  read: Number(chat.agent_read_seq),
});

export const toTranscriptSummary = (chat: ChatRow & { message_count: number }): TranscriptSummary => ({
  chat_id: chat.id,
  customer_name: chat.customer_name,
  user_name: chat.user_name,
  agent_name: chat.agent_name ?? '',
  status: chat.status,
  requested_at: iso(chat.requested_at)!,
  ...(chat.assigned_at ? { assigned_at: iso(chat.assigned_at) } : {}),
  ...(chat.ended_at ? { ended_at: iso(chat.ended_at) } : {}),
  ...(chat.end_reason ? { end_reason: chat.end_reason } : {}),
  message_count: Number(chat.message_count),
});

export const isGuestChat = (chat: ChatRow) => chat.user_name === GUEST_USER_NAME;
