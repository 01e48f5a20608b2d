import type { AnswerSource } from '@ohmstead/contracts/chat';
import {
  type BotIntent,
  chatAnalysisMessages,
  type Transcript,
  TRANSCRIPT_TURNS_MAX,
  type TranscriptQuery,
  type TranscriptTurnKind,
} from '@ohmstead/contracts/chat-analysis';
import sql, { empty, type Sql } from 'sql-template-tag';
import type { Queryable } from '../../db/database';
import { notFound } from '../../http/errors';
import { runSql } from './analysis-sql';

interface TurnRecord {
  kind: TranscriptTurnKind;
  at: Date | string;
  text: string;
  who: string | null;
  sources: AnswerSource[];
  intent: BotIntent | null;
  unanswered: boolean;
  reason: string | null;
  total: number | string;
}

interface ChatOwner {
  /** customer_key / identity_key */
  key: string;
  bot: 'crm' | 'ia';
}

type Range = Pick<TranscriptQuery, 'from' | 'to'>;

const inRange = (column: Sql, range: Range): Sql =>
  sql`${range.from ? sql`AND ${column} >= ${range.from}` : empty} ${range.to ? sql`AND ${column} <= ${range.to}` : empty}`;

/** A turn row's columns beyond kind, time and text, for turns that have none of them. */
const plain = (who: Sql = sql`NULL::text`) =>
  sql`${who} AS who, '[]'::jsonb AS sources, NULL::text AS intent, false AS unanswered, NULL::text AS reason`;

/**
 * A live chat's turns and events, for the live chats `chats` picks (a condition on `lc`): the request,
 * the agent taking it, its end, every live message, the customer's and the agent's told apart, and the
 * agents' internal notes (docs/decisions/0046-internal-notes.md: staff read them, customers never).
 */
function liveTurns(chats: Sql, range: Range): Sql {
  return sql`
    SELECT 'handoff-requested' AS kind, lc.requested_at AS at, '' AS text, ${plain()}, 1 AS source, 0::bigint AS seq
    FROM live_chats lc WHERE ${chats} ${inRange(sql`lc.requested_at`, range)}
    UNION ALL
    SELECT 'handoff-assigned', lc.assigned_at, '', ${plain(sql`lc.agent_name`)}, 1, 1
    FROM live_chats lc WHERE ${chats} AND lc.assigned_at IS NOT NULL ${inRange(sql`lc.assigned_at`, range)}
    UNION ALL
    SELECT 'handoff-ended', lc.ended_at, '', NULL::text, '[]'::jsonb, NULL::text, false, lc.end_reason, 3, 0
    FROM live_chats lc WHERE ${chats} AND lc.ended_at IS NOT NULL ${inRange(sql`lc.ended_at`, range)}
    UNION ALL
    SELECT CASE WHEN m.is_customer THEN 'live-customer' ELSE 'live-agent' END, m.created_at, m.message,
           ${plain(sql`m.sender_name`)}, 2, m.seq
    FROM live_chat_messages m JOIN live_chats lc ON lc.id = m.chat_id
    WHERE ${chats} ${inRange(sql`m.created_at`, range)}
    UNION ALL
    SELECT 'agent-note', n.created_at, n.body, ${plain(sql`n.author_name`)}, 2, n.id
    FROM live_chat_notes n JOIN live_chats lc ON lc.id = n.chat_id
    WHERE ${chats} ${inRange(sql`n.created_at`, range)}`;
}

/** Turns in time order (a question before its answer, events of one instant before its messages). */
async function readTurns(db: Queryable, union: Sql): Promise<{ turns: Transcript['turns']; total: number }> {
  const rows = await runSql<TurnRecord>(
    db,
    sql`SELECT kind, at, text, who, sources, intent, unanswered, reason, count(*) OVER () AS total
        FROM (${union}) AS turns
        ORDER BY at, source, seq
        LIMIT ${TRANSCRIPT_TURNS_MAX}`,
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    turns: rows.map((row) => ({
      kind: row.kind,
      at: new Date(row.at).toISOString(),
      text: row.text,
      who: row.who,
      sources: row.sources,
      intent: row.intent,
      unanswered: row.unanswered,
      reason: row.reason,
    })),
  };
}

/** Live chats and refused requests of the conversation's customer and bot since it began. */
const ofConversation = (owner: ChatOwner, since: Date) =>
  sql`lc.customer_key = ${owner.key} AND lc.bot = ${owner.bot.toUpperCase()} AND lc.requested_at >= ${since}`;

