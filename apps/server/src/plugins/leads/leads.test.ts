import { captchaMessages, contactMessages as m } from '@ohmstead/contracts/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactForm, webToLeadForm } from '../../../test/contact-submission';
import { solveAltcha } from '../../../test/fakes/altcha-widget';
import { postForm, postJson, postRaw } from '../../../test/fakes/browser';
import { withChanges } from '../../../test/form-changes';
import { countRows, useTestServer } from '../../../test/harness';

const URL = '/api/Lead/WebToLead';

const contact = contactForm({ message: 'Interested in building electrification.' });
const leadForm = webToLeadForm(contact);

describe('POST /api/Lead/WebToLead (the embedded lead-capture service)', () => {
  const server = useTestServer({ ALTCHA_COST: '20', RATE_LIMIT_PER_MINUTE: '1000' });

  const written = async () => ({
    leads: await countRows(server.db, 'leads'),
    proofs: await countRows(server.db, 'captcha_proof_uses'),
  });

  it('stores oid, retURL, lead_source=Website and every form field except consent, then redirects 303 to retURL', async () => {
    const response = await postForm(server.app, URL, { ...leadForm, captcha: await solveAltcha(server.app) });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('http://site.test/thank-you');

    const [lead] = await server.db.query<Record<string, unknown>>(
      'SELECT * FROM leads ORDER BY id DESC LIMIT 1',
    );
    expect(lead).toMatchObject({
      oid: 'OHMSTEAD-LOCAL',
      ret_url: 'http://site.test/thank-you',
      lead_source: 'Website',
      ...contact,
    });
    expect(Object.keys(lead!).some((column) => /consent|captcha/i.test(column))).toBe(false);
  });

  it('accepts a lead without last name and message', async () => {
    const { last_name: _last, '00NPY000001P0HB': _message, ...required } = leadForm;
    const response = await postForm(server.app, URL, { ...required, captcha: await solveAltcha(server.app) });
    expect(response.statusCode).toBe(303);
    const [lead] = await server.db.query('SELECT last_name, message FROM leads ORDER BY id DESC LIMIT 1');
    expect(lead).toEqual({ last_name: '', message: '' });
  });

  describe('refuses invalid input with a JSON reason and stores nothing', () => {
    let token: string;
    beforeAll(async () => {
      token = await solveAltcha(server.app);
    });
    const form = (change: Record<string, string | undefined>) =>
      withChanges({ ...leadForm, captcha: token }, change);
    const offSite = 'retURL must be an address on this site';

    it.each([
      ['a retURL on another site', { retURL: 'https://evil.example/thank-you' }, 'retURL', offSite],
      ['a retURL on a look-alike host', { retURL: 'http://site.test.evil.example/' }, 'retURL', offSite],
      ['a protocol-relative retURL', { retURL: '//evil.example/thank-you' }, 'retURL', offSite],
      ['a javascript: retURL', { retURL: 'javascript:alert(1)' }, 'retURL', offSite],
      ['a retURL with credentials', { retURL: 'http://user:pw@site.test/thank-you' }, 'retURL', offSite],
      ['a retURL on another port', { retURL: 'http://site.test:8080/thank-you' }, 'retURL', offSite],
      ['a missing retURL', { retURL: undefined }, 'retURL', 'retURL is required'],
      ['an unknown oid', { oid: 'SOMEONE-ELSE' }, 'oid', 'unknown oid'],
      ['a missing oid', { oid: undefined }, 'oid', 'oid is required'],
      ['another lead source', { lead_source: 'Email' }, 'lead_source', 'lead_source must be Website'],
      ['a missing first name', { first_name: undefined }, 'first_name', m.firstNameRequired],
      ['a first name over 40 characters', { first_name: 'x'.repeat(41) }, 'first_name', m.firstNameMax],
      ['a company over 40 characters', { company: 'x'.repeat(41) }, 'company', m.companyMax],
      ['a phone with dashes', { phone: '919-555-0142' }, 'phone', m.phoneInvalid],
      ['a title over 40 characters', { title: 'x'.repeat(41) }, 'title', m.titleMax],
      ['a malformed email', { email: 'ada' }, 'email', m.emailInvalid],
      ['an email over 80 characters', { email: `${'a'.repeat(70)}@example.com` }, 'email', m.emailMax],
      [
        'a message over 4000 characters',
        { '00NPY000001P0HB': 'x'.repeat(4001) },
        '00NPY000001P0HB',
        m.messageMax,
      ],
      ['a missing captcha', { captcha: undefined }, 'captcha', m.captchaRequired],
      ['the consent field', { emailConsent: 'true' }, 'form', 'Unexpected field(s): emailConsent'],
    ] as const)('%s', async (_case, change, field, message) => {
      const before = await written();
      const response = await postForm(server.app, URL, form(change));
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers.location).toBeUndefined();
      expect(response.json().errors).toContainEqual({ field, message });
      expect(await written()).toEqual(before);
    });

    it('a field sent twice', async () => {
      const before = await written();
      const payload = `${new URLSearchParams(form({})).toString()}&first_name=Eve`;
      const response = await postRaw(server.app, URL, payload, 'application/x-www-form-urlencoded');
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].field).toBe('first_name');
      expect(await written()).toEqual(before);
    });

    it.each([
      ['a JSON body', () => postJson(server.app, URL, form({})), 415],
      ['a text body', () => postRaw(server.app, URL, 'oid=OHMSTEAD-LOCAL', 'text/plain'), 415],
      [
        'a body over the size limit',
        () => postForm(server.app, URL, form({ '00NPY000001P0HB': 'x'.repeat(70 * 1024) })),
        413,
      ],
    ] as const)('%s', async (_case, send, status) => {
      const before = await written();
      const response = await send();
      expect(response.statusCode).toBe(status);
      expect(response.json().responseStatusCode).toBe(status);
      expect(await written()).toEqual(before);
    });

    it('a bad captcha, and a captcha already used for a lead', async () => {
      let before = await written();
      const bad = await postForm(server.app, URL, form({ captcha: 'bm90IGEgcHJvb2Y=' }));
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(captchaMessages.invalid);
      expect(await written()).toEqual(before);

      expect((await postForm(server.app, URL, form({}))).statusCode).toBe(303);
      before = await written();
      const replay = await postForm(server.app, URL, form({}));
      expect(replay.statusCode).toBe(400);
      expect(replay.json().message).toBe(captchaMessages.invalid);
      expect(await written()).toEqual(before);
    });
  });
});
