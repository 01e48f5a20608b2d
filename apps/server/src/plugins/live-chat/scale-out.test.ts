import type { AgentState, ChatRequest, LiveMessage, TransferTarget } from '@ohmstead/contracts/live-chat';
import { afterAll, describe, expect, it } from 'vitest';
import {
  agentClient,
  customerClient,
  listen,
  sessionId,
  type TestClient,
} from '../../../test/live-chat-clients';
import { type ServerNodes, useServerNodes } from '../../../test/server-nodes';
import { addUser, tokenFor } from '../../auth/test-users';
import { AVAILABILITY_ROUTE } from './availability-route';

/** Ada (the nodes' Admin) on the first process and Val, a Vendor added now, on the second: both available. */
async function agentsOnBoth(nodes: ServerNodes, urls: string[], clients: TestClient[]) {
  await addUser(nodes.dbs[0]!, {
    userName: 'val',
    password: VAL_PASSWORD,
    firstName: 'Val',
    roles: ['Vendor'],
  });
  const ada = await agentClient(urls[0]!, nodes.token).connect();
  const val = await agentClient(urls[1]!, await tokenFor(nodes.apps[1]!, 'val', VAL_PASSWORD)).connect();
  clients.push(ada, val);
  for (const agent of [ada, val]) {
    await agent.next('agent_state');
    expect(await agent.emit('toggle_availability', { isAvailable: true })).toEqual({ ok: true });
  }
  return [ada, val] as const;
}

const VAL_PASSWORD = 'scale-password-2';

/**
 * Two server processes sharing one PostgreSQL database, joined by the socket.io PostgreSQL adapter. Two
 * PGlite apps cannot share a database, so this suite runs only with TEST_DATABASE_URL (the PGlite run
 * leaves the file out: apps/server/vitest.config.ts); CI runs the server suite on PostgreSQL too.
 */
describe('live chat across two server processes', () => {
  const clients: TestClient[] = [];
  const urls: string[] = [];
  const nodes = useServerNodes({
    label: 'scale',
    user: { userName: 'ada', password: 'scale-password-1', firstName: 'Ada' },
    start: async (app) => urls.push(await listen(app)),
  });

  afterAll(() => {
    for (const client of clients) client.close();
  });

  it('queues, assigns and carries messages both ways between an agent on one and a guest on the other', async () => {
    const agent = await agentClient(urls[0]!, nodes.token).connect();
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

    // Typing and marks reach the other side on the other process too (docs/decisions/0050-typing-and-read-marks.md).
    await guest.emit('typing', { typing: true });
    expect(await agent.next('typing', undefined, 10_000)).toEqual({ chat_id, typing: true });
    await agent.emit('typing', { chat_id, typing: false });
    expect(await guest.next('typing', undefined, 10_000)).toEqual({ chat_id, typing: false });
    expect(await guest.emit('receipt', { delivered: 2, read: 2 })).toEqual({ ok: true });
    expect(await agent.next('marks', undefined, 10_000)).toEqual({ chat_id, delivered: 2, read: 2 });
    expect(await agent.emit('receipt', { chat_id, delivered: 2, read: 1 })).toEqual({ ok: true });
    expect(await guest.next('marks', undefined, 10_000)).toEqual({ chat_id, delivered: 2, read: 1 });
  });

  // docs/decisions/0051-transfer-and-capacity.md: the limit and the transfer are decided in the database.
  it('hands a chat from an agent on one process to an agent on the other, within the limit of each', async () => {
    const [ada, val] = await agentsOnBoth(nodes, urls, clients);
    expect(await val.emit('set_max_chats', { max_chats: 1 })).toEqual({ ok: true });

    const guests = await Promise.all(
      ['scale-transfer-1', 'scale-transfer-2'].map((name) =>
        customerClient(urls[1]!, sessionId(name)).connect(),
      ),
    );
    clients.push(...guests);
    const chatIds: string[] = [];
    for (const guest of guests) {
      const { chat_id } = await guest.emit<{ chat_id: string }>('request_chat', { customer_name: 'Gwen' });
      chatIds.push(chat_id);
      const accepted = await ada.emit('chat_request_consent', {
        customer_sid: chat_id,
        customer_details: { customer_name: 'Gwen' },
        accept: true,
      });
      expect(accepted).toEqual({ ok: true, chat_id });
    }

    // Ada on process one sees Val, connected to process two, as able to take one chat.
    const targets = await ada.emit<{ agents: TransferTarget[] }>('transfer_targets', {});
    const valSid = targets.agents.find((agent) => agent.agent_name === 'Val Tester')?.agent_sid;
    expect(valSid).toMatch(/^agent-\d+$/);
    // Both chats at once: Val's limit of one lets exactly one through.
    const answers = await Promise.all(
      chatIds.map((chat_id) =>
        ada.emit('transfer_chat', { chat_id, to_agent_sid: valSid, note: 'Over to you' }),
      ),
    );
    expect(answers.filter((answer) => (answer as { ok: boolean }).ok)).toHaveLength(1);
    const moved = chatIds[answers.findIndex((answer) => (answer as { ok: boolean }).ok)]!;
    const guest = guests[chatIds.indexOf(moved)]!;

    expect(
      await guest.next(
        'chat_assigned',
        ({ agent_name }: { agent_name: string }) => agent_name === 'Val Tester',
        10_000,
      ),
    ).toMatchObject({ chat_id: moved });
    const state = await val.next<AgentState>('agent_state', (next) => next.chats.length === 1, 10_000);
    expect(state.chats[0]).toMatchObject({
      chat_id: moved,
      notes: [expect.objectContaining({ text: 'Over to you' })],
    });
    await val.emit('send_message', { chat_id: moved, id: 'scale-val-1', message: 'Val on process two' });
    expect(
      await guest.next<LiveMessage>('receive_message', (m) => m.sender_name === 'Val Tester', 10_000),
    ).toMatchObject({
      message: 'Val on process two',
    });
  });
});