async function conversationTranscript(
  db: Queryable,
  conversation: { id: string; bot: 'crm' | 'ia'; identity_key: string; created_at: Date; customer: string },
  range: Range,
): Promise<Transcript> {
  const owner = { key: conversation.identity_key, bot: conversation.bot };
  const since = new Date(conversation.created_at);
  const union = sql`
    SELECT CASE m.role WHEN 'user' THEN 'question' WHEN 'bot' THEN 'answer' ELSE 'form' END AS kind,
           m.created_at AS at, m.content AS text, NULL::text AS who, m.sources, m.intent,
           (m.role = 'bot' AND m.intent IS NULL AND m.sources = '[]'::jsonb) AS unanswered, NULL::text AS reason,
           0 AS source, m.id AS seq
    FROM bot_messages m WHERE m.conversation_id = ${conversation.id} ${inRange(sql`m.created_at`, range)}
    UNION ALL ${liveTurns(ofConversation(owner, since), range)}
    UNION ALL
    SELECT 'handoff-refused', r.refused_at, '', NULL::text, '[]'::jsonb, NULL::text, false, r.reason, 1, r.id
    FROM live_chat_refusals r
    WHERE r.customer_key = ${owner.key} AND r.bot = ${owner.bot.toUpperCase()} AND r.refused_at >= ${since}
      ${inRange(sql`r.refused_at`, range)}`;
  const { turns, total } = await readTurns(db, union);
  return {
    responseStatusCode: 200,
    conversationId: conversation.id,
    bot: conversation.bot,
    customer: conversation.customer,
    startedAt: since.toISOString(),
    turns,
    total,
  };
}

const CONVERSATION = sql`SELECT c.id, c.bot, c.identity_key, c.created_at,
    coalesce(u.user_name, CASE WHEN c.identity_key LIKE 'guest:%' THEN 'guest' ELSE '' END) AS customer
  FROM bot_conversations c LEFT JOIN users u ON u.id = c.user_id`;

type ConversationRecord = Parameters<typeof conversationTranscript>[1];

/**
 * GetTranscript: a conversation's turns with the bot and, interleaved, its hand-offs and live messages.
 * Asked by live chat, the transcript is that of the bot conversation it came from while that is stored;
 * once the customer deleted it, the live chat's own record of the conversation before the request (what
 * the agent read) stands in for it.
 */
export async function transcript(db: Queryable, query: TranscriptQuery): Promise<Transcript> {
  const range = { from: query.from, to: query.to };
  if (query.conversation) {
    const [conversation] = await runSql<ConversationRecord>(
      db,
      sql`${CONVERSATION} WHERE c.id = ${query.conversation}`,
    );
    if (!conversation) throw notFound(chatAnalysisMessages.conversationNotFound);
    return conversationTranscript(db, conversation, range);
  }
  const [chat] = await runSql<{
    id: string;
    customer_key: string;
    customer_name: string;
    bot: 'CRM' | 'IA';
    requested_at: Date;
  }>(
    db,
    sql`SELECT id, customer_key, customer_name, bot, requested_at FROM live_chats WHERE id = ${query.liveChat!}`,
  );
  if (!chat) throw notFound(chatAnalysisMessages.liveChatNotFound);
  const bot = chat.bot === 'IA' ? 'ia' : 'crm';
  const [conversation] = await runSql<ConversationRecord>(
    db,
    sql`${CONVERSATION} WHERE c.identity_key = ${chat.customer_key} AND c.bot = ${bot}
          AND c.created_at <= ${chat.requested_at}`,
  );
  if (conversation) return conversationTranscript(db, conversation, range);
  const recorded = sql`
    SELECT CASE WHEN (line ->> 'is_customer')::boolean THEN 'question' ELSE 'answer' END AS kind,
           to_timestamp((line ->> 'timestamp')::float8 / 1000) AS at, line ->> 'text' AS text, ${plain()},
           0 AS source, n AS seq
    FROM live_chats lc, jsonb_array_elements(lc.history) WITH ORDINALITY AS history(line, n)
    WHERE lc.id = ${chat.id} ${inRange(sql`to_timestamp((line ->> 'timestamp')::float8 / 1000)`, range)}
    UNION ALL ${liveTurns(sql`lc.id = ${chat.id}`, range)}`;
  const { turns, total } = await readTurns(db, recorded);
  return {
    responseStatusCode: 200,
    conversationId: null,
    bot,
    customer: chat.customer_name,
    startedAt: new Date(chat.requested_at).toISOString(),
    turns,
    total,
  };
}
