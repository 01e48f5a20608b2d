import sql, { raw, type Sql } from 'sql-template-tag';
import { listMessages, type SeriesPoint } from '@ohmstead/contracts/admin-lists';
import type { Granularity } from '@ohmstead/contracts/dashboards';
import type { Queryable } from '../db/database';
import { badRequest } from './errors';

/**
 * Charts over time for admin dashboards (issue 12): periods are days or weeks (from Monday) in the viewer's
 * time zone, counted in SQL with `AT TIME ZONE`, and every period of the range is present, empty ones as 0.
 */

/**
 * The start of the period (a day, or a week from Monday, in `tz`) an instant `column` falls in, as a
 * local timestamp: group by it, then name it with `periodLabel` (once per group, not once per row).
 */
export const periodStart = (column: Sql, granularity: Granularity, tz: string): Sql =>
  // The unit is one of two words of our own, never user text; tz is a validated IANA zone, bound.
  sql`date_trunc(${raw(`'${granularity}'`)}, ${column} AT TIME ZONE ${tz})`;

/** A period's name in a chart: YYYY-MM-DD of its first day. */
export const periodLabel = (start: Sql): Sql => sql`to_char(${start}, 'YYYY-MM-DD')`;

/** Every period from the one holding `from` to the one holding `to`, in order. */
export async function periodsOf(
  db: Queryable,
  range: { from: Date; to: Date },
  granularity: Granularity,
  tz: string,
): Promise<string[]> {
  const unit = raw(`'${granularity}'`);
  const query = sql`SELECT to_char(p, 'YYYY-MM-DD') AS period
    FROM generate_series(date_trunc(${unit}, ${range.from}::timestamptz AT TIME ZONE ${tz}),
                         ${range.to}::timestamptz AT TIME ZONE ${tz}, ${raw(`interval '1 ${granularity}'`)}) AS p`;
  const rows = await db.query<{ period: string }>(query.text, query.values);
  return rows.map((row) => row.period);
}

/** Counts per (period, key) as points of a chart: every period, every key, missing ones 0. */
export function fillSeries(
  periods: string[],
  keys: readonly string[],
  counts: { period: string; key: string; count: number | string }[],
): SeriesPoint[] {
  const byPeriod = new Map(
    periods.map((period) => [
      period,
      Object.fromEntries(keys.map((key) => [key, 0])) as Record<string, number>,
    ]),
  );
  for (const row of counts) {
    const values = byPeriod.get(row.period);
    if (values && row.key in values) values[row.key]! += Number(row.count);
  }
  return [...byPeriod].map(([period, values]) => ({ period, values }));
}

/**
 * Runs a dashboard's queries; a time zone the browser knows but the database does not (their zone data
 * differ in age) is the caller's input: a 400, never a crash.
 */
export async function inTimeZone<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    if (code === '22023' && typeof message === 'string' && /time zone/i.test(message))
      throw badRequest(listMessages.timeZoneInvalid);
    throw error;
  }
}
