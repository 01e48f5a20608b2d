import {
  ANALYSIS_BOTS,
  type AnalysisBot,
  BOT_INTENTS,
  type BotIntent,
  type ChatHandoffs,
  type ChatOverview,
  type ChatQuestions,
  type ChatSafety,
  HANDOFF_OUTCOMES,
  TOP_QUESTIONS_MAX,
} from '@ohmstead/contracts/chat-analysis';
import type { Granularity } from '@ohmstead/contracts/dashboards';
import sql from 'sql-template-tag';
import type { Queryable } from '../../db/database';
import { fillSeries, periodNumber, periodsOf } from '../../http/date-series';
import {
  firstAgentMessageOf,
  isSpecialAnswer,
  LIVE_CHAT_OUTCOME,
  runSql,
  secondsBetween,
  within,
} from './analysis-sql';
import { answerRatings } from './answer-ratings';
import { chatSatisfaction } from './satisfaction';

/** The range of a dashboard call, resolved, in the viewer's time zone, cut into days or weeks. */
export interface SummaryRange {
  from: Date;
  to: Date;
  tz: string;
  granularity: Granularity;
}

const count = (value: number | string | null | undefined) => Number(value ?? 0);
const seconds = (value: number | string | null | undefined) =>
  value === null || value === undefined ? null : Math.round(Number(value));

/**
 * Conversations (those with a question in the range: a conversation counts on every day it had one),
 * questions and unanswered questions per bot, conversations per period and bot, intents, and how many
 * hand-offs and safety acknowledgements the range holds. The questions of the range are read once.
 */
export async function chatOverview(db: Queryable, range: SummaryRange): Promise<ChatOverview> {
  const periods = await periodsOf(db, range, range.granularity, range.tz);
  const questions = await runSql<{
    period: number | null;
    bot: AnalysisBot;
    whole: number;
    conversations: number;
    questions: number;
  }>(
    db,
    // Each conversation once per period and once for the whole range (hash groupings), then counted.
    sql`SELECT period, bot, whole, count(*)::integer AS conversations, sum(asked)::integer AS questions
        FROM (
          SELECT period, bot, conversation_id, GROUPING(period) AS whole, count(*) AS asked
          FROM (
            SELECT ${periodNumber(sql`created_at`, periods)} AS period, bot, conversation_id
            FROM bot_messages WHERE role = 'user' AND ${within(sql`created_at`, range)}
          ) AS asked
          GROUP BY GROUPING SETS ((bot, conversation_id, period), (bot, conversation_id))
        ) AS per_conversation
        GROUP BY period, bot, whole`,
  );
  const special = await runSql<{ bot: AnalysisBot; intent: BotIntent | null; count: number }>(
    db,
    sql`SELECT m.bot, m.intent, count(*)::integer AS count FROM bot_messages m
        WHERE ${isSpecialAnswer('m')} AND ${within(sql`m.created_at`, range)}
        GROUP BY m.bot, m.intent`,
  );
  const [other] = await runSql<{ handoffs: number; acknowledgements: number }>(
    db,
    sql`SELECT
          (SELECT count(*) FROM live_chats WHERE ${within(sql`requested_at`, range)})::integer
          + (SELECT count(*) FROM live_chat_refusals WHERE ${within(sql`refused_at`, range)})::integer AS handoffs,
          (SELECT count(*) FROM safety_acknowledgements
           WHERE ${within(sql`acknowledged_at`, range)})::integer AS acknowledgements`,
  );

  const byBot = Object.fromEntries(
    ANALYSIS_BOTS.map((bot) => {
      const whole = questions.find((row) => row.bot === bot && Number(row.whole) === 1);
      const unanswered = special.find((row) => row.bot === bot && row.intent === null);
      return [
        bot,
        {
          conversations: count(whole?.conversations),
          questions: count(whole?.questions),
          unanswered: count(unanswered?.count),
        },
      ];
    }),
  ) as ChatOverview['byBot'];
  const perPeriod = questions
    .filter((row) => Number(row.whole) === 0)
    .map((row) => ({ period: row.period, key: row.bot, count: row.conversations }));
  return {
    responseStatusCode: 200,
    granularity: range.granularity,
    totals: {
      conversations: byBot.crm.conversations + byBot.ia.conversations,
      questions: byBot.crm.questions + byBot.ia.questions,
      unanswered: byBot.crm.unanswered + byBot.ia.unanswered,
      handoffs: count(other?.handoffs),
      acknowledgements: count(other?.acknowledgements),
    },
    byBot,
    conversationsPerPeriod: fillSeries(periods, ANALYSIS_BOTS, perPeriod),
    intents: BOT_INTENTS.map((intent) => ({
      intent,
      count: special.filter((row) => row.intent === intent).reduce((sum, row) => sum + count(row.count), 0),
    })),
  };
}

