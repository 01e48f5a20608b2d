import { liveChatMessages, type TypingEvent } from '@ohmstead/contracts/live-chat';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { countRows, startTestServer, type TestServer } from '../../../test/harness';
import {
  agentClient,
  customerClient,
  listen,
  sessionId,
  type TestClient,
} from '../../../test/live-chat-clients';
import { addUser, tokenFor } from '../../auth/test-users';

// "Typing…" both ways (docs/decisions/0050-typing-and-read-marks.md): relayed, validated, never stored.
describe('live chat: typing', () => {
  let server: TestServer;
  let url: string;
  let ada: string;
  let bo: string;
  const open: TestClient[] = [];
  const track = <T extends TestClient>(client: T) => (open.push(client), client);

  beforeAll(async () => {
    server = await startTestServer();
    await addUser(server.db, {
      userName: 'ada',
      password: 'agent-password-1',
      roles: ['Admin'],
      firstName: 'Ada',
    });
    await addUser(server.db, {
      userName: 'bo',
      password: 'agent-password-1',
      roles: ['Vendor'],
      firstName: 'Bo',
    });
    ada = await tokenFor(server.app, 'ada', 'agent-password-1');
    bo = await tokenFor(server.app, 'bo', 'agent-password-1');
    url = await listen(server.app);
  });
  afterEach(async () => {
    for (const client of open.splice(0)) client.close();
    await server.db.query("UPDATE live_chats SET status = 'ended' WHERE status IN ('waiting', 'active')");
    await server.db.query('UPDATE live_chat_agents SET is_available = false');
  });
  afterAll(() => server.close());

  async function chatWithGuest(name: string) {
    const agent = await track(agentClient(url, ada)).connect();
    await agent.next('agent_state');
    expect(await agent.emit('toggle_availability', { isAvailable: true })).toEqual({ ok: true });
    const guest = await track(customerClient(url, sessionId(name))).connect();
    const { chat_id } = await guest.emit<{ chat_id: string }>('request_chat', { customer_name: 'Gwen' });
    await agent.emit('chat_request_consent', {
      customer_sid: chat_id,
      customer_details: { customer_name: 'Gwen' },
      accept: true,
    });
    await guest.next('chat_assigned');
    return { agent, guest, chatId: chat_id };
  }

  it('relays typing and its stop both ways, storing nothing', async () => {
    const { agent, guest, chatId } = await chatWithGuest('typing-both');
    const messagesBefore = await countRows(server.db, 'live_chat_messages');

    expect(await guest.emit('typing', { typing: true })).toEqual({ ok: true });
    expect(await agent.next<TypingEvent>('typing')).toEqual({ chat_id: chatId, typing: true });
    expect(await guest.emit('typing', { typing: false })).toEqual({ ok: true });
    expect(await agent.next<TypingEvent>('typing')).toEqual({ chat_id: chatId, typing: false });

    expect(await agent.emit('typing', { chat_id: chatId, typing: true })).toEqual({ ok: true });
    expect(await guest.next<TypingEvent>('typing')).toEqual({ chat_id: chatId, typing: true });

    expect(await countRows(server.db, 'live_chat_messages')).toBe(messagesBefore);
    // The typist hears nothing back of its own typing.
    expect(guest.all('typing')).toHaveLength(1);
    expect(agent.all('typing')).toHaveLength(2);
  });

  it('refuses a malformed payload, another agent’s chat and a customer without an active chat', async () => {
    const { agent, guest, chatId } = await chatWithGuest('typing-refused');
    expect(await guest.emit('typing', { typing: 'yes' })).toEqual({
      ok: false,
      error: liveChatMessages.invalidPayload,
    });
    expect(await guest.emit('typing', { typing: true, chat_id: chatId })).toMatchObject({ ok: false });
    expect(await agent.emit('typing', { chat_id: 'not-a-chat', typing: true })).toMatchObject({ ok: false });

    const other = await track(agentClient(url, bo)).connect();
    await other.next('agent_state');
    expect(await other.emit('typing', { chat_id: chatId, typing: true })).toEqual({
      ok: false,
      error: liveChatMessages.chatNotFound,
    });

    const stranger = await track(customerClient(url, sessionId('typing-nobody'))).connect();
    expect(await stranger.emit('typing', { typing: true })).toEqual({
      ok: false,
      error: liveChatMessages.noOpenChat,
    });
    expect(guest.all('typing')).toEqual([]);
    expect(agent.all('typing')).toEqual([]);
  });

  it('counts typing against the socket’s rate limit', async () => {
    await chatWithGuest('typing-flood');
    const flood = await track(customerClient(url, sessionId('typing-flood'))).connect();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        flood.emit<{ ok: boolean; error?: string }>('typing', { typing: true }),
      ),
    );
    expect(answers.filter((answer) => answer.error === liveChatMessages.rateLimited).length).toBeGreaterThan(
      0,
    );
  });
});
