import type { ConversationListQuery, ConversationRow } from '@ohmstead/contracts/chat-analysis';
import sql, { join, type Sql } from 'sql-template-tag';
import { containsPattern, type CsvColumn, type ListSource } from '../../http/admin-lists';
import { isUnanswered } from './analysis-sql';

export interface ConversationRecord {
  id: string;
  bot: 'crm' | 'ia';
  customer: string | null;
  created_at: Date | string;
  last_question_at: Date | string;
  asked: number | string;
  questions: number | string;
  unanswered: number | string;
  handoffs: number | string;
  first_question: string | null;
}

type Range = { from?: Date | undefined; to?: Date | undefined };

const inRange = (range: Range): Sql[] => [
  ...(range.from ? [sql`m.created_at >= ${range.from}`] : []),
  ...(range.to ? [sql`m.created_at <= ${range.to}`] : []),
];

/** The conversations with a message of the range that `condition` picks. */
const conversationsWith = (condition: Sql, range: Range) =>
  sql`a.conversation_id IN (SELECT m.conversation_id FROM bot_messages m
    WHERE ${join([condition, ...inRange(range)], ' AND ')})`;

/** The conversation row of `a`, for the page's rows only. */
const conversation = (column: Sql) =>
  sql`(SELECT ${column} FROM bot_conversations c LEFT JOIN users u ON u.id = c.user_id WHERE c.id = a.conversation_id)`;

/** A live chat or a request that found no agent belongs to the conversation of its customer and bot. */
const HANDOFFS = sql`(SELECT
    (SELECT count(*) FROM live_chats lc
     WHERE lc.customer_key = c.identity_key AND lc.bot = upper(c.bot) AND lc.requested_at >= c.created_at)
    + (SELECT count(*) FROM live_chat_refusals r
       WHERE r.customer_key = c.identity_key AND r.bot = upper(c.bot) AND r.refused_at >= c.created_at)
  FROM bot_conversations c WHERE c.id = a.conversation_id)`;

/**
 * GetConversations: the conversations with a question in the range, narrowed to one figure of the screen
 * (a bot, a normalised question, unanswered questions, an intent) and searched in the questions and the
 * signed-in customer's user name. The questions of the range are grouped by conversation first, so
 * counting and ordering never join the conversations; the page's rows read theirs, and their counts over
 * the whole conversation, one by one.
 */
export function conversationList(query: ConversationListQuery): ListSource<ConversationListQuery['sort']> {
  const range = { from: query.from, to: query.to };
  const asked: Sql[] = [sql`m.role = 'user'`, ...inRange(range)];
  if (query.bot) asked.push(sql`m.bot = ${query.bot}`);
  if (query.question) asked.push(sql`m.question_key = ${query.question}`);
  if (query.search) {
    const pattern = containsPattern(query.search);
    asked.push(sql`(m.content ILIKE ${pattern} ESCAPE '\\' OR m.conversation_id IN (
      SELECT c.id FROM bot_conversations c JOIN users u ON u.id = c.user_id
      WHERE u.user_name ILIKE ${pattern} ESCAPE '\\'))`);
  }
  const where: Sql[] = [];
  if (query.unanswered) where.push(conversationsWith(isUnanswered('m'), range));
  if (query.intent) where.push(conversationsWith(sql`m.role = 'bot' AND m.intent = ${query.intent}`, range));
  return {
    select: sql`a.conversation_id AS id, a.bot, a.last_question_at, a.asked,
      ${conversation(sql`c.created_at`)} AS created_at,
      ${conversation(sql`coalesce(u.user_name, CASE WHEN c.identity_key LIKE 'guest:%' THEN 'guest' END)`)} AS customer,
      (SELECT count(*) FROM bot_messages m WHERE m.conversation_id = a.conversation_id AND m.role = 'user') AS questions,
      (SELECT count(*) FROM bot_messages m WHERE m.conversation_id = a.conversation_id AND ${isUnanswered('m')}) AS unanswered,
      ${HANDOFFS} AS handoffs,
      (SELECT left(m.content, 160) FROM bot_messages m WHERE m.conversation_id = a.conversation_id AND m.role = 'user'
       ORDER BY m.id LIMIT 1) AS first_question`,
    from: sql`(SELECT m.conversation_id, m.bot, max(m.created_at) AS last_question_at, count(*) AS asked
      FROM bot_messages m WHERE ${join(asked, ' AND ')}
      GROUP BY m.conversation_id, m.bot) AS a`,
    where,
    orderBy: {
      lastQuestion: sql`a.last_question_at`,
      started: conversation(sql`c.created_at`),
      questions: sql`a.asked`,
    },
    tieBreaker: sql`a.conversation_id`,
  };
}

export const toConversationRow = (record: ConversationRecord): ConversationRow => ({
  id: record.id,
  bot: record.bot,
  customer: record.customer ?? '',
  startedAt: new Date(record.created_at).toISOString(),
  lastQuestionAt: new Date(record.last_question_at).toISOString(),
  questionsInRange: Number(record.asked),
  questions: Number(record.questions),
  unanswered: Number(record.unanswered),
  handoffs: Number(record.handoffs),
  firstQuestion: record.first_question ?? '',
});

export const CONVERSATION_CSV: CsvColumn<ConversationRow>[] = [
  { header: 'Conversation', value: (row) => row.id },
  { header: 'Bot', value: (row) => row.bot.toUpperCase() },
  { header: 'Customer', value: (row) => row.customer },
  { header: 'Started at', value: (row) => row.startedAt },
  { header: 'Last question at', value: (row) => row.lastQuestionAt },
  { header: 'Questions in range', value: (row) => row.questionsInRange },
  { header: 'Questions', value: (row) => row.questions },
  { header: 'Unanswered', value: (row) => row.unanswered },
  { header: 'Hand-offs', value: (row) => row.handoffs },
  { header: 'First question', value: (row) => row.firstQuestion },
];
