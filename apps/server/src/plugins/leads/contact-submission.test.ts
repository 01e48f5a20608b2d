import { captchaMessages } from '@ohmstead/contracts/messages';
import { publicConfigSchema } from '@ohmstead/contracts/site-config';
import { describe, expect, it } from 'vitest';
import { contactForm, contactUsEmail } from '../../../test/contact-submission';
import { solveAltcha } from '../../../test/fakes/altcha-widget';
import { postForm, postJson } from '../../../test/fakes/browser';
import { countRows, useTestServer } from '../../../test/harness';

const form = contactForm();

describe('the contact submission sequence of docs/product.md §1.4, with one solved captcha', () => {
  const server = useTestServer({ ALTCHA_COST: '20' });

  it('sends the e-mail request, creates the ticket and posts the lead, then lands on the thank-you page', async () => {
    const config = publicConfigSchema.parse((await server.app.inject({ url: '/api/Config/Public' })).json());
    const captcha = await solveAltcha(server.app);

    const mail = await postJson(server.app, '/api/Email/ContactUs', { ...contactUsEmail(form), captcha });
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
