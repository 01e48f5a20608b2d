import type { Queryable } from '../../db/database';

/** Rows per statement: one JSON parameter of a few hundred kilobytes. */
const BATCH = 2_000;

/**
 * Inserts generated rows in batches: `insert` is one statement that reads `$1` as a jsonb array of the
 * rows (jsonb_to_recordset), so 100 times the demo's history is a few dozen statements, not thousands.
 */
export async function insertJsonRows(db: Queryable, insert: string, rows: object[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH)
    await db.query(insert, [JSON.stringify(rows.slice(start, start + BATCH))]);
}

/** A table's columns as jsonb_to_recordset reads them, name to SQL type; `ord` only orders the insert. */
export type Columns<Row> = Record<keyof Row & string, string>;

/**
 * Inserts generated rows into the named columns of a table, in batches (insertJsonRows); with `orderBy`,
 * in that column's order.
 */
export async function insertColumns<Row extends object>(
  db: Queryable,
  table: string,
  columns: Columns<Row>,
  rows: Row[],
  orderBy?: keyof Row & string,
): Promise<void> {
  const names = Object.keys(columns).filter((name) => name !== 'ord');
  const definition = Object.entries(columns)
    .map(([name, type]) => `${name} ${type}`)
    .join(', ');
  await insertJsonRows(
    db,
    `INSERT INTO ${table} (${names.join(', ')})
     SELECT ${names.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS r(${definition})
     ${orderBy ? `ORDER BY ${orderBy}` : ''}`,
    rows,
  );
}

/**
 * Ids for `count` new rows of a table whose id is an identity column, taken from its own sequence, so the
 * generator can link rows before it writes them (inserted with OVERRIDING SYSTEM VALUE).
 */
export async function reserveIds(db: Queryable, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await db.query<{ id: string | number }>(
    `SELECT nextval(pg_get_serial_sequence($1, 'id')) AS id FROM generate_series(1, $2)`,
    [table, count],
  );
  return rows.map((row) => Number(row.id));
}
