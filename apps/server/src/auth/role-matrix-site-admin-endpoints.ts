import { randomUUID } from 'node:crypto';
import { MULTIPART_TYPE, multipartBody } from '../../test/fakes/chat-widget';
import { PNG } from '../../test/fakes/sample-files';
import { type Endpoint, type Identity, type Matrix, PASSWORD } from './role-matrix-fixtures';
import { addUser, call } from './test-users';

/**
 * The role matrix's endpoints of the site's administration: maintenance notice, account, users, saved
 * replies, news and social items, home configuration, and the sign-in popups of one's own.
 */
export function siteAdminEndpoints({ server, fixtures }: Matrix): Endpoint[] {
  const app = () => server.app;

  /** A social item of each case that moves or deletes one, so every allowed call finds its own. */
  const socialItem = async (n: number, kind = 'LinkedIn') => {
    const [row] = await server.db.query<{ id: number }>(
      `INSERT INTO social_items (kind, heading, description) VALUES ($1, $2, $3) RETURNING id`,
      [kind, `Matrix ${n}`, `https://www.linkedin.com/posts/matrix-${n}`],
    );
    return Number(row!.id);
  };
  /** A multipart call (the social items' form and image). */
  const form = (who: Identity, method: 'POST' | 'PUT', url: string, fields: Record<string, string>) =>
    server.app.inject({
      method,
      url,
      headers: {
        'content-type': MULTIPART_TYPE,
        ...(who.token ? { authorization: `Bearer ${who.token}` } : {}),
      },
      payload: multipartBody(fields, [{ name: 'logo.png', content: PNG, field: 'image' }]),
    });

  return [
    {
      name: 'PUT Notification/UpdateMaintenance',
      audience: 'maintenance',
      send: (who) =>
        call(app(), 'PUT', '/api/Notification/UpdateMaintenance', {
          token: who.token,
          body: { message: '<p>Planned maintenance tonight</p>', status: 'Inactive' },
        }),
    },
    {
      name: 'GET Account/Profile',
      audience: 'account',
      send: (who) => call(app(), 'GET', '/api/Account/Profile', { token: who.token }),
    },
    {
      name: 'PUT Account/Profile',
      audience: 'account',
      send: (who) =>
        call(app(), 'PUT', '/api/Account/Profile', {
          token: who.token,
          body: { firstName: 'Pat', lastName: 'Tester', contact: '+1 (919) 555-0199' },
        }),
    },
    {
      name: 'POST Account/ChangePassword',
      audience: 'account',
      async send(who) {
        const newPassword = `${who.password}x`;
        const response = await call(app(), 'POST', '/api/Account/ChangePassword', {
          token: who.token,
          body: { currentPassword: who.password, newPassword },
        });
        // The old token stops working; the identity carries on with the fresh one.
        if (response.statusCode === 200) {
          who.token = response.json().token;
          who.password = newPassword;
        }
        return response;
      },
    },
    {
      name: 'GET Users/GetAll',
      audience: 'userManagement',
      send: (who) =>
        call(app(), 'GET', '/api/Users/GetAll?sort=name&dir=desc&role=Customer&active=true', {
          token: who.token,
        }),
    },
    {
      name: 'GET Users/GetAll (CSV)',
      audience: 'userManagement',
      send: (who) => call(app(), 'GET', '/api/Users/GetAll?format=csv', { token: who.token }),
    },
    {
      name: 'GET SavedReplies/GetAll',
      audience: 'evChargerAndChatAgent',
      send: (who) => call(app(), 'GET', '/api/SavedReplies/GetAll', { token: who.token }),
    },
    {
      name: 'GET agent-push/key',
      audience: 'evChargerAndChatAgent',
      send: (who) => call(app(), 'GET', '/api/agent-push/key', { token: who.token }),
    },
    {
      name: 'GET LiveChat/GetCustomerContext',
      audience: 'evChargerAndChatAgent',
      send: async (who, n) => {
        // A guest's chat this identity held: the agent roles read its (empty) context.
        const chatId = randomUUID();
        await server.db.query(
          `INSERT INTO live_chats (id, customer_key, customer_name, user_name, bot, status, agent_user_id, ended_at)
           VALUES ($1, $2, 'guest', 'guest', 'CRM', 'ended', (SELECT id FROM users WHERE id = $3), now())`,
          [chatId, `guest:matrix-${n}`, who.userId],
        );
        return call(app(), 'GET', `/api/LiveChat/GetCustomerContext?chatId=${chatId}`, { token: who.token });
      },
    },
    {
      name: 'POST SavedReplies/Create',
      audience: 'savedReplies',
      send: (who, n) =>
        call(app(), 'POST', '/api/SavedReplies/Create', {
          token: who.token,
          body: { title: `reply-${n}`, body: 'Hello {customer_name}.' },
        }),
    },
    {
      name: 'GET Feed/GetAllFeedAdmin',
      audience: 'newsAndEvents',
      send: (who) =>
        call(app(), 'GET', '/api/Feed/GetAllFeedAdmin?status=published&sort=heading&format=csv', {
          token: who.token,
        }),
    },
    {
      name: 'GET Feed/GetAllSocialAdmin',
      audience: 'newsAndEvents',
      send: (who) => call(app(), 'GET', '/api/Feed/GetAllSocialAdmin?kind=Youtube', { token: who.token }),
    },
    {
      name: 'POST Feed/CreateSocialItem',
      audience: 'newsAndEvents',
      send: (who, n) =>
        form(who, 'POST', '/api/Feed/CreateSocialItem', {
          kind: 'ExternalLink',
          heading: `Logo ${n}`,
          link: `https://press.example.com/matrix-${n}`,
        }),
    },
    {
      name: 'PUT Feed/UpdateSocialItem',
      audience: 'newsAndEvents',
      send: async (who, n) =>
        form(who, 'PUT', `/api/Feed/UpdateSocialItem?id=${await socialItem(n)}`, {
          heading: `Post ${n}`,
          link: `https://www.linkedin.com/posts/matrix-${n}-edited`,
        }),
    },
    {
      name: 'POST Feed/MoveSocialItem',
      audience: 'newsAndEvents',
      async send(who, n) {
        // The newest is first: the one added before it is the place below.
        await socialItem(n, 'Youtube');
        const id = await socialItem(n + 10_000, 'Youtube');
        return call(app(), 'POST', `/api/Feed/MoveSocialItem?id=${id}&direction=down`, { token: who.token });
      },
    },
    {
      name: 'DELETE Feed/DeleteSocialItem',
      audience: 'newsAndEvents',
      send: async (who, n) =>
        app().inject({
          method: 'DELETE',
          url: `/api/Feed/DeleteSocialItem?id=${await socialItem(n)}`,
          headers: who.token ? { authorization: `Bearer ${who.token}` } : {},
        }),
    },
    {
      name: 'POST Users/Create',
      audience: 'userManagement',
      send: (who, n) =>
        call(app(), 'POST', '/api/Users/Create', {
          token: who.token,
          body: {
            userName: `created-${n}`,
            firstName: 'New',
            lastName: 'Person',
            contact: '',
            roles: ['Customer'],
            password: 'created-password-1',
          },
        }),
    },
    {
      name: 'PUT Users/Update',
      audience: 'userManagement',
      send: (who) =>
        call(app(), 'PUT', `/api/Users/Update?id=${fixtures.targetId}`, {
          token: who.token,
          body: { firstName: 'Target', lastName: 'User', contact: '', roles: ['Customer'], active: true },
        }),
    },
    {
      name: 'POST Users/Deactivate',
      audience: 'userManagement',
      async send(who, n) {
        const victim = await addUser(server.db, {
          userName: `victim-${n}`,
          password: PASSWORD,
          roles: ['Customer'],
        });
        return call(app(), 'POST', `/api/Users/Deactivate?id=${victim.id}`, { token: who.token });
      },
    },
    {
      name: 'GET HomeConfiguration/GetAll',
      audience: 'homeConfiguration',
      send: (who) => call(app(), 'GET', '/api/HomeConfiguration/GetAll', { token: who.token }),
    },
    {
      name: 'PUT HomeConfiguration/UpdateSeo',
      audience: 'homeConfiguration',
      send: (who) =>
        call(app(), 'PUT', '/api/HomeConfiguration/UpdateSeo', {
          token: who.token,
          body: {
            pageName: 'AboutUs',
            title: 'About Us | Ohmstead Power',
            metaKeyword: 'about, power routers',
            metaDescription: 'Who we are.',
          },
        }),
    },
    {
      name: 'PUT HomeConfiguration/UpdateHero',
      audience: 'homeConfiguration',
      send: (who) =>
        call(app(), 'PUT', '/api/HomeConfiguration/UpdateHero', {
          token: who.token,
          body: {
            beforeTitle: 'Solid-state power routing',
            title: 'One Power Router',
            text: 'For every load.',
          },
        }),
    },
    {
      name: 'POST Auth/DismissWelcomePopup (own userId)',
      audience: 'self',
      send: (who) =>
        call(app(), 'POST', `/api/Auth/DismissWelcomePopup?userId=${who.userId}`, {
          token: who.token,
          body: true,
        }),
    },
    {
      name: "POST Auth/DismissWelcomePopup (another user's userId)",
      audience: 'otherUser',
      send: (who) =>
        call(app(), 'POST', `/api/Auth/DismissWelcomePopup?userId=${fixtures.targetId}`, {
          token: who.token,
          body: true,
        }),
    },
    {
      name: 'POST Auth/DismissSafetyCheck (own userId)',
      audience: 'self',
      send: (who) =>
        call(app(), 'POST', `/api/Auth/DismissSafetyCheck?userId=${who.userId}`, { token: who.token }),
    },
    {
      name: "POST Auth/DismissSafetyCheck (another user's userId)",
      audience: 'otherUser',
      send: (who) =>
        call(app(), 'POST', `/api/Auth/DismissSafetyCheck?userId=${fixtures.targetId}`, { token: who.token }),
    },
  ];
}
