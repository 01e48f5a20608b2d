import { awaitedEnquiry, type Endpoint, type Matrix } from './role-matrix-fixtures';
import { call } from './test-users';

/**
 * The role matrix's endpoints of the business: chat analysis and dashboards, inquiries, support tickets,
 * devices and OTA, and the public reads a session changes nothing for.
 */
export function operationsEndpoints({ server, fixtures }: Matrix): Endpoint[] {
  const app = () => server.app;

  /** A device of its own for each case that edits, decommissions or recommissions one (in service or not). */
  const caseDevice = async (n: number, decommissioned = false) => {
    const [row] = await server.db.query<{ id: number }>(
      `INSERT INTO devices (serial, product_id, decommissioned_at) VALUES ($1, $2, $3) RETURNING id`,
      [`MX-L-${n}`, fixtures.productId, decommissioned ? new Date() : null],
    );
    return Number(row!.id);
  };

  return [
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
}
