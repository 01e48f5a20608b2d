import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { migratedDatabase, TEST_TOKEN_SECRET } from '../test/harness';
import { customerClient, sessionId } from '../test/live-chat-clients';
import { buildApp } from './app';
import { addUser } from './auth/test-users';
import { loadConfig } from './config';
import type { Database, QueryOptions } from './db/database';
import { closeGracefully } from './shutdown';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A request whose body arrives in two parts: the second only when the test says so. */
function slowRequest(port: number, url: string, body: string) {
  let finish = () => {};
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.write(body.slice(0, 5));
    finish = () => req.end(body.slice(5));
  });
  return { answer, finish: () => finish() };
}

describe('graceful shutdown', () => {
  let app: FastifyInstance;
  let db: Database;
  let drop = async () => {};
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ohmstead-shutdown-'));

  async function start(): Promise<number> {
    const fresh = await migratedDatabase();
    db = fresh.db;
    drop = fresh.dropDatabase;
    await addUser(db, { userName: 'drain', password: 'drain-password-1', roles: ['Admin'] });
    app = await buildApp({
      config: loadConfig({
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        SITE_URL: 'http://site.test',
        AUTH_TOKEN_SECRET: TEST_TOKEN_SECRET,
      }),
      db,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return (app.server.address() as AddressInfo).port;
  }
  afterEach(async () => {
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lets a request in flight finish, stops accepting, closes sockets so clients reconnect elsewhere', async () => {
    const port = await start();
    const guest = await customerClient(`http://127.0.0.1:${port}`, sessionId('drain')).connect();
    const reason = new Promise<string>((resolve) => guest.socket.once('disconnect', resolve));
    const login = slowRequest(
      port,
      '/api/Auth/AuthTokenLogin',
      JSON.stringify({ userName: 'drain', password: 'drain-password-1' }),
    );
    await sleep(100);

    const closing = closeGracefully(app, db, { drainMs: 10_000 });
    // The socket's transport is closed under it, not disconnected by socket.io: the client reconnects.
    expect(await reason).toBe('transport close');
    // No new connection is accepted while the request drains.
    await sleep(100);
    await expect(fetch(`http://127.0.0.1:${port}/api/Config/Public`)).rejects.toThrow();

    login.finish();
    const answer = await login.answer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toHaveProperty('token');
    expect(await closing).toBe('drained');
    guest.close();
  });

  it('closes the connections of requests still running after the drain time', async () => {
    const port = await start();
    const stuck = slowRequest(port, '/api/Email/Subscribe', JSON.stringify({ email: 'a@example.com' }));
    // Its connection is cut during closeGracefully: take the failure as it happens.
    const failure = stuck.answer.then(
      () => null,
      (error: Error) => error,
    );
    await sleep(100);
    const started = Date.now();
    expect(await closeGracefully(app, db, { drainMs: 300 })).toBe('forced');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(await failure).toBeInstanceOf(Error);
  });

  it('lets live-chat work in flight finish before the database closes', async () => {
    const port = await start();
    const guest = await customerClient(`http://127.0.0.1:${port}`, sessionId('drain-live')).connect();
    await guest.next('number_available_agents'); // its connect work is done
    // The message's statement is held back until the test lets it go, and its outcome noted.
    let letGo = () => {};
    const held = new Promise<void>((resolve) => (letGo = resolve));
    let started = () => {};
    const underWay = new Promise<void>((resolve) => (started = resolve));
    let outcome: Promise<string> | undefined;
    const query = db.query.bind(db);
    db.query = <Row>(sql: string, params?: unknown[], options?: QueryOptions) => {
      if (options?.prepared !== 'live-chat-store-customer') return query<Row>(sql, params, options);
      started();
      const running = held.then(() => query<Row>(sql, params, options));
      outcome = running.then(
        () => 'ran',
        (error: Error) => `failed: ${error.message}`,
      );
      return running;
    };
    const answer = guest.emit('send_message', { id: 'in-flight', message: 'Still there?' }).catch(() => {});

    await underWay;
    const closing = closeGracefully(app, db, { drainMs: 10_000 });
    // The close waits for the event's work, which cannot end before the test lets it go.
    expect(await Promise.race([closing, sleep(300).then(() => 'still closing')])).toBe('still closing');
    letGo();
    expect(await closing).toBe('drained');
    // The statement ran with the database still open (the guest has no open chat: nothing is stored).
    expect(await outcome).toBe('ran');
    await answer;
    guest.close();
  });
});
