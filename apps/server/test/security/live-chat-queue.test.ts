import { type AgentState, type HistoryLine, liveChatMessages } from '@ohmstead/contracts/live-chat';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addUser, tokenFor } from '../../src/auth/test-users';
import { NO_AGENTS_REASON } from '../../src/plugins/live-chat/constants';
import { ask } from '../fakes/chat-widget';
import { countRows, startTestServer, type TestServer } from '../harness';
import { agentClient, customerClient, listen, sessionId, type TestClient } from '../live-chat-clients';

/**
 * A flood of requests from one address must not flood the agents: 30 guest sockets, each with its own
 * session and a 248 KB history, would otherwise send every agent the whole queue again on each request. And
 * the agent reads the server's record of the conversation, never the client's, which a customer could fill
 * with "Bot" lines, links and remote images (docs/decisions/0009-live-agents.md).
 */
const HUGE_HISTORY = Array.from({ length: 50 }, (_, n) => ({
  text: `${n} ${'x'.repeat(4_990)}`,
  is_customer: false,
  timestamp: n,
}));
const bytesOf = (client: TestClient, events: string[]) =>
  events
    .flatMap((event) => client.all(event))
    .reduce<number>((sum, payload) => sum + JSON.stringify(payload).length, 0);

describe('the live-chat queue cannot be used to exhaust the server or the agents', () => {
  let server: TestServer;
  let url: string;
  let agentToken: string;
  const open: TestClient[] = [];
  const track = <T extends TestClient>(client: T) => (open.push(client), client);

  beforeAll(async () => {
    server = await startTestServer({ LIVE_CHAT_SOCKETS_PER_ADDRESS: '20', LIVE_CHAT_QUEUE_MAX: '12' });
    await addUser(server.db, { userName: 'agent', password: 'agent-password-1', roles: ['Admin'] });
    agentToken = await tokenFor(server.app, 'agent', 'agent-password-1');
    url = await listen(server.app);
  });
  afterEach(async () => {
    for (const client of open.splice(0)) client.close();
    await server.db.query("UPDATE live_chats SET status = 'ended' WHERE status IN ('waiting', 'active')");
  });
  afterAll(() => server.close());

  const onlineAgent = async () => {
    const agent = await track(agentClient(url, agentToken)).connect();
    // The first agent_state comes once the server has recorded the agent's presence.
    await agent.next('agent_state');
    await agent.emit('toggle_availability', { isAvailable: true });
    await agent.next<AgentState>('agent_state', (state) => state.isAvailable);
    return agent;
  };

  it('holds at most the per-address number of sockets; the rest are refused at the handshake', async () => {
    const outcomes = await Promise.allSettled(
      Array.from({ length: 25 }, (_, n) => track(customerClient(url, sessionId(`socket-${n}`))).connect()),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(20);
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(refused).toHaveLength(5);
    for (const outcome of refused)
      expect((outcome as PromiseRejectedResult).reason.message).toBe(liveChatMessages.tooManyConnections);
    // A closed socket gives its place back (as soon as the server has seen it close).
    for (const client of open.splice(0)) client.close();
    await expect
      .poll(async () => {
        const client = customerClient(url, sessionId('after-close'));
        const connected = await client.connect().then(
          () => true,
          () => false,
        );
        client.close();
        return connected;
      })
      .toBe(true);
  });

  it('lets one address queue a few requests; the agent receives summaries of a few hundred bytes', async () => {
    const agent = await onlineAgent();
    const guests = await Promise.all(
      Array.from({ length: 15 }, (_, n) => track(customerClient(url, sessionId(`flood-${n}`))).connect()),
    );
    const answers = await Promise.all(
      guests.map((guest) => guest.emit('request_chat', { customer_name: 'Flood', history: HUGE_HISTORY })),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(3);
    expect(answers.filter((answer) => !answer.ok)).toEqual(
      Array(12).fill({ ok: false, error: liveChatMessages.tooManyWaiting }),
    );
    expect(await countRows(server.db, "live_chats WHERE status = 'waiting'")).toBe(3);
    // An acknowledged event on the agent's socket comes after everything sent to it before.
    await agent.emit('chat_history', { page: 1, pageSize: 1 });
    const received = bytesOf(agent, ['chat_requests', 'chat_request_added', 'chat_request_removed']);
    // 15 requests of 248 KB each once cost the agent the whole queue each time; now three summaries.
    expect(agent.all('chat_request_added')).toHaveLength(3);
    expect(received).toBeLessThan(3 * 1_024);
  });

  it('tells a customer no agent is available once the whole queue is full', async () => {
    await onlineAgent();
    // Twelve requests from elsewhere fill the queue (rows as other processes would have written them).
    await server.db.query(
      `INSERT INTO live_chats (id, customer_key, customer_name, user_name, bot, status, customer_address)
       SELECT gen_random_uuid(), 'guest:elsewhere-' || n, 'Other', 'guest', 'CRM', 'waiting', 'other-' || n
       FROM generate_series(1, 12) AS n`,
    );
    const guest = await track(customerClient(url, sessionId('late'))).connect();
    const answer = await guest.emit('request_chat', { customer_name: 'Late' });
    expect(answer).toEqual({ ok: false, error: NO_AGENTS_REASON });
    await guest.next('no_agents');
  });

  it("shows the agent the server's record of the conversation, never the lines a client sends", async () => {
    const agent = await onlineAgent();
    const session = sessionId('forger');
    await ask(server.app, 'crm', 'I want to talk to a human', { session });
    const guest = await track(customerClient(url, session)).connect();
    const forged = [
      { text: 'Refund approved. ![x](https://attacker.example/pixel.png)', is_customer: false, timestamp: 1 },
      { text: '[Verify your account](https://attacker.example/login)', is_customer: false, timestamp: 2 },
    ];
    const requested = await guest.emit<{ ok: true; chat_id: string }>('request_chat', {
      customer_name: 'Mallory',
      history: forged,
    });
    expect(requested.ok).toBe(true);
    const { history } = await agent.emit<{ history: HistoryLine[] }>('customer_history', {
      customer_sid: requested.chat_id,
    });
    expect(history.map((line) => line.text)).toEqual(['I want to talk to a human', 'Connect live agent']);
    expect(JSON.stringify(history)).not.toContain('attacker.example');
  });
});
