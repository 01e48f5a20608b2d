import Fastify from 'fastify';
import sql from 'sql-template-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database';
import { allRows, csvCell, listPage, type ListSource, searchCondition, sendCsv } from './admin-lists';

describe('admin lists in SQL', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({});
    await db.exec(`CREATE TABLE people (id integer PRIMARY KEY, name text NOT NULL, age integer)`);
    await db.query(
      `INSERT INTO people SELECT n, 'person ' || lpad(n::text, 3, '0'), CASE WHEN n % 10 = 0 THEN NULL ELSE n % 7 END
       FROM generate_series(1, 95) AS n`,
    );
  });
  afterAll(() => db.close());

  const source = (minAge?: number): ListSource<'name' | 'age'> => ({
    select: sql`id, name, age`,
    from: sql`people`,
    where: minAge === undefined ? [] : [sql`age >= ${minAge}`],
    orderBy: { name: sql`name`, age: sql`age` },
    tieBreaker: sql`id`,
  });

  it('answers one page and the total of the rows that match', async () => {
    const first = await listPage<{ id: number }, 'name' | 'age'>(db, source(), {
      page: 1,
      pageSize: 10,
      sort: 'name',
      dir: 'asc',
    });
    expect(first.total).toBe(95);
    expect(first.items.map((row) => row.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const last = await listPage<{ id: number }, 'name' | 'age'>(db, source(), {
      page: 10,
      pageSize: 10,
      sort: 'name',
      dir: 'asc',
    });
    expect(last.items.map((row) => row.id)).toEqual([91, 92, 93, 94, 95]);
  });

  it('filters with placeholders and keeps an order with ties stable, empty values last', async () => {
    const pages = [];
    for (let page = 1; page <= 3; page++)
      pages.push(
        ...(
          await listPage<{ id: number; age: number | null }, 'name' | 'age'>(db, source(5), {
            page,
            pageSize: 10,
            sort: 'age',
            dir: 'desc',
          })
        ).items,
      );
    expect(new Set(pages.map((row) => row.id)).size).toBe(pages.length);
    expect(pages.every((row) => (row.age ?? 0) >= 5)).toBe(true);
    expect(pages[0]!.age).toBe(6);
  });

  it('searches literally: %, _ and \\ in the text match themselves', async () => {
    await db.query(`INSERT INTO people VALUES (1001, '100% sure_thing\\x', 1)`);
    const found = async (text: string) =>
      (
        await listPage<{ id: number }, 'name' | 'age'>(
          db,
          { ...source(), where: searchCondition([sql`name`], text) },
          { page: 1, pageSize: 100, sort: 'name', dir: 'asc' },
        )
      ).items.map((row) => row.id);
    expect(await found('100% sure_thing\\x')).toEqual([1001]);
    expect(await found('0%')).toEqual([1001]);
    expect(await found('PERSON 09')).toEqual([90, 91, 92, 93, 94, 95]);
    await db.query('DELETE FROM people WHERE id = 1001');
  });

  it('reads every row in batches for an export', async () => {
    const ids: number[] = [];
    for await (const row of allRows<{ id: number }, 'name' | 'age'>(
      db,
      source(),
      { sort: 'name', dir: 'asc' },
      7,
    ))
      ids.push(row.id);
    expect(ids).toEqual(Array.from({ length: 95 }, (_, n) => n + 1));
  });
});

describe('CSV export', () => {
  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(['=SUM(A1)', '+1', '-2+3', '@cmd', '\tx', '\rx'].map(csvCell)).toEqual([
      "'=SUM(A1)",
      "'+1",
      "'-2+3",
      "'@cmd",
      "'\tx",
      "'\rx",
    ]);
    expect([-5, 'plain', null, new Date('2026-01-02T03:04:05Z')].map(csvCell)).toEqual([
      '-5',
      'plain',
      '',
      '2026-01-02T03:04:05.000Z',
    ]);
  });

  it('streams a download with a header row, quoting what needs it', async () => {
    const app = Fastify();
    app.get('/export', (_request, reply) => {
      async function* rows() {
        yield { name: 'Ada, Countess', note: '=HYPERLINK("x")' };
        yield { name: 'Grace "Amazing" Hopper', note: 'line\nbreak' };
      }
      return sendCsv(
        reply,
        'people.csv',
        [
          { header: 'Name', value: (row: { name: string; note: string }) => row.name },
          { header: 'Note', value: (row) => row.note },
        ],
        rows(),
      );
    });
    const response = await app.inject({ url: '/export' });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="people.csv"');
    expect(response.body.replace(/^\uFEFF/, '')).toBe(
      'Name,Note\n"Ada, Countess","\'=HYPERLINK(""x"")"\n"Grace ""Amazing"" Hopper","line\nbreak"\n',
    );
  });
});
