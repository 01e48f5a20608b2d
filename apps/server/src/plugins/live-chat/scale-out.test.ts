import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentState, ChatRequest, LiveMessage } from '@ohmstead/contracts/live-chat';
import {
  agentClient,
  customerClient,
  listen,
  sessionId,
  type TestClient,
} from '../../../test/live-chat-clients';
import { TEST_TOKEN_SECRET } from '../../../test/harness';
import { buildApp } from '../../app';
import { addUser, tokenFor } from '../../auth/test-users';
import { loadConfig } from '../../config';
import { openDatabase, type Database } from '../../db/database';
import { migrate } from '../../db/migrate';
import { seed } from '../../seed/seed';
import { AVAILABILITY_ROUTE } from './availability-route';

/**
 * Two server processes sharing one PostgreSQL database, joined by the socket.io PostgreSQL adapter. Two
 * PGlite apps cannot share a database, so this suite runs only with TEST_DATABASE_URL (the PGlite run
 * leaves the file out: apps/server/vitest.config.ts); CI runs the server suite on PostgreSQL too.
 */
describe('live chat across two server processes', () => {
  const name = `ohmstead_scale_${randomBytes(6).toString('hex')}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ohmstead-scale-'));
  let admin: Database;
  const dbs: Database[] = [];
  const apps: FastifyInstance[] = [];
  const clients: TestClient[] = [];
  const urls: string[] = [];
  let token = '';

  beforeAll(async () => {
    admin = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL });
    await admin.exec(`CREATE DATABASE ${name}`);
    const databaseUrl = new URL(process.env.TEST_DATABASE_URL!);
    databaseUrl.pathname = `/${name}`;
    for (let index = 0; index < 2; index += 1) {
      const config = loadConfig({
        LOG_LEVEL: 'silent',
        DATA_DIR: dataDir,
        SITE_URL: 'http://site.test',
        DATABASE_URL: databaseUrl.toString(),
        AUTH_TOKEN_SECRET: TEST_TOKEN_SECRET,
      });
      const db = await openDatabase({ databaseUrl: config.databaseUrl });
      dbs.push(db);
      if (index === 0) {
        await migrate(db);
        await seed(db, { demoContent: false });
        await addUser(db, {
          userName: 'ada',
          password: 'scale-password-1',
          roles: ['Admin'],
          firstName: 'Ada',
        });
      }
      const app = await buildApp({ config, db });
      apps.push(app);
      urls.push(await listen(app));
    }
    token = await tokenFor(apps[0]!, 'ada', 'scale-password-1');
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    for (const app of apps) await app.close();
    for (const db of dbs) await db.close();
    await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('queues, assigns and carries messages both ways between an agent on one and a guest on the other', async () => {
    const agent = await agentClient(urls[0]!, token).connect();
    clients.push(agent);
    await agent.next('agent_state');
    await agent.emit('toggle_availability', { isAvailable: true });

    const guest = await customerClient(urls[1]!, sessionId('scale')).connect();
    clients.push(guest);
    // Presence lives in the database: the guest's process counts the agent connected to the other.
    await guest.next<{ num_agents: number }>('number_available_agents', ({ num_agents }) => num_agents === 1);
    // And so does the public availability call, which the widget makes before any socket.
    const availability = await fetch(`${urls[1]!}${AVAILABILITY_ROUTE}`);
    expect(await availability.json()).toEqual({ online: true, num_agents: 1 });

    // The adapter's listening connection may still be starting: wait until a broadcast crosses over.
    const { chat_id } = await guest.emit<{ chat_id: string }>('request_chat', {
      customer_name: 'Gwen',
      history: [],
    });
    const request = await agent.next<ChatRequest>('chat_request_added', undefined, 10_000);
    expect(request.customer_sid).toBe(chat_id);

    expect(
      await agent.emit('chat_request_consent', {
        customer_sid: chat_id,
        customer_details: request.customer_details,
        accept: true,
      }),
    ).toEqual({ ok: true, chat_id });
    expect(await guest.next('chat_assigned', undefined, 10_000)).toMatchObject({
      chat_id,
      agent_name: 'Ada Tester',
    });
    await agent.next<AgentState>('agent_state', (state) => state.chatActive);

    await guest.emit('send_message', { id: 'scale-guest-1', message: 'from process two' });
    expect(await agent.next<LiveMessage>('messages', (m) => m.is_customer, 10_000)).toMatchObject({
      message: 'from process two',
    });
    await agent.emit('send_message', { chat_id, id: 'scale-agent-1', message: 'from process one' });
    expect(await guest.next<LiveMessage>('receive_message', (m) => !m.is_customer, 10_000)).toMatchObject({
      message: 'from process one',
    });
  });
});
