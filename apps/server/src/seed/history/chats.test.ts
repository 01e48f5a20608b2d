import { afterEach, describe, expect, it } from 'vitest';
import { migratedDatabase } from '../../../test/harness';
import type { Database } from '../../db/database';
import { chatHistory } from './chats';
import { seedDemoHistory } from './seed-history';

const NOW = new Date('2026-11-25T10:00:00Z');
const TABLES = [
  'bot_conversations',
  'bot_messages',
  'live_chats',
  'live_chat_messages',
  'bot_chat_log',
  'live_chat_refusals',
  'safety_acknowledgements',
] as const;

/** A fresh database with the given users (agents and installers), as demo content has them. */
async function database(users: { name: string; roles: string[] }[]) {
  const fresh = await migratedDatabase();
  for (const user of users)
    await fresh.db.query(
      `INSERT INTO users (user_name, first_name, last_name, roles, password_hash) VALUES ($1, $1, 'Demo', $2, '!')`,
      [user.name, user.roles],
    );
  return fresh;
}
const USERS = [
  { name: 'alex', roles: ['Admin'] },
  { name: 'ines', roles: ['Installer'] },
  { name: 'casey', roles: ['Customer'] },
];

const counts = async (db: Database) =>
  Object.fromEntries(
    await Promise.all(
      TABLES.map(async (table) => {
        const [row] = await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`);
        return [table, Number(row!.n)] as const;
      }),
    ),
  );
const digest = async (db: Database) => {
  const [row] = await db.query<{ digest: string }>(
    `SELECT md5(string_agg(m.conversation_id || m.role || m.content || m.created_at::text, '|' ORDER BY m.id)) AS digest
     FROM bot_messages m`,
  );
  return row!.digest;
};

describe('generated chat history', () => {
  const open: Awaited<ReturnType<typeof database>>[] = [];
  afterEach(async () => {
    for (const fresh of open.splice(0)) {
      await fresh.db.close();
      await fresh.dropDatabase();
    }
  });
  const run = async (options: { scale?: number; days?: number; seed?: number; users?: typeof USERS }) => {
    const fresh = await database(options.users ?? USERS);
    open.push(fresh);
    const db = fresh.db;
    await seedDemoHistory(db, {
      now: NOW,
      days: options.days ?? 30,
      scale: options.scale ?? 1,
      seed: options.seed,
      generators: [chatHistory],
    });
    return db;
  };

  it('writes the same history for the same seed, and another for another seed', async () => {
    const first = await run({});
    const again = await run({});
    const other = await run({ seed: 7 });
    expect(await counts(again)).toEqual(await counts(first));
    expect(await digest(again)).toBe(await digest(first));
    expect(await digest(other)).not.toBe(await digest(first));
  });

  it('writes every chat table, within the window and never after now', async () => {
    const db = await run({});
    for (const [table, n] of Object.entries(await counts(db))) expect(n, table).toBeGreaterThan(0);
    const [bounds] = await db.query<{ first: Date; last: Date }>(
      `SELECT min(at) AS first, max(at) AS last FROM (
         SELECT created_at AS at FROM bot_messages UNION ALL SELECT requested_at FROM live_chats
         UNION ALL SELECT ended_at FROM live_chats UNION ALL SELECT created_at FROM live_chat_messages
         UNION ALL SELECT acknowledged_at FROM safety_acknowledgements) AS instants`,
    );
    expect(new Date(bounds!.last).getTime()).toBeLessThanOrEqual(NOW.getTime());
    expect(new Date(bounds!.first).getTime()).toBeGreaterThan(NOW.getTime() - 31 * 24 * 3600 * 1000);
  });

  it('has answered, unanswered and special replies, every hand-off outcome and a first response', async () => {
    const db = await run({ days: 90 });
    const kinds = await db.query<{ kind: string; n: string }>(
      `SELECT CASE WHEN intent IS NOT NULL THEN intent WHEN sources = '[]'::jsonb THEN 'unanswered' ELSE 'answered' END AS kind,
              count(*) AS n
       FROM bot_messages WHERE role = 'bot' GROUP BY 1 ORDER BY 1`,
    );
    expect(kinds.map((row) => row.kind)).toEqual([
      'answered',
      'greeting',
      'image-upload',
      'live-agent',
      'thanks',
      'unanswered',
    ]);
    // Every question is answered by a reply stored at the same instant (as the bot's one statement does).
    const [unpaired] = await db.query<{ n: string }>(
      `SELECT count(*) AS n FROM bot_messages q WHERE q.role = 'user' AND NOT EXISTS (
         SELECT 1 FROM bot_messages a WHERE a.role = 'bot' AND a.conversation_id = q.conversation_id
           AND a.created_at = q.created_at)`,
    );
    expect(Number(unpaired!.n)).toBe(0);
    const outcomes = await db.query<{ outcome: string }>(
      `SELECT DISTINCT CASE WHEN assigned_at IS NOT NULL THEN 'answered' ELSE end_reason END AS outcome
       FROM live_chats ORDER BY 1`,
    );
    expect(outcomes.map((row) => row.outcome)).toEqual(['answered', 'customer_absent', 'customer_canceled']);
    const [firstResponse] = await db.query<{ slowest: number; fastest: number }>(
      `SELECT max(s) AS slowest, min(s) AS fastest FROM (
         SELECT extract(epoch FROM min(m.created_at) - c.requested_at)::float8 AS s
         FROM live_chats c JOIN live_chat_messages m ON m.chat_id = c.id AND NOT m.is_customer GROUP BY c.id, c.requested_at) AS first`,
    );
    expect(firstResponse!.fastest).toBeGreaterThan(0);
    expect(firstResponse!.slowest).toBeLessThan(15 * 60);
    // Live messages are in the chat log with the agent's name, as plugins/live-chat writes them.
    const [logged] = await db.query<{ n: string }>(
      `SELECT count(*) AS n FROM bot_chat_log WHERE message_type = 'agent' AND agent <> ''`,
    );
    expect(Number(logged!.n)).toBeGreaterThan(0);
  });

  it('gives the Installation Assistant to existing users only, one conversation each', async () => {
    const db = await run({});
    const ia = await db.query<{ identity_key: string; user_id: number | null }>(
      `SELECT identity_key, user_id FROM bot_conversations WHERE bot = 'ia'`,
    );
    expect(ia.length).toBeGreaterThan(0);
    expect(ia.length).toBeLessThanOrEqual(USERS.length);
    for (const row of ia) expect(row.identity_key).toBe(`user:${row.user_id}`);
    const versions = await db.query<{ content_version: string }>(
      `SELECT DISTINCT content_version FROM safety_acknowledgements ORDER BY 1`,
    );
    expect(versions.length).toBeGreaterThan(1);
    for (const { content_version } of versions) expect(content_version).toMatch(/^\d{4}-\d\d-\d\d[a-z]$/);

    const without = await run({ users: [] });
    expect(await counts(without)).toMatchObject({ safety_acknowledgements: 0 });
    const [iaWithout] = await without.query<{ n: string }>(
      `SELECT count(*) AS n FROM bot_conversations WHERE bot = 'ia'`,
    );
    expect(Number(iaWithout!.n)).toBe(0);
    // Agents are named even without users who answer chats.
    const [named] = await without.query<{ n: string }>(
      `SELECT count(*) AS n FROM live_chats WHERE assigned_at IS NOT NULL AND agent_name IS NULL`,
    );
    expect(Number(named!.n)).toBe(0);
  });

  it('writes about scale times as many guest conversations', async () => {
    const guests = async (scale: number) => {
      const db = await run({ scale, days: 14 });
      const [row] = await db.query<{ n: string }>(
        `SELECT count(*) AS n FROM bot_conversations WHERE bot = 'crm'`,
      );
      return Number(row!.n);
    };
    const one = await guests(1);
    const five = await guests(5);
    expect(five).toBeGreaterThan(one * 3);
    expect(five).toBeLessThan(one * 8);
  });

  it('runs once per database', async () => {
    const db = await run({});
    const before = await counts(db);
    await seedDemoHistory(db, { now: NOW, generators: [chatHistory] });
    expect(await counts(db)).toEqual(before);
  });
});
