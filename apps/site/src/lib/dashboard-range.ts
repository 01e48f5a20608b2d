import { dateRangeQuerySchema } from '@ohmstead/contracts/admin-lists';
import { DASHBOARD_DEFAULT_DAYS } from '@ohmstead/contracts/dashboards';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { acceptedParams, viewerTimeZone } from './list-query';

export interface DashboardRange {
  /** ISO instants: the first moment of the first day and the last moment of the last, in the viewer's zone. */
  from: string;
  to: string;
}

/** The last DASHBOARD_DEFAULT_DAYS days up to today, whole days in the viewer's time zone. */
export function defaultRange(now = new Date()): DashboardRange {
  const first = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (DASHBOARD_DEFAULT_DAYS - 1));
  const last = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 23, 59, 59, 999);
  return { from: first.toISOString(), to: last.toISOString() };
}

/**
 * The instants of one period of a chart (`YYYY-MM-DD`, a day or a week from that day, in the viewer's
 * time zone): what a drill-down from one bar or table cell asks for.
 */
export function periodRange(period: string, granularity: 'day' | 'week'): DashboardRange {
  const [y, m, d] = period.split('-').map(Number) as [number, number, number];
  const last = granularity === 'week' ? d + 6 : d;
  return {
    from: new Date(y, m - 1, d).toISOString(),
    to: new Date(y, m - 1, last, 23, 59, 59, 999).toISOString(),
  };
}

/** Query text of a range and the viewer's time zone, e.g. for a drill-down link or a dashboard call. */
export const rangeQuery = (range: DashboardRange, extra: Record<string, string> = {}) =>
  new URLSearchParams({ ...extra, from: range.from, to: range.to }).toString();

/**
 * A dashboard's date range, kept in the page's URL (`from`, `to`) so a view can be linked; the last 30
 * days when the URL has none (or one the contracts refuse).
 */
export function useDashboardRange() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => acceptedParams(dateRangeQuerySchema, search), [search]);
  const range = useMemo<DashboardRange>(() => {
    const fallback = defaultRange();
    return { from: params.from ?? fallback.from, to: params.to ?? fallback.to };
  }, [params]);

  const update = useCallback(
    (next: { from: string | undefined; to: string | undefined }) => {
      const changed = new URLSearchParams(search);
      for (const key of ['from', 'to'] as const) {
        const value = next[key];
        if (value) changed.set(key, value);
        else changed.delete(key);
      }
      setSearch(changed);
    },
    [search, setSearch],
  );

  /** The query of a dashboard call: the range and the viewer's time zone. */
  const apiQuery = useMemo(() => rangeQuery(range, { tz: viewerTimeZone() }), [range]);
  return { range, update, apiQuery };
}
