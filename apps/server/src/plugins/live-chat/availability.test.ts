import type { AgentAvailability } from '@ohmstead/contracts/agent-availability';
import type { AgentState } from '@ohmstead/contracts/live-chat';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { agentClient, listen, type TestClient } from '../../../test/live-chat-clients';
import { addUser, tokenFor } from '../../auth/test-users';
import { RATE_LIMIT_MESSAGE } from '../../http/rate-limit';
import { agentRepository } from './agent-repository';
import { AVAILABILITY_ROUTE } from './availability-route';
import { presenceRepository } from './presence-repository';

describe('agent availability before asking (GET /agent-service/agents/availability)', () => {
  let server: TestServer;
  let url: string;
  let adaToken: string;
  let boId: number;
  const open: TestClient[] = [];

  beforeAll(async () => {
    server = await startTestServer({ LIVE_CHAT_AVAILABILITY_PER_MINUTE: '3' });
    await addUser(server.db, { userName: 'ada', password: 'agent-password-1', roles: ['Admin'] });
    boId = (await addUser(server.db, { userName: 'bo', password: 'agent-password-1', roles: ['Admin'] })).id;
    adaToken = await tokenFor(server.app, 'ada', 'agent-password-1');
    url = await listen(server.app);
  });
  afterEach(async () => {
    for (const client of open.splice(0)) client.close();
    await server.db.query('UPDATE live_chat_agents SET is_available = false');
    await server.db.query("DELETE FROM live_chat_presence WHERE node_id = 'other-node'");
    server.app.publicReads.dropAll();
  });
  afterAll(() => server.close());

  /** Each test asks from its own address: the limit counts per address. */
  const availability = (remoteAddress: string) =>
    server.app.inject({ method: 'GET', url: AVAILABILITY_ROUTE, remoteAddress });

  it('answers offline, publicly cacheable for a few seconds, when no agent is available', async () => {
    const response = await availability('10.0.0.1');
    expect(response.statusCode).toBe(200);
    expect(response.json<AgentAvailability>()).toEqual({ online: false, num_agents: 0 });
    expect(response.headers['cache-control']).toMatch(/^public, (no-cache|max-age=[0-5])$/);
  });

  it('answers online as soon as an agent connected here turns available', async () => {
    expect((await availability('10.0.0.2')).json<AgentAvailability>().online).toBe(false);
    const agent = agentClient(url, adaToken);
    open.push(agent);
    await agent.connect();
    await agent.next('agent_state');
    expect(await agent.emit('toggle_availability', { isAvailable: true })).toEqual({ ok: true });
    await agent.next<AgentState>('agent_state', (state) => state.isAvailable);
    // The cached offline answer was dropped by the change, not left to expire.
    expect((await availability('10.0.0.2')).json<AgentAvailability>()).toEqual({
      online: true,
      num_agents: 1,
    });
  });

  it('counts an agent who turns available in the same breath as connecting', async () => {
    const agent = agentClient(url, adaToken);
    open.push(agent);
    // Sent with the connection, before the server's connect work is done: it waits for that work.
    const [, toggled] = await Promise.all([
      agent.connect(),
      agent.emit('toggle_availability', { isAvailable: true }),
    ]);
    expect(toggled).toEqual({ ok: true });
    expect((await availability('10.0.0.5')).json<AgentAvailability>().num_agents).toBe(1);
  });

  it('counts an agent connected to another server process, through the database', async () => {
    // What the other process writes when its agent connects and turns available (presence-repository.ts).
    await agentRepository(server.db).touch(boId);
    await agentRepository(server.db).setAvailable(boId, true);
    await presenceRepository(server.db, 'other-node').add('socket-on-other-node', 'agent', String(boId));
    expect((await availability('10.0.0.3')).json<AgentAvailability>()).toEqual({
      online: true,
      num_agents: 1,
    });
  });

  it('limits each address to its calls a minute, with a reason', async () => {
    for (let call = 0; call < 3; call += 1) expect((await availability('10.0.0.4')).statusCode).toBe(200);
    const refused = await availability('10.0.0.4');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: RATE_LIMIT_MESSAGE });
    // Another visitor is not held to this one's count.
    expect((await availability('10.0.0.5')).statusCode).toBe(200);
  });
});
