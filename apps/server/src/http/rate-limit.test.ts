import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedDatabase, TEST_TOKEN_SECRET, useTestServer } from '../../test/harness';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/database';
import { RATE_LIMIT_MESSAGE } from './rate-limit';

const LIMITED: [string, string][] = [
  ['POST', '/api/Email/ContactUs'],
  ['POST', '/api/FormSubmission/CreateTicket'],
  ['POST', '/api/Lead/WebToLead'],
  ['POST', '/api/Email/Subscribe'],
  ['POST', '/api/Email/Unsubscribe'],
  ['GET', '/api/Captcha/Challenge'],
];

describe('rate limiting of the calls that write or cost work', () => {
  const server = useTestServer({ RATE_LIMIT_PER_MINUTE: '2' });

  const send = (method: string, url: string, remoteAddress: string) =>
    server.app.inject({
      method: method as 'GET' | 'POST',
      url,
      remoteAddress,
      ...(method === 'POST' ? { payload: {} } : {}),
    });

  it.each(LIMITED)(
    '%s %s answers 429 after RATE_LIMIT_PER_MINUTE requests from one address',
    async (method, url) => {
      for (let i = 0; i < 2; i++) expect((await send(method, url, '203.0.113.7')).statusCode).not.toBe(429);
      const limited = await send(method, url, '203.0.113.7');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ responseStatusCode: 429, message: RATE_LIMIT_MESSAGE });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another visitor is not held back by the first one.
      expect((await send(method, url, '198.51.100.4')).statusCode).not.toBe(429);
    },
  );

  it('leaves reading calls alone', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await send('GET', '/api/Config/Public', '203.0.113.8')).statusCode).toBe(200);
    }
  });

  it('does not let a client choose its address with X-Forwarded-For', async () => {
    const spoofing = (n: number) =>
      server.app.inject({
        method: 'POST',
        url: '/api/Email/Subscribe',
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': `192.0.2.${n}` },
        payload: {},
      });
    for (let i = 0; i < 2; i++) expect((await spoofing(i)).statusCode).not.toBe(429);
    expect((await spoofing(99)).statusCode).toBe(429);
  });
});

describe('behind a configured reverse proxy (TRUST_PROXY_HOPS=1)', () => {
  const server = useTestServer({ RATE_LIMIT_PER_MINUTE: '1', TRUST_PROXY_HOPS: '1' });

  it('counts each visitor by the address the proxy forwards', async () => {
    const viaProxy = (visitor: string) =>
      server.app.inject({
        method: 'POST',
        url: '/api/Email/Subscribe',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': visitor },
        payload: {},
      });
    expect((await viaProxy('192.0.2.1')).statusCode).not.toBe(429);
    expect((await viaProxy('192.0.2.1')).statusCode).toBe(429);
    expect((await viaProxy('192.0.2.2')).statusCode).not.toBe(429);
  });
});

/**
 * Two server processes on one database: a visitor who spreads their calls over both nodes is
 * held to one limit. On PostgreSQL each app has its own connection; PGlite cannot be opened twice, so there
 * the two apps share one handle — still two rate-limit plugins, each with nothing of the count in memory.
 */
describe('shared by every server process on one database', () => {
  const apps: FastifyInstance[] = [];
  const handles: Database[] = [];
  let dropDatabase = async () => {};
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ohmstead-rate-'));

  beforeAll(async () => {
    const fresh = await migratedDatabase();
    dropDatabase = fresh.dropDatabase;
    handles.push(fresh.db);
    const env = {
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      SITE_URL: 'http://site.test',
      AUTH_TOKEN_SECRET: TEST_TOKEN_SECRET,
      RATE_LIMIT_PER_MINUTE: '3',
    };
    const second = process.env.TEST_DATABASE_URL ? await reopen(fresh.db) : fresh.db;
    if (second !== fresh.db) handles.push(second);
    for (const db of [fresh.db, second]) apps.push(await buildApp({ config: loadConfig(env), db }));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of handles) await db.close();
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Another connection to the PostgreSQL database `db` is on. */
  async function reopen(db: Database): Promise<Database> {
    const [row] = await db.query<{ name: string }>('SELECT current_database() AS name');
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${row!.name}`;
    return openDatabase({ databaseUrl: url.toString() });
  }

  const subscribe = (app: FastifyInstance, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/Email/Subscribe', remoteAddress, payload: {} });

  it('counts a visitor’s calls to both nodes against one limit', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const statuses = [];
    for (const app of [a, b, a]) statuses.push((await subscribe(app, '203.0.113.20')).statusCode);
    expect(statuses).not.toContain(429);
    // The fourth call in the minute, to either node, is one too many.
    const refused = await subscribe(b, '203.0.113.20');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ responseStatusCode: 429, message: RATE_LIMIT_MESSAGE });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await subscribe(a, '203.0.113.20')).statusCode).toBe(429);
    // Another visitor, and another route, each keep their own count.
    expect((await subscribe(a, '198.51.100.20')).statusCode).not.toBe(429);
    const challenge = await b.inject({
      method: 'GET',
      url: '/api/Captcha/Challenge',
      remoteAddress: '203.0.113.20',
    });
    expect(challenge.statusCode).toBe(200);
  });

  it('keeps no address in the table, only keyed hashes', async () => {
    const rows = await handles[0]!.query<{ scope: string; key: string }>(
      'SELECT scope, key FROM rate_counters',
    );
    expect(rows.some((row) => row.scope === 'form:POST:/api/Email/Subscribe')).toBe(true);
    expect(rows.some((row) => row.key.includes('203.0.113'))).toBe(false);
  });
});
