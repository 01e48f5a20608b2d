import type { DateRangeQuery, SeriesPoint } from '@ohmstead/contracts/admin-lists';
import { ENQUIRY_CHANNELS } from '@ohmstead/contracts/inquiries';
import {
  type DurationFigure,
  TICKET_STATUSES,
  type TicketDashboard,
} from '@ohmstead/contracts/tickets-admin';
import sql, { empty, type Sql } from 'sql-template-tag';
import type { Queryable } from '../../db/database';

/** A dashboard without a range shows the last 90 days. */
export const DASHBOARD_DEFAULT_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Which tickets a dashboard counts. MPR ("Multi-Port Router") tickets are those about an installed Power
 * Router: the chat's equipment-images form (serial number and photos) and enquiries whose topic is
 * product support (docs/decisions/0019-enquiries-and-tickets.md).
 */
export type TicketSlice = 'all' | 'mpr';
const sliceCondition = (slice: TicketSlice, t: Sql): Sql =>
  slice === 'mpr' ? sql`AND (${t}.channel = 'chat-images' OR ${t}.topic = 'product-support')` : empty;

const number = (value: unknown) => Number(value ?? 0);
const minutes = (value: unknown) =>
  value === null || value === undefined ? null : Math.round(Number(value));

type WeekRow = { week: string };

/** Tickets by status, by channel, and per week by channel, from their counts per (week, status, channel). */
function tally(
  weekList: WeekRow[],
  groups: { bucket: number; status: string; channel: string; n: string }[],
) {
  const byStatus: Record<string, number> = Object.fromEntries(TICKET_STATUSES.map((status) => [status, 0]));
  const byChannel: Record<string, number> = Object.fromEntries(
    ENQUIRY_CHANNELS.map((channel) => [channel, 0]),
  );
  const perWeek = new Map<string, SeriesPoint>(
    weekList.map((row) => [
      row.week,
      { period: row.week, values: Object.fromEntries(ENQUIRY_CHANNELS.map((channel) => [channel, 0])) },
    ]),
  );
  for (const group of groups) {
    const n = number(group.n);
    byStatus[group.status] = (byStatus[group.status] ?? 0) + n;
    byChannel[group.channel] = (byChannel[group.channel] ?? 0) + n;
    // Bucket k is the k-th week (1-based) of the list.
    const point = perWeek.get(weekList[Number(group.bucket) - 1]?.week ?? '');
    if (point) point.values[group.channel] = (point.values[group.channel] ?? 0) + n;
  }
  return { byStatus, byChannel, perWeek };
}

/** The open backlog at each week's end: the changes before the first week, then added up week by week. */
function backlogSeries(weekList: WeekRow[], backlogChanges: { bucket: number; n: string }[]): SeriesPoint[] {
  const changes = new Map(backlogChanges.map((change) => [Number(change.bucket), number(change.n)]));
  let open = changes.get(0) ?? 0;
  return weekList.map(({ week }, index) => {
    open += changes.get(index + 1) ?? 0;
    return { period: week, values: { open } };
  });
}

/** percentile_cont of [0.5, 0.9]: an array (null without rows). */
function duration(count: unknown, percentiles: unknown): DurationFigure {
  const [median, p90] = Array.isArray(percentiles) ? percentiles : [null, null];
  return { count: number(count), medianMinutes: minutes(median), p90Minutes: minutes(p90) };
}

/**
 * The figures of the Support Dashboard and the MPR Jira Dashboard, every one aggregated in SQL: tickets
 * by status and channel, per week (weeks start on Monday in the viewer's time zone), the open backlog at
 * each week's end, and the times to first response and to resolution.
 */
