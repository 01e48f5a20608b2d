import type { ChatSatisfaction } from '@ohmstead/contracts/chat-analysis';
import sql from 'sql-template-tag';
import type { Queryable } from '../../db/database';
import { periodNumber, type Periods } from '../../http/date-series';
import { runSql, within } from './analysis-sql';

/** An average to two decimals, null over no ratings. */
const average = (value: number | string | null) =>
  value === null ? null : Math.round(Number(value) * 100) / 100;

/**
 * The satisfaction ratings given in the range (docs/decisions/0049-satisfaction-and-transcript.md): in all,
 * per agent of the rated chat (named as they last chatted), and per period. One statement, grouped three ways.
 */
export async function chatSatisfaction(
  db: Queryable,
  range: { from: Date; to: Date },
  periods: Periods,
): Promise<ChatSatisfaction> {
  const rows = await runSql<{
    period: number | null;
    agent: number | null;
    by_agent: number;
    by_period: number;
    agent_name: string | null;
    ratings: number;
    average: number | string | null;
  }>(
    db,
    sql`SELECT period, agent, GROUPING(agent)::integer AS by_agent, GROUPING(period)::integer AS by_period,
          max(agent_name) AS agent_name, count(*)::integer AS ratings, avg(score)::float8 AS average
        FROM (
          SELECT ${periodNumber(sql`r.created_at`, periods)} AS period, coalesce(lc.agent_user_id, 0) AS agent,
                 lc.agent_name, r.score
          FROM live_chat_ratings r JOIN live_chats lc ON lc.id = r.chat_id
          WHERE ${within(sql`r.created_at`, range)}
        ) AS rated
        GROUP BY GROUPING SETS ((), (agent), (period))`,
  );
  const overall = rows.find((row) => Number(row.by_agent) === 1 && Number(row.by_period) === 1);
  const perPeriod = periods.labels.map((period) => ({ period, values: { ratings: 0, average: 0 } }));
  for (const row of rows) {
    if (Number(row.by_agent) !== 1 || Number(row.by_period) !== 0 || row.period === null) continue;
    const point = perPeriod[Number(row.period) - 1];
    if (point) point.values = { ratings: Number(row.ratings), average: average(row.average) ?? 0 };
  }
  return {
    overall: { ratings: Number(overall?.ratings ?? 0), average: average(overall?.average ?? null) },
    perAgent: rows
      .filter((row) => Number(row.by_agent) === 0)
      .map((row) => ({
        agentName: row.agent_name ?? '',
        ratings: Number(row.ratings),
        average: average(row.average),
      }))
      .sort((a, b) => b.ratings - a.ratings || a.agentName.localeCompare(b.agentName)),
    perPeriod,
  };
}
