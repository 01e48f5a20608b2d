/**
 * The shape every admin list shares: paged, sorted and filtered on the server, its state in the
 * page's URL, and the same rows as CSV. A list's query schema is built here from its sortable columns and
 * its own filters, so the server validates exactly what the screen sends, with the same messages.
 */
import { z } from 'zod';

export const LIST_PAGE_SIZES = [10, 25, 50, 100] as const;
export const LIST_PAGE_SIZE_DEFAULT = 25;
export const LIST_PAGE_SIZE_MAX = 100;
/** Beyond this a page number is a mistake, not a page (10,000 × 100 rows). */
export const LIST_PAGE_MAX = 10_000;
export const LIST_SEARCH_MAX = 100;
/** A date range of a list or dashboard spans at most this many days. */
export const LIST_RANGE_DAYS_MAX = 731;

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const listMessages = {
  pageInvalid: `page must be a whole number from 1 to ${LIST_PAGE_MAX}`,
  pageSizeInvalid: `pageSize must be one of ${LIST_PAGE_SIZES.join(', ')}`,
  sortInvalid: (columns: readonly string[]) => `sort must be one of: ${columns.join(', ')}`,
  dirInvalid: 'dir must be asc or desc',
  dateInvalid: (name: string) => `${name} must be a date and time with its offset (ISO 8601)`,
  rangeInverted: 'from must not be after to',
  rangeTooLong: `A date range may span at most ${LIST_RANGE_DAYS_MAX} days`,
  searchTooLong: `search must be at most ${LIST_SEARCH_MAX} characters`,
  formatInvalid: 'format must be csv',
  timeZoneInvalid: 'tz must be an IANA time zone such as Europe/Berlin',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

const pageNumber = z.coerce
  .number({ error: listMessages.pageInvalid })
  .int(listMessages.pageInvalid)
  .min(1, listMessages.pageInvalid)
  .max(LIST_PAGE_MAX, listMessages.pageInvalid);

const pageSize = z.coerce
  .number({ error: listMessages.pageSizeInvalid })
  .refine((value) => (LIST_PAGE_SIZES as readonly number[]).includes(value), listMessages.pageSizeInvalid);

const instant = (name: string) =>
  z.iso
    .datetime({ offset: true, error: listMessages.dateInvalid(name) })
    .transform((value) => new Date(value));

/** An optional search text: trimmed, empty means none. */
export const searchParam = z
  .string()
  .trim()
  .max(LIST_SEARCH_MAX, listMessages.searchTooLong)
  .optional()
  .transform((value) => value || undefined);

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/**
 * A date range of instants the viewer chose, and the viewer's time zone (`tz`), in which days and weeks of
 * a chart are counted; `from` ≤ `to`, at most two years.
 */
export const dateRangeShape = {
  from: instant('from').optional(),
  to: instant('to').optional(),
  tz: z.string().max(64).refine(isTimeZone, listMessages.timeZoneInvalid).default('UTC'),
};

type Range = { from?: Date | undefined; to?: Date | undefined };
export const checkRange = (value: Range, ctx: z.RefinementCtx) => {
  // Zod runs this refinement even when a bound failed to parse: only two dates are a range to check.
  if (!(value.from instanceof Date) || !(value.to instanceof Date)) return;
  if (value.from > value.to)
    ctx.addIssue({ code: 'custom', path: ['from'], message: listMessages.rangeInverted });
  else if (value.to.getTime() - value.from.getTime() > LIST_RANGE_DAYS_MAX * DAY_MS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: listMessages.rangeTooLong });
};

/** A query of a dashboard: a date range (the last 30 days when absent is the screen's choice). */
export const dateRangeQuerySchema = z.object(dateRangeShape).strict().superRefine(checkRange);
export type DateRangeQuery = z.output<typeof dateRangeQuerySchema>;

/**
 * The query schema of one list: `page`, `pageSize`, `sort` (one of `sortable`), `dir`, an optional
 * `search` and date range, `format=csv` for the export, and the list's own `filters`. Unknown parameters
 * are refused, so a typo in a linked view says so instead of being ignored.
 */
export function listQuerySchema<
  const S extends readonly [string, ...string[]],
  F extends z.ZodRawShape = Record<never, never>,
>(options: { sortable: S; defaultSort: S[number]; defaultDir?: SortDirection; filters?: F }) {
  const { sortable, defaultSort, defaultDir = 'desc' } = options;
  return z
    .object({
      page: pageNumber.default(1),
      pageSize: pageSize.default(LIST_PAGE_SIZE_DEFAULT),
      sort: z
        .enum(sortable as unknown as [S[number], ...S[number][]], {
          error: listMessages.sortInvalid(sortable),
        })
        .default(defaultSort as never),
      dir: z.enum(SORT_DIRECTIONS, { error: listMessages.dirInvalid }).default(defaultDir),
      search: searchParam,
      ...dateRangeShape,
      format: z.literal('csv', { error: listMessages.formatInvalid }).optional(),
      ...((options.filters ?? {}) as F),
    })
    .strict()
    .superRefine((value, ctx) => checkRange(value as Range, ctx));
}

/** One page of a list, with the total the pagination needs. */
export interface ListPage<Row> {
  responseStatusCode: number;
  items: Row[];
  total: number;
  page: number;
  pageSize: number;
}

export const listPageSchema = <R extends z.ZodType>(row: R) =>
  z.object({
    responseStatusCode: z.number().int(),
    items: z.array(row),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });

/** One point of a chart over time: a day (YYYY-MM-DD in the viewer's time zone) or a week, and counts. */
export const seriesPointSchema = z.object({ period: z.string(), values: z.record(z.string(), z.number()) });
export type SeriesPoint = z.infer<typeof seriesPointSchema>;