export async function ticketDashboard(
  db: Queryable,
  range: DateRangeQuery,
  slice: TicketSlice,
  now = new Date(),
): Promise<TicketDashboard> {
  const to = range.to ?? now;
  const from = range.from ?? new Date(to.getTime() - DASHBOARD_DEFAULT_DAYS * DAY_MS);
  const before = new Date(from.getTime() - (to.getTime() - from.getTime()));
  const { tz } = range;
  const run = <Row>(query: Sql) => db.query<Row>(query.text, query.values);
  const inRange = sql`t.created_at >= ${from} AND t.created_at <= ${to} ${sliceCondition(slice, sql`t`)}`;
  // Local Mondays from the range's first week to its last, as timestamps without zone.
  const weeks = sql`generate_series(date_trunc('week', ${from}::timestamptz AT TIME ZONE ${tz}),
    date_trunc('week', ${to}::timestamptz AT TIME ZONE ${tz}), interval '1 week') AS weeks (w)`;

  // The weeks first, as the instants they start at: rows are then put in their week by comparing instants
  // (width_bucket), not by converting each row's time to the viewer's zone.
  const weekList = await run<{ week: string; starts: Date | string }>(
    sql`SELECT to_char(weeks.w, 'YYYY-MM-DD') AS week, weeks.w AT TIME ZONE ${tz} AS starts
        FROM ${weeks} ORDER BY weeks.w`,
  );
  const starts = weekList.map((row) => new Date(row.starts).toISOString());
  const bucket = (column: Sql) => sql`width_bucket(${column}, ${starts}::timestamptz[])`;
  const [groups, [previous], [durations], backlogChanges, [openNow]] = await Promise.all([
    run<{ bucket: number; status: string; channel: string; n: string }>(
      sql`SELECT ${bucket(sql`t.created_at`)} AS bucket, t.status, t.channel, count(*) AS n
          FROM tickets t WHERE ${inRange} GROUP BY 1, 2, 3`,
    ),
    run<{ n: string }>(
      sql`SELECT count(*) AS n FROM tickets t
          WHERE t.created_at >= ${before} AND t.created_at < ${from} ${sliceCondition(slice, sql`t`)}`,
    ),
    run<Record<string, unknown>>(
      sql`SELECT count(t.first_response_at) AS responded, count(t.resolved_at) AS resolved,
            percentile_cont(ARRAY[0.5, 0.9]) WITHIN GROUP (ORDER BY extract(epoch FROM t.first_response_at - t.created_at) / 60) AS response,
            percentile_cont(ARRAY[0.5, 0.9]) WITHIN GROUP (ORDER BY extract(epoch FROM t.resolved_at - t.created_at) / 60) AS resolution
          FROM tickets t WHERE ${inRange}`,
    ),
    // The backlog at an instant is the sum of every status change's backlog_delta before it: summed per
    // week here (bucket 0: everything before the first week), then added up week by week below.
    run<{ bucket: number; n: string }>(
      slice === 'all'
        ? sql`SELECT ${bucket(sql`h.changed_at`)} AS bucket, sum(h.backlog_delta) AS n
              FROM ticket_status_history h WHERE h.backlog_delta <> 0 AND h.changed_at <= ${to} GROUP BY 1`
        : sql`SELECT ${bucket(sql`h.changed_at`)} AS bucket, sum(h.backlog_delta) AS n
              FROM ticket_status_history h JOIN tickets t ON t.key = h.ticket_key ${sliceCondition(slice, sql`t`)}
              WHERE h.backlog_delta <> 0 AND h.changed_at <= ${to} GROUP BY 1`,
    ),
    run<{ n: string }>(
      sql`SELECT count(*) AS n FROM tickets t
          WHERE t.status IN ('open', 'in_progress') ${sliceCondition(slice, sql`t`)}`,
    ),
  ]);

  const { byStatus, byChannel, perWeek } = tally(weekList, groups);
  const backlog = backlogSeries(weekList, backlogChanges);

  return {
    responseStatusCode: 200,
    from: from.toISOString(),
    to: to.toISOString(),
    tz,
    created: Object.values(byStatus).reduce((sum, n) => sum + n, 0),
    createdBefore: number(previous?.n),
    byStatus,
    byChannel,
    perWeek: [...perWeek.values()],
    backlog,
    firstResponse: duration(durations?.responded, durations?.response),
    resolution: duration(durations?.resolved, durations?.resolution),
    openNow: number(openNow?.n),
  };
}
