import { firmwareImage, sha256Of } from '@ohmstead/device-simulator/firmware-image';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { addUser, tokenFor } from '../../src/auth/test-users';
import { solveAltcha } from '../fakes/altcha-widget';
import { MULTIPART_TYPE, multipartBody } from '../fakes/chat-widget';
import { PDF, PNG } from '../fakes/sample-files';
import { countRows, guestSession, useTestServer } from '../harness';
import { storedUploads } from './upload-files';

/**
 * A malformed multipart body (cut off, without or with the wrong boundary, JSON sent as multipart, a
 * broken part header, too many parts) is the client's fault, never a 500. Every upload
 * route must answer 4xx with a reason, and write no row and no file.
 */
const BOUNDARY = MULTIPART_TYPE.split('boundary=')[1]!;
const SESSION = guestSession('malformed-guest-session-01');
const FIRMWARE = firmwareImage('main-controller', '1.0.0');
const TABLES = [
  'feed_media',
  'live_chat_media',
  'bot_attachments',
  'job_applications',
  'tickets',
  'ticket_attachments',
  'captcha_proof_uses',
  'firmware_releases',
];

describe('malformed multipart bodies on every upload route', () => {
  const server = useTestServer({
    ALTCHA_COST: '20',
    RATE_LIMIT_PER_MINUTE: '1000',
    // The upload limits are tested in upload-disk-quota.test.ts: here every body must reach the parser.
    CHAT_UPLOADS_PER_IDENTITY_PER_MINUTE: '1000',
    CHAT_UPLOADS_PER_ADDRESS_PER_MINUTE: '1000',
  });
  let editorToken: string;
  let feedId: number;
  let captcha: string;
  let componentId: number;

  beforeAll(async () => {
    await addUser(server.db, {
      userName: 'eddie',
      password: guestSession('malformed-password'),
      roles: ['Admin'],
    });
    editorToken = await tokenFor(server.app, 'eddie', guestSession('malformed-password'));
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/Feed/CreateFeed',
      headers: { authorization: `Bearer ${editorToken}` },
      payload: {
        feedType: 'News',
        heading: 'Uploads',
        description: '<p>Uploads</p>',
        publishAt: new Date().toISOString(),
      },
    });
    feedId = created.json<{ id: number }>().id;
    captcha = await solveAltcha(server.app);
    const [component] = await server.db.query<{ id: number }>(
      `WITH p AS (INSERT INTO products (code, name, kind, rated_power_kw) VALUES ('MM-1', 'Upload Router', 'power-router', 200)
         RETURNING id)
       INSERT INTO product_components (product_id, code, name) SELECT id, 'main-controller', 'Main' FROM p RETURNING id`,
    );
    componentId = Number(component!.id);
  });

  /** Each route with the good body it takes: the malformed ones below are made from it. */
  const routes = () =>
    [
      {
        name: 'Feed/UploadFeedMedia',
        url: `/api/Feed/UploadFeedMedia?feedId=${feedId}`,
        headers: { authorization: `Bearer ${editorToken}` },
        body: multipartBody({}, [{ name: 'a.png', content: PNG, field: 'file' }]),
      },
      {
        name: 'CDN/UploadBotImage',
        url: '/api/CDN/UploadBotImage',
        headers: { 'x-chat-session': SESSION },
        body: multipartBody({ sessionKey: SESSION }, [{ name: 'a.png', content: PNG, field: 'media' }]),
      },
      {
        name: 'bot upload_attachments',
        url: '/bot/crm/upload_attachments?username=guest',
        headers: { 'x-chat-session': SESSION },
        body: multipartBody({}, [{ name: 'a.png', content: PNG }]),
      },
      {
        name: 'agent-service/contact-us-chatbot',
        url: '/agent-service/contact-us-chatbot?username=guest',
        headers: { 'x-chat-session': SESSION },
        body: multipartBody(
          {
            firstName: 'Grace',
            lastName: 'Hopper',
            contact: '19195550142',
            email: 'grace@navy.example',
            message: 'Port 3 trips.',
            recaptcha: captcha,
          },
          [{ name: 'a.png', content: PNG }],
        ),
      },
      {
        name: 'Ota/UploadFirmware',
        url: '/api/Ota/UploadFirmware',
        headers: { authorization: `Bearer ${editorToken}` },
        body: multipartBody(
          { componentId: String(componentId), version: '1.0.0', sha256: sha256Of(FIRMWARE) },
          [{ name: 'fw.ohmfw', content: FIRMWARE, field: 'file' }],
        ),
      },
      {
        name: 'JobApply/CreateJobApplication',
        url: '/api/JobApply/CreateJobApplication',
        headers: {},
        body: multipartBody(
          {
            FullName: 'Grace Hopper',
            Email: 'grace@navy.example',
            PhoneNumber: '+14155550134',
            JobType: 'Test Engineer',
            Experience: '10+ Year',
            captcha,
          },
          [{ name: 'cv.pdf', content: PDF, field: 'Attachments' }],
        ),
      },
    ] as const;

  const manyParts = Buffer.concat([
    ...Array.from({ length: 60 }, (_, index) =>
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="f${index}"\r\n\r\nx\r\n`),
    ),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);

  const malformed: [string, (body: Buffer) => { contentType: string; payload: Buffer | string }][] = [
    [
      'a body cut off in the middle of the file',
      (body) => ({ contentType: MULTIPART_TYPE, payload: body.subarray(0, body.length - 40) }),
    ],
    [
      'a body cut off before its first part ends',
      (body) => ({ contentType: MULTIPART_TYPE, payload: body.subarray(0, 60) }),
    ],
    [
      'a multipart Content-Type without a boundary',
      (body) => ({ contentType: 'multipart/form-data', payload: body }),
    ],
    [
      'a boundary that is not the one in the body',
      (body) => ({ contentType: 'multipart/form-data; boundary=not-the-boundary', payload: body }),
    ],
    [
      'JSON sent as multipart',
      () => ({
        contentType: MULTIPART_TYPE,
        payload: JSON.stringify({ file: 'a.png', sessionKey: SESSION }),
      }),
    ],
    ['an empty body', () => ({ contentType: MULTIPART_TYPE, payload: '' })],
    [
      'a part without Content-Disposition',
      () => ({
        contentType: MULTIPART_TYPE,
        payload: `--${BOUNDARY}\r\nContent-Type: image/png\r\n\r\nxx\r\n--${BOUNDARY}--\r\n`,
      }),
    ],
    [
      'a malformed part header',
      () => ({
        contentType: MULTIPART_TYPE,
        payload: `--${BOUNDARY}\r\nContent-Disposition form-data name=files\r\n\r\nxx\r\n--${BOUNDARY}--\r\n`,
      }),
    ],
    ['sixty parts', () => ({ contentType: MULTIPART_TYPE, payload: manyParts })],
    [
      'JSON with its own Content-Type',
      () => ({ contentType: 'application/json', payload: '{"file":"a.png"}' }),
    ],
  ];

  const written = async () => ({
    rows: await Promise.all(TABLES.map((table) => countRows(server.db, table))),
    files: storedUploads(server).length,
  });

  for (const [what, make] of malformed) {
    it(`answers 4xx with a reason and writes nothing: ${what}`, async () => {
      for (const route of routes()) {
        const before = await written();
        const { contentType, payload } = make(route.body);
        const request: InjectOptions = {
          method: 'POST',
          url: route.url,
          headers: { ...route.headers, 'content-type': contentType },
          payload,
        };
        const response = await server.app.inject(request);
        const label = `${route.name}: ${response.statusCode} ${response.body}`;
        expect([400, 413, 415], label).toContain(response.statusCode);
        if (process.env.SHOW_STATUSES) console.log(what, '|', label);
        expect(response.json().message, label).toMatch(/\w/);
        expect(await written(), label).toEqual(before);
      }
    });
  }

  it('still takes the well-formed bodies', async () => {
    for (const route of routes()) {
      if (route.name === 'JobApply/CreateJobApplication' || route.name.startsWith('agent-service')) continue;
      const response = await server.app.inject({
        method: 'POST',
        url: route.url,
        headers: { ...route.headers, 'content-type': MULTIPART_TYPE },
        payload: route.body,
      });
      // A new firmware release answers 201 (and is one: the route takes it once).
      expect(response.statusCode, `${route.name}: ${response.body}`).toBe(
        route.name === 'Ota/UploadFirmware' ? 201 : 200,
      );
    }
  });
});
