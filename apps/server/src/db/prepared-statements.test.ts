import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/harness';
import type { Database } from './database';

/**
 * QueryOptions.prepared, on the database the suite runs on (PGlite, or PostgreSQL with TEST_DATABASE_URL):
 * the same rows as an unnamed statement, whatever the text holds, and a failure that leaves the statement
 * usable. On PGlite the values travel as literals (database.ts preparedOnPglite), so quoting is what is tried.
 */
describe('prepared statements', () => {
  let db: Database;
  let dropDatabase: () => Promise<void>;
  const INSERT = `INSERT INTO notes (id, body, flag, extra) VALUES ($1, $2, $3, $4::jsonb)
                  RETURNING id, body, flag, extra`;

  beforeAll(async () => {
    ({ db, dropDatabase } = await freshDatabase());
    await db.exec(`CREATE TABLE notes (id integer PRIMARY KEY, body text, flag boolean, extra jsonb)`);
  });
  afterAll(async () => {
    await db.close();
    await dropDatabase();
  });

  it('stores any text exactly and gives back the rows an unnamed statement gives', async () => {
    const bodies = [
      "it's",
      "''; DROP TABLE notes; --",
      'a\\b \\x00 \\\\',
      "E'\\'",
      '$1 $$ $tag$ ?',
      'ünïcödé 🚀 中文',
      '',
      null,
    ];
    for (const [index, body] of bodies.entries()) {
      const extra = JSON.stringify({ body, index });
      const named = await db.query(INSERT, [index, body, index % 2 === 0, extra], {
        prepared: 'notes-insert',
      });
      expect(named).toEqual([{ id: index, body, flag: index % 2 === 0, extra: { body, index } }]);
    }
    const unnamed = await db.query(`SELECT id, body, flag, extra FROM notes ORDER BY id`);
    expect(unnamed.map((row) => row.body)).toEqual(bodies);
  });

  it('fails as the statement would, and runs again afterwards', async () => {
    await expect(
      db.query(INSERT, [0, 'taken', true, '{}'], { prepared: 'notes-insert' }),
    ).rejects.toMatchObject({ code: '23505' });
    const rows = await db.query(INSERT, [100, 'free', false, '{}'], { prepared: 'notes-insert' });
    expect(rows).toEqual([{ id: 100, body: 'free', flag: false, extra: {} }]);
  });

  it('runs as usual inside a transaction', async () => {
    const rows = await db.transaction((tx) =>
      tx.query(INSERT, [101, 'inside', true, '{}'], { prepared: 'notes-insert' }),
    );
    expect(rows).toEqual([{ id: 101, body: 'inside', flag: true, extra: {} }]);
  });

  it('answers many statements sent at once each with its own rows, and a failing one fails alone', async () => {
    // On PostgreSQL these share a few pipelined connections, written one behind the other.
    const ids = Array.from({ length: 60 }, (_, index) => 200 + index);
    const results = await Promise.allSettled(
      [...ids, 0].map((id) =>
        db.query(INSERT, [id, `body ${id}`, id % 3 === 0, JSON.stringify({ id })], {
          prepared: 'notes-insert',
        }),
      ),
    );
    expect(results.at(-1)).toMatchObject({ status: 'rejected', reason: { code: '23505' } });
    expect(results.slice(0, -1)).toEqual(
      ids.map((id) => ({
        status: 'fulfilled',
        value: [{ id, body: `body ${id}`, flag: id % 3 === 0, extra: { id } }],
      })),
    );
  });
});
