import { captchaMessages, contactMessages as m } from '@ohmstead/contracts/messages';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { solveAltcha } from '../../../test/fakes/altcha-widget';
import { postJson, postRaw } from '../../../test/fakes/browser';
import { type FakeSmtp, startFakeSmtp } from '../../../test/fakes/smtp';
import { withChanges } from '../../../test/form-changes';
import { countRows, startTestServer, type TestServer, useTestServer } from '../../../test/harness';
import type { OutboxRow } from '../../../test/mail-outbox';

const URL = '/api/Email/ContactUs';
const FAST_CAPTCHA = { ALTCHA_COST: '20', RATE_LIMIT_PER_MINUTE: '1000' };

const enquiry = {
  name: 'Ada Lovelace',
  company: 'Grid Works',
  phone: '9195550142',
  title: 'Chief Engineer',
  email: 'ada@gridworks.example',
  comments: 'We run 40 EV chargers.\nCan a Power Router feed them?',
  isFromHomePage: false,
};

async function written(server: TestServer) {
  return {
    enquiries: await countRows(server.db, 'enquiries'),
    outbox: await countRows(server.db, 'mail_outbox'),
    proofs: await countRows(server.db, 'captcha_proof_uses'),
  };
}

describe('POST /api/Email/ContactUs (mail kept in the outbox)', () => {
  const server = useTestServer(FAST_CAPTCHA);

  it('stores the enquiry, queues a mail to the contact inbox and answers 200', async () => {
    const response = await postJson(server.app, URL, { ...enquiry, captcha: await solveAltcha(server.app) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ responseStatusCode: 200, message: 'Your enquiry has been received.' });

    const [row] = await server.db.query('SELECT * FROM enquiries ORDER BY id DESC LIMIT 1');
    expect(row).toMatchObject({
      name: 'Ada Lovelace',
      company: 'Grid Works',
      phone: '9195550142',
      title: 'Chief Engineer',
      email: 'ada@gridworks.example',
      comments: enquiry.comments,
      is_from_home_page: false,
    });

    await vi.waitFor(async () => {
      const [mail] = await server.db.query<OutboxRow>('SELECT * FROM mail_outbox ORDER BY id DESC LIMIT 1');
      expect(mail!.status).toBe('logged');
    });
    const [mail] = await server.db.query<OutboxRow>('SELECT * FROM mail_outbox ORDER BY id DESC LIMIT 1');
    expect(mail).toMatchObject({
      kind: 'contact-enquiry',
      to_address: 'info@ohmsteadpower.com',
      subject: 'Website enquiry from Ada Lovelace, Grid Works',
      headers: { 'Reply-To': 'ada@gridworks.example' },
    });
    for (const value of [
      'Ada Lovelace',
      'Grid Works',
      '9195550142',
      'Chief Engineer',
      'ada@gridworks.example',
    ]) {
      expect(mail!.text_body).toContain(value);
      expect(mail!.html_body).toContain(value);
    }
    expect(mail!.text_body).toContain('Can a Power Router feed them?');
  });

  it('escapes what the visitor typed in the HTML mail', async () => {
    const response = await postJson(server.app, URL, {
      ...enquiry,
      comments: '<script>alert(1)</script> & more',
      captcha: await solveAltcha(server.app),
    });
    expect(response.statusCode).toBe(200);
    const [mail] = await server.db.query<OutboxRow>('SELECT * FROM mail_outbox ORDER BY id DESC LIMIT 1');
    expect(mail!.html_body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    expect(mail!.html_body).not.toContain('<script>');
  });

  it('accepts an enquiry without comments', async () => {
    const { comments: _omitted, ...withoutComments } = enquiry;
    const response = await postJson(server.app, URL, {
      ...withoutComments,
      captcha: await solveAltcha(server.app),
    });
    expect(response.statusCode).toBe(200);
    const [row] = await server.db.query('SELECT comments FROM enquiries ORDER BY id DESC LIMIT 1');
    expect(row).toEqual({ comments: '' });
  });

  describe('refuses invalid input with a reason and writes nothing', () => {
    let token: string;
    let before: Awaited<ReturnType<typeof written>>;
    beforeAll(async () => {
      token = await solveAltcha(server.app);
    });

    const body = (change: Record<string, unknown>) => withChanges({ ...enquiry, captcha: token }, change);

    const cases: [string, Record<string, unknown>, string, string][] = [
      ['a missing name', { name: undefined }, 'name', m.firstNameRequired],
      ['a blank name', { name: '   ' }, 'name', m.firstNameRequired],
      ['a name over 121 characters', { name: 'x'.repeat(122) }, 'name', 'Name is too long'],
      ['a missing company', { company: undefined }, 'company', m.companyRequired],
      ['a company over 40 characters', { company: 'x'.repeat(41) }, 'company', m.companyMax],
      ['a missing phone', { phone: undefined }, 'phone', m.phoneRequired],
      ['a phone of 9 digits', { phone: '919555014' }, 'phone', m.phoneInvalid],
      ['a phone with letters', { phone: '91955501AB' }, 'phone', m.phoneInvalid],
      ['a phone over 40 characters', { phone: '9'.repeat(41) }, 'phone', m.phoneInvalid],
      ['a phone sent as a number', { phone: 9195550142 }, 'phone', m.phoneRequired],
      ['a missing title', { title: undefined }, 'title', m.titleRequired],
      ['a title over 40 characters', { title: 'x'.repeat(41) }, 'title', m.titleMax],
      ['a missing email', { email: undefined }, 'email', m.emailRequired],
      ['a malformed email', { email: 'ada.gridworks.example' }, 'email', m.emailInvalid],
      ['an email over 80 characters', { email: `${'a'.repeat(70)}@example.com` }, 'email', m.emailMax],
      ['comments over 4000 characters', { comments: 'x'.repeat(4001) }, 'comments', m.messageMax],
      [
        'comments sent as a list',
        { comments: ['a'] },
        'comments',
        'Invalid input: expected string, received array',
      ],
      ['isFromHomePage true', { isFromHomePage: true }, 'isFromHomePage', 'isFromHomePage must be false'],
      [
        'a missing isFromHomePage',
        { isFromHomePage: undefined },
        'isFromHomePage',
        'isFromHomePage must be false',
      ],
      ['a missing captcha', { captcha: undefined }, 'captcha', m.captchaRequired],
      ['an empty captcha', { captcha: '' }, 'captcha', m.captchaRequired],
      ['an overlong captcha', { captcha: 'x'.repeat(8193) }, 'captcha', 'captcha token is too long'],
      ['an extra field', { consent: true }, 'request', 'Unexpected field(s): consent'],
    ];

    it.each(cases)('%s', async (_case, change, field, message) => {
      before = await written(server);
      const response = await postJson(server.app, URL, body(change));
      expect(response.statusCode).toBe(400);
      const answer = response.json();
      expect(answer.responseStatusCode).toBe(400);
      expect(answer.message).toBe(`Invalid request: ${answer.errors[0].message}`);
      expect(answer.errors).toContainEqual({ field, message });
      expect(await written(server)).toEqual(before);
    });

    it.each([
      [
        'an array body',
        '[]',
        'application/json',
        400,
        'Invalid request: Invalid input: expected object, received array',
      ],
      ['malformed JSON', '{"name": "Ada",', 'application/json', 400, 'The request body is not valid JSON.'],
      ['an empty JSON body', '', 'application/json', 400, 'The request body is not valid JSON.'],
      [
        'a form-encoded body',
        'name=Ada',
        'application/x-www-form-urlencoded',
        415,
        'This content type is not accepted here.',
      ],
      ['a text body', JSON.stringify(enquiry), 'text/plain', 415, 'This content type is not accepted here.'],
      [
        'a body without content type',
        JSON.stringify(enquiry),
        undefined,
        415,
        'This content type is not accepted here.',
      ],
    ] as const)('%s', async (_case, payload, contentType, status, message) => {
      before = await written(server);
      const response = await postRaw(server.app, URL, payload, contentType);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ responseStatusCode: status, message });
      expect(await written(server)).toEqual(before);
    });

    it('a body over the size limit (413)', async () => {
      before = await written(server);
      const response = await postJson(server.app, URL, body({ comments: 'x'.repeat(70 * 1024) }));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({ responseStatusCode: 413, message: 'The request body is too large.' });
      expect(await written(server)).toEqual(before);
    });

    it('a captcha that is not a solved challenge', async () => {
      before = await written(server);
      const response = await postJson(
        server.app,
        URL,
        body({ captcha: Buffer.from('{"x":1}').toString('base64') }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        responseStatusCode: 400,
        message: captchaMessages.invalid,
        errors: [{ field: 'captcha', message: captchaMessages.invalid }],
      });
      expect(await written(server)).toEqual(before);
    });

    it('a captcha already used for an enquiry, while the refused requests above used up nothing', async () => {
      // Every request above carried this token; none of them consumed it.
      const first = await postJson(server.app, URL, body({}));
      expect(first.statusCode).toBe(200);
      before = await written(server);
      const replay = await postJson(server.app, URL, body({ name: 'Someone Else' }));
      expect(replay.statusCode).toBe(400);
      expect(replay.json().message).toBe(captchaMessages.invalid);
      expect(await written(server)).toEqual(before);
    });
  });
});