// docs/decisions/0051-transfer-and-capacity.md: with LIVE_CHAT_AUTO_ASSIGN, both processes assign at once.
describe('automatic assignment across two server processes', () => {
  const clients: TestClient[] = [];
  const urls: string[] = [];
  const nodes = useServerNodes({
    label: 'scale_auto',
    // Every test guest comes from one address: its cap on waiting requests is lifted out of the way.
    env: { LIVE_CHAT_AUTO_ASSIGN: 'true', LIVE_CHAT_WAITING_PER_ADDRESS: '10' },
    user: { userName: 'ada', password: 'scale-password-1', firstName: 'Ada' },
    start: async (app) => urls.push(await listen(app)),
  });

  afterAll(() => {
    for (const client of clients) client.close();
  });

  it('never gives a customer to two agents nor an agent more than their limit', async () => {
    const agents = await agentsOnBoth(nodes, urls, clients);
    for (const agent of agents)
      expect(await agent.emit('set_max_chats', { max_chats: 1 })).toEqual({ ok: true });
    const [ada] = agents;

    // Four requests at once, two on each process.
    const guests = await Promise.all(
      [0, 1, 2, 3].map((n) => customerClient(urls[n % 2]!, sessionId(`scale-auto-${n}`)).connect()),
    );
    clients.push(...guests);
    const requested = await Promise.all(
      guests.map((guest) => guest.emit<{ ok: boolean }>('request_chat', { customer_name: 'Gwen' })),
    );
    expect(requested.map((answer) => answer.ok)).toEqual([true, true, true, true]);

    const active = () =>
      nodes.dbs[1]!.query<{ agent_user_id: number; n: number }>(
        `SELECT agent_user_id, count(*)::integer AS n FROM live_chats WHERE status = 'active' GROUP BY agent_user_id`,
      );
    expect((await active()).map((row) => row.n)).toEqual([1, 1]);
    const waiting = await nodes.dbs[0]!.query(`SELECT id FROM live_chats WHERE status = 'waiting'`);
    expect(waiting).toHaveLength(2);

    // Ada's chat ends: one waiting customer, and only one, is hers.
    const adaState = await ada.next<AgentState>('agent_state', (state) => state.chatActive, 10_000);
    expect(await ada.emit('end_chat', { chat_id: adaState.chatSessionId })).toEqual({ ok: true });
    expect((await active()).map((row) => row.n)).toEqual([1, 1]);
    expect(await nodes.dbs[0]!.query(`SELECT id FROM live_chats WHERE status = 'waiting'`)).toHaveLength(1);
  });
});
