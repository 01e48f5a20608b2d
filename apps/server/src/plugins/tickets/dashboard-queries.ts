import sql, { empty, type Sql } from 'sql-template-tag';
import type { DateRangeQuery, SeriesPoint } from '@ohmstead/contracts/admin-lists';
import { ENQUIRY_CHANNELS } from '@ohmstead/contracts/inquiries';
import {
  TICKET_STATUSES,
  type DurationFigure,
  type TicketDashboard,
} from '@ohmstead/contracts/tickets-admin';
import type { Queryable } from '../../db/database';

/** A dashboard without a range shows the last 90 days (issue 12). */
export const DASHBOARD_DEFAULT_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Which tickets a dashboard counts. MPR ("Multi-Port Router") tickets are those about an installed Power
 * Router: the chat's equipment-images form (serial number and photos) and enquiries whose topic is
 * product support (docs/decisions.md "Admin: enquiries, quotes and tickets (issue 12)").
 */
export type TicketSlice = 'all' | 'mpr';
const sliceCondition = (slice: TicketSlice, t: Sql): Sql =>
  slice === 'mpr' ? sql`AND (${t}.channel = 'chat-images' OR ${t}.topic = 'product-support')` : empty;

const number = (value: unknown) => Number(value ?? 0);
const minutes = (value: unknown) =>
  value === null || value === undefined ? null : Math.round(Number(value));

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

  const [groups, [previous], [durations], perWeek, backlog, [open]] = await Promise.all([
    run<{ status: string; channel: string; n: string }>(
      sql`SELECT status, channel, count(*) AS n FROM tickets t WHERE ${inRange} GROUP BY status, channel`,
    ),
    run<{ n: string }>(
      sql`SELECT count(*) AS n FROM tickets t
          WHERE t.created_at >= ${before} AND t.created_at < ${from} ${sliceCondition(slice, sql`t`)}`,
    ),
    run<Record<string, unknown>>(
      sql`SELECT count(t.first_response_at) AS responded, count(t.resolved_at) AS resolved,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM t.first_response_at - t.created_at) / 60) AS response_median,
            percentile_cont(0.9) WITHIN GROUP (ORDER BY extract(epoch FROM t.first_response_at - t.created_at) / 60) AS response_p90,
            percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM t.resolved_at - t.created_at) / 60) AS resolution_median,
            percentile_cont(0.9) WITHIN GROUP (ORDER BY extract(epoch FROM t.resolved_at - t.created_at) / 60) AS resolution_p90
          FROM tickets t WHERE ${inRange}`,
    ),
    run<{ week: string; channel: string | null; n: string }>(
      sql`SELECT to_char(weeks.w, 'YYYY-MM-DD') AS week, c.channel, count(c.channel) AS n
          FROM ${weeks}
          LEFT JOIN (SELECT date_trunc('week', t.created_at AT TIME ZONE ${tz}) AS w, t.channel
                     FROM tickets t WHERE ${inRange}) c ON c.w = weeks.w
          GROUP BY weeks.w, c.channel ORDER BY weeks.w`,
    ),
    // The backlog at an instant is the sum of every status change's backlog_delta before it: the sum
    // before the range, then a running sum of each week's changes.
    run<{ week: string; n: string }>(
      sql`WITH changes AS (
            SELECT h.changed_at, h.backlog_delta FROM ticket_status_history h
            JOIN tickets t ON t.key = h.ticket_key ${sliceCondition(slice, sql`t`)}
            WHERE h.backlog_delta <> 0 AND h.changed_at <= ${to}),
          first_week AS (SELECT date_trunc('week', ${from}::timestamptz AT TIME ZONE ${tz}) AT TIME ZONE ${tz} AS start),
          base AS (SELECT COALESCE(sum(backlog_delta), 0) AS n FROM changes, first_week WHERE changed_at < first_week.start),
          per_week AS (
            SELECT date_trunc('week', changed_at AT TIME ZONE ${tz}) AS w, sum(backlog_delta) AS n
            FROM changes, first_week WHERE changed_at >= first_week.start GROUP BY 1)
          SELECT to_char(weeks.w, 'YYYY-MM-DD') AS week,
            base.n + sum(COALESCE(per_week.n, 0)) OVER (ORDER BY weeks.w) AS n
          FROM ${weeks} CROSS JOIN base LEFT JOIN per_week ON per_week.w = weeks.w
          ORDER BY weeks.w`,
    ),
    run<{ n: string }>(
      sql`SELECT count(*) AS n FROM tickets t
          WHERE t.status IN ('open', 'in_progress') ${sliceCondition(slice, sql`t`)}`,
    ),
  ]);

  const byStatus: Record<string, number> = Object.fromEntries(TICKET_STATUSES.map((status) => [status, 0]));
  const byChannel: Record<string, number> = Object.fromEntries(
    ENQUIRY_CHANNELS.map((channel) => [channel, 0]),
  );
  for (const group of groups) {
    byStatus[group.status] = (byStatus[group.status] ?? 0) + number(group.n);
    byChannel[group.channel] = (byChannel[group.channel] ?? 0) + number(group.n);
  }

  const weekPoints = new Map<string, SeriesPoint>();
  for (const row of perWeek) {
    const point =
      weekPoints.get(row.week) ??
      ({ period: row.week, values: Object.fromEntries(ENQUIRY_CHANNELS.map((c) => [c, 0])) } as SeriesPoint);
    if (row.channel) point.values[row.channel] = number(row.n);
    weekPoints.set(row.week, point);
  }

  const duration = (count: unknown, median: unknown, p90: unknown): DurationFigure => ({
    count: number(count),
    medianMinutes: minutes(median),
    p90Minutes: minutes(p90),
  });

  return {
    responseStatusCode: 200,
    from: from.toISOString(),
    to: to.toISOString(),
    tz,
    created: Object.values(byStatus).reduce((sum, n) => sum + n, 0),
    createdBefore: number(previous?.n),
    byStatus,
    byChannel,
    perWeek: [...weekPoints.values()],
    backlog: backlog.map((row) => ({ period: row.week, values: { open: number(row.n) } })),
    firstResponse: duration(durations?.responded, durations?.response_median, durations?.response_p90),
    resolution: duration(durations?.resolved, durations?.resolution_median, durations?.resolution_p90),
    openNow: number(open?.n),
  };
}
