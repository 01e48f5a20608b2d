import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { sessionMessages } from '@ohmstead/contracts/auth';
import { ACCESS, can, ROLES, type Capability, type Role } from '@ohmstead/contracts/roles';
import { startTestServer, type TestServer } from '../../test/harness';
import { addUser, call, tokenFor } from './test-users';
import { signToken } from './token';
import { userRepository } from './user-repository';

/**
 * spec/03 §6 shows only which menu items each role sees; the server must refuse what the menu hides.
 * Every identity below calls every signed-in endpoint: each call the role table forbids gets 401 (no
 * valid session) or 403 (a role without the capability), each allowed call succeeds.
 */

const SECRET = 'matrix-secret-0123456789-abcdefghijklmnop';
const PASSWORD = 'matrix-password-1';

interface Identity {
  label: string;
  /** Undefined for the identities that hold no valid session. */
  roles?: Role[];
  token?: string;
  userId: number;
  password: string;
}

/** Who may call an endpoint: a capability of the role table, anyone, or only the user named in the query. */
type Audience = Capability | 'public' | 'self' | 'otherUser';

interface Endpoint {
  name: string;
  audience: Audience;
  send(who: Identity, caseNumber: number): Promise<LightMyRequestResponse>;
}

describe('role matrix: every role and every broken session against every signed-in endpoint', () => {
  let server: TestServer;
  const identities: Identity[] = [];
  let targetId = 0;

  beforeAll(async () => {
    server = await startTestServer({
      AUTH_TOKEN_SECRET: SECRET,
      AUTH_LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
    });
    const { app, db } = server;
    targetId = (await addUser(db, { userName: 'matrix-target', password: PASSWORD, roles: ['Customer'] })).id;

    for (const role of ROLES) {
      const user = await addUser(db, {
        userName: `as-${role.toLowerCase()}`,
        password: PASSWORD,
        roles: [role],
      });
      identities.push({
        label: role,
        roles: [role],
        userId: user.id,
        password: PASSWORD,
        token: await tokenFor(app, user.userName, PASSWORD),
      });
    }

    identities.push({ label: 'no token', userId: targetId, password: PASSWORD });

    // A SuperAdmin whose password is old, holding a token that has run out: only expiry refuses it.
    const lapsed = await addUser(db, {
      userName: 'lapsed-superadmin',
      password: PASSWORD,
      roles: ['SuperAdmin'],
    });
    await db.query(`UPDATE users SET password_changed_at = now() - interval '2 days' WHERE id = $1`, [
      lapsed.id,
    ]);
    const nineHoursAgo = new Date(Date.now() - 9 * 60 * 60_000);
    identities.push({
      label: 'expired token',
      userId: lapsed.id,
      password: PASSWORD,
      token: signToken(SECRET, lapsed.id, nineHoursAgo, 8 * 60).token,
    });

    // A well-formed token for a real SuperAdmin, signed with a key that is not the server's.
    identities.push({
      label: 'forged token',
      userId: lapsed.id,
      password: PASSWORD,
      token: signToken('not-the-server-secret-0123456789abcdef', lapsed.id, new Date(), 8 * 60).token,
    });

    // A SuperAdmin who signed in and was then deactivated: the token alone no longer opens anything.
    const gone = await addUser(db, {
      userName: 'deactivated-superadmin',
      password: PASSWORD,
      roles: ['SuperAdmin'],
    });
    const goneToken = await tokenFor(app, gone.userName, PASSWORD);
    await userRepository(db).deactivate(gone.id);
    identities.push({ label: 'deactivated user', userId: gone.id, password: PASSWORD, token: goneToken });
  });
  afterAll(() => server.close());

  const app = () => server.app;
  const endpoints: Endpoint[] = [
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
      send: (who) => call(app(), 'GET', '/api/Users/GetAll', { token: who.token }),
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
        call(app(), 'PUT', `/api/Users/Update?id=${targetId}`, {
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
        call(app(), 'POST', `/api/Auth/DismissWelcomePopup?userId=${targetId}`, {
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
        call(app(), 'POST', `/api/Auth/DismissSafetyCheck?userId=${targetId}`, { token: who.token }),
    },
    ...[
      'ChatAnalysis/GetOverview',
      'ChatAnalysis/GetQuestions',
      'ChatAnalysis/GetHandoffs',
      'ChatAnalysis/GetSafety',
      'ChatAnalysis/GetConversations',
      'ChatAnalysis/GetHandoffList',
      'ChatAnalysis/GetAcknowledgements',
      'Dashboards/GetExecutiveDashboard',
    ].map((path): Endpoint => ({
      name: `GET ${path}`,
      audience: 'executiveDashboards',
      send: (who) => call(app(), 'GET', `/api/${path}?tz=Europe%2FBerlin`, { token: who.token }),
    })),
    {
      name: 'GET ChatAnalysis/GetTranscript',
      audience: 'executiveDashboards',
      async send(who) {
        await server.db.query(
          `INSERT INTO bot_conversations (id, bot, identity_key) VALUES ('matrix-chat', 'crm', 'guest:matrix')
           ON CONFLICT DO NOTHING`,
        );
        return call(app(), 'GET', '/api/ChatAnalysis/GetTranscript?conversation=matrix-chat', {
          token: who.token,
        });
      },
    },
    {
      name: 'GET Notification/GetAllNotification (public)',
      audience: 'public',
      send: (who) => call(app(), 'GET', '/api/Notification/GetAllNotification', { token: who.token }),
    },
    {
      name: 'GET HomeConfiguration/GetHero (public)',
      audience: 'public',
      send: (who) => call(app(), 'GET', '/api/HomeConfiguration/GetHero', { token: who.token }),
    },
  ];

  const identityLabels = [...ROLES, 'no token', 'expired token', 'forged token', 'deactivated user'];

  /** The expected answer: 200/201 when allowed, 401 without a valid session, 403 for the wrong role. */
  function expected(label: string, audience: Audience): 'allowed' | 401 | 403 {
    if (audience === 'public') return 'allowed';
    const role = (ROLES as readonly string[]).includes(label) ? (label as Role) : undefined;
    if (!role) return 401;
    if (audience === 'self') return 'allowed';
    if (audience === 'otherUser') return 403;
    return can([role], audience) ? 'allowed' : 403;
  }

  const cases = identityLabels.flatMap((label) =>
    endpoints.map((endpoint) => ({ label, endpoint, outcome: expected(label, endpoint.audience) })),
  );

  it(`covers ${cases.length} cases: ${identityLabels.length} identities × ${endpoints.length} endpoints`, () => {
    expect(identityLabels).toHaveLength(14);
    expect(endpoints).toHaveLength(26);
    expect(cases).toHaveLength(364);
    // Every capability the endpoints use is one of the role table's.
    for (const { audience } of endpoints)
      if (!['public', 'self', 'otherUser'].includes(audience)) expect(ACCESS).toHaveProperty(audience);
    const allowed = cases.filter((c) => c.outcome === 'allowed').length;
    console.info(
      `role matrix: ${cases.length} cases, ${allowed} allowed, ${cases.filter((c) => c.outcome === 403).length} × 403, ` +
        `${cases.filter((c) => c.outcome === 401).length} × 401`,
    );
  });

  it.each(cases.map((c, n) => [c.label, c.endpoint.name, c.outcome, n] as const))(
    '%s → %s: %s',
    async (label, endpointName, outcome, n) => {
      const who = identities.find((identity) => identity.label === label)!;
      const endpoint = endpoints.find((entry) => entry.name === endpointName)!;
      const response = await endpoint.send(who, n);
      if (outcome === 'allowed') {
        expect([200, 201], response.body).toContain(response.statusCode);
      } else {
        expect(response.statusCode, response.body).toBe(outcome);
        const body = response.json();
        expect(body.responseStatusCode).toBe(outcome);
        if (outcome === 401)
          expect([sessionMessages.signInRequired, sessionMessages.sessionExpired]).toContain(body.message);
        if (label === 'no token' || label === 'forged token')
          expect(body.message).toBe(sessionMessages.signInRequired);
        if (label === 'expired token' || label === 'deactivated user')
          expect(body.message).toBe(sessionMessages.sessionExpired);
      }
    },
  );
});
