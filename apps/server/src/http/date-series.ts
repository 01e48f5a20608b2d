import { listMessages, type SeriesPoint } from '@ohmstead/contracts/admin-lists';
import type { Granularity } from '@ohmstead/contracts/dashboards';
import sql, { raw, type Sql } from 'sql-template-tag';
import type { Queryable } from '../db/database';
import { badRequest } from './errors';

/**
 * Charts over time for admin dashboards: periods are days or weeks (from Monday) in the viewer's
 * time zone, and every period of the range is present, empty ones as 0. The periods' first instants are
 * worked out once with `AT TIME ZONE` (daylight saving included); each row then finds its period with
 * `width_bucket`, a search in that short list, rather than converting its own time
 * (docs/decisions/0020-chat-analysis-and-dashboards.md).
 */

/** The periods of a range: their names (YYYY-MM-DD of the first day) and the instants they begin. */
export interface Periods {
  labels: string[];
  /** ISO instants, ascending. */
  starts: string[];
}

/** Every period from the one holding `from` to the one holding `to`, in order. */
export async function periodsOf(
  db: Queryable,
  range: { from: Date; to: Date },
  granularity: Granularity,
  tz: string,
): Promise<Periods> {
  // The unit is one of two words of our own, never user text; tz is a validated IANA zone, bound.
  const unit = raw(`'${granularity}'`);
  const query = sql`SELECT to_char(p, 'YYYY-MM-DD') AS period, p AT TIME ZONE ${tz} AS starts
    FROM generate_series(date_trunc(${unit}, ${range.from}::timestamptz AT TIME ZONE ${tz}),
                         ${range.to}::timestamptz AT TIME ZONE ${tz}, ${raw(`interval '1 ${granularity}'`)}) AS p
    ORDER BY p`;
  const rows = await db.query<{ period: string; starts: Date | string }>(query.text, query.values);
  return {
    labels: rows.map((row) => row.period),
    starts: rows.map((row) => new Date(row.starts).toISOString()),
  };
}

/**
 * The number of the period (1 for the first) instant `column` falls in; 0 before the first. One array
 * literal of the periods' starts, so both database drivers bind it alike.
 */
export const periodNumber = (column: Sql, periods: Periods): Sql =>
  sql`width_bucket(${column}, ${`{${periods.starts.join(',')}}`}::timestamptz[])`;

/** Counts per (period number, key) as points of a chart: every period, every key, missing ones 0. */
export function fillSeries(
  periods: Periods,
  keys: readonly string[],
  counts: { period: number | string | null; key: string; count: number | string }[],
): SeriesPoint[] {
  const points = periods.labels.map((period) => ({
    period,
    values: Object.fromEntries(keys.map((key) => [key, 0])) as Record<string, number>,
  }));
  for (const row of counts) {
    const values = row.period === null ? undefined : points[Number(row.period) - 1]?.values;
    if (values && row.key in values) values[row.key]! += Number(row.count);
  }
  return points;
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
