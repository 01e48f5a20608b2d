import {
  EXECUTIVE_KPIS,
  type ExecutiveDashboard,
  type ExecutiveKpi,
  type Granularity,
} from '@ohmstead/contracts/dashboards';
import sql, { join, type Sql } from 'sql-template-tag';
import type { Queryable } from '../../db/database';
import { fillSeries, periodNumber, periodsOf } from '../../http/date-series';

/**
 * Where each key figure is counted, straight from the tables (only columns every admin screen keeps):
 * the instant each item arrived. Bot conversations are counted apart: a conversation counts once however
 * many questions it had in a period, as on the chat analysis screen.
 */
const ARRIVALS: Record<Exclude<ExecutiveKpi, 'chats'>, { from: Sql; at: Sql }> = {
  enquiries: { from: sql`enquiries`, at: sql`created_at` },
  leads: { from: sql`leads`, at: sql`created_at` },
  handoffs: {
    from: sql`(SELECT requested_at AS at FROM live_chats UNION ALL SELECT refused_at FROM live_chat_refusals) AS requests`,
    at: sql`at`,
  },
  tickets: { from: sql`tickets`, at: sql`created_at` },
  applications: { from: sql`job_applications`, at: sql`created_at` },
  subscribers: { from: sql`subscribers`, at: sql`subscribed_at` },
};

export interface DashboardRange {
  from: Date;
  to: Date;
  tz: string;
  granularity: Granularity;
}

interface CountRow {
  kpi: ExecutiveKpi;
  current: boolean;
  /** The period's number within the range; null for the range before. */
  period: number | null;
  count: number;
}

const run = <Row>(db: Queryable, query: Sql) => db.query<Row>(query.text, query.values);

/**
 * GetExecutiveDashboard: each key figure in the range and in the range of the same length just before it,
 * and its series per day or week in the viewer's time zone. Every arrival of both ranges is read once.
 * Beside them, the customers' satisfaction ratings of both ranges.
 */
export async function executiveDashboard(db: Queryable, range: DashboardRange): Promise<ExecutiveDashboard> {
  const previousFrom = new Date(range.from.getTime() - (range.to.getTime() - range.from.getTime()));
  const periods = await periodsOf(db, range, range.granularity, range.tz);
  const period = (at: Sql) => sql`CASE WHEN ${at} >= ${range.from} THEN ${periodNumber(at, periods)} END`;
  const arrivals = join(
    Object.entries(ARRIVALS).map(
      ([kpi, { from, at }]) =>
        sql`SELECT ${kpi}::text AS kpi, ${at} >= ${range.from} AS current, ${period(at)} AS period
            FROM ${from} WHERE ${at} >= ${previousFrom} AND ${at} <= ${range.to}`,
    ),
    ' UNION ALL ',
  );
  const counted = await run<CountRow>(
    db,
    sql`SELECT kpi, current, period, count(*)::integer AS count FROM (${arrivals}) AS arrived
        GROUP BY kpi, current, period`,
  );
  // Conversations: each once per period and once per range (hash groupings), then counted.
  const chats = await run<CountRow & { whole: number }>(
    db,
    sql`SELECT 'chats' AS kpi, current, period, whole, count(*)::integer AS count FROM (
          SELECT conversation_id, current, period, GROUPING(period) AS whole FROM (
            SELECT conversation_id, created_at >= ${range.from} AS current, ${period(sql`created_at`)} AS period
            FROM bot_messages
            WHERE role = 'user' AND created_at >= ${previousFrom} AND created_at <= ${range.to}
          ) AS asked
          GROUP BY GROUPING SETS ((conversation_id, current, period), (conversation_id, current))
        ) AS per_conversation
        GROUP BY current, period, whole`,
  );
  const perPeriod = [...counted, ...chats.filter((row) => Number(row.whole) === 0)].filter(
    (row) => row.current,
  );
  const total = (kpi: ExecutiveKpi, current: boolean) =>
    kpi === 'chats'
      ? Number(chats.find((row) => row.current === current && Number(row.whole) === 1)?.count ?? 0)
      : counted
          .filter((row) => row.kpi === kpi && row.current === current)
          .reduce((sum, row) => sum + Number(row.count), 0);
  const rated = await run<{ current: boolean; ratings: number; average: number | null }>(
    db,
    sql`SELECT created_at >= ${range.from} AS current, count(*)::integer AS ratings, avg(score)::float8 AS average
        FROM live_chat_ratings WHERE created_at >= ${previousFrom} AND created_at <= ${range.to}
        GROUP BY 1`,
  );
  const csat = (current: boolean) => {
    const row = rated.find((one) => one.current === current);
    const average = row?.average ?? null;
    return {
      ratings: Number(row?.ratings ?? 0),
      average: average === null ? null : Math.round(Number(average) * 100) / 100,
    };
  };
  const kpis = Object.fromEntries(
    EXECUTIVE_KPIS.map((kpi) => [kpi, { value: total(kpi, true), previous: total(kpi, false) }]),
  ) as ExecutiveDashboard['kpis'];
  return {
    responseStatusCode: 200,
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    previousFrom: previousFrom.toISOString(),
    granularity: range.granularity,
    kpis,
    series: fillSeries(
      periods,
      EXECUTIVE_KPIS,
      perPeriod.map((row) => ({ period: row.period, key: row.kpi, count: row.count })),
    ),
    satisfaction: { value: csat(true), previous: csat(false) },
  };
}
