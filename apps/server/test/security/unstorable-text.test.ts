import { unstorableTextMessage } from '@ohmstead/contracts/storable-text';
import { beforeAll, describe, expect, it } from 'vitest';
import { addUser, call, tokenFor } from '../../src/auth/test-users';
import { countRows, databaseFingerprint, useTestServer } from '../harness';
import { customerClient, listen, sessionId } from '../live-chat-clients';

/**
 * A NUL byte or a lone surrogate must be refused before any guard or database: PostgreSQL refuses U+0000
 * (22021), which would be a 500 — after the sign-in had already counted a failed attempt. Each request below
 * is otherwise valid, so without the rule it would reach the database; each is a 400 that names the field,
 * and nothing changes (docs/decisions/0012-chat-sessions-and-input.md).
 */
const NUL = '\u0000';
const LONE = '\uD83D';

describe('a NUL or an unpaired surrogate is refused at the edge with a clear reason', () => {
  const server = useTestServer();
  let admin: string;
  beforeAll(async () => {
    await addUser(server.db, { userName: 'root', password: 'root-password-1', roles: ['SuperAdmin'] });
    admin = await tokenFor(server.app, 'root', 'root-password-1');
  });

  const guest = { 'x-chat-session': sessionId('nul') };
  const requests: [string, () => Promise<{ statusCode: number; json(): { message: string } }>, string][] = [
    [
      'SEO by page name',
      () => server.app.inject({ url: `/api/Seo/GetSeoDataByName?pageName=Ho%00me` }),
      'query.pageName',
    ],
    [
      'a bot question',
      () => server.app.inject({ url: '/bot/crm/answer?question=a%00b&username=guest', headers: guest }),
      'query.question',
    ],
    [
      'a sign-in',
      () =>
        call(server.app, 'POST', '/api/Auth/AuthTokenLogin', {
          body: { userName: `x${NUL}`, password: 'whatever-password' },
        }),
      'body.userName',
    ],
    [
      'a feed search',
      () =>
        call(server.app, 'GET', `/api/Feed/GetAllFeedAdmin?page=1&pageSize=10&search=a%00b`, {
          token: admin,
        }),
      'query.search',
    ],
    [
      'a feed',
      () =>
        call(server.app, 'POST', '/api/Feed/CreateFeed', {
          token: admin,
          body: {
            feedType: 'News',
            heading: `He${NUL}ading`,
            description: '<p>Text</p>',
            publishAt: new Date().toISOString(),
          },
        }),
      'body.heading',
    ],
    [
      'the maintenance notice',
      () =>
        call(server.app, 'PUT', '/api/Notification/UpdateMaintenance', {
          token: admin,
          body: { message: `Down${NUL}`, status: 'Active' },
        }),
      'body.message',
    ],
    [
      'the hero',
      () =>
        call(server.app, 'PUT', '/api/HomeConfiguration/UpdateHero', {
          token: admin,
          body: { beforeTitle: 'A', title: `T${LONE}`, text: 'Text' },
        }),
      'body.title',
    ],
    [
      'SEO tags',
      () =>
        call(server.app, 'PUT', '/api/HomeConfiguration/UpdateSeo', {
          token: admin,
          body: { pageName: 'Home', title: `T${NUL}`, metaKeyword: 'k', metaDescription: 'd' },
        }),
      'body.title',
    ],
    [
      'the profile',
      () =>
        call(server.app, 'PUT', '/api/Account/Profile', {
          token: admin,
          body: { firstName: `Sam${NUL}`, lastName: 'S', contact: '' },
        }),
      'body.firstName',
    ],
    [
      'a new user',
      () =>
        call(server.app, 'POST', '/api/Users/Create', {
          token: admin,
          body: {
            userName: `u${NUL}`,
            firstName: 'U',
            lastName: 'U',
            contact: '',
            roles: ['Customer'],
            password: 'a-long-password-1',
          },
        }),
      'body.userName',
    ],
    [
      'a chat log line',
      () =>
        server.app.inject({
          method: 'POST',
          url: '/bot/crm/agent?username=guest',
          headers: { ...guest, 'content-type': 'application/json' },
          payload: JSON.stringify({
            agent: 'CRM',
            message_type: 'user',
            message: `hi${LONE}`,
            timestamp: new Date().toISOString(),
          }),
        }),
      'body.message',
    ],
  ];

  it.each(requests)('%s', async (_what, send, field) => {
    const before = await databaseFingerprint(server.db);
    const response = await send();
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(unstorableTextMessage(field));
    expect(await databaseFingerprint(server.db)).toEqual(before);
  });

  it('answers an address that is not UTF-8 with a 400 in the shape of every other refusal', async () => {
    const response = await server.app.inject({ url: '/bot/%ED%A0%80/answer?question=a&username=guest' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ responseStatusCode: 400, message: 'The address is not valid.' });
  });

  it('answers a socket event with a clear chat_error and stores nothing', async () => {
    const url = await listen(server.app);
    const customer = await customerClient(url, sessionId('nul-socket')).connect();
    try {
      const before = await countRows(server.db, 'live_chats');
      const answer = await customer.emit('request_chat', { customer_name: `Eve${NUL}`, history: [] });
      expect(answer).toEqual({ ok: false, error: unstorableTextMessage('request_chat.customer_name') });
      expect(await customer.next('chat_error')).toEqual({
        event: 'request_chat',
        error: unstorableTextMessage('request_chat.customer_name'),
      });
      expect(await countRows(server.db, 'live_chats')).toBe(before);
    } finally {
      customer.close();
    }
  });
});