/**
 * The questions asked most (grouped by their normalised text, bot_messages.question_key), leaving out those
 * the bot answered with a special reply (greetings, asking for an agent: the intents count those), the
 * questions it most often could not answer, and the ratings chat users gave its answers (answer-ratings.ts). A question and its answer are stored by one statement, so they
 * share their conversation and instant; only the few special answers are joined.
 */
export async function chatQuestions(db: Queryable, range: SummaryRange): Promise<ChatQuestions> {
  const rows = await runSql<{ question: string; count: number; unanswered: number; by_count: number }>(
    db,
    sql`WITH special AS (
          SELECT m.conversation_id, m.created_at, m.intent FROM bot_messages m
          WHERE ${isSpecialAnswer('m')} AND ${within(sql`m.created_at`, range)}
        ), grouped AS (
          SELECT q.question_key AS question, count(*)::integer AS count,
                 count(s.conversation_id)::integer AS unanswered
          FROM bot_messages q
          LEFT JOIN special s ON s.conversation_id = q.conversation_id AND s.created_at = q.created_at
          WHERE q.role = 'user' AND q.question_key <> '' AND ${within(sql`q.created_at`, range)}
            AND s.intent IS NULL
          GROUP BY q.question_key
        )
        SELECT question, count, unanswered, by_count FROM (
          SELECT *, row_number() OVER (ORDER BY count DESC, question) AS by_count,
                 row_number() OVER (ORDER BY unanswered DESC, question) AS by_unanswered
          FROM grouped
        ) AS ranked
        WHERE by_count <= ${TOP_QUESTIONS_MAX} OR (by_unanswered <= ${TOP_QUESTIONS_MAX} AND unanswered > 0)`,
  );
  return {
    responseStatusCode: 200,
    top: rows
      .filter((row) => Number(row.by_count) <= TOP_QUESTIONS_MAX)
      .sort((a, b) => Number(a.by_count) - Number(b.by_count))
      .map((row) => ({ question: row.question, count: count(row.count), unanswered: count(row.unanswered) })),
    unanswered: rows
      .filter((row) => count(row.unanswered) > 0)
      .sort((a, b) => count(b.unanswered) - count(a.unanswered) || a.question.localeCompare(b.question))
      .slice(0, TOP_QUESTIONS_MAX)
      .map((row) => ({ question: row.question, count: count(row.unanswered) })),
    ...(await answerRatings(db, range)),
  };
}

/**
 * Requests for an agent made in the range, by outcome and per period; the median and 90th percentile of
 * the first response (request to the agent's first message), the median wait until an agent took it, the
 * median time to resolution (request to end), and the customers' ratings of the range (satisfaction.ts).
 */
