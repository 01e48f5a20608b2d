import { listMessages } from '@ohmstead/contracts/admin-lists';
import {
  type InquiryDetail,
  inquiryMessages,
  type InquiryRow,
  type QuoteRow,
} from '@ohmstead/contracts/inquiries';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  contactForm,
  submitChatForm,
  submitContactPage,
  webToLeadForm,
} from '../../../test/contact-submission';
import { solveAltcha } from '../../../test/fakes/altcha-widget';
import { JPEG, PNG } from '../../../test/fakes/sample-files';
import { ticketFilesOnDisk } from '../../../test/files-on-disk';
import { countRows, guestSession, useTestServer } from '../../../test/harness';
import { localTicketSystem } from '../../adapters/tickets/local';
import { addUser, call, tokenFor } from '../../auth/test-users';

const PASSWORD = 'inquiries-test-password';

/** Polls until `check` holds (the mail is delivered in the background after the answer). */
async function eventually(check: () => Promise<boolean>, tries = 100): Promise<void> {
  for (let attempt = 0; attempt < tries; attempt++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the condition never held');
}

describe('Customer Inquiries and Quote Request Summary', () => {
  const server = useTestServer({ ALTCHA_COST: '20', RATE_LIMIT_PER_MINUTE: '10000' });
  let manager: string;
  let admin: string;

  beforeAll(async () => {
    await addUser(server.db, { userName: 'mia', password: PASSWORD, roles: ['Manager'], firstName: 'Mia' });
    await addUser(server.db, { userName: 'ari', password: PASSWORD, roles: ['Admin'], firstName: 'Ari' });
    manager = await tokenFor(server.app, 'mia', PASSWORD);
    admin = await tokenFor(server.app, 'ari', PASSWORD);
  });

  const list = (query = '', token = manager) =>
    call(server.app, 'GET', `/api/Inquiries/GetAllInquiries${query ? `?${query}` : ''}`, { token });
  const detail = async (id: number) =>
    (
      await call(server.app, 'GET', `/api/Inquiries/GetInquiry?id=${id}`, { token: manager })
    ).json<InquiryDetail>();
  const retry = (id: number, leg: string, token = admin) =>
    call(server.app, 'POST', '/api/Inquiries/RetryLeg', { token, body: { id, leg } });
  const enquiryId = async (submissionId: string) =>
    Number(
      (
        await server.db.query<{ id: number }>('SELECT id FROM enquiries WHERE submission_id = $1', [
          submissionId,
        ])
      )[0]!.id,
    );

  describe('the contact submission and its legs', () => {
    it('records the mail, the ticket and the lead of one submission against one enquiry', async () => {
      const email = 'legs@gridworks.example';
      const sent = await submitContactPage(server.app, contactForm({ email, topic: 'quote' }));
      expect(sent.mail.statusCode).toBe(200);
      expect(sent.ticket!.statusCode).toBe(200);
      expect(sent.lead!.statusCode).toBe(303);
      const key = sent.ticket!.json().key as string;

      const id = await enquiryId(sent.submissionId);
      await eventually(async () => (await detail(id)).legs.mail.state === 'logged');
      const found = await detail(id);
      expect(found).toMatchObject({
        channel: 'contact-page',
        topic: 'quote',
        name: 'Ada Lovelace',
        email,
        isQuote: true,
        quote: { status: 'new', setBy: null, setAt: null },
      });
      expect(found.legs.mail).toMatchObject({ state: 'logged', retryable: false });
      expect(found.legs.ticket).toMatchObject({ state: 'created', reference: key, retryable: false });
      expect(found.legs.lead).toMatchObject({ state: 'stored', retryable: false });
      const [lead] = await server.db.query<{ id: string; first_name: string; last_name: string }>(
        'SELECT id, first_name, last_name FROM leads WHERE email = $1',
        [email],
      );
      expect(found.legs.lead.reference).toBe(String(lead!.id));
      expect(await server.db.query('SELECT topic, channel FROM tickets WHERE key = $1', [key])).toEqual([
        { topic: 'quote', channel: 'contact-page' },
      ]);

      const page = (await list(`search=${email}`)).json<{ items: InquiryRow[]; total: number }>();
      expect(page.total).toBe(1);
      expect(page.items[0]!.legs.ticket.reference).toBe(key);
    });

    it('answers the same key when the ticket call comes twice, and makes one ticket', async () => {
      const sent = await submitContactPage(server.app, contactForm({ email: 'twice@gridworks.example' }), {
        steps: 2,
      });
      const before = await countRows(server.db, 'tickets');
      const again = await server.app.inject({
        method: 'POST',
        url: '/api/FormSubmission/CreateTicket',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          ...contactForm({ email: 'twice@gridworks.example' }),
          topic: 'general',
          captcha: await solveAltcha(server.app),
          submissionId: sent.submissionId,
        }),
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().key).toBe(sent.ticket!.json().key);
      expect(await countRows(server.db, 'tickets')).toBe(before);
    });

    it('shows a ticket the page never asked for as awaited; one staff retry makes it, another makes none', async () => {
      const sent = await submitContactPage(
        server.app,
        contactForm({ email: 'closed-tab@gridworks.example' }),
        {
          steps: 1,
        },
      );
      const id = await enquiryId(sent.submissionId);
      expect((await detail(id)).legs.ticket).toMatchObject({ state: 'awaited', retryable: true });
      expect((await detail(id)).legs.lead).toMatchObject({ state: 'awaited', retryable: true });

      const before = await countRows(server.db, 'tickets');
      // Two retries at once: one claims the leg, the other finds it taken or done.
      const [first, second] = await Promise.all([retry(id, 'ticket'), retry(id, 'ticket')]);
      const statuses = [first.statusCode, second.statusCode];
      expect(statuses).toContain(200);
      for (const status of statuses) expect([200, 409]).toContain(status);
      expect(await countRows(server.db, 'tickets')).toBe(before + 1);
      const after = await detail(id);
      expect(after.legs.ticket).toMatchObject({ state: 'created', retryable: false });
      const [ticket] = await server.db.query<{ reporter_email: string; source: string }>(
        'SELECT reporter_email, source FROM tickets WHERE key = $1',
        [after.legs.ticket.reference],
      );
      expect(ticket).toEqual({ reporter_email: 'closed-tab@gridworks.example', source: 'contact-us' });

      // Retrying a leg that is done is answered as done: the same ticket, no second one.
      const third = await retry(id, 'ticket');
      expect(third.statusCode).toBe(200);
      expect(third.json<InquiryDetail>().legs.ticket.reference).toBe(after.legs.ticket.reference);
      expect(await countRows(server.db, 'tickets')).toBe(before + 1);

      // The lead leg, retried by staff from what the enquiry recorded: once.
      const leads = await countRows(server.db, 'leads');
      expect((await retry(id, 'lead')).statusCode).toBe(200);
      expect((await retry(id, 'lead')).statusCode).toBe(200);
      expect(await countRows(server.db, 'leads')).toBe(leads + 1);
      expect((await detail(id)).legs.lead.state).toBe('stored');
    });

    it('records a refused lead with the reason, and a retry stores exactly one lead', async () => {
      const sent = await submitContactPage(server.app, contactForm({ email: 'lead@gridworks.example' }), {
        steps: 2,
      });
      const leads = await countRows(server.db, 'leads');
      // The proof was used up by the two calls before: the lead post is refused for its captcha.
      const refused = await server.app.inject({
        method: 'POST',
        url: '/api/Lead/WebToLead',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          ...webToLeadForm(contactForm({ email: 'lead@gridworks.example', message: 'Hello' })),
          captcha: 'bm90IGEgcHJvb2Y=',
          submissionId: sent.submissionId,
        }).toString(),
      });
      expect(refused.statusCode).toBe(400);
      const id = await enquiryId(sent.submissionId);
      const failed = await detail(id);
      expect(failed.legs.lead).toMatchObject({ state: 'failed', retryable: true });
      expect(failed.legs.lead.error).toMatch(/captcha/i);
      expect((await list('legs=failed&search=lead%40gridworks')).json().total).toBe(1);

      const [once, twice] = await Promise.all([retry(id, 'lead'), retry(id, 'lead')]);
      expect([once.statusCode, twice.statusCode]).toEqual([200, 200]);
      expect(await countRows(server.db, 'leads')).toBe(leads + 1);
      const [lead] = await server.db.query(
        'SELECT first_name, last_name, company, message FROM leads WHERE email = $1',
        ['lead@gridworks.example'],
      );
      expect(lead).toEqual({
        first_name: 'Ada',
        last_name: 'Lovelace',
        company: 'Grid Works',
        message: 'Quote for 3 Power Routers, please.',
      });
    });

    it('puts a failed mail back in the queue once; a mail that is not failed is left alone', async () => {
      const sent = await submitContactPage(server.app, contactForm({ email: 'mail@gridworks.example' }), {
        steps: 1,
      });
      const id = await enquiryId(sent.submissionId);
      await eventually(async () => (await detail(id)).legs.mail.state === 'logged');
      expect((await retry(id, 'mail')).statusCode).toBe(409);

      // As the transport leaves a mail it could not deliver.
      await server.db.query(
        `UPDATE mail_outbox SET status = 'failed', error = '554 rejected' WHERE id = (SELECT mail_id FROM enquiries WHERE id = $1)`,
        [id],
      );
      expect((await detail(id)).legs.mail).toMatchObject({
        state: 'failed',
        error: '554 rejected',
        retryable: true,
      });
      const retried = await retry(id, 'mail');
      expect(retried.statusCode).toBe(200);
      await eventually(async () => (await detail(id)).legs.mail.state === 'logged');
      const [outbox] = await server.db.query<{ attempts: number }>(
        'SELECT attempts FROM mail_outbox WHERE id = (SELECT mail_id FROM enquiries WHERE id = $1)',
        [id],
      );
      expect(outbox!.attempts).toBe(2);
    });

    it('keeps a submission without a submission id as it was: no legs to show, nothing to retry', async () => {
      const captcha = await solveAltcha(server.app);
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/Email/ContactUs',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          name: 'Old Page',
          company: 'Legacy',
          phone: '9195550100',
          title: 'CTO',
          email: 'old@legacy.example',
          comments: '',
          isFromHomePage: false,
          captcha,
        }),
      });
      expect(response.statusCode).toBe(200);
      const [row] = (await list('search=old%40legacy')).json<{ items: InquiryRow[] }>().items;
      expect(row!.legs.ticket).toMatchObject({ state: 'none', retryable: false });
      expect(row!.legs.lead).toMatchObject({ state: 'none', retryable: false });
      expect((await retry(row!.id, 'ticket')).statusCode).toBe(409);
    });
  });

  describe('the chat forms are enquiries too', () => {
    it('lists a chat contact form and an images form with their ticket; the images form is a quote request', async () => {
      const caller = { session: guestSession('inquiries-chat') };
      const contact = await submitChatForm(server.app, 'contact', caller, {
        firstName: 'Grace',
        lastName: 'Hopper',
        contact: '19195550142',
        email: 'grace@navy.example',
        message: 'Does the router island?',
        topic: 'product-support',
      });
      expect(contact.statusCode).toBe(200);
      const images = await submitChatForm(
        server.app,
        'images',
        caller,
        {
          firstName: 'Grace',
          lastName: 'Hopper',
          contact: '',
          email: 'grace@navy.example',
          message: 'Scorch marks on the lugs.',
          SerialNumber: '4410027',
        },
        [
          { name: 'lugs.jpg', content: JPEG, type: 'image/jpeg' },
          { name: 'panel.png', content: PNG, type: 'image/png' },
        ],
      );
      expect(images.statusCode).toBe(200);

      const rows = (await list('search=grace%40navy&sort=receivedAt&dir=asc')).json<{ items: InquiryRow[] }>()
        .items;
      expect(rows.map((row) => [row.channel, row.topic, row.legs.ticket.reference])).toEqual([
        ['chat-contact', 'product-support', contact.json().key],
        ['chat-images', 'general', images.json().key],
      ]);
      expect(rows[0]!.legs.mail.state).toBe('none');
      expect(rows[0]!.legs.lead.state).toBe('none');
      expect((await list('channel=chat-images&search=grace')).json().total).toBe(1);

      const quotes = (
        await call(server.app, 'GET', '/api/Inquiries/GetQuoteRequests?search=grace%40navy', {
          token: manager,
        })
      ).json<{ items: QuoteRow[] }>().items;
      expect(quotes).toHaveLength(1);
      expect(quotes[0]).toMatchObject({ channel: 'chat-images', serialNumber: '4410027', status: 'new' });
      expect(quotes[0]!.attachments.map((file) => file.fileName)).toEqual(['lugs.jpg', 'panel.png']);

      // The files open for staff as downloads that are never rendered as a page of ours.
      const file = await call(
        server.app,
        'GET',
        `/api/Inquiries/DownloadAttachment?id=${quotes[0]!.attachments[1]!.id}`,
        { token: admin },
      );
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(PNG)).toBe(true);
      expect(file.headers).toMatchObject({
        'content-type': 'image/png',
        'content-disposition': 'attachment; filename="panel.png"',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        'cache-control': 'private, no-store',
      });
    });

    it('serves no file of a ticket no enquiry made', async () => {
      const tickets = localTicketSystem({
        db: server.db,
        options: { projectId: '10010', issueTypeId: '10038', timeZone: 'UTC' },
        log: server.app.log,
      });
      const key = await tickets.create({
        contact: { ...contactForm(), email: 'direct@example.com' },
        source: 'contact-us',
      });
      await tickets.attach(
        key,
        ticketFilesOnDisk([{ fileName: 'secret.txt', contentType: 'text/plain', content: Buffer.from('x') }]),
      );
      const [file] = await server.db.query<{ id: number }>(
        'SELECT id FROM ticket_attachments WHERE ticket_key = $1',
        [key],
      );
      const response = await call(server.app, 'GET', `/api/Inquiries/DownloadAttachment?id=${file!.id}`, {
        token: admin,
      });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('quote status', () => {
    it('is set by staff, with who set it and when; an enquiry that is no quote request refuses it', async () => {
      const sent = await submitContactPage(
        server.app,
        contactForm({ email: 'quote@gridworks.example', topic: 'quote' }),
      );
      const id = await enquiryId(sent.submissionId);
      const set = await call(server.app, 'PUT', '/api/Inquiries/SetQuoteStatus', {
        token: manager,
        body: { id, status: 'quoted' },
      });
      expect(set.statusCode).toBe(200);
      expect(set.json()).toMatchObject({ id, status: 'quoted', statusSetBy: 'Mia Tester' });
      const quote = (await detail(id)).quote!;
      expect(quote).toMatchObject({ status: 'quoted', setBy: 'Mia Tester' });
      expect(Date.parse(quote.setAt!)).not.toBeNaN();
      const listed = (
        await call(server.app, 'GET', '/api/Inquiries/GetQuoteRequests?status=quoted', { token: admin })
      ).json<{ items: QuoteRow[] }>();
      expect(listed.items.map((row) => row.id)).toContain(id);

      const general = await submitContactPage(
        server.app,
        contactForm({ email: 'general@gridworks.example' }),
        {
          steps: 1,
        },
      );
      const refused = await call(server.app, 'PUT', '/api/Inquiries/SetQuoteStatus', {
        token: manager,
        body: { id: await enquiryId(general.submissionId), status: 'quoted' },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(inquiryMessages.notQuote);
      const unknown = await call(server.app, 'PUT', '/api/Inquiries/SetQuoteStatus', {
        token: manager,
        body: { id: 999_999, status: 'closed' },
      });
      expect(unknown.statusCode).toBe(404);
      const badStatus = await call(server.app, 'PUT', '/api/Inquiries/SetQuoteStatus', {
        token: manager,
        body: { id, status: 'won' },
      });
      expect(badStatus.statusCode).toBe(400);
    });
  });

  describe('the list on the server', () => {
    it('sorts, pages and filters by channel, topic and date range', async () => {
      await submitContactPage(server.app, contactForm({ first_name: 'Zed', email: 'zed@sort.example' }), {
        steps: 1,
      });
      await submitContactPage(server.app, contactForm({ first_name: 'Abe', email: 'abe@sort.example' }), {
        steps: 1,
      });
      const byName = (await list('search=sort.example&sort=name&dir=asc')).json<{ items: InquiryRow[] }>();
      expect(byName.items.map((row) => row.name)).toEqual(['Abe Lovelace', 'Zed Lovelace']);
      const paged = (await list('search=sort.example&sort=name&dir=asc&pageSize=10&page=2')).json();
      expect(paged).toMatchObject({ items: [], total: 2, page: 2, pageSize: 10 });
      const future = new Date(Date.now() + 86_400_000).toISOString();
      expect((await list(`search=sort.example&from=${encodeURIComponent(future)}`)).json().total).toBe(0);
      expect((await list('topic=quote&search=sort.example')).json().total).toBe(0);
    });

    it.each([
      [
        'an unknown sort column',
        'sort=secret',
        listMessages.sortInvalid(['receivedAt', 'name', 'company', 'email']),
      ],
      [
        'an inverted range',
        `from=${encodeURIComponent('2026-02-01T00:00:00Z')}&to=${encodeURIComponent('2026-01-01T00:00:00Z')}`,
        listMessages.rangeInverted,
      ],
      ['a huge page', 'page=99999999', listMessages.pageInvalid],
      ['a page size not offered', 'pageSize=5000', listMessages.pageSizeInvalid],
      ['an unknown filter', 'colour=red', 'Unexpected field(s): colour'],
      [
        'an unknown channel',
        'channel=fax',
        'channel must be one of: contact-page, chat-contact, chat-images',
      ],
    ])('refuses %s with a clear 400', async (_case, query, message) => {
      const response = await list(query);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((error: { message: string }) => error.message)).toContain(message);
    });

    it('exports the filtered rows as CSV, safe from formula injection', async () => {
      await submitContactPage(
        server.app,
        contactForm({ first_name: '=HYPERLINK("http://evil")', email: 'csv@inject.example' }),
        { steps: 1 },
      );
      const response = await list('search=inject.example&format=csv');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="customer-inquiries.csv"');
      const lines = response.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n');
      expect(lines[0]).toBe('Received at,Channel,Topic,Name,Company,Email,Phone,Mail,Ticket,Lead');
      expect(lines).toHaveLength(2);
      expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"") Lovelace"`);
      expect(lines[1]).toContain('awaited');
    });

    it('answers 404 for an enquiry that does not exist, and 400 for a leg that does not', async () => {
      expect(
        (await call(server.app, 'GET', '/api/Inquiries/GetInquiry?id=987654', { token: admin })).statusCode,
      ).toBe(404);
      expect((await retry(987_654, 'ticket')).statusCode).toBe(404);
      expect((await retry(1, 'fax')).statusCode).toBe(400);
    });
  });
});