describe('POST /api/Email/ContactUs (SMTP configured)', () => {
  let server: TestServer;
  let smtp: FakeSmtp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    server = await startTestServer({
      ...FAST_CAPTCHA,
      SMTP_URL: smtp.url,
      CONTACT_INBOX: 'sales@ohmsteadpower.com',
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('sends the enquiry to the contact inbox after storing it', async () => {
    const response = await postJson(server.app, URL, { ...enquiry, captcha: await solveAltcha(server.app) });
    expect(response.statusCode).toBe(200);
    await vi.waitFor(() => expect(smtp.received).toHaveLength(1));
    expect(smtp.received[0]!.to).toEqual(['sales@ohmsteadpower.com']);
    expect(smtp.received[0]!.data).toContain('Reply-To: ada@gridworks.example');
    await vi.waitFor(async () => {
      const [mail] = await server.db.query<OutboxRow>('SELECT status FROM mail_outbox');
      expect(mail!.status).toBe('sent');
    });
  });

  it('loses no enquiry when the mail server refuses the mail: the outbox row waits, failed, for a retry', async () => {
    smtp.rejectWith = '451 4.3.0 Try again later';
    const enquiriesBefore = await countRows(server.db, 'enquiries');
    const response = await postJson(server.app, URL, {
      ...enquiry,
      name: 'Grace Hopper',
      captcha: await solveAltcha(server.app),
    });
    expect(response.statusCode).toBe(200);
    expect(await countRows(server.db, 'enquiries')).toBe(enquiriesBefore + 1);
    await vi.waitFor(async () => {
      const [mail] = await server.db.query<OutboxRow>('SELECT * FROM mail_outbox ORDER BY id DESC LIMIT 1');
      expect(mail).toMatchObject({
        status: 'failed',
        subject: 'Website enquiry from Grace Hopper, Grid Works',
      });
      expect(mail!.error).toMatch(/451/);
    });
    smtp.rejectWith = undefined;
  });
});
