import {
  type AgentState,
  type ChatRequest,
  type CustomerResumeAnswer,
  type HistoryLine,
  liveChatMessages,
  type LiveMessage,
} from '@ohmstead/contracts/live-chat';
import { describe, expect, it } from 'vitest';
import { ask } from '../../../test/fakes/chat-widget';
import { countRows } from '../../../test/harness';
import { agentClient, customerClient, sessionId, useLiveChatBlock } from '../../../test/live-chat-clients';

/** An older widget still sends its own copy of the chat: the server ignores it and reads its own record. */
const REQUEST = { customer_name: 'Gwen', history: [{ text: 'Hello bot', is_customer: true, timestamp: 1 }] };

describe('live chat: the customer and agent flow', () => {
  const live = useLiveChatBlock({ LIVE_CHAT_SWEEP_INTERVAL_MS: '100', LIVE_CHAT_AGENT_GRACE_MS: '400' });

  const onlineAgent = async (token: string) => {
    const agent = await live.track(agentClient(live.url, token)).connect();
    await agent.next('agent_state');
    expect(await agent.emit('toggle_availability', { isAvailable: true })).toEqual({ ok: true });
    await agent.next<AgentState>('agent_state', (state) => state.isAvailable);
    return agent;
  };

  it('takes a guest from request to waiting, to an agent, through messages both ways, to the end', async () => {
    const agent = await onlineAgent(live.ada);
    // The guest talked to the bot first: that is what the agent reads.
    expect(
      (await ask(live.server.app, 'crm', 'I want to talk to a human', { session: sessionId('flow') }))
        .statusCode,
    ).toBe(200);
    const guest = await live.track(customerClient(live.url, sessionId('flow'))).connect();
    expect(await guest.next('number_available_agents')).toEqual({ num_agents: 1 });
    await guest.next('bot_online');

    const requested = await guest.emit<{ ok: true; chat_id: string }>('request_chat', REQUEST);
    expect(requested.ok).toBe(true);
    expect(await guest.next('waiting_for_agent')).toEqual({ position: 1, chat_id: requested.chat_id });
    const added = await agent.next<ChatRequest>('chat_request_added');
    expect(added).toEqual({
      customer_sid: requested.chat_id,
      requested_at: expect.any(String),
      customer_details: {
        customer_name: 'Gwen',
        user_name: 'guest',
        bot: 'CRM',
        history_count: 2,
        last_message: 'I want to talk to a human',
      },
    });
    const { history } = await agent.emit<{ history: HistoryLine[] }>('customer_history', {
      customer_sid: requested.chat_id,
    });
    // The bot's lines come with their HTML, the customer's are plain text (docs/decisions/0029-chat-replies-rendered-on-live.server.md).
    expect(history.map((line) => [line.is_customer, line.text, line.html])).toEqual([
      [true, 'I want to talk to a human', undefined],
      [false, 'Connect live agent', '<p>Connect live agent</p>\n'],
    ]);

    const consent = await agent.emit('chat_request_consent', {
      customer_sid: requested.chat_id,
      customer_details: added.customer_details,
      accept: true,
    });
    expect(consent).toEqual({ ok: true, chat_id: requested.chat_id });
    expect(await guest.next('chat_assigned')).toEqual({
      agent_name: 'Ada Tester',
      agent_sid: expect.any(String),
      chat_id: requested.chat_id,
    });
    const state = await agent.next<AgentState>('agent_state', (s) => s.chatActive);
    expect(state).toMatchObject({
      customerName: 'Gwen',
      isAnonymous: true,
      chatSessionId: requested.chat_id,
    });

    expect(await guest.emit('send_message', { id: 'guest-msg-1', message: 'Hi agent' })).toEqual({
      ok: true,
      seq: 1,
    });
    const fromGuest = await agent.next<LiveMessage>('messages');
    expect(fromGuest).toMatchObject({ id: 'guest-msg-1', seq: 1, is_customer: true });
    expect(fromGuest.html).toBeUndefined();
    expect(
      await agent.emit('send_message', {
        chat_id: requested.chat_id,
        id: 'agent-msg-1',
        message: 'Hello **Gwen**: [the manual](http://example.com/m.pdf)',
      }),
    ).toEqual({ ok: true, seq: 2 });
    const reply = await guest.next<LiveMessage>('receive_message', (m) => !m.is_customer);
    expect(reply).toMatchObject({ sender_name: 'Ada Tester', seq: 2 });
    // An agent's markdown arrives with its HTML, links made safe by the live.server.
    expect(reply.html).toBe(
      '<p>Hello <strong>Gwen</strong>: <a class="cw-file-link" href="https://example.com/m.pdf" ' +
        'target="_blank" rel="noopener noreferrer">m.pdf</a></p>\n',
    );

    // The chat log call records them, with who said what.
    const log = await live.server.db.query<{ message_type: string; message: string; agent: string }>(
      'SELECT message_type, message, agent FROM bot_chat_log WHERE identity_key = $1 ORDER BY id',
      [`guest:${sessionId('flow')}`],
    );
    expect(log).toEqual([
      { message_type: 'user', message: 'Hi agent', agent: 'Ada Tester' },
      { message_type: 'agent', message: 'Hello **Gwen**: [File: m.pdf]', agent: 'Ada Tester' },
    ]);

    expect(await agent.emit('end_chat', { chat_id: requested.chat_id })).toEqual({ ok: true });
    expect(await guest.next('chat_ended')).toEqual({ chat_id: requested.chat_id });
    expect(await guest.emit('resume', { after_seq: 0 })).toEqual({ ok: true, status: 'none', messages: [] });
  });

  it('answers no_agents when nobody is available: no live chat, one refused request for the analysis', async () => {
    const guest = await live.track(customerClient(live.url, sessionId('lonely'))).connect();
    await guest.next('bot_offline');
    const before = await countRows(live.server.db, 'live_chats');
    const answer = await guest.emit('request_chat', REQUEST);
    expect(answer).toMatchObject({ ok: false });
    await guest.next('no_agents');
    expect(await countRows(live.server.db, 'live_chats')).toBe(before);
    // Asking again at once is the same request, not a second one.
    expect(await guest.emit('request_chat', REQUEST)).toMatchObject({ ok: false });
    await guest.next('no_agents');
    expect(
      await live.server.db.query(
        `SELECT customer_key, customer_name, bot, reason FROM live_chat_refusals WHERE customer_key = $1`,
        [`guest:${sessionId('lonely')}`],
      ),
    ).toEqual([
      {
        customer_key: `guest:${sessionId('lonely')}`,
        customer_name: 'Gwen',
        bot: 'CRM',
        reason: 'no_agents',
      },
    ]);
  });

  it('queues two guests as 1 and 2; when the first cancels, the second becomes 1', async () => {
    const agent = await onlineAgent(live.ada);
    const first = await live.track(customerClient(live.url, sessionId('first'))).connect();
    const second = await live.track(customerClient(live.url, sessionId('second'))).connect();
    const one = await first.emit<{ chat_id: string }>('request_chat', REQUEST);
    const two = await second.emit<{ chat_id: string }>('request_chat', { ...REQUEST, customer_name: 'Sam' });
    expect(await first.next('waiting_for_agent')).toEqual({ position: 1, chat_id: one.chat_id });
    expect(await second.next('waiting_for_agent')).toEqual({ position: 2, chat_id: two.chat_id });
    expect(await second.emit('request_chat', REQUEST)).toEqual({
      ok: false,
      error: liveChatMessages.alreadyWaiting,
    });

    expect(await first.emit('cancel_request', {})).toEqual({ ok: true });
    await first.next('request_canceled');
    expect(await second.next('waiting_for_agent')).toEqual({ position: 1, chat_id: two.chat_id });
    expect(await agent.next('chat_request_removed')).toEqual({ customer_sid: one.chat_id });
  });

  it('lets exactly one of two racing agents take a request', async () => {
    const [a, b] = [await onlineAgent(live.ada), await onlineAgent(live.bo)];
    const guest = await live.track(customerClient(live.url, sessionId('race'))).connect();
    const { chat_id } = await guest.emit<{ chat_id: string }>('request_chat', REQUEST);
    const consent = { customer_sid: chat_id, customer_details: { customer_name: 'Gwen' }, accept: true };
    const answers = await Promise.all([
      a.emit('chat_request_consent', consent),
      b.emit('chat_request_consent', consent),
    ]);
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.ok)).toEqual([
      { ok: false, error: liveChatMessages.requestNotPending },
    ]);
    await guest.next('chat_assigned');
    const rows = await live.server.db.query('SELECT agent_user_id FROM live_chats WHERE id = $1', [chat_id]);
    expect(rows).toHaveLength(1);
  });

  it('hides a declined request from that agent only', async () => {
    const [a, b] = [await onlineAgent(live.ada), await onlineAgent(live.bo)];
    const guest = await live.track(customerClient(live.url, sessionId('decline'))).connect();
    const { chat_id } = await guest.emit<{ chat_id: string }>('request_chat', REQUEST);
    await a.next<ChatRequest>('chat_request_added', (request) => request.customer_sid === chat_id);
    const consent = { customer_sid: chat_id, customer_details: { customer_name: 'Gwen' }, accept: false };
    expect(await a.emit('chat_request_consent', consent)).toEqual({ ok: true });
    expect(await a.next('chat_request_removed')).toEqual({ customer_sid: chat_id });
    // Only the agent who declined was told; a reconnect does not bring it back into that agent's list.
    expect(b.all('chat_request_removed')).toEqual([]);
    const again = await live.track(agentClient(live.url, live.ada)).connect();
    expect(await again.next<ChatRequest[]>('chat_requests')).toEqual([]);
    expect(await a.emit('chat_request_consent', { ...consent, accept: true })).toMatchObject({ ok: false });
    expect(await b.emit('chat_request_consent', { ...consent, accept: true })).toEqual({ ok: true, chat_id });
  });

  it('stores a resent client id once, acks the same seq and delivers it again; resume returns exactly what was missed', async () => {
    const agent = await onlineAgent(live.ada);
    const guest = await live.track(customerClient(live.url, sessionId('resume'))).connect();
    const { chat_id } = await guest.emit<{ chat_id: string }>('request_chat', REQUEST);
    await agent.emit('chat_request_consent', {
      customer_sid: chat_id,
      customer_details: { customer_name: 'G' },
      accept: true,
    });
    const firstDelivery = agent.next('messages');
    expect(await guest.emit('send_message', { id: 'dup-msg-01', message: 'once' })).toEqual({
      ok: true,
      seq: 1,
    });
    expect(await firstDelivery).toMatchObject({ id: 'dup-msg-01', seq: 1 });
    // A resend is what a sender does when the first ack never came: the first delivery may be lost too.
    const secondDelivery = agent.next('messages');
    expect(await guest.emit('send_message', { id: 'dup-msg-01', message: 'once' })).toEqual({
      ok: true,
      seq: 1,
    });
    expect(await secondDelivery).toMatchObject({ id: 'dup-msg-01', seq: 1 });
    expect(
      await live.server.db.query('SELECT seq FROM live_chat_messages WHERE chat_id = $1', [chat_id]),
    ).toHaveLength(1);

    guest.close();
    await agent.emit('send_message', { chat_id, id: 'missed-01', message: 'missed one' });
    await agent.emit('send_message', { chat_id, id: 'missed-02', message: 'missed two' });
    const back = await live.track(customerClient(live.url, sessionId('resume'))).connect();
    const resumed = await back.emit<CustomerResumeAnswer & { ok: true }>('resume', { after_seq: 1 });
    expect(resumed).toMatchObject({ ok: true, status: 'active', chat_id, agent_name: 'Ada Tester' });
    expect(resumed.messages.map((m) => [m.seq, m.message, m.html])).toEqual([
      [2, 'missed one', '<p>missed one</p>\n'],
      [3, 'missed two', '<p>missed two</p>\n'],
    ]);
    const agentResume = await agent.emit<{ messages: LiveMessage[] }>('resume', {
      chats: [{ chat_id, after_seq: 2 }],
    });
    expect(agentResume.messages.map((m) => [m.seq, m.html])).toEqual([[3, '<p>missed two</p>\n']]);
  });

  it('tells every customer when the number of available agents changes', async () => {
    const guest = await live.track(customerClient(live.url, sessionId('count'))).connect();
    expect(await guest.next('number_available_agents')).toEqual({ num_agents: 0 });
    const agent = await onlineAgent(live.ada);
    await guest.next<{ num_agents: number }>('number_available_agents', ({ num_agents }) => num_agents === 1);
    await guest.next('bot_online');
    await agent.emit('toggle_availability', { isAvailable: false });
    await guest.next<{ num_agents: number }>('number_available_agents', ({ num_agents }) => num_agents === 0);
    await guest.next('bot_offline');
  });

  it('keeps the sound and desktop-alert settings and the availability across reconnects', async () => {
    const agent = await onlineAgent(live.bo);
    expect(await agent.emit('set_sound_enabled', { enabled: false })).toEqual({ ok: true });
    await agent.next<AgentState>('agent_state', (state) => !state.soundEnabled);
    expect(await agent.emit('set_desktop_alerts_enabled', { enabled: true })).toEqual({ ok: true });
    await agent.next<AgentState>('agent_state', (state) => state.desktopAlertsEnabled);
    agent.close();
    const again = await live.track(agentClient(live.url, live.bo)).connect();
    expect(await again.next('connection_status')).toEqual({ connected: true, agent_sid: expect.any(String) });
    expect(await again.next<AgentState>('agent_state')).toMatchObject({
      soundEnabled: false,
      desktopAlertsEnabled: true,
      isAvailable: true,
    });
  });

  it('refuses a desktop-alert setting that is not on or off, and changes nothing', async () => {
    const agent = await onlineAgent(live.ada);
    expect(await agent.emit('set_desktop_alerts_enabled', { enabled: 'yes' })).toMatchObject({ ok: false });
    expect(await agent.emit('set_desktop_alerts_enabled', { enabled: true, extra: 1 })).toMatchObject({
      ok: false,
    });
    agent.close();
    const again = await live.track(agentClient(live.url, live.ada)).connect();
    await again.next('connection_status');
    expect(await again.next<AgentState>('agent_state')).toMatchObject({ desktopAlertsEnabled: false });
  });

  it('ends the chat with agent_disconnected once the agent is gone past the grace, not before', async () => {
    const agent = await onlineAgent(live.ada);
    const guest = await live.track(customerClient(live.url, sessionId('gone'))).connect();
    const { chat_id } = await guest.emit<{ chat_id: string }>('request_chat', REQUEST);
    await agent.emit('chat_request_consent', {
      customer_sid: chat_id,
      customer_details: { customer_name: 'G' },
      accept: true,
    });
    // A blip: the agent is back within the grace, the chat goes on.
    agent.close();
    const back = await live.track(agentClient(live.url, live.ada)).connect();
    await back.next<AgentState>('agent_state', (state) => state.chatActive);
    expect(guest.events()).not.toContain('agent_disconnected');
    back.close();
    expect(await guest.next('agent_disconnected')).toEqual({ chat_id });
    const [row] = await live.server.db.query<{ status: string; end_reason: string }>(
      'SELECT status, end_reason FROM live_chats WHERE id = $1',
      [chat_id],
    );
    expect(row).toEqual({ status: 'ended', end_reason: 'agent_disconnected' });
  });

  it('cancels the request of a guest gone past the waiting grace and takes it off the queue', async () => {
    const agent = await onlineAgent(live.ada);
    const gone = await live.track(customerClient(live.url, sessionId('absent'))).connect();
    const staying = await live.track(customerClient(live.url, sessionId('staying'))).connect();
    const { chat_id } = await gone.emit<{ chat_id: string }>('request_chat', REQUEST);
    const second = await staying.emit<{ chat_id: string }>('request_chat', {
      ...REQUEST,
      customer_name: 'Sam',
    });
    expect(await staying.next('waiting_for_agent')).toEqual({ position: 2, chat_id: second.chat_id });

    gone.close();
    // Still within the grace: a guest reloading the page keeps their place.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(agent.all('chat_request_removed')).toEqual([]);
    // Seen last long ago: the next sweep cancels the request.
    await live.server.db.query(
      "UPDATE live_chats SET customer_seen_at = now() - interval '1 hour' WHERE id = $1",
      [chat_id],
    );
    expect(await agent.next('chat_request_removed')).toEqual({ customer_sid: chat_id });
    expect(await staying.next('waiting_for_agent')).toEqual({ position: 1, chat_id: second.chat_id });
    const [row] = await live.server.db.query<{ status: string; end_reason: string }>(
      'SELECT status, end_reason FROM live_chats WHERE id = $1',
      [chat_id],
    );
    expect(row).toEqual({ status: 'canceled', end_reason: 'customer_absent' });
  });

  it('lets an agent page through its transcripts and read one', async () => {
    const agent = await onlineAgent(live.ada);
    const guest = await live.track(customerClient(live.url, sessionId('history'))).connect();
    const { chat_id } = await guest.emit<{ chat_id: string }>('request_chat', REQUEST);
    await agent.emit('chat_request_consent', {
      customer_sid: chat_id,
      customer_details: { customer_name: 'G' },
      accept: true,
    });
    await guest.emit('send_message', { id: 'history-01', message: 'for the record' });
    const history = await agent.emit<{ total: number; items: { chat_id: string }[] }>('chat_history', {
      page: 1,
      pageSize: 100,
    });
    expect(history.items.map((item) => item.chat_id)).toContain(chat_id);
    const transcript = await agent.emit<{ messages: LiveMessage[] }>('transcript', { chat_id });
    expect(transcript.messages.map((m) => m.message)).toEqual(['for the record']);
  });
});
