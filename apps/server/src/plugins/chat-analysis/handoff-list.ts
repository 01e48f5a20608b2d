import type { HandoffListQuery, HandoffOutcome, HandoffRow } from '@ohmstead/contracts/chat-analysis';
import sql, { type Sql } from 'sql-template-tag';
import {
  type CsvColumn,
  dateRangeConditions,
  type ListSource,
  searchCondition,
} from '../../http/admin-lists';
import { firstAgentMessageOf, HANDOFFS, secondsBetween } from './analysis-sql';

export interface HandoffRecord {
  id: string;
  live_chat_id: string | null;
  conversation_id: string | null;
  bot: 'crm' | 'ia';
  customer_name: string;
  requested_at: Date | string;
  outcome: HandoffOutcome;
  agent_name: string | null;
  accept_s: number | string | null;
  first_response_s: number | string | null;
  messages: number | string;
}

const firstResponse = secondsBetween(sql`h.requested_at`, firstAgentMessageOf(sql`h.live_chat_id`));

/**
 * GetHandoffList: every request for an agent in the range (live chats and requests that found none), by
 * outcome and bot, searched in the customer's and the agent's names.
 */
export function handoffList(query: HandoffListQuery): ListSource<HandoffListQuery['sort']> {
  const where: Sql[] = [
    ...dateRangeConditions(sql`h.requested_at`, query),
    ...(query.bot ? [sql`h.bot = ${query.bot}`] : []),
    ...(query.outcome ? [sql`h.outcome = ${query.outcome}`] : []),
    ...searchCondition([sql`h.customer_name`, sql`h.agent_name`], query.search),
  ];
  return {
    select: sql`h.id, h.live_chat_id, h.bot, h.customer_name, h.requested_at, h.outcome, h.agent_name,
      ${secondsBetween(sql`h.requested_at`, sql`h.assigned_at`)} AS accept_s,
      ${firstResponse} AS first_response_s,
      (SELECT count(*) FROM live_chat_messages m WHERE m.chat_id = h.live_chat_id) AS messages,
      (SELECT c.id FROM bot_conversations c
       WHERE c.identity_key = h.customer_key AND c.bot = h.bot AND c.created_at <= h.requested_at) AS conversation_id`,
    from: HANDOFFS,
    where,
    orderBy: { requested: sql`h.requested_at`, outcome: sql`h.outcome`, firstResponse },
    tieBreaker: sql`h.id`,
  };
}

const seconds = (value: number | string | null) => (value === null ? null : Math.round(Number(value)));

export const toHandoffRow = (record: HandoffRecord): HandoffRow => ({
  id: record.id,
  liveChatId: record.live_chat_id,
  conversationId: record.conversation_id,
  bot: record.bot,
  customer: record.customer_name,
  requestedAt: new Date(record.requested_at).toISOString(),
  outcome: record.outcome,
  agentName: record.agent_name,
  acceptSeconds: seconds(record.accept_s),
  firstResponseSeconds: seconds(record.first_response_s),
  messages: Number(record.messages),
});

export const HANDOFF_CSV: CsvColumn<HandoffRow>[] = [
  { header: 'Requested at', value: (row) => row.requestedAt },
  { header: 'Bot', value: (row) => row.bot.toUpperCase() },
  { header: 'Customer', value: (row) => row.customer },
  { header: 'Outcome', value: (row) => row.outcome },
  { header: 'Agent', value: (row) => row.agentName },
  { header: 'Seconds to accept', value: (row) => row.acceptSeconds },
  { header: 'Seconds to first response', value: (row) => row.firstResponseSeconds },
  { header: 'Live messages', value: (row) => row.messages },
  { header: 'Live chat', value: (row) => row.liveChatId },
  { header: 'Conversation', value: (row) => row.conversationId },
];
