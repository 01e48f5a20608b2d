import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { changePasswordRequestSchema, updateProfileRequestSchema } from '@ohmstead/contracts/account';
import {
  dismissSafetyCheckQuerySchema,
  loginRequestSchema,
  userIdQuerySchema,
} from '@ohmstead/contracts/auth';
import { botFeedbackRequestSchema } from '@ohmstead/contracts/bot-feedback';
import {
  acknowledgementListQuerySchema,
  chatAnalysisQuerySchema,
  conversationListQuerySchema,
  handoffListQuerySchema,
  transcriptQuerySchema,
} from '@ohmstead/contracts/chat-analysis';
import { emailTranscriptSchema, rateChatSchema } from '@ohmstead/contracts/chat-satisfaction-schemas';
import {
  botAnswerQuerySchema,
  chatFormFieldsSchema,
  chatFormRecordSchema,
  chatLogEntrySchema,
  chatUserQuerySchema,
  contactFormQuerySchema,
  uploadAttachmentsQuerySchema,
} from '@ohmstead/contracts/chat-schemas';
import {
  contactEmailRequestSchema,
  contactTicketRequestSchema,
  leadPostSchema,
} from '@ohmstead/contracts/contact';
import { customerContextQuerySchema } from '@ohmstead/contracts/customer-context';
import { executiveDashboardQuerySchema } from '@ohmstead/contracts/dashboards';
import {
  DEVICE_NAMESPACE,
  DEVICE_REPORTS,
  deviceLinkMessages,
  firmwareDownloadQuerySchema,
} from '@ohmstead/contracts/device-link';
import {
  decommissionRequestSchema,
  deviceEventsQuerySchema,
  deviceListQuerySchema,
  idQuerySchema,
  registerDeviceRequestSchema,
  telemetryQuerySchema,
  updateDeviceRequestSchema,
} from '@ohmstead/contracts/devices';
import {
  connectRequestSchema,
  currentLimitRequestSchema,
  historyQuerySchema,
  sessionIdRequestSchema,
  transactionQuerySchema,
} from '@ohmstead/contracts/ev-charging';
import {
  caseStudyQuerySchema,
  feedAdminListQuerySchema,
  feedIdQuerySchema,
  feedMediaUploadQuerySchema,
  feedPageQuerySchema,
  feedRequestSchema,
} from '@ohmstead/contracts/feeds-admin';
import { updateHeroRequestSchema, updateSeoRequestSchema } from '@ohmstead/contracts/home-configuration';
import {
  attachmentIdQuerySchema,
  inquiryIdQuerySchema,
  inquiryListQuerySchema,
  quoteListQuerySchema,
  retryLegRequestSchema,
  setQuoteStatusRequestSchema,
} from '@ohmstead/contracts/inquiries';
import {
  jobApplicationFieldsSchema,
  jobApplicationIdQuerySchema,
  jobApplicationListQuerySchema,
} from '@ohmstead/contracts/jobs-schemas';
import { AGENT_EVENTS, CUSTOMER_EVENTS } from '@ohmstead/contracts/live-chat';
import { LIVE_CHAT_SOCKET_PATH } from '@ohmstead/contracts/live-chat';
import { updateMaintenanceRequestSchema } from '@ohmstead/contracts/maintenance';
import { subscribeRequestSchema, unsubscribeRequestSchema } from '@ohmstead/contracts/newsletter';
import {
  componentListQuerySchema,
  componentRequestSchema,
  createRolloutRequestSchema,
  otaIdQuerySchema,
  productListQuerySchema,
  productRequestSchema,
  releaseListQuerySchema,
  UPLOAD_FIRMWARE_FIELDS,
} from '@ohmstead/contracts/ota';
import { savedReplyIdParamSchema, savedReplyRequestSchema } from '@ohmstead/contracts/saved-replies';
import { seoQuerySchema } from '@ohmstead/contracts/seo';
import {
  socialItemIdQuerySchema,
  socialItemListQuerySchema,
  socialItemMoveQuerySchema,
} from '@ohmstead/contracts/social-items-schemas';
import {
  addTicketCommentRequestSchema,
  assignTicketRequestSchema,
  setTicketStatusRequestSchema,
  ticketAttachmentQuerySchema,
  ticketDashboardQuerySchema,
  ticketKeyQuerySchema,
  ticketListQuerySchema,
} from '@ohmstead/contracts/tickets-admin';
import {
  createUserRequestSchema,
  updateUserRequestSchema,
  userIdParamSchema,
  userListQuerySchema,
} from '@ohmstead/contracts/users';
import fc from 'fast-check';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { addUser, tokenFor } from '../../src/auth/test-users';
import { deviceSecrets } from '../../src/db/devices/secrets';
import { eventually } from '../devices';
import { databaseFingerprint, guestSession, startTestServer, type TestServer } from '../harness';
import { agentClient, customerClient, listen, type TestClient } from '../live-chat-clients';
import { routesOf } from '../routes-of';

