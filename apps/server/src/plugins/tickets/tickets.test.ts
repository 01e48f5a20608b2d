import { captchaMessages, contactMessages as m } from '@ohmstead/contracts/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactForm, GUEST_CONTACT_TICKET } from '../../../test/contact-submission';
import { solveAltcha } from '../../../test/fakes/altcha-widget';
import { postJson, postRaw } from '../../../test/fakes/browser';
import { jiraEnv, useFakeJira } from '../../../test/fakes/jira';
import { withChanges } from '../../../test/form-changes';
import { countRows, useTestServer } from '../../../test/harness';

const URL = '/api/FormSubmission/CreateTicket';
const FAST_CAPTCHA = { ALTCHA_COST: '20', RATE_LIMIT_PER_MINUTE: '1000' };

const contact = contactForm({ message: 'Please send the datacenter spec sheet.' });

describe('POST /api/FormSubmission/CreateTicket (embedded ticket system)', () => {
  const server = useTestServer({ ...FAST_CAPTCHA, TICKET_TIME_ZONE: 'UTC' });

  const written = async () => ({
    tickets: await countRows(server.db, 'tickets'),
    proofs: await countRows(server.db, 'captcha_proof_uses'),
  });

  it('creates a SUP ticket carrying every field of the ticket-system issue and answers its key', async () => {
    const started = new Date();
    const response = await postJson(server.app, URL, { ...contact, captcha: await solveAltcha(server.app) });
    expect(response.statusCode).toBe(200);
    const { responseStatusCode, key } = response.json();
    expect(responseStatusCode).toBe(200);
    expect(key).toMatch(/^SUP-\d+$/);

    const [ticket] = await server.db.query<Record<string, unknown>>('SELECT * FROM tickets WHERE key = $1', [
      key,
    ]);
    expect(ticket).toMatchObject(GUEST_CONTACT_TICKET);
    const minute = (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ');
    expect([minute(started), minute(new Date())]).toContain(
      (ticket!.summary as string).replace(' Client Query', ''),
    );
    expect(ticket!.summary).toMatch(/ Client Query$/);
    const description = JSON.stringify(ticket!.description);
    for (const value of Object.values(contact)) expect(description).toContain(value);
  });

  it('numbers tickets one after another', async () => {
    const first = await postJson(server.app, URL, { ...contact, captcha: await solveAltcha(server.app) });
    const second = await postJson(server.app, URL, { ...contact, captcha: await solveAltcha(server.app) });
    const number = (response: typeof first) => Number(response.json().key.slice(4));
    expect(number(second)).toBe(number(first) + 1);
  });

  describe('refuses invalid input with a reason and creates no ticket', () => {
    let token: string;
    beforeAll(async () => {
      token = await solveAltcha(server.app);
    });
    const body = (change: Record<string, unknown>) => withChanges({ ...contact, captcha: token }, change);

    it.each([
      ['a missing first name', { first_name: undefined }, 'first_name', m.firstNameRequired],
      ['a first name over 40 characters', { first_name: 'x'.repeat(41) }, 'first_name', m.firstNameMax],
      ['a last name over 80 characters', { last_name: 'x'.repeat(81) }, 'last_name', m.lastNameMax],
      ['a missing company', { company: undefined }, 'company', m.companyRequired],
      ['a company over 40 characters', { company: 'x'.repeat(41) }, 'company', m.companyMax],
      ['a missing phone', { phone: undefined }, 'phone', m.phoneRequired],
      ['a phone of 11 digits', { phone: '91955501420' }, 'phone', m.phoneInvalid],
      ['a missing title', { title: undefined }, 'title', m.titleRequired],
      ['a title over 40 characters', { title: 'x'.repeat(41) }, 'title', m.titleMax],
      ['a missing email', { email: undefined }, 'email', m.emailRequired],
      ['a malformed email', { email: 'ada@' }, 'email', m.emailInvalid],
      ['an email over 80 characters', { email: `${'a'.repeat(70)}@example.com` }, 'email', m.emailMax],
      ['a message over 4000 characters', { message: 'x'.repeat(4001) }, 'message', m.messageMax],
      [
        'a message sent as a number',
        { message: 42 },
        'message',
        'Invalid input: expected string, received number',
      ],
      ['a missing captcha', { captcha: undefined }, 'captcha', m.captchaRequired],
      ['an extra field', { emailConsent: true }, 'request', 'Unexpected field(s): emailConsent'],
    ] as const)('%s', async (_case, change, field, message) => {
      const before = await written();
      const response = await postJson(server.app, URL, body(change));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({ field, message });
      expect(await written()).toEqual(before);
    });

    it.each([
      ['malformed JSON', '{"first_name":', 'application/json', 400],
      ['a form-encoded body', 'first_name=Ada', 'application/x-www-form-urlencoded', 415],
      ['a text body', JSON.stringify(contact), 'text/plain', 415],
      [
        'a body over the size limit',
        JSON.stringify({ ...contact, message: 'x'.repeat(70 * 1024) }),
        'application/json',
        413,
      ],
    ] as const)('%s', async (_case, payload, contentType, status) => {
      const before = await written();
      const response = await postRaw(server.app, URL, payload, contentType);
      expect(response.statusCode).toBe(status);
      expect(response.json().responseStatusCode).toBe(status);
      expect(response.json().message.length).toBeGreaterThan(0);
      expect(await written()).toEqual(before);
    });

    it('a bad captcha, and a captcha already used for a ticket', async () => {
      let before = await written();
      const bad = await postJson(server.app, URL, body({ captcha: 'bm90IGEgcHJvb2Y=' }));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(captchaMessages.invalid);
      expect(await written()).toEqual(before);

      expect((await postJson(server.app, URL, body({}))).statusCode).toBe(200);
      before = await written();
      const replay = await postJson(server.app, URL, body({}));
      expect(replay.statusCode).toBe(400);
      expect(replay.json().message).toBe(captchaMessages.invalid);
      expect(await written()).toEqual(before);
    });
  });
});

describe('POST /api/FormSubmission/CreateTicket (Jira configured)', () => {
  const jira = useFakeJira();
  const server = useTestServer(() => ({
    ...FAST_CAPTCHA,
    ...jiraEnv(jira),
  }));

  it('creates the Jira issue, answers the key Jira gave it and records the ticket as a Jira one', async () => {
    const response = await postJson(server.app, URL, { ...contact, captcha: await solveAltcha(server.app) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ responseStatusCode: 200, key: jira.issues.at(-1)!.key });
    expect(jira.issues.at(-1)!.fields).toMatchObject({
      project: { id: '10010' },
      issuetype: { id: '10038' },
      customfield_10378: 'Contact Us',
    });
    const key = jira.issues.at(-1)!.key;
    expect(
      await server.db.query('SELECT system, channel, reporter_email, status FROM tickets WHERE key = $1', [
        key,
      ]),
    ).toEqual([{ system: 'jira', channel: 'contact-page', reporter_email: contact.email, status: 'open' }]);
    expect(await countRows(server.db, 'tickets')).toBe(1);
  });

  it('answers 502 when Jira fails, and lets the same captcha try again', async () => {
    const token = await solveAltcha(server.app);
    jira.failCreate = true;
    const failed = await postJson(server.app, URL, { ...contact, captcha: token });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({
      responseStatusCode: 502,
      message: 'Something went wrong. Please try again later.',
    });
    jira.failCreate = false;
    const retried = await postJson(server.app, URL, { ...contact, captcha: token });
    expect(retried.statusCode).toBe(200);
  });
});
