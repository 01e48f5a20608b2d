import sql, { raw, type Sql } from 'sql-template-tag';
import type { Queryable } from '../../db/database';

/** The SQL pieces every chat-analysis query shares (docs/decisions/0020-chat-analysis-and-dashboards.md says
 * why each is counted so). */

export const runSql = <Row>(db: Queryable, query: Sql) => db.query<Row>(query.text, query.values);

/** `column` within the range, both ends included. */
export const within = (column: Sql, range: { from: Date; to: Date }) =>
  sql`${column} >= ${range.from} AND ${column} <= ${range.to}`;

/**
 * Message `alias` (a table alias of our own code) is an answer the bot could not give: no source found, and
 * none of its special replies.
 */
export const isUnanswered = (alias: 'm' | 'a') =>
  raw(`${alias}.role = 'bot' AND ${alias}.intent IS NULL AND ${alias}.sources = '[]'::jsonb`);

/**
 * Message `alias` is a special reply or an answer the bot could not give: the few answers the analysis
 * reads, through the partial index bot_messages_special_answers.
 */
export const isSpecialAnswer = (alias: 'm' | 'a') =>
  raw(`${alias}.role = 'bot' AND (${alias}.intent IS NOT NULL OR ${alias}.sources = '[]'::jsonb)`);

/**
 * What became of a live chat (contracts HANDOFF_OUTCOMES). A request refused at once has no row (its
 * refusal is in live_chat_refusals); one that waited in vain for an agent ends 'unanswered'.
 */
export const LIVE_CHAT_OUTCOME = sql`CASE
  WHEN lc.assigned_at IS NOT NULL THEN 'answered'
  WHEN lc.status = 'waiting' THEN 'waiting'
  WHEN lc.end_reason = 'customer_absent' THEN 'customer-gone'
  WHEN lc.end_reason = 'unanswered' THEN 'no-agent'
  ELSE 'cancelled' END`;

/**
 * Every request for an agent as one row source `h`: the live chats and the requests that found no agent.
 * A live chat belongs to the bot conversation of the same customer and bot that began before it (one
 * conversation per customer and bot is stored at a time).
 */
export const HANDOFFS = sql`(
  SELECT lc.id::text AS id, lc.id AS live_chat_id, lower(lc.bot) AS bot, lc.customer_key,
         lc.customer_name, lc.requested_at, lc.assigned_at, lc.agent_name, ${LIVE_CHAT_OUTCOME} AS outcome
  FROM live_chats lc
  UNION ALL
  SELECT 'refusal-' || r.id, NULL, lower(r.bot), r.customer_key, r.customer_name, r.refused_at, NULL, NULL,
         'no-agent'
  FROM live_chat_refusals r
) AS h`;

/** The agent's first message of live chat `chatId` (a column of the outer query). */
export const firstAgentMessageOf = (chatId: Sql) =>
  sql`(SELECT min(m.created_at) FROM live_chat_messages m WHERE m.chat_id = ${chatId} AND NOT m.is_customer)`;

/** Seconds between two instants, as a number (null when either is). */
export const secondsBetween = (from: Sql, to: Sql) => sql`extract(epoch FROM (${to} - ${from}))::float8`;
