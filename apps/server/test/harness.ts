import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { type AppDependencies, buildApp } from '../src/app';
import { signedChatSession } from '../src/auth/chat-session';
import { type Config, loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/database';
import { forThisBlock } from './block-resource';

/** Every test server signs with this key, so tests can make known guest sessions (guestSession). */
export const TEST_TOKEN_SECRET = 'ohmstead-test-token-secret-0123456789';

/**
 * A guest chat session as the server issues them, named for the test that uses it: the same name gives
 * the same session. Only valid on servers started with TEST_TOKEN_SECRET (every startTestServer).
 */
export function guestSession(name: string): string {
  const id = createHash('sha256').update(name).digest('base64url').slice(0, 22);
  return signedChatSession(TEST_TOKEN_SECRET, id);
}

/** Environment variables a test server starts with, on top of the test defaults. */
export type TestEnv = Record<string, string>;

export interface TestServer {
  app: FastifyInstance;
  db: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * A server on a fresh database: in-memory PGlite by default, or a new PostgreSQL database on the
 * server named by TEST_DATABASE_URL (the test command runs the suite both ways).
 */
export async function startTestServer(
  env: TestEnv = {},
  options: Pick<AppDependencies, 'logStream' | 'onRoute' | 'adapters'> = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ohmstead-test-'));
  const { db, dropDatabase } = await migratedDatabase();
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SITE_URL: 'http://site.test',
    AUTH_TOKEN_SECRET: TEST_TOKEN_SECRET,
    // No site unless a test brings one: whether apps/site was built on this machine changes no test (the
    // AI Assistant reads the built pages, docs/decisions/0042-site-pages-in-knowledge.md).
    SITE_DIST: path.join(dataDir, 'no-site'),
    SITE_SERVER_DIST: path.join(dataDir, 'no-site-server'),
    ...env,
  });
  // Every answer is held exactly to its route's response schema (http/response-schemas.ts).
  const app = await buildApp({ config, db, responseCheck: 'exact', ...options });
  await app.ready();
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.close();
      await dropDatabase();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One test server for the enclosing describe block (forThisBlock), so the let/beforeAll/afterAll
 * scaffolding each test file used to copy lives here once. `env` may be a function when it depends on
 * something another forThisBlock resource started first (a fake service's address).
 */
export function useTestServer(
  env: TestEnv | (() => TestEnv) = {},
  options: Parameters<typeof startTestServer>[1] = {},
): TestServer {
  return forThisBlock(
    'the test server',
    () => startTestServer(typeof env === 'function' ? env() : env, options),
    (server) => server.close(),
  );
}

interface FreshDatabase {
  db: Database;
  dropDatabase: () => Promise<void>;
}

/** A fresh, empty database of the kind the tests run on (see startTestServer). */
export function freshDatabase(): Promise<FreshDatabase> {
  return newDatabase('empty');
}

/**
 * A fresh database with every migration applied and the base content seeded (no demo content): a copy
 * of the run's template (test/database-template.ts).
 */
export function migratedDatabase(): Promise<FreshDatabase> {
  return newDatabase('migrated');
}

/** The template's tarball, read once per test file. */
let pgliteTemplate: Blob | null = null;

async function newDatabase(content: 'empty' | 'migrated'): Promise<FreshDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    if (content === 'migrated') pgliteTemplate ??= new Blob([readFileSync(inject('pgliteTemplateFile'))]);
    const pgliteDump = content === 'migrated' ? (pgliteTemplate ?? undefined) : undefined;
    return { db: await openDatabase({ pgliteDump }), dropDatabase: async () => {} };
  }
  const template = content === 'migrated' ? ` TEMPLATE ${inject('postgresTemplateName')}` : '';
  const name = `ohmstead_test_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: adminUrl });
  await admin.exec(`CREATE DATABASE ${name}${template}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  return {
    db,
    async dropDatabase() {
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

/** Row count of a table: tests assert that a refused request wrote nothing. */
export async function countRows(db: Database, table: string): Promise<number> {
  const rows = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM ${table}`);
  return Number(rows[0]?.n ?? 0);
}

/**
 * What is written whatever a request is worth: the live chat's heartbeat (on a timer), the rate-limit
 * counters, which count every call, refused or not — that is how a flood of bad calls is stopped — and a
 * connected device's own reports (telemetry on the device's timer, and when it was last heard from).
 */
const NOT_CONTENT = ['live_chat_nodes', 'rate_counters', 'device_telemetry'];
const NOT_CONTENT_COLUMNS: Record<string, string[]> = { devices: ['last_seen_at', 'last_telemetry'] };

/**
 * A digest of every table's content: equal before and after a request means the request wrote nothing
 * (no insert, no update, no delete) anywhere — what the security tests assert of every refused request.
 */
export async function databaseFingerprint(db: Database): Promise<Record<string, string>> {
  const tables = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND NOT (table_name = ANY ($1))
     ORDER BY table_name`,
    [NOT_CONTENT],
  );
  const digests = await Promise.all(
    tables.map(async ({ name }) => {
      const ignored = NOT_CONTENT_COLUMNS[name];
      const row = ignored ? `(to_jsonb(t) - $1::text[])::text` : 't::text';
      const [result] = await db.query<{ digest: string | null }>(
        `SELECT md5(string_agg(${row}, '|' ORDER BY ${row})) AS digest FROM "${name}" t`,
        ignored ? [ignored] : [],
      );
      return [name, result?.digest ?? 'empty'] as const;
    }),
  );
  return Object.fromEntries(digests);
}
