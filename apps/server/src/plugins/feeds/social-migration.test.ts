import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/harness';
import type { Database } from '../../db/database';

const migrations = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations');
const ORDER_MIGRATION = '0011_social_items_admin.sql';
const apply = (db: Database, file: string) => db.exec(readFileSync(path.join(migrations, file), 'utf8'));

/**
 * Migration 0011 on a database that already has social items (an install from before items had an order): the
 * public order stays what visitors saw (newest first), and the videos get the ids their links name.
 */
describe(`migration ${ORDER_MIGRATION}`, () => {
  let db: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dropDatabase: drop } = await freshDatabase());
    const files = readdirSync(migrations)
      .filter((name) => name.endsWith('.sql'))
      .sort();
    for (const file of files.filter((name) => name < ORDER_MIGRATION)) await apply(db, file);
    await db.query(
      `INSERT INTO social_items (kind, heading, description, date_created) VALUES
       ('Youtube', 'oldest', 'https://www.youtube.com/watch?v=Xq7mP2rLw9A', now() - interval '9 days'),
       ('Youtube', 'newest', 'https://youtu.be/bT4nK8sVd2E?si=x', now() - interval '1 day'),
       ('Youtube', 'middle', 'https://www.youtube.com/watch?feature=share&v=H3jR6yWp0Zc', now() - interval '5 days'),
       ('Youtube', 'shorts', 'https://m.youtube.com/shorts/aaaaaaaaaaa', now() - interval '6 days'),
       ('Youtube', 'not a video', 'https://vimeo.com/123', now() - interval '7 days'),
       ('LinkedIn', 'post', 'https://www.linkedin.com/posts/x', now())`,
    );
    await apply(db, ORDER_MIGRATION);
  });
  afterAll(async () => {
    await db.close();
    await drop();
  });

  it('numbers each kind newest first, and a new item comes before them all', async () => {
    await db.query(
      `INSERT INTO social_items (kind, heading, description, video_id) VALUES
       ('Youtube', 'added', 'https://www.youtube.com/watch?v=bbbbbbbbbbb', 'bbbbbbbbbbb')`,
    );
    const rows = await db.query<{ heading: string }>(
      `SELECT heading FROM social_items WHERE kind = 'Youtube' ORDER BY position, id`,
    );
    expect(rows.map((row) => row.heading)).toEqual([
      'added',
      'newest',
      'middle',
      'shorts',
      'not a video',
      'oldest',
    ]);
    const post = await db.query(`SELECT position FROM social_items WHERE kind = 'LinkedIn'`);
    expect(post).toEqual([{ position: 1 }]);
  });

  it('reads the video id of every link form the pages understood; none where there is no video', async () => {
    const rows = await db.query<{ heading: string; video_id: string | null }>(
      `SELECT heading, video_id FROM social_items WHERE kind = 'Youtube' AND heading <> 'added' ORDER BY heading`,
    );
    expect(Object.fromEntries(rows.map((row) => [row.heading, row.video_id]))).toEqual({
      middle: 'H3jR6yWp0Zc',
      newest: 'bT4nK8sVd2E',
      'not a video': null,
      oldest: 'Xq7mP2rLw9A',
      shorts: 'aaaaaaaaaaa',
    });
  });

  it('refuses a second item at the same place of a kind', async () => {
    await expect(
      db.query(
        `INSERT INTO social_items (kind, heading, description, position) VALUES
         ('LinkedIn', 'twin', 'https://www.linkedin.com/posts/y', 1)`,
      ),
    ).rejects.toThrow(/social_items_kind_position/);
  });
});
