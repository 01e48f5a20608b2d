import { Readable } from 'node:stream';
import type { ListPage, SortDirection } from '@ohmstead/contracts/admin-lists';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import sql, { empty, join, type Sql } from 'sql-template-tag';
import type { Queryable } from '../db/database';

/**
 * Admin lists are paged, sorted and filtered in SQL (never "load all, then filter"), and
 * exported as CSV from the same query. A list names its source once; its route validates the query with
 * the contracts' `listQuerySchema` and hands the result here.
 */
export interface ListSource<Sort extends string> {
  /** The select list, e.g. sql`e.id, e.email, e.created_at`. */
  select: Sql;
  /** FROM and its joins. */
  from: Sql;
  /** Conditions, all of which must hold; build them from validated input only, with placeholders. */
  where: Sql[];
  /** How each sortable key of the query sorts: an expression of the source. */
  orderBy: Record<Sort, Sql>;
  /** A unique expression that makes the order total, so rows never move between pages. */
  tieBreaker: Sql;
}

export interface ListWindow<Sort extends string> {
  page: number;
  pageSize: number;
  sort: Sort;
  dir: SortDirection;
}

/** A search text as an ILIKE pattern that matches it literally anywhere (its %, _ and \\ escaped). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** Any of `columns` contains `text` (case-insensitive); for an optional search, none when there is none. */
export const searchCondition = (columns: Sql[], text: string | undefined): Sql[] => {
  if (!text) return [];
  const pattern = containsPattern(text);
  return [
    sql`(${join(
      columns.map((column) => sql`${column} ILIKE ${pattern} ESCAPE '\\'`),
      ' OR ',
    )})`,
  ];
};

/** A column within the query's date range (either end optional). */
export const dateRangeConditions = (
  column: Sql,
  range: { from?: Date | undefined; to?: Date | undefined },
): Sql[] => [
  ...(range.from ? [sql`${column} >= ${range.from}`] : []),
  ...(range.to ? [sql`${column} <= ${range.to}`] : []),
];

/** `WHERE a AND b …`, or nothing. */
export const whereAll = (conditions: Sql[]): Sql =>
  conditions.length > 0 ? sql`WHERE ${join(conditions, ' AND ')}` : empty;

const orderClause = <Sort extends string>(
  source: ListSource<Sort>,
  window: Omit<ListWindow<Sort>, 'page' | 'pageSize'>,
) => {
  // The direction is one of two words (validated): never user text.
  const dir = window.dir === 'asc' ? sql`ASC` : sql`DESC`;
  return sql`ORDER BY ${source.orderBy[window.sort]} ${dir} NULLS LAST, ${source.tieBreaker} ${dir}`;
};

const run = <Row>(db: Queryable, query: Sql) => db.query<Row>(query.text, query.values);

/** One page of the list and the number of rows that match. */
export async function listPage<Row, Sort extends string>(
  db: Queryable,
  source: ListSource<Sort>,
  window: ListWindow<Sort>,
): Promise<{ items: Row[]; total: number }> {
  const where = whereAll(source.where);
  const [count] = await run<{ total: string | number }>(
    db,
    sql`SELECT count(*) AS total FROM ${source.from} ${where}`,
  );
  const items = await run<Row>(
    db,
    sql`SELECT ${source.select} FROM ${source.from} ${where} ${orderClause(source, window)}
        LIMIT ${window.pageSize} OFFSET ${(window.page - 1) * window.pageSize}`,
  );
  return { items, total: Number(count?.total ?? 0) };
}

/** Every row of the list, in its order, read in batches (an export of any size never sits in memory). */
export async function* allRows<Row, Sort extends string>(
  db: Queryable,
  source: ListSource<Sort>,
  order: Omit<ListWindow<Sort>, 'page' | 'pageSize'>,
  batchSize = 1_000,
): AsyncGenerator<Row> {
  const where = whereAll(source.where);
  for (let offset = 0; ; offset += batchSize) {
    const rows = await run<Row>(
      db,
      sql`SELECT ${source.select} FROM ${source.from} ${where} ${orderClause(source, order)}
          LIMIT ${batchSize} OFFSET ${offset}`,
    );
    yield* rows;
    if (rows.length < batchSize) return;
  }
}

export type CsvValue = string | number | boolean | Date | null | undefined;

/** One column of a CSV export: its header and how a row gives its cell. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvValue;
}

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, a tab or a carriage return first) gets
 * a leading apostrophe: an exported enquiry must not become a command in the reader's spreadsheet (OWASP
 * "CSV injection").
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'string') return String(value);
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Streams `rows` as a CSV download named `fileName` (UTF-8 with a byte order mark, for spreadsheets). */
export function sendCsv<Row>(
  reply: FastifyReply,
  fileName: string,
  columns: CsvColumn<Row>[],
  rows: AsyncIterable<Row>,
): FastifyReply {
  async function* records() {
    for await (const row of rows) yield columns.map((column) => csvCell(column.value(row)));
  }
  const csv = Readable.from(records()).pipe(
    stringify({ header: true, columns: columns.map((column) => column.header), bom: true }),
  );
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName.replace(/[^A-Za-z0-9._-]/g, '_')}"`)
    .header('Cache-Control', 'private, no-store')
    .send(csv);
}

/**
 * Answers a list route: the CSV of every matching row when the query asks for it, else one page. `toItem`
 * turns a database row into the row of the contracts (the CSV columns read the same items).
 */
export async function answerList<DbRow, Item, Sort extends string>(
  reply: FastifyReply,
  options: {
    db: Queryable;
    source: ListSource<Sort>;
    query: ListWindow<Sort> & { format?: 'csv' | undefined };
    toItem: (row: DbRow) => Item;
    csv: { fileName: string; columns: CsvColumn<Item>[] };
  },
): Promise<ListPage<Item> | FastifyReply> {
  const { db, source, query, toItem, csv } = options;
  if (query.format === 'csv') {
    async function* items() {
      for await (const row of allRows<DbRow, Sort>(db, source, query)) yield toItem(row);
    }
    return sendCsv(reply, csv.fileName, csv.columns, items());
  }
  const { items, total } = await listPage<DbRow, Sort>(db, source, query);
  reply.header('Cache-Control', 'private, no-store');
  return {
    responseStatusCode: 200,
    items: items.map(toItem),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
