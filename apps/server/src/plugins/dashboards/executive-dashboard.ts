import sql, { empty, join, type Sql } from 'sql-template-tag';
import {
  EXECUTIVE_KPIS,
  type ExecutiveDashboard,
  type ExecutiveKpi,
  type Granularity,
} from '@ohmstead/contracts/dashboards';
import type { Queryable } from '../../db/database';
import { fillSeries, periodLabel, periodsOf, periodStart } from '../../http/date-series';

/**
 * Where each key figure is counted, straight from the tables (only columns every part of issue 12 keeps):
 * `at` is the instant an item arrived; `once`, when set, what is counted once (a conversation counts once
 * however many questions it had in a period, as on the chat analysis screen).
 */
const SOURCES: Record<ExecutiveKpi, { from: Sql; at: Sql; only?: Sql; once?: Sql }> = {
  enquiries: { from: sql`enquiries`, at: sql`created_at` },
  leads: { from: sql`leads`, at: sql`created_at` },
  chats: {
    from: sql`bot_messages`,
    at: sql`created_at`,
    only: sql`role = 'user'`,
    once: sql`conversation_id`,
  },
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

interface FigureRow {
  kpi: ExecutiveKpi;
  current: boolean;
  period: string | null;
  whole: number;
  count: number;
}

/**
 * GetExecutiveDashboard: each key figure in the range and in the range of the same length just before it,
 * and its series per day or week in the viewer's time zone, in one statement: every arrival of both ranges
 * is read once, grouped by figure, range and period, and by figure and range.
 */
export async function executiveDashboard(db: Queryable, range: DashboardRange): Promise<ExecutiveDashboard> {
  const previousFrom = new Date(range.from.getTime() - (range.to.getTime() - range.from.getTime()));
  const arrivals = join(
    EXECUTIVE_KPIS.map((kpi) => {
      const { from, at, only, once } = SOURCES[kpi];
      return sql`SELECT ${kpi}::text AS kpi, ${at} AS at, ${once ?? sql`NULL`}::text AS item
        FROM ${from} WHERE ${at} >= ${previousFrom} AND ${at} <= ${range.to} ${only ? sql`AND ${only}` : empty}`;
    }),
    ' UNION ALL ',
  );
  const query = sql`SELECT kpi, current, ${periodLabel(sql`day`)} AS period, GROUPING(day) AS whole,
      (CASE WHEN kpi = 'chats' THEN count(DISTINCT item) ELSE count(*) END)::integer AS count
    FROM (
      SELECT kpi, at >= ${range.from} AS current,
        CASE WHEN at >= ${range.from} THEN ${periodStart(sql`at`, range.granularity, range.tz)} END AS day, item
      FROM (${arrivals}) AS arrived
    ) AS dated
    GROUP BY GROUPING SETS ((kpi, current, day), (kpi, current))`;
  const rows = await db.query<FigureRow>(query.text, query.values);
  const total = (kpi: ExecutiveKpi, current: boolean) =>
    Number(
      rows.find((row) => row.kpi === kpi && row.current === current && Number(row.whole) === 1)?.count ?? 0,
    );
  const kpis = Object.fromEntries(
    EXECUTIVE_KPIS.map((kpi) => [kpi, { value: total(kpi, true), previous: total(kpi, false) }]),
  ) as ExecutiveDashboard['kpis'];
  const perPeriod = rows
    .filter((row) => row.current && Number(row.whole) === 0 && row.period !== null)
    .map((row) => ({ period: row.period!, key: row.kpi, count: row.count }));
  const periods = await periodsOf(db, range, range.granularity, range.tz);
  return {
    responseStatusCode: 200,
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    previousFrom: previousFrom.toISOString(),
    granularity: range.granularity,
    kpis,
    series: fillSeries(periods, EXECUTIVE_KPIS, perPeriod),
  };
}