export async function chatHandoffs(db: Queryable, range: SummaryRange): Promise<ChatHandoffs> {
  const periods = await periodsOf(db, range, range.granularity, range.tz);
  const perPeriod = await runSql<{ period: number; key: string; count: number }>(
    db,
    sql`SELECT period, key, count(*)::integer AS count FROM (
          SELECT ${periodNumber(sql`lc.requested_at`, periods)} AS period, ${LIVE_CHAT_OUTCOME} AS key
          FROM live_chats lc WHERE ${within(sql`lc.requested_at`, range)}
          UNION ALL
          SELECT ${periodNumber(sql`r.refused_at`, periods)}, 'no-agent'
          FROM live_chat_refusals r WHERE ${within(sql`r.refused_at`, range)}
        ) AS requests GROUP BY period, key`,
  );
  const [speed] = await runSql<{
    responded: number;
    first_median: number | null;
    first_p90: number | null;
    accepted: number;
    accept_median: number | null;
    resolved: number;
    resolution_median: number | null;
  }>(
    db,
    sql`SELECT count(first_s)::integer AS responded,
          percentile_cont(0.5) WITHIN GROUP (ORDER BY first_s) AS first_median,
          percentile_cont(0.9) WITHIN GROUP (ORDER BY first_s) AS first_p90,
          count(accept_s)::integer AS accepted,
          percentile_cont(0.5) WITHIN GROUP (ORDER BY accept_s) AS accept_median,
          count(resolution_s)::integer AS resolved,
          percentile_cont(0.5) WITHIN GROUP (ORDER BY resolution_s) AS resolution_median
        FROM (
          SELECT ${secondsBetween(sql`lc.requested_at`, firstAgentMessageOf(sql`lc.id`))} AS first_s,
                 ${secondsBetween(sql`lc.requested_at`, sql`lc.assigned_at`)} AS accept_s,
                 CASE WHEN lc.status = 'ended'
                   THEN ${secondsBetween(sql`lc.requested_at`, sql`lc.ended_at`)} END AS resolution_s
          FROM live_chats lc
          WHERE lc.assigned_at IS NOT NULL AND ${within(sql`lc.requested_at`, range)}
        ) AS answered`,
  );
  const series = fillSeries(periods, HANDOFF_OUTCOMES, perPeriod);
  const outcomes = Object.fromEntries(
    HANDOFF_OUTCOMES.map((outcome) => [
      outcome,
      series.reduce((sum, point) => sum + (point.values[outcome] ?? 0), 0),
    ]),
  ) as ChatHandoffs['outcomes'];
  return {
    responseStatusCode: 200,
    granularity: range.granularity,
    outcomes,
    perPeriod: series,
    firstResponse: {
      chats: count(speed?.responded),
      medianSeconds: seconds(speed?.first_median),
      p90Seconds: seconds(speed?.first_p90),
    },
    acceptWait: { chats: count(speed?.accepted), medianSeconds: seconds(speed?.accept_median) },
    resolution: { chats: count(speed?.resolved), medianSeconds: seconds(speed?.resolution_median) },
    satisfaction: await chatSatisfaction(db, range, periods),
  };
}

/** Acknowledgements of each safety content version in the range, newest version first. */
export async function chatSafety(db: Queryable, range: SummaryRange): Promise<ChatSafety> {
  const rows = await runSql<{
    version: string;
    acknowledgements: number;
    users: number;
    first_at: Date;
    last_at: Date;
  }>(
    db,
    sql`SELECT content_version AS version, count(*)::integer AS acknowledgements,
          count(DISTINCT user_id)::integer AS users, min(acknowledged_at) AS first_at, max(acknowledged_at) AS last_at
        FROM safety_acknowledgements WHERE ${within(sql`acknowledged_at`, range)}
        GROUP BY content_version ORDER BY content_version DESC`,
  );
  return {
    responseStatusCode: 200,
    versions: rows.map((row) => ({
      version: row.version,
      acknowledgements: count(row.acknowledgements),
      users: count(row.users),
      firstAt: new Date(row.first_at).toISOString(),
      lastAt: new Date(row.last_at).toISOString(),
    })),
  };
}
