import { type AgentState, liveChatMessages } from '@ohmstead/contracts/live-chat';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { countRows, startTestServer, type TestServer } from '../../../test/harness';
import { agentClient, customerClient, listen, sessionId, TestClient } from '../../../test/live-chat-clients';
import { addUser, tokenFor } from '../../auth/test-users';

const REQUEST = { customer_name: 'Gwen', history: [] };

describe('live chat: what the server refuses', () => {
  let server: TestServer;
  let url: string;
  const tokens: Record<string, string> = {};
  const open: TestClient[] = [];
  const track = <T extends TestClient>(client: T) => (open.push(client), client);

  beforeAll(async () => {
    server = await startTestServer();
    for (const [userName, role] of [
      ['agent', 'Manager'],
      ['installer', 'Installer'],
      ['editor', 'NewsEditor'],
    ] as const) {
      await addUser(server.db, { userName, password: 'security-password', roles: [role] });
      tokens[userName] = await tokenFor(server.app, userName, 'security-password');
    }
    url = await listen(server.app);
  });
  afterEach(() => {
    for (const client of open.splice(0)) client.close();
  });
  afterAll(() => server.close());

  it.each([
    ['a guest (no token)', {}],
    ['a forged token', { token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.forged' }],
  ])('refuses %s on the agent namespace', async (_case, auth) => {
    const client = track(new TestClient(`${url}/agent`, auth));
    await expect(client.connect()).rejects.toThrow(liveChatMessages.signInRequired);
  });

  it.each(['installer', 'editor'])('refuses the %s role on the agent namespace', async (who) => {
    await expect(track(agentClient(url, tokens[who]!)).connect()).rejects.toThrow(
      liveChatMessages.notPermitted,
    );
  });

  it('refuses a customer with a forged token, and one without a session id', async () => {
    await expect(track(customerClient(url, sessionId('forged'), 'a.b.c')).connect()).rejects.toThrow(
      liveChatMessages.signInRequired,
    );
    await expect(track(customerClient(url, 'short')).connect()).rejects.toThrow(
      liveChatMessages.invalidPayload,
    );
  });

  it('refuses agent events from a customer socket', async () => {
    const guest = await track(customerClient(url, sessionId('intruder'))).connect();
    for (const event of ['chat_request_consent', 'toggle_availability', 'transcript', 'chat_history']) {
      expect(await guest.emit(event, {})).toEqual({ ok: false, error: liveChatMessages.notPermitted });
      expect(await guest.next('chat_error')).toEqual({ event, error: liveChatMessages.notPermitted });
    }
  });

  it("keeps a customer out of another chat and an agent out of another agent's chat", async () => {
    const agent = await track(agentClient(url, tokens.agent!)).connect();
    // The first agent_state comes once the server has recorded the agent's presence.
    await agent.next('agent_state');
    await agent.emit('toggle_availability', { isAvailable: true });
    const owner = await track(customerClient(url, sessionId('owner'))).connect();
    const { chat_id } = await owner.emit<{ chat_id: string }>('request_chat', REQUEST);
    await agent.emit('chat_request_consent', {
      customer_sid: chat_id,
      customer_details: { customer_name: 'G' },
      accept: true,
    });
    await owner.emit('send_message', { id: 'private-01', message: 'secret' });

    const other = await track(customerClient(url, sessionId('other'))).connect();
    // The customer's resume only ever answers their own chat.
    expect(await other.emit('resume', { after_seq: 0 })).toEqual({ ok: true, status: 'none', messages: [] });
    expect(await other.emit('send_message', { id: 'sneaky-01', message: 'hi' })).toEqual({
      ok: false,
      error: liveChatMessages.noOpenChat,
    });
    // A made-up chat id from an agent.
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await agent.emit('send_message', { chat_id: unknown, id: 'agent-x-01', message: 'x' })).toEqual({
      ok: false,
      error: liveChatMessages.chatNotFound,
    });
    expect(await agent.emit('resume', { chats: [{ chat_id: unknown, after_seq: 0 }] })).toMatchObject({
      ok: false,
    });
    expect(await countRows(server.db, 'live_chat_messages')).toBe(1);
    // An attachment the sender did not upload.
    expect(
      await owner.emit('send_message', {
        id: 'attach-01',
        message: '',
        attachments: [{ name: 'x.png', url: '/assets/uploads/live-chat/abc/x.png', size: 1 }],
      }),
    ).toEqual({ ok: false, error: liveChatMessages.attachmentUnknown });
    await owner.emit('end_chat', {});
  });

  const MALFORMED: [string, string, unknown][] = [
    ['customer', 'request_chat', { customer_name: '', history: [] }],
    ['customer', 'request_chat', { customer_name: 'x', history: [], extra: 1 }],
    ['customer', 'send_message', { id: 'x', message: 'too short an id' }],
    ['customer', 'send_message', { id: 'valid-id-1', message: '   ' }],
    ['customer', 'cancel_request', { chat_id: 'x' }],
    ['customer', 'end_chat', 'now'],
    ['customer', 'resume', { after_seq: -1 }],
    ['agent', 'chat_request_consent', { customer_sid: 'not-a-chat', customer_details: {}, accept: true }],
    ['agent', 'toggle_availability', { isAvailable: 'yes' }],
    ['agent', 'set_sound_enabled', {}],
    ['agent', 'send_message', { chat_id: 'nope', id: 'valid-id-1', message: 'x' }],
    ['agent', 'end_chat', {}],
    ['agent', 'resume', { chats: 'all' }],
    ['agent', 'chat_history', { page: 0, pageSize: 10 }],
    ['agent', 'transcript', { chat_id: 42 }],
  ];

  it.each(MALFORMED)(
    'a malformed %s %s gives chat_error and writes nothing',
    async (side, event, payload) => {
      const client = await track(
        side === 'agent' ? agentClient(url, tokens.agent!) : customerClient(url, sessionId('malformed')),
      ).connect();
      const before = [
        await countRows(server.db, 'live_chats'),
        await countRows(server.db, 'live_chat_messages'),
      ];
      const state = side === 'agent' ? await client.next<AgentState>('agent_state') : undefined;
      expect(await client.emit(event, payload)).toEqual({
        ok: false,
        error: liveChatMessages.invalidPayload,
      });
      expect(await client.next('chat_error')).toEqual({ event, error: liveChatMessages.invalidPayload });
      expect([
        await countRows(server.db, 'live_chats'),
        await countRows(server.db, 'live_chat_messages'),
      ]).toEqual(before);
      if (state) {
        const [row] = await server.db.query<{ is_available: boolean; sound_enabled: boolean }>(
          "SELECT is_available, sound_enabled FROM live_chat_agents a JOIN users u ON u.id = a.user_id WHERE u.user_name = 'agent'",
        );
        expect(row).toEqual({ is_available: state.isAvailable, sound_enabled: state.soundEnabled });
      }
    },
  );

  it('answers rateLimited past the per-socket limit', async () => {
    const guest = await track(customerClient(url, sessionId('flood'))).connect();
    const answers = [];
    for (let index = 0; index < 31; index += 1) answers.push(await guest.emit('resume', { after_seq: 0 }));
    expect(answers.at(-1)).toEqual({ ok: false, error: liveChatMessages.rateLimited });
    expect(answers.slice(0, 30).every((answer) => answer.ok)).toBe(true);
  });

  it('refuses a websocket handshake from an origin that may not embed the widget', async () => {
    const strict = await startTestServer({ WIDGET_ALLOWED_ORIGINS: 'http://allowed.test' });
    try {
      const strictUrl = await listen(strict.app);

      const evil = track(
        new TestClient(strictUrl, { sessionId: sessionId('evil') }, { origin: 'http://evil.test' }),
      );
      await expect(evil.connect()).rejects.toThrow();
      const good = track(
        new TestClient(strictUrl, { sessionId: sessionId('good') }, { origin: 'http://allowed.test' }),
      );
      await good.connect();
    } finally {
      for (const client of open.splice(0)) client.close();
      await strict.close();
    }
  });
});
