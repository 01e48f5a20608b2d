import { type BotAnswer, chatServerMessages } from '@ohmstead/contracts/chat';
import { beforeAll, describe, expect, it } from 'vitest';
import { ask, type ChatCaller, chatHeaders } from '../../../test/fakes/chat-widget';
import { countRows, guestSession, useTestServer } from '../../../test/harness';
import { addUser, tokenFor } from '../../auth/test-users';
import { replaceFileUrls } from '../../db/chat-log-text';

const GUEST: ChatCaller = { session: guestSession('calls-guest') };

describe('POST /bot/{bot}/delete_history', () => {
  const server = useTestServer();
  let token: string;
  beforeAll(async () => {
    await addUser(server.db, { userName: 'dora', password: 'history-password', roles: ['Installer'] });
    token = await tokenFor(server.app, 'dora', 'history-password');
  });

  const deleteHistory = (
    bot: string,
    caller: ChatCaller,
    username = 'guest',
    headers: Record<string, string> = {},
  ) =>
    server.app.inject({
      method: 'POST',
      url: `/bot/${bot}/delete_history?username=${username}`,
      headers: { ...chatHeaders(caller), ...headers },
    });

  it("deletes only that identity's conversation with that bot, with an empty body", async () => {
    const dora = { token, username: 'dora' };
    const guestSession = (await ask(server.app, 'crm', 'Who is the CEO?', GUEST)).json<BotAnswer>()
      .session_id;
    await ask(server.app, 'crm', 'Who is the CEO?', dora);
    await ask(server.app, 'ia', 'What is the warranty?', dora);
    expect(await countRows(server.db, 'bot_conversations')).toBe(3);

    const response = await deleteHistory('ia', dora, 'dora', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ responseStatusCode: 200, message: chatServerMessages.historyDeleted });
    expect(await countRows(server.db, 'bot_conversations')).toBe(2);

    expect((await deleteHistory('crm', GUEST)).statusCode).toBe(200);
    const left = await server.db.query<{ bot: string; identity_key: string }>(
      'SELECT bot, identity_key FROM bot_conversations',
    );
    expect(left).toEqual([{ bot: 'crm', identity_key: expect.stringMatching(/^user:\d+$/) }]);
    expect(
      await server.db.query('SELECT id FROM bot_messages m WHERE conversation_id = $1', [guestSession]),
    ).toEqual([]);
    // Deleting again is no error: the history is gone either way.
    expect((await deleteHistory('crm', GUEST)).statusCode).toBe(200);
  });

  it.each([
    ['a guest in the Installation Assistant', 'ia', GUEST, 'guest', 401],
    ['another user name', 'crm', { token: 'x', username: 'dora' }, 'dora', 401],
    ['an unknown bot', 'hr', GUEST, 'guest', 404],
    ['a missing session', 'crm', { session: '' }, 'guest', 400],
  ] as const)('refuses %s', async (_case, bot, caller, username, status) => {
    await ask(server.app, 'crm', 'Who is the CEO?', GUEST);
    // Its turn is written first: a write still queued would start a conversation between the counts.
    await server.app.botTurns.flush();
    const before = await countRows(server.db, 'bot_conversations');
    expect((await deleteHistory(bot, caller, username)).statusCode).toBe(status);
    expect(await countRows(server.db, 'bot_conversations')).toBe(before);
  });
});

describe('POST /bot/{bot}/agent: the chat log', () => {
  const server = useTestServer();

  const log = (body: unknown, caller: ChatCaller = GUEST, bot = 'crm') =>
    server.app.inject({
      method: 'POST',
      url: `/bot/${bot}/agent?username=guest`,
      headers: { ...chatHeaders(caller), 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const entry = {
    agent: 'Agent Smith',
    message_type: 'user',
    message:
      'Here is the photo https://cdn.example.com/media/panel.jpg and ![meter](/bot/media/AbCdEfGhIjKlMnOpQrStUvWx/meter.png)',
    timestamp: 'Nov 21, 2026, 02:05:09 PM',
  };

  it('records the entry with file URLs replaced by [File: name]', async () => {
    const response = await log(entry);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ responseStatusCode: 200, message: chatServerMessages.logged });
    const [row] = await server.db.query<Record<string, string>>(
      'SELECT identity_key, username, agent, message_type, message, client_timestamp FROM bot_chat_log',
    );
    expect(row).toEqual({
      identity_key: `guest:${guestSession('calls-guest')}`,
      username: 'guest',
      agent: 'Agent Smith',
      message_type: 'user',
      message: 'Here is the photo [File: panel.jpg] and [File: meter.png]',
      client_timestamp: 'Nov 21, 2026, 02:05:09 PM',
    });
  });

  it.each([
    ['a missing message', { ...entry, message: undefined }, 'message is required'],
    [
      'a message over 20000 characters',
      { ...entry, message: 'x'.repeat(20_001) },
      'message cannot exceed 20000 characters',
    ],
    ['an unknown message type', { ...entry, message_type: 'bot' }, 'message_type must be user or agent'],
    ['a timestamp that is a number', { ...entry, timestamp: 42 }, 'timestamp is required'],
    ['an extra field', { ...entry, bot: 1 }, 'Unexpected field(s): bot'],
  ])('refuses %s', async (_case, body, message) => {
    const before = await countRows(server.db, 'bot_chat_log');
    const response = await log(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`Invalid body: ${message}`);
    expect(await countRows(server.db, 'bot_chat_log')).toBe(before);
  });

  it('refuses malformed JSON and a guest in the Installation Assistant', async () => {
    const before = await countRows(server.db, 'bot_chat_log');
    const malformed = await server.app.inject({
      method: 'POST',
      url: '/bot/crm/agent?username=guest',
      headers: { ...chatHeaders(GUEST), 'content-type': 'application/json' },
      payload: '{"agent":',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await log(entry, GUEST, 'ia')).statusCode).toBe(401);
    expect(await countRows(server.db, 'bot_chat_log')).toBe(before);
  });
});

describe('file URLs in a chat-log message', () => {
  it.each([
    ['https://site.test/bot/media/AbCdEfGhIjKlMnOpQrStUvWx/wiring%20plan.pdf', '[File: wiring plan.pdf]'],
    ['see /bot/media/AbCdEfGhIjKlMnOpQrStUvWx/a.txt.', 'see [File: a.txt].'],
    ['[the manual](https://cdn.example.com/docs/manual.pdf?v=2)', '[File: manual.pdf]'],
    ['http://cdn.example.com/x/IMG_0042.JPEG', '[File: IMG_0042.JPEG]'],
    [
      'visit https://ohmsteadpower.com/contact-us for more',
      'visit https://ohmsteadpower.com/contact-us for more',
    ],
  ])('%s → %s', (message, expected) => {
    expect(replaceFileUrls(message)).toBe(expected);
  });
});