/**
 * Hostile input to every HTTP route and every socket event the contracts name — NUL and unpaired
 * surrogates, huge strings, deep nesting, wrong types, malformed multipart — with and without a signed-in
 * SuperAdmin. Whatever comes, the answer is never a 5xx, and a request that carries a string no database
 * can store (so no valid request) writes nothing anywhere. The catalogue must name every route the server
 * has, so a new route joins the fuzz or this test fails.
 */

/** Where each route takes its input: the contracts' schemas give the field names. */
interface RouteInput {
  query?: z.ZodType;
  body?: z.ZodType | 'boolean' | 'none';
  multipart?: { fields: string[]; files: string[] };
  params?: string[];
}

const ROUTES: Record<string, RouteInput> = {
  'GET /': {},
  'GET /index.html': {},
  'GET /*': { params: ['*'] },
  // What search engines are told (plugins/site-map): no input at all.
  'GET /robots.txt': {},
  'GET /sitemap.xml': {},
  'GET /api/Seo/GetSeoDataByName': { query: seoQuerySchema },
  // Devices, OTA, the EV charger app and Application Engineering.
  'GET /api/Devices/GetAll': { query: deviceListQuerySchema },
  'GET /api/Devices/GetFilters': {},
  'GET /api/Devices/GetDevice': { query: idQuerySchema },
  'GET /api/Devices/GetTelemetry': { query: telemetryQuerySchema },
  'GET /api/Devices/GetEvents': { query: deviceEventsQuerySchema },
  'POST /api/Devices/Register': { body: registerDeviceRequestSchema },
  'POST /api/Devices/IssueSecret': { query: idQuerySchema },
  'GET /api/Devices/GetAssignees': {},
  'PUT /api/Devices/Update': { query: idQuerySchema, body: updateDeviceRequestSchema },
  'POST /api/Devices/Decommission': { query: idQuerySchema, body: decommissionRequestSchema },
  'POST /api/Devices/Recommission': { query: idQuerySchema },
  'GET /api/Sites/GetAll': {},
  'GET /api/Sites/GetSite': { query: idQuerySchema },
  'GET /api/Ota/GetProducts': { query: productListQuerySchema },
  'POST /api/Ota/CreateProduct': { body: productRequestSchema },
  'PUT /api/Ota/UpdateProduct': { query: otaIdQuerySchema, body: productRequestSchema },
  'DELETE /api/Ota/DeleteProduct': { query: otaIdQuerySchema },
  'GET /api/SavedReplies/GetAll': {},
  'GET /api/LiveChat/GetCustomerContext': { query: customerContextQuerySchema },
  'POST /api/SavedReplies/Create': { body: savedReplyRequestSchema },
  'PUT /api/SavedReplies/Update': { query: savedReplyIdParamSchema, body: savedReplyRequestSchema },
  'DELETE /api/SavedReplies/Delete': { query: savedReplyIdParamSchema },
  'GET /api/Ota/GetComponents': { query: componentListQuerySchema },
  'POST /api/Ota/CreateComponent': { body: componentRequestSchema },
  'PUT /api/Ota/UpdateComponent': { query: otaIdQuerySchema, body: componentRequestSchema },
  'DELETE /api/Ota/DeleteComponent': { query: otaIdQuerySchema },
  'GET /api/Ota/GetReleases': { query: releaseListQuerySchema },
  'POST /api/Ota/UploadFirmware': { multipart: { fields: [...UPLOAD_FIRMWARE_FIELDS], files: ['file'] } },
  'GET /api/Ota/GetRelease': { query: otaIdQuerySchema },
  'POST /api/Ota/CreateRollout': { body: createRolloutRequestSchema },
  'GET /api/EvCharging/GetDashboard': {},
  'POST /api/EvCharging/Connect': { body: connectRequestSchema },
  'GET /api/EvCharging/GetSession': { query: transactionQuerySchema },
  'POST /api/EvCharging/Start': { body: currentLimitRequestSchema },
  'POST /api/EvCharging/SetCurrentLimit': { body: currentLimitRequestSchema },
  'POST /api/EvCharging/Stop': { body: sessionIdRequestSchema },
  'GET /api/EvCharging/GetHistory': { query: historyQuerySchema },
  'GET /api/EvCharging/GetTransaction': { query: transactionQuerySchema },
  'GET /api/DeviceLink/Firmware': { query: firmwareDownloadQuerySchema },
  'GET /api/Config/Public': {},
  'GET /agent-service/agents/availability': {},
  'GET /api/Captcha/Challenge': {},
  'POST /api/CDN/UploadBotImage': { multipart: { fields: ['sessionKey'], files: ['media'] } },
  'DELETE /api/CDN/DeleteSessionMedia': { query: chatUserQuerySchema },
  'POST /api/LiveChat/RateChat': { body: rateChatSchema },
  'POST /api/LiveChat/EmailTranscript': { body: emailTranscriptSchema },
  'POST /api/Email/ContactUs': { body: contactEmailRequestSchema },
  'POST /api/Email/Subscribe': { body: subscribeRequestSchema },
  'POST /api/Email/Unsubscribe': { body: unsubscribeRequestSchema },
  'POST /api/FormSubmission/CreateTicket': { body: contactTicketRequestSchema },
  'GET /api/Feed/GetAllFeedUser': { query: feedPageQuerySchema },
  'GET /api/Feed/GetAllFeedAdmin': { query: feedAdminListQuerySchema },
  'GET /api/Feed/GetAllCaseStudy': { query: caseStudyQuerySchema },
  'GET /api/Feed/GetAllExternalLinks': { query: feedPageQuerySchema },
  'GET /api/Feed/GetAllYoutube': { query: feedPageQuerySchema },
  'GET /api/Feed/GetAllLinkedIn': { query: feedPageQuerySchema },
  'GET /api/Feed/GetFeedById': { query: feedIdQuerySchema },
  'POST /api/Feed/CreateFeed': { body: feedRequestSchema },
  'PUT /api/Feed/UpdateFeed': { query: feedIdQuerySchema, body: feedRequestSchema },
  'POST /api/Feed/UploadFeedMedia': {
    query: feedMediaUploadQuerySchema,
    multipart: { fields: ['isDefault'], files: ['file'] },
  },
  'POST /api/Feed/PublishFeed': { query: feedIdQuerySchema },
  'DELETE /api/Feed/DeleteFeed': { query: feedIdQuerySchema },
  'DELETE /api/Feed/DeleteFeedMedia': { query: feedIdQuerySchema },
  'GET /api/Feed/GetAllSocialAdmin': { query: socialItemListQuerySchema },
  'POST /api/Feed/CreateSocialItem': { multipart: { fields: ['kind', 'heading', 'link'], files: ['image'] } },
  'PUT /api/Feed/UpdateSocialItem': {
    query: socialItemIdQuerySchema,
    multipart: { fields: ['heading', 'link'], files: ['image'] },
  },
  'POST /api/Feed/MoveSocialItem': { query: socialItemMoveQuerySchema },
  'DELETE /api/Feed/DeleteSocialItem': { query: socialItemIdQuerySchema },
  'POST /api/Lead/WebToLead': { body: leadPostSchema },
  'POST /api/Auth/AuthTokenLogin': { body: loginRequestSchema },
  'POST /api/Auth/DismissWelcomePopup': { query: userIdQuerySchema, body: 'boolean' },
  'POST /api/Auth/DismissSafetyCheck': { query: dismissSafetyCheckQuerySchema },
  'GET /api/Account/Profile': {},
  'PUT /api/Account/Profile': { body: updateProfileRequestSchema },
  'POST /api/Account/ChangePassword': { body: changePasswordRequestSchema },
  'GET /api/Users/GetAll': { query: userListQuerySchema },
  'POST /api/Users/Create': { body: createUserRequestSchema },
  'PUT /api/Users/Update': { query: userIdParamSchema, body: updateUserRequestSchema },
  'POST /api/Users/Deactivate': { query: userIdParamSchema },
  'GET /api/Notification/GetAllNotification': {},
  'PUT /api/Notification/UpdateMaintenance': { body: updateMaintenanceRequestSchema },
  'GET /api/HomeConfiguration/GetHero': {},
  'GET /api/HomeConfiguration/GetAll': {},
  'PUT /api/HomeConfiguration/UpdateSeo': { body: updateSeoRequestSchema },
  'PUT /api/HomeConfiguration/UpdateHero': { body: updateHeroRequestSchema },
  'POST /api/JobApply/CreateJobApplication': {
    multipart: { fields: fieldsOf(jobApplicationFieldsSchema), files: ['Attachments'] },
  },
  'GET /api/JobApply/GetAllJobApplications': { query: jobApplicationListQuerySchema },
  'GET /api/JobApply/DownloadCv': { query: jobApplicationIdQuerySchema },
  'GET /api/Inquiries/GetAllInquiries': { query: inquiryListQuerySchema },
  'GET /api/Inquiries/GetInquiry': { query: inquiryIdQuerySchema },
  'POST /api/Inquiries/RetryLeg': { body: retryLegRequestSchema },
  'GET /api/Inquiries/GetQuoteRequests': { query: quoteListQuerySchema },
  'PUT /api/Inquiries/SetQuoteStatus': { body: setQuoteStatusRequestSchema },
  'GET /api/Inquiries/DownloadAttachment': { query: attachmentIdQuerySchema },
  'GET /api/Tickets/GetAllTickets': { query: ticketListQuerySchema },
  'GET /api/Tickets/GetTicket': { query: ticketKeyQuerySchema },
  'PUT /api/Tickets/SetStatus': { body: setTicketStatusRequestSchema },
  'PUT /api/Tickets/Assign': { body: assignTicketRequestSchema },
  'POST /api/Tickets/AddComment': { body: addTicketCommentRequestSchema },
  'GET /api/Tickets/DownloadAttachment': { query: ticketAttachmentQuerySchema },
  'GET /api/Tickets/GetSupportDashboard': { query: ticketDashboardQuerySchema },
  'GET /api/Tickets/GetMprDashboard': { query: ticketDashboardQuerySchema },
  'GET /api/ChatAnalysis/GetOverview': { query: chatAnalysisQuerySchema },
  'GET /api/ChatAnalysis/GetQuestions': { query: chatAnalysisQuerySchema },
  'GET /api/ChatAnalysis/GetHandoffs': { query: chatAnalysisQuerySchema },
  'GET /api/ChatAnalysis/GetSafety': { query: chatAnalysisQuerySchema },
  'GET /api/ChatAnalysis/GetConversations': { query: conversationListQuerySchema },
  'GET /api/ChatAnalysis/GetHandoffList': { query: handoffListQuerySchema },
  'GET /api/ChatAnalysis/GetAcknowledgements': { query: acknowledgementListQuerySchema },
  'GET /api/ChatAnalysis/GetTranscript': { query: transcriptQuerySchema },
  'GET /api/Dashboards/GetExecutiveDashboard': { query: executiveDashboardQuerySchema },
  'POST /agent-service/contact-us-chatbot': {
    query: chatUserQuerySchema,
    multipart: { fields: fieldsOf(chatFormFieldsSchema('contact')), files: ['files'] },
  },
  'POST /agent-service/submit-image-form': {
    query: chatUserQuerySchema,
    multipart: { fields: fieldsOf(chatFormFieldsSchema('images')), files: ['files'] },
  },
  'GET /bot/media/:id/:name': { params: ['id', 'name'] },
  'GET /bot/:bot/answer': { params: ['bot'], query: botAnswerQuerySchema },
  'POST /bot/:bot/agent': { params: ['bot'], query: chatUserQuerySchema, body: chatLogEntrySchema },
  'POST /bot/:bot/delete_history': { params: ['bot'], query: chatUserQuerySchema, body: 'none' },
  'POST /bot/:bot/feedback': { params: ['bot'], query: chatUserQuerySchema, body: botFeedbackRequestSchema },
  'POST /bot/:bot/upload_attachments': {
    params: ['bot'],
    query: uploadAttachmentsQuerySchema,
    multipart: { fields: [], files: ['files'] },
  },
  'POST /bot/:bot/contact_form': {
    params: ['bot'],
    query: contactFormQuerySchema,
    body: chatFormRecordSchema,
  },
};

