import { randomUUID } from 'node:crypto';
import { sessionMessages } from '@ohmstead/contracts/auth';
import { ACCESS, can, type Capability, type Role, ROLES } from '@ohmstead/contracts/roles';
import { isTicketStaff } from '@ohmstead/contracts/tickets-admin';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { MULTIPART_TYPE, multipartBody } from '../../test/fakes/chat-widget';
import { PNG } from '../../test/fakes/sample-files';
import { ticketFilesOnDisk } from '../../test/files-on-disk';
import { useTestServer } from '../../test/harness';
import { localTicketSystem } from '../adapters/tickets/local';
import type { Queryable } from '../db/database';
import { accountEmail } from './account-email';
import { addUser, call, tokenFor } from './test-users';
import { signToken } from './token';
import { userRepository } from './user-repository';

/**
 * docs/product.md §3.6 shows only which menu items each role sees; the server must refuse what the menu hides.
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

/**
 * Who may call an endpoint: a capability of the role table, anyone, only the user named in the query, or
 * the staff who work Support Tickets (Manager: a Customer has the capability but not these calls).
 */
type Audience = Capability | 'public' | 'self' | 'otherUser' | 'ticketStaff' | 'fixtureDevice';

interface Endpoint {
  name: string;
  audience: Audience;
  send(who: Identity, caseNumber: number): Promise<LightMyRequestResponse>;
}

