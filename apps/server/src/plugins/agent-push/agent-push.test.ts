import { Writable } from 'node:stream';
import { AGENT_AVAILABILITY_PATH } from '@ohmstead/contracts/agent-availability';
import type { PushSubscriptionJson } from '@ohmstead/contracts/agent-push';
import { afterEach, describe, expect, it, vi } from 'vitest';
import webPush from 'web-push';
import { forThisBlock } from '../../../test/block-resource';
import { startFakePushService } from '../../../test/fakes/push-service';
import { startTestServer, useTestServer } from '../../../test/harness';
import {
  agentClient,
  customerClient,
  listen,
  sessionId,
  type TestClient,
} from '../../../test/live-chat-clients';
import { webPushService } from '../../adapters/push/web-push';
import { addUser, tokenFor } from '../../auth/test-users';
import { UNANSWERED_REQUEST_MS } from '../../limits';
import { REACHABLE_AFTER_CONSOLE_MS } from './constants';

const PASSWORD = 'agent-password-1';

// Agents' Web Push (docs/decisions/0052-agent-web-push.md), against a local push service over HTTPS.
describe('agent push', () => {
  const push = forThisBlock(
    'the fake push service',
    () => startFakePushService(),
    (service) => service.close(),
  );
  const lines: string[] = [];
  const live = forThisBlock(
    'the server',
    async () => {
      const server = await startTestServer(
        // Swept often, so a request that waited in vain is ended within the test.
        { LOG_LEVEL: 'warn', LIVE_CHAT_SWEEP_INTERVAL_MS: '200' },
        {
          adapters: {
            push: webPushService(
              { vapid: undefined, subject: 'mailto:test@example.com', timeoutMs: 5_000 },
              push.agent,
            ),
          },
          logStream: new Writable({
            write(chunk, _encoding, done) {
              lines.push(String(chunk));
              done();
            },
          }),
        },
      );
      await addUser(server.db, { userName: 'ada', password: PASSWORD, roles: ['Admin'], firstName: 'Ada' });
      await addUser(server.db, { userName: 'bo', password: PASSWORD, roles: ['Vendor'], firstName: 'Bo' });
      await addUser(server.db, { userName: 'cy', password: PASSWORD, roles: ['Customer'], firstName: 'Cy' });
      return {
        server,
        ada: await tokenFor(server.app, 'ada', PASSWORD),
        bo: await tokenFor(server.app, 'bo', PASSWORD),
        cy: await tokenFor(server.app, 'cy', PASSWORD),
        url: await listen(server.app),
      };
    },
    ({ server }) => server.close(),
  );
  const open: TestClient[] = [];
  afterEach(async () => {
    for (const client of open.splice(0)) client.close();
    const { db } = live.server;
    await db.query("UPDATE live_chats SET status = 'ended' WHERE status IN ('waiting', 'active')");
    await db.query('UPDATE live_chat_agents SET is_available = false');
    await db.query('DELETE FROM agent_push_subscriptions');
    push.requests.length = 0;
    push.answer(201);
  });

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, token?: string, body?: unknown) =>
    live.server.app.inject({
      method,
      url,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const save = (subscription: PushSubscriptionJson, token = live.ada) =>
    call('PUT', '/api/agent-push/subscription', token, subscription);
  const stored = async () =>
    (await live.server.db.query<{ endpoint: string }>('SELECT endpoint FROM agent_push_subscriptions')).map(
      (row) => row.endpoint,
    );

  async function available(token: string) {
    const agent = agentClient(live.url, token);
    open.push(agent);
    await agent.connect();
    await agent.next('agent_state');
    await agent.emit('toggle_availability', { isAvailable: true });
    return agent;
  }

  /** Closes the console, as a closed tab does; its socket leaves the presence table once the server saw it. */
  async function closeConsole(agent: TestClient) {
    const { db } = live.server;
    const before = (await db.query("SELECT 1 FROM live_chat_presence WHERE kind = 'agent'")).length;
    agent.close();
    await vi.waitFor(async () =>
      expect(await db.query("SELECT 1 FROM live_chat_presence WHERE kind = 'agent'")).toHaveLength(
        before - 1,
      ),
    );
  }

  /** Ada available with her console closed (reached by push), Bo available with his open. */
  async function adaAwayBoHere() {
    await closeConsole(await available(live.ada));
    return available(live.bo);
  }

  async function guestRequests(name: string) {
    const guest = customerClient(live.url, sessionId(name));
    open.push(guest);
    await guest.connect();
    const { chat_id } = await guest.emit<{ chat_id: string }>('request_chat', { customer_name: 'Gwen' });
    await live.server.app.agentPush.settled();
    return { guest, chatId: chat_id };
  }

  it('gives an agent the public key, and refuses a non-agent (403) and no sign-in (401)', async () => {
    const key = await call('GET', '/api/agent-push/key', live.ada);
    expect(key.statusCode).toBe(200);
    expect(key.json<{ publicKey: string }>().publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    // The same key on every call: kept in the database, made once.
    expect((await call('GET', '/api/agent-push/key', live.ada)).json()).toEqual(key.json());
    expect((await call('GET', '/api/agent-push/key', live.cy)).statusCode).toBe(403);
    expect((await call('GET', '/api/agent-push/key')).statusCode).toBe(401);
  });

  it('refuses a bad subscription (400) and a non-agent (403), storing nothing', async () => {
    const good = push.subscription('bad-input');
    for (const bad of [
      { ...good, endpoint: good.endpoint.replace('https:', 'http:') },
      { ...good, endpoint: 'javascript:alert(1)' },
      { ...good, keys: { ...good.keys, p256dh: 'short' } },
      { ...good, keys: { auth: good.keys.auth } },
      { endpoint: good.endpoint },
    ])
      expect((await save(bad as PushSubscriptionJson)).statusCode).toBe(400);
    expect((await save(good, live.cy)).statusCode).toBe(403);
    expect(
      (await call('DELETE', '/api/agent-push/subscription', live.ada, { endpoint: 'nope' })).statusCode,
    ).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('pushes a new request to an available agent with no console open, and nothing while it is open', async () => {
    const subscription = push.subscription('ada-laptop');
    expect((await save(subscription)).statusCode).toBe(204);
    expect(await stored()).toEqual([subscription.endpoint]);

    const ada = await available(live.ada);
    await guestRequests('push-while-open');
    expect(push.requests).toHaveLength(0);

    // Bo keeps the queue open; Ada's tab is closed.
    await available(live.bo);
    await closeConsole(ada);
    await guestRequests('push-when-closed');
    expect(push.requests).toHaveLength(1);
    const [sent] = push.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe('/push/ada-laptop');
    expect(sent?.headers['content-encoding']).toBe('aes128gcm');
    expect(sent?.headers.authorization).toMatch(/^vapid t=.+, k=.+$/);
    expect(sent?.body.length).toBeGreaterThan(0);
  });

  it('counts an available agent reached by push as available to visitors, for a while after their console closed', async () => {
    const { db } = live.server;
    const agentsNow = async () =>
      (await call('GET', `/agent-service${AGENT_AVAILABILITY_PATH}`)).json<{ num_agents: number }>()
        .num_agents;
    await save(push.subscription('ada-tablet'));
    await closeConsole(await available(live.ada));
    // Nobody has a console open; Ada is still told of requests, so a visitor may ask and wait for her.
    await vi.waitFor(async () => expect(await agentsNow()).toBe(1));
    const { guest, chatId } = await guestRequests('reachable-only');
    expect(chatId).toEqual(expect.any(String));
    expect(push.requests.map((request) => request.url)).toEqual(['/push/ada-tablet']);

    // She did not come: once it has waited LIVE_CHAT_UNANSWERED_MS, the visitor gets the contact form.
    await db.query(
      `UPDATE live_chats SET requested_at = now() - make_interval(secs => ${UNANSWERED_REQUEST_MS / 1000 + 1})
       WHERE id = $1`,
      [chatId],
    );
    await guest.next('no_agents');
    const [ended] = await db.query<{ status: string; end_reason: string }>(
      'SELECT status, end_reason FROM live_chats WHERE id = $1',
      [chatId],
    );
    expect(ended).toEqual({ status: 'canceled', end_reason: 'unanswered' });

    // Past the while, or unavailable, she is not counted: a visitor gets the apology and the contact form.
    await db.query(
      `UPDATE live_chat_agents SET last_seen_at = now() - make_interval(secs => ${REACHABLE_AFTER_CONSOLE_MS / 1000 + 60})`,
    );
    live.server.app.agentPush.alerts.availabilityChanged();
    const late = customerClient(live.url, sessionId('reachable-too-late'));
    open.push(late);
    await late.connect();
    expect(await late.next('number_available_agents')).toEqual({ num_agents: 0 });
    expect(await late.emit('request_chat', { customer_name: 'Lee' })).toMatchObject({ ok: false });
    await late.next('no_agents');
    expect(push.requests).toHaveLength(1);
  });

  it("pushes a customer's message to the chat's agent once their console is closed", async () => {
    await save(push.subscription('ada-phone'));
    const agent = await available(live.ada);
    const { guest, chatId } = await guestRequests('message-push');
    await agent.emit('chat_request_consent', {
      customer_sid: chatId,
      customer_details: { customer_name: 'Gwen' },
      accept: true,
    });
    await guest.next('chat_assigned');
    await closeConsole(agent);
    await guest.emit('send_message', { id: 'push-m1', message: 'Are you there?', attachments: [] });
    await live.server.app.agentPush.settled();
    expect(push.requests.map((request) => request.url)).toEqual(['/push/ada-phone']);
  });

  it('deletes a subscription its push service calls gone (410) and keeps one that failed otherwise', async () => {
    await save(push.subscription('gone'));
    await adaAwayBoHere();
    push.answer(410);
    await guestRequests('gone');
    expect(push.requests).toHaveLength(1);
    expect(await stored()).toEqual([]);

    const kept = push.subscription('failing');
    await save(kept);
    push.answer(500);
    await guestRequests('failing');
    // Tried once, not again; logged without its endpoint; kept for the next alert.
    expect(push.requests.map((request) => request.url)).toEqual(['/push/gone', '/push/failing']);
    expect(await stored()).toEqual([kept.endpoint]);
    const logged = lines.filter((line) => line.includes('agent push failed'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('push service answered 500');
    expect(logged[0]).not.toContain(kept.endpoint);
  });

  it("removes only the agent's own subscription", async () => {
    const subscription = push.subscription('removed');
    await save(subscription);
    const removed = await call('DELETE', '/api/agent-push/subscription', live.ada, {
      endpoint: subscription.endpoint,
    });
    expect(removed.statusCode).toBe(204);
    expect(await stored()).toEqual([]);
  });
});

describe('agent push with a configured key pair', () => {
  const keys = webPush.generateVAPIDKeys();
  const server = useTestServer({
    AGENT_PUSH_VAPID_PUBLIC_KEY: keys.publicKey,
    AGENT_PUSH_VAPID_PRIVATE_KEY: keys.privateKey,
  });

  it('gives agents the configured public key and keeps none in the database', async () => {
    await addUser(server.db, { userName: 'ada', password: PASSWORD, roles: ['Admin'] });
    const token = await tokenFor(server.app, 'ada', PASSWORD);
    const answer = await server.app.inject({
      method: 'GET',
      url: '/api/agent-push/key',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.json()).toEqual({ publicKey: keys.publicKey });
    expect(await server.db.query('SELECT 1 FROM agent_push_vapid')).toEqual([]);
  });
});
