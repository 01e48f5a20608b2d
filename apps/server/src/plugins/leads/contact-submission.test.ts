import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaMessages } from '@ohmstead/contracts/messages';
import { publicConfigSchema } from '@ohmstead/contracts/site-config';
import { solveAltcha } from '../../../test/fakes/altcha-widget';
import { postForm, postJson } from '../../../test/fakes/browser';
import { countRows, startTestServer, type TestServer } from '../../../test/harness';

const form = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  company: 'Grid Works',
  phone: '9195550142',
  title: 'Chief Engineer',
  email: 'ada@gridworks.example',
  message: 'Quote for 3 Power Routers, please.',
};

describe('the contact submission sequence of docs/product.md §1.4, with one solved captcha', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ALTCHA_COST: '20' });
  });
  afterAll(() => server.close());

  it('sends the e-mail request, creates the ticket and posts the lead, then lands on the thank-you page', async () => {
    const config = publicConfigSchema.parse((await server.app.inject({ url: '/api/Config/Public' })).json());
    const captcha = await solveAltcha(server.app);

    const mail = await postJson(server.app, '/api/Email/ContactUs', {
      name: `${form.first_name} ${form.last_name}`,
      company: form.company,
      phone: form.phone,
      title: form.title,
      email: form.email,
      comments: form.message,
      isFromHomePage: false,
      captcha,
    });
    expect(mail.statusCode).toBe(200);

    const ticket = await postJson(server.app, '/api/FormSubmission/CreateTicket', { ...form, captcha });
    expect(ticket.statusCode).toBe(200);
    expect(ticket.json().key).toMatch(/^SUP-\d+$/);

    const { message, ...fields } = form;
    const lead = await postForm(server.app, config.leadCapture.action, {
      oid: config.leadCapture.oid,
      retURL: config.leadCapture.retURL,
      lead_source: 'Website',
      ...fields,
      '00NPY000001P0HB': message,
      [config.leadCapture.captchaField]: captcha,
    });
    expect(lead.statusCode).toBe(303);
    expect(lead.headers.location).toBe('http://site.test/thank-you');

    expect(await countRows(server.db, 'enquiries')).toBe(1);
    expect(await countRows(server.db, 'tickets')).toBe(1);
    expect(await countRows(server.db, 'leads')).toBe(1);

    // Submitting the same proof again reaches none of the three.
    const again = await postJson(server.app, '/api/FormSubmission/CreateTicket', { ...form, captcha });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(captchaMessages.invalid);
  });
});