/** The keys of an object schema (of each of a union's), through refinements and transforms. */
function fieldsOf(schema: z.ZodType): string[] {
  let current: unknown = schema;
  for (let hops = 0; hops < 5 && current; hops++) {
    const shape = (current as { shape?: object }).shape;
    if (shape) return Object.keys(shape);
    const options = (current as { options?: z.ZodType[] }).options;
    if (options) return [...new Set(options.flatMap(fieldsOf))];
    const def = (current as { def?: { in?: unknown; schema?: unknown; innerType?: unknown } }).def;
    current = def?.in ?? def?.schema ?? def?.innerType;
  }
  return [];
}

// ---- hostile values ---------------------------------------------------------------------------------

/**
 * Strings no database can store. A URL cannot carry an unpaired surrogate at all (it is UTF-8: the sender
 * turns it into U+FFFD, an invalid escape is refused or kept as typed), so URLs are poisoned with NUL.
 */
const withPoison = (poisons: string[]) =>
  fc
    .tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...poisons), fc.string({ maxLength: 12 }))
    .map(([before, poison, after]) => `${before}${poison}${after}`);
const unstorable = withPoison(['\u0000', '\uD800', '\uDFFF', 'a\u0000b', 'x\uDBFFy']);
const unstorableInUrl = withPoison(['\u0000', 'a\u0000b']);
/** A path segment as a client sends it: UTF-8, every byte escaped (an unpaired surrogate becomes U+FFFD). */
const pathSegment = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
const hostileString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '<script>alert(1)</script>',
    '../../../../etc/passwd',
    '%00',
    'NaN',
    '-1',
    '0',
    '1e309',
    '99999999999999999999',
    'true',
    'null',
    '{}',
    '[]',
    'Home',
    'guest',
    'crm',
  ),
  fc.constant('x'.repeat(70_000)),
);
/** Arrays or objects nested hundreds to thousands deep. */
const deepValue = fc.tuple(fc.integer({ min: 100, max: 3_000 }), fc.boolean()).map(([depth, asArray]) => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) value = asArray ? [value] : { a: value };
  return value;
});
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  deepValue,
  fc.array(hostileString, { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 4 }),
);