/** An enquiry (a quote request) whose ticket leg is awaited: a retry makes its ticket. */
async function awaitedEnquiry(db: Queryable, ticketKey: string | null = null): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO enquiries (name, company, phone, title, email, comments, is_from_home_page, topic, ticket_state,
       ticket_key)
     VALUES ('Casey Matrix', 'Fleet Co', '9195550100', 'Owner', 'casey@fleet.example', 'A quote, please.', false,
       'quote', $1, $2)
     RETURNING id`,
    [ticketKey ? 'created' : 'awaited', ticketKey],
  );
  return Number(row!.id);
}

describe('role matrix: every role and every broken session against every signed-in endpoint', () => {
  const server = useTestServer({
    AUTH_TOKEN_SECRET: SECRET,
    AUTH_LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
  });
  const identities: Identity[] = [];
  let targetId = 0;
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
  /** A ticket of the Customer identity's address with a file, and an enquiry (a quote request) made it. */
  const fixtures = { ticketKey: '', ticketFileId: 0, enquiryId: 0, deviceId: 0, productId: 0, siteId: 0 };

  beforeAll(async () => {
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

    const tickets = localTicketSystem({
      db,
      options: { projectId: '10010', issueTypeId: '10038', timeZone: 'UTC' },
      log: app.log,
    });
    fixtures.ticketKey = await tickets.create({
      contact: {
        first_name: 'Casey',
        last_name: 'Matrix',
        company: 'Fleet Co',
        phone: '9195550100',
        title: 'Owner',
        email: accountEmail('as-customer'),
        message: 'The charger trips.',
      },
      source: 'contact-us',
    });
    await tickets.attach(
      fixtures.ticketKey,
      ticketFilesOnDisk([{ fileName: 'trip.txt', contentType: 'text/plain', content: Buffer.from('E42') }]),
    );
    const [file] = await db.query<{ id: number }>('SELECT id FROM ticket_attachments WHERE ticket_key = $1', [
      fixtures.ticketKey,
    ]);
    fixtures.ticketFileId = Number(file!.id);
    fixtures.enquiryId = await awaitedEnquiry(db, fixtures.ticketKey);

    // A device the Installer installed and the Vendor owns (docs/decisions/0031-devices-and-ota.md: who sees
    // which device).
    const idOf = (label: string) => identities.find((identity) => identity.label === label)!.userId;
    const [product] = await db.query<{ id: number }>(
      `INSERT INTO products (code, name, kind, rated_power_kw) VALUES ('MX-1', 'Matrix Post', 'charge-post', 75)
       RETURNING id`,
    );
    const [site] = await db.query<{ id: number }>(
      `INSERT INTO installation_sites (name, kind, latitude, longitude) VALUES ('Matrix Site', 'building', 35.8, -78.8)
       RETURNING id`,
    );
    const [device] = await db.query<{ id: number }>(
      `INSERT INTO devices (serial, product_id, site_id, installed_by, owner_id) VALUES ('MX-0001', $1, $2, $3, $4)
       RETURNING id`,
      [product!.id, site!.id, idOf('Installer'), idOf('Vendor')],
    );
    Object.assign(fixtures, {
      deviceId: Number(device!.id),
      productId: Number(product!.id),
      siteId: Number(site!.id),
    });
  });

  /** A device of its own for each case that edits, decommissions or recommissions one (in service or not). */
  const caseDevice = async (n: number, decommissioned = false) => {
    const [row] = await server.db.query<{ id: number }>(
      `INSERT INTO devices (serial, product_id, decommissioned_at) VALUES ($1, $2, $3) RETURNING id`,
      [`MX-L-${n}`, fixtures.productId, decommissioned ? new Date() : null],
    );
    return Number(row!.id);
  };

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
      name: 'GET Inquiries/GetAllInquiries',
      audience: 'feedbackAndInquiries',
      send: (who) =>
        call(app(), 'GET', '/api/Inquiries/GetAllInquiries?sort=name&dir=asc', { token: who.token }),
    },
    {
      name: 'GET Inquiries/GetInquiry',
      audience: 'feedbackAndInquiries',
      send: (who) =>
        call(app(), 'GET', `/api/Inquiries/GetInquiry?id=${fixtures.enquiryId}`, { token: who.token }),
    },
    {
      name: 'POST Inquiries/RetryLeg',
      audience: 'feedbackAndInquiries',
      // A fresh enquiry whose ticket the page never asked for: each allowed call makes one ticket.
      send: async (who) =>
        call(app(), 'POST', '/api/Inquiries/RetryLeg', {
          token: who.token,
          body: { id: await awaitedEnquiry(server.db), leg: 'ticket' },
        }),
    },
    {
      name: 'GET Inquiries/GetQuoteRequests',
      audience: 'feedbackAndInquiries',
      send: (who) => call(app(), 'GET', '/api/Inquiries/GetQuoteRequests?status=new', { token: who.token }),
    },
    {
      name: 'PUT Inquiries/SetQuoteStatus',
      audience: 'feedbackAndInquiries',
      send: (who) =>
        call(app(), 'PUT', '/api/Inquiries/SetQuoteStatus', {
          token: who.token,
          body: { id: fixtures.enquiryId, status: 'quoted' },
        }),
    },
    {
      name: 'GET Inquiries/DownloadAttachment',
      audience: 'feedbackAndInquiries',
      send: (who) =>
        call(app(), 'GET', `/api/Inquiries/DownloadAttachment?id=${fixtures.ticketFileId}`, {
          token: who.token,
        }),
    },
    {
      name: 'GET Tickets/GetAllTickets',
      audience: 'supportTickets',
      send: (who) => call(app(), 'GET', '/api/Tickets/GetAllTickets', { token: who.token }),
    },
    {
      name: "GET Tickets/GetTicket (the Customer's own)",
      audience: 'supportTickets',
      send: (who) =>
        call(app(), 'GET', `/api/Tickets/GetTicket?key=${fixtures.ticketKey}`, { token: who.token }),
    },
    {
      name: 'PUT Tickets/SetStatus',
      audience: 'ticketStaff',
      async send(who) {
        const [ticket] = await server.db.query<{ status: string }>(
          'SELECT status FROM tickets WHERE key = $1',
          [fixtures.ticketKey],
        );
        return call(app(), 'PUT', '/api/Tickets/SetStatus', {
          token: who.token,
          body: { key: fixtures.ticketKey, status: ticket!.status === 'open' ? 'in_progress' : 'open' },
        });
      },
    },
    {
      name: 'PUT Tickets/Assign',
      audience: 'ticketStaff',
      send: (who) =>
        call(app(), 'PUT', '/api/Tickets/Assign', {
          token: who.token,
          body: { key: fixtures.ticketKey, assigneeId: who.userId },
        }),
    },
    {
      name: 'POST Tickets/AddComment',
      audience: 'supportTickets',
      send: (who) =>
        call(app(), 'POST', '/api/Tickets/AddComment', {
          token: who.token,
          body: { key: fixtures.ticketKey, body: 'Any news?' },
        }),
    },
    {
      name: 'GET Tickets/DownloadAttachment',
      audience: 'supportTickets',
      send: (who) =>
        call(
          app(),
          'GET',
          `/api/Tickets/DownloadAttachment?key=${fixtures.ticketKey}&id=${fixtures.ticketFileId}`,
          {
            token: who.token,
          },
        ),
    },
    {
      name: 'GET Tickets/GetSupportDashboard',
      audience: 'executiveDashboards',
      send: (who) =>
        call(app(), 'GET', '/api/Tickets/GetSupportDashboard?tz=Europe%2FBerlin', { token: who.token }),
    },
    {
      name: 'GET Tickets/GetMprDashboard',
      audience: 'executiveDashboards',
      send: (who) => call(app(), 'GET', '/api/Tickets/GetMprDashboard', { token: who.token }),
    },
    ...(
      [
        ['Devices/GetAll?status=online&sort=lastSeen', 'devices'],
        ['Devices/GetFilters', 'devices'],
        ['Devices/GetDevice?id=DEVICE', 'fixtureDevice'],
        ['Devices/GetTelemetry?id=DEVICE&hours=6', 'fixtureDevice'],
        ['Devices/GetEvents?id=DEVICE', 'fixtureDevice'],
        ['Sites/GetAll', 'executiveDashboards'],
        ['Sites/GetSite?id=SITE', 'executiveDashboards'],
        ['Ota/GetProducts?kind=charge-post', 'ota'],
        ['Ota/GetComponents', 'ota'],
        ['Ota/GetReleases', 'ota'],
        ['EvCharging/GetDashboard', 'evChargerAndChatAgent'],
        ['EvCharging/GetHistory', 'evChargerAndChatAgent'],
      ] as const
    ).map(([path, audience]): Endpoint => ({
      name: `GET ${path.split('?')[0]}`,
      audience,
      send: (who) =>
        call(
          app(),
          'GET',
          `/api/${path.replace('DEVICE', String(fixtures.deviceId)).replace('SITE', String(fixtures.siteId))}`,
          { token: who.token },
        ),
    })),
    {
      name: 'POST Devices/Register',
      audience: 'ota',
      send: (who, n) =>
        call(app(), 'POST', '/api/Devices/Register', {
          token: who.token,
          body: {
            serial: `MX-R-${n}`,
            productId: fixtures.productId,
            siteId: null,
            ownerId: null,
            installedById: null,
          },
        }),
    },
    {
      name: 'POST Devices/IssueSecret',
      audience: 'ota',
      send: (who) =>
        call(app(), 'POST', `/api/Devices/IssueSecret?id=${fixtures.deviceId}`, { token: who.token }),
    },
    {
      name: 'GET Devices/GetAssignees',
      audience: 'ota',
      send: (who) => call(app(), 'GET', '/api/Devices/GetAssignees', { token: who.token }),
    },
    {
      name: 'PUT Devices/Update',
      audience: 'ota',
      send: async (who, n) =>
        call(app(), 'PUT', `/api/Devices/Update?id=${await caseDevice(n)}`, {
          token: who.token,
          body: {
            productId: fixtures.productId,
            siteId: fixtures.siteId,
            ownerId: null,
            installedById: null,
            latitude: null,
            longitude: null,
            publicCharging: true,
          },
        }),
    },
    {
      name: 'POST Devices/Decommission',
      audience: 'ota',
      send: async (who, n) =>
        call(app(), 'POST', `/api/Devices/Decommission?id=${await caseDevice(n)}`, {
          token: who.token,
          body: { reason: 'Matrix' },
        }),
    },
    {
      name: 'POST Devices/Recommission',
      audience: 'ota',
      send: async (who, n) =>
        call(app(), 'POST', `/api/Devices/Recommission?id=${await caseDevice(n, true)}`, {
          token: who.token,
        }),
    },
    {
      name: 'POST Ota/CreateProduct',
      audience: 'ota',
      send: (who, n) =>
        call(app(), 'POST', '/api/Ota/CreateProduct', {
          token: who.token,
          body: { code: `MX-P-${n}`, name: 'Matrix', kind: 'power-blade', ratedPowerKw: 30 },
        }),
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

  /**
   * The expected answer: 200/201 when allowed, 401 without a valid session, 403 for the wrong role, 404 for
   * a device outside the user's scope (a Customer who does not own it).
   */
  function expected(label: string, audience: Audience): 'allowed' | 401 | 403 | 404 {
    if (audience === 'public') return 'allowed';
    const role = (ROLES as readonly string[]).includes(label) ? (label as Role) : undefined;
    if (!role) return 401;
    if (audience === 'self') return 'allowed';
    if (audience === 'otherUser') return 403;
    if (audience === 'ticketStaff') return isTicketStaff([role]) ? 'allowed' : 403;
    if (audience === 'fixtureDevice') {
      if (!can([role], 'devices')) return 403;
      return role === 'Customer' ? 404 : 'allowed';
    }
    return can([role], audience) ? 'allowed' : 403;
  }

  const cases = identityLabels.flatMap((label) =>
    endpoints.map((endpoint) => ({ label, endpoint, outcome: expected(label, endpoint.audience) })),
  );

  it(`covers ${cases.length} cases: ${identityLabels.length} identities × ${endpoints.length} endpoints`, () => {
    expect(identityLabels).toHaveLength(14);
    expect(endpoints).toHaveLength(69);
    expect(cases).toHaveLength(966);
    // Every capability the endpoints use is one of the role table's.
    for (const { audience } of endpoints)
      if (!['public', 'self', 'otherUser', 'ticketStaff', 'fixtureDevice'].includes(audience))
        expect(ACCESS).toHaveProperty(audience);
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
