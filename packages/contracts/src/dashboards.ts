/**
 * The Executive Dashboard (docs/product.md §3.6 "Executive Dashboard": SuperAdmin, Admin, Manager) and what
 * every admin dashboard shares: the default date range and how a range is cut into days or weeks.
 */
import { z } from 'zod';
import { type DateRangeQuery, dateRangeQuerySchema, seriesPointSchema } from './admin-lists';

/** A dashboard without a range in its URL shows the last 30 days. */
export const DASHBOARD_DEFAULT_DAYS = 30;
/** Up to this many days a chart has a point per day; a longer range has one per week (from Monday). */
export const DAILY_SERIES_DAYS_MAX = 92;

export const GRANULARITIES = ['day', 'week'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The range a dashboard call covers: the query's, each missing end filled in (the last 30 days). */
export function resolvedRange(query: Pick<DateRangeQuery, 'from' | 'to'>, now = new Date()) {
  const to = query.to ?? now;
  const from = query.from ?? new Date(to.getTime() - DASHBOARD_DEFAULT_DAYS * DAY_MS);
  return { from, to };
}

/** Days for a range of up to DAILY_SERIES_DAYS_MAX days, else weeks. */
export const granularityOf = (from: Date, to: Date): Granularity =>
  to.getTime() - from.getTime() <= DAILY_SERIES_DAYS_MAX * DAY_MS ? 'day' : 'week';

/** GET /api/Dashboards/GetExecutiveDashboard takes a date range and the viewer's time zone. */
export const executiveDashboardQuerySchema = dateRangeQuerySchema;

/** The key figures of the Executive Dashboard, in screen order. */
export const EXECUTIVE_KPIS = [
  'enquiries',
  'leads',
  'chats',
  'handoffs',
  'tickets',
  'applications',
  'subscribers',
] as const;
export type ExecutiveKpi = (typeof EXECUTIVE_KPIS)[number];

const kpiFigureSchema = z.object({
  /** In the chosen range. */
  value: z.number().int().min(0),
  /** In the range of the same length just before it. */
  previous: z.number().int().min(0),
});

const csatFigureSchema = z.object({
  ratings: z.number().int().min(0),
  average: z.number().min(1).max(5).nullable(),
});

export const executiveDashboardSchema = z.object({
  responseStatusCode: z.number().int(),
  /** The range counted (ISO instants), the one before it starts at `previousFrom`. */
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  granularity: z.enum(GRANULARITIES),
  kpis: z.object(
    Object.fromEntries(EXECUTIVE_KPIS.map((key) => [key, kpiFigureSchema])) as Record<
      ExecutiveKpi,
      typeof kpiFigureSchema
    >,
  ),
  /** Every period of the range (days or weeks in the viewer's time zone), with a value per key figure. */
  series: z.array(seriesPointSchema),
  /**
   * The customers' ratings of live chats (1 to 5) given in the range and in the one before it
   * (docs/decisions/0049-satisfaction-and-transcript.md): how many, and their average (null with none).
   */
  satisfaction: z.object({ value: csatFigureSchema, previous: csatFigureSchema }),
});
export type ExecutiveDashboard = z.infer<typeof executiveDashboardSchema>;