// Under the socket's frame limit (256 KB): a larger frame closes the connection, which is the point of it.
const socketValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constant('x'.repeat(6_000)),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  deepValue,
  fc.array(fc.string({ maxLength: 20 }), { maxLength: 5 }),
);

/** A record of some of `fields` (and a stray key or two) with hostile values. */
const hostileRecord = (fields: string[], values: fc.Arbitrary<unknown>) =>
  fc
    .tuple(
      fc.subarray(fields.length > 0 ? fields : ['value']),
      fc.array(fc.string({ maxLength: 8 }), { maxLength: 2 }),
    )
    .chain(([known, stray]) =>
      fc.tuple(...[...known, ...stray].map((key) => values.map((value) => [key, value] as const))),
    )
    .map((entries) => Object.fromEntries(entries) as Record<string, unknown>);

const queryText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

// ---- multipart ------------------------------------------------------------------------------------

const BOUNDARY = 'fuzz-boundary-7MA4YWxkTrZu0gW';
const part = (name: string, value: string, fileName?: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${
    fileName === undefined ? '' : `; filename="${fileName}"`
  }\r\n${fileName === undefined ? '' : 'Content-Type: application/octet-stream\r\n'}\r\n${value}\r\n`;

/** Malformed multipart bodies, or well-formed ones that carry an unstorable field or file name. */
function multipartBodies(input: NonNullable<RouteInput['multipart']>, poisoned: boolean) {
  const names = [...input.fields, ...input.files, 'stray'];
  const wellFormed = fc
    .tuple(fc.constantFrom(...names), unstorable, fc.boolean())
    .map(([name, poison, asFileName]) => ({
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body:
        (asFileName ? part(input.files[0] ?? name, '%PDF-1.7 fuzz', poison) : part(name, poison)) +
        `--${BOUNDARY}--\r\n`,
    }));
  const malformed = fc.oneof(
    fc.uint8Array({ maxLength: 600 }).map((bytes) => ({
      contentType: `multipart/form-data; boundary=${BOUNDARY}`,
      body: Buffer.from(bytes),
    })),
    fc.constantFrom(
      { contentType: 'multipart/form-data', body: `--${BOUNDARY}\r\n` },
      { contentType: 'multipart/form-data; boundary=other', body: part('x', 'y') + `--${BOUNDARY}--\r\n` },
      { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: '{"a":1}' },
      { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: part('x', 'y').slice(0, 30) },
      { contentType: `multipart/form-data; boundary=${BOUNDARY}`, body: '' },
    ),
  );
  return poisoned ? wellFormed : fc.oneof(malformed, wellFormed);
}

// ---- requests -------------------------------------------------------------------------------------

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/**
 * A hostile request to one route. `poisoned`: a string no database can store is placed in one field of its
 * query, body, path or multipart parts, so no such request is valid.
 */
function hostileRequest(route: string, input: RouteInput, poisoned: boolean, token: string | null) {
  const [method, path] = route.split(' ') as [string, string];
  const queryFields = input.query ? fieldsOf(input.query) : [];
  const body = input.body;
  const bodyFields = body && typeof body === 'object' ? fieldsOf(body) : [];
  const places = [
    ...(input.params?.length ? ['params'] : []),
    ...(input.query ? ['query'] : []),
    ...(body && body !== 'none' ? ['body'] : []),
    ...(input.multipart ? ['multipart'] : []),
  ];
  return fc
    .record({
      params: fc.tuple(...(input.params ?? []).map(() => hostileString)),
      query: hostileRecord(queryFields, hostileValue),
      body: body === 'boolean' ? hostileValue : hostileRecord(bodyFields, hostileValue),
      multipart: input.multipart ? multipartBodies(input.multipart, poisoned) : fc.constant(null),
      poison: unstorable,
      urlPoison: unstorableInUrl,
      place: fc.constantFrom(...(places.length > 0 ? places : ['query'])),
      field: fc.constantFrom(...[...queryFields, ...bodyFields, 'stray']),
      guest: fc.boolean(),
    })
    .map((drawn): FuzzRequest => {
      let params = drawn.params as string[];
      const query = drawn.query;
      let jsonBody = drawn.body;
      if (poisoned) {
        if (drawn.place === 'params')
          params = params.map((value, index) => (index === 0 ? drawn.urlPoison : value));
        else if (drawn.place === 'body' && typeof jsonBody === 'object' && jsonBody !== null)
          (jsonBody as Record<string, unknown>)[drawn.field] = drawn.poison;
        else if (drawn.place === 'body') jsonBody = drawn.poison;
        else if (drawn.place !== 'multipart') query[drawn.field] = drawn.urlPoison;
      }
      let url = path;
      (input.params ?? []).forEach((name, index) => {
        url = url.replace(name === '*' ? '*' : `:${name}`, pathSegment(params[index] ?? ''));
      });
      const search = new URLSearchParams(
        Object.entries(query).map(([key, value]): [string, string] => [key, queryText(value)]),
      );
      if (search.size > 0) url += `?${search}`;
      const headers: Record<string, string> = {};
      if (token) headers.authorization = `Bearer ${token}`;
      if (drawn.guest) headers['x-chat-session'] = guestSession('fuzz');
      if (input.multipart && drawn.multipart) {
        headers['content-type'] = drawn.multipart.contentType;
        return { method, url, headers, payload: drawn.multipart.body };
      }
      if (body && body !== 'none' && method !== 'GET') {
        headers['content-type'] = 'application/json';
        return { method, url, headers, payload: JSON.stringify(jsonBody) ?? 'null' };
      }
      return { method, url, headers };
    });
}

// ---- the tests ------------------------------------------------------------------------------------

describe('fuzz: hostile input to every route and socket event', () => {
  let server: TestServer;
  let admin: string;

  // The page routes exist only with a built site: a site of one page, so they are there whatever was built.
  const siteDist = mkdtempSync(path.join(tmpdir(), 'ohmstead-fuzz-site-'));
  writeFileSync(
    path.join(siteDist, 'index.html'),
    '<!doctype html><html><head><title>Fuzz</title></head><body><script>window.x = 1;</script></body></html>',
  );

  beforeAll(async () => {
    server = await startTestServer({
      SITE_DIST: siteDist,
      // Limits would answer most of the fuzz with 429 before the input is read: lifted, the fuzz reaches
      // the handlers. (The limits themselves are tested in this folder.)
      RATE_LIMIT_PER_MINUTE: '1000000',
      BOT_RATE_LIMIT_PER_MINUTE: '1000000',
      BOT_RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '1000000',
      CHAT_SESSIONS_WITHOUT_PROOF_PER_ADDRESS_PER_HOUR: '1000000',
      CHAT_UPLOADS_PER_IDENTITY_PER_MINUTE: '1000000',
      CHAT_UPLOADS_PER_ADDRESS_PER_MINUTE: '1000000',
      AUTH_LOGIN_MAX_FAILURES_PER_USER: '1000000',
      AUTH_LOGIN_MAX_FAILURES_PER_ADDRESS: '1000000',
      // The live chat's sweep marks connected agents seen on a timer: out of the way of "writes nothing".
      LIVE_CHAT_SWEEP_INTERVAL_MS: '3600000',
      // Every hostile device handshake fails: the failures are counted, and would soon refuse them unread.
      DEVICE_AUTH_FAILURES_PER_ADDRESS: '1000000',
      DEVICE_SIMULATION: 'false',
    });
    await addUser(server.db, {
      userName: 'fuzzroot',
      password: 'fuzz-root-password-1',
      roles: ['SuperAdmin'],
    });
    admin = await tokenFor(server.app, 'fuzzroot', 'fuzz-root-password-1');
  });
  afterAll(async () => {
    await server.close();
    rmSync(siteDist, { recursive: true, force: true });
  });

  it('has a catalogue entry for every route the server serves', () => {
    expect(routesOf(server.app).sort()).toEqual(Object.keys(ROUTES).sort());
  });

  const send = async (request: FuzzRequest) => {
    const response = await server.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });
    if (response.statusCode >= 500)
      throw new Error(`${request.method} ${request.url.slice(0, 200)} answered ${response.statusCode}`);
    return response.statusCode;
  };

  it.each(Object.entries(ROUTES))(
    '%s: a request no database could store is refused and writes nothing',
    async (route, input) => {
      const before = await databaseFingerprint(server.db);
      await fc.assert(
        fc.asyncProperty(
          fc.boolean().chain((signedIn) => hostileRequest(route, input, true, signedIn ? admin : null)),
          async (request) => {
            const status = await send(request);
            // A route that takes no input at all has nothing to refuse (a page, the public config).
            if (input.query || input.body || input.multipart || input.params)
              expect(status).toBeGreaterThanOrEqual(400);
          },
        ),
        { numRuns: 12 },
      );
      expect(await databaseFingerprint(server.db)).toEqual(before);
    },
  );

  it.each(Object.entries(ROUTES))('%s: any hostile input is answered without a 5xx', async (route, input) => {
    await fc.assert(
      fc.asyncProperty(
        fc.boolean().chain((signedIn) => hostileRequest(route, input, false, signedIn ? admin : null)),
        async (request) => void (await send(request)),
      ),
      { numRuns: 8 },
    );
  });

  describe('socket events', () => {
    let url: string;
    const open: TestClient[] = [];
    beforeAll(async () => {
      url = await listen(server.app);
    });
    afterAll(() => open.forEach((client) => client.close()));

    /** One socket per event: a customer socket allows 30 events per 10 s. */
    const socketFor = async (side: 'customer' | 'agent', event: string) => {
      const client =
        side === 'agent' ? agentClient(url, admin) : customerClient(url, guestSession(`fuzz-${event}`));
      open.push(client);
      await client.connect();
      // The server's connection bookkeeping (presence, last seen) is done once its first state arrives.
      await client.next(side === 'agent' ? 'agent_state' : 'number_available_agents');
      return client;
    };

    const payloads = fc.oneof(
      socketValue,
      hostileRecord(
        [
          'customer_name',
          'history',
          'bot',
          'id',
          'message',
          'attachments',
          'chat_id',
          'after_seq',
          'customer_sid',
        ],
        socketValue,
      ),
    );

    it.each([
      ...CUSTOMER_EVENTS.map((event) => ['customer', event] as const),
      ...AGENT_EVENTS.map((event) => ['agent', event] as const),
    ])(
      '%s %s: an unstorable payload is refused and writes nothing; the socket lives on',
      async (side, event) => {
        const client = await socketFor(side, event);
        const before = await databaseFingerprint(server.db);
        const poisonedPayloads = fc
          .tuple(payloads, unstorable)
          .map(([payload, poison]) =>
            typeof payload === 'object' && payload !== null && !Array.isArray(payload)
              ? { ...payload, message: poison }
              : [payload, poison],
          );
        const runs = { numRuns: side === 'customer' ? 12 : 25 };
        await fc.assert(
          fc.asyncProperty(poisonedPayloads, async (poisoned) => {
            expect((await client.emit<{ ok: boolean }>(event, poisoned)).ok).toBe(false);
          }),
          runs,
        );
        expect(await databaseFingerprint(server.db)).toEqual(before);
        // Without a poison: any answer, but an answer (nothing thrown past the handler). A payload that
        // happens to be a valid call may write what that call writes (a refused request is recorded), so
        // these come after the check that the poisoned ones wrote nothing.
        await fc.assert(
          fc.asyncProperty(payloads, async (payload) => {
            expect(await client.emit<{ ok: boolean }>(event, payload)).toHaveProperty('ok');
          }),
          runs,
        );
        expect(client.socket.connected).toBe(true);
      },
    );
  });
  describe('device link events', () => {
    let url: string;
    const sockets: Socket[] = [];
    let product = 0;
    beforeAll(async () => {
      // The live chat's sockets above made the server listen already.
      const address = server.app.server.address();
      url =
        address && typeof address === 'object'
          ? `http://127.0.0.1:${address.port}`
          : await listen(server.app);
      const [row] = await server.db.query<{ id: number }>(
        `INSERT INTO products (code, name, kind, rated_power_kw) VALUES ('FZ-1', 'Fuzz Router', 'power-router', 50)
         RETURNING id`,
      );
      product = Number(row!.id);
      // The live chat's sockets closed just before: their presence and last-seen writes land first, so
      // "writes nothing" below measures the device link alone.
      await eventually(async () => {
        const [presence] = await server.db.query<{ n: string }>(
          `SELECT count(*) AS n FROM live_chat_presence`,
        );
        if (Number(presence?.n) > 0) return false;
        const first = JSON.stringify(await databaseFingerprint(server.db));
        await new Promise((resolve) => setTimeout(resolve, 200));
        return first === JSON.stringify(await databaseFingerprint(server.db));
      });
    });
    afterAll(() => sockets.forEach((socket) => socket.close()));

    const deviceSocket = (auth: unknown) => {
      const socket = io(`${url}${DEVICE_NAMESPACE}`, {
        path: LIVE_CHAT_SOCKET_PATH,
        transports: ['websocket'],
        auth: auth as Record<string, unknown>,
        reconnection: false,
        forceNew: true,
      });
      sockets.push(socket);
      return socket;
    };
    /** Connects or answers the server's refusal. */
    const handshake = (auth: unknown) =>
      new Promise<{ socket: Socket } | { refused: string }>((resolve) => {
        const socket = deviceSocket(auth);
        socket.once('connect', () => resolve({ socket }));
        socket.once('connect_error', (error) => (socket.close(), resolve({ refused: error.message })));
      });

    it('a hostile handshake is refused with the one answer and writes nothing', async () => {
      const before = await databaseFingerprint(server.db);
      const auths = fc.oneof(
        hostileRecord(['serial', 'secret'], socketValue),
        fc
          .tuple(fc.constantFrom('FZ-0001', 'fz-0001'), unstorable)
          .map(([serial, secret]) => ({ serial, secret })),
        fc.constant({ serial: 'FZ-0001', secret: 'A'.repeat(43) }),
      );
      await fc.assert(
        fc.asyncProperty(auths, async (auth) => {
          const answer = await handshake(auth);
          expect(answer).toEqual({ refused: deviceLinkMessages.authFailed });
        }),
        { numRuns: 30 },
      );
      expect(await databaseFingerprint(server.db)).toEqual(before);
    });

    it.each(Object.entries(DEVICE_REPORTS))(
      'device %s: an unstorable payload is refused with its reason and writes nothing; the socket lives on',
      async (event, schema) => {
        // A device of its own per event: a device holds one socket, and each allows 200 events per 10 s.
        const serial = `FZ-${event.toUpperCase()}`;
        const [device] = await server.db.query<{ id: number }>(
          `INSERT INTO devices (serial, product_id) VALUES ($1, $2) RETURNING id`,
          [serial, product],
        );
        const secret = await deviceSecrets(server.db).issue(Number(device!.id), 'registered');
        const answer = await handshake({ serial, secret });
        if (!('socket' in answer)) throw new Error(`the device could not connect: ${answer.refused}`);
        const { socket } = answer;
        // The server's connection bookkeeping (connected, the history's line) is done before the fuzz.
        await eventually(async () => {
          const rows = await server.db.query(
            `SELECT 1 FROM device_events WHERE device_id = $1 AND kind = 'connected'`,
            [device!.id],
          );
          return rows.length > 0;
        });
        const fields = fieldsOf(schema);
        const payloads = fc.oneof(socketValue, hostileRecord(fields, socketValue));
        const emit = (payload: unknown) =>
          socket.timeout(5_000).emitWithAck(event, payload) as Promise<{ ok: boolean; message?: string }>;
        const before = await databaseFingerprint(server.db);
        await fc.assert(
          fc.asyncProperty(
            payloads,
            unstorable,
            fc.constantFrom(...fields),
            async (payload, poison, field) => {
              const poisoned =
                typeof payload === 'object' && payload !== null && !Array.isArray(payload)
                  ? { ...payload, [field]: poison }
                  : [payload, poison];
              const refused = await emit(poisoned);
              expect(refused.ok).toBe(false);
              expect(refused.message).toMatch(/\w/);
              // Without a poison: any answer, but an answer (nothing thrown past the handler).
              expect(await emit(payload)).toHaveProperty('ok');
            },
          ),
          { numRuns: 25 },
        );
        await server.app.deviceLink.flushTelemetry();
        expect(await databaseFingerprint(server.db)).toEqual(before);
        expect(socket.connected).toBe(true);
      },
    );
  });
});
