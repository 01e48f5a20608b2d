import { COMPANY_EMAIL_DOMAIN } from '@ohmstead/contracts/chat';
import type { EnquiryTopic } from '@ohmstead/contracts/enquiry-topics';
import type { EnquiryChannel } from '@ohmstead/contracts/inquiries';
import type { Queryable } from '../../db/database';
import { insertJsonRows, reserveIds } from './json-batches';
import { COMPANIES, FIRST_NAMES, LAST_NAMES, MESSAGES, TITLES } from './people';
import { DAY_MS, pastInstant, type SeededRandom } from './random';
import type { HistoryGenerator, HistoryOptions } from './types';

/** The demo customer's address (docs/product.md §3.4: the user name at the company domain): their tickets list. */
export const DEMO_CUSTOMER_USER_NAME = 'customer';
const DEMO_CUSTOMER_EMAIL = `${DEMO_CUSTOMER_USER_NAME}@${COMPANY_EMAIL_DOMAIN}`;
const CONTACT_INBOX = 'info@ohmsteadpower.com';
const MAIL_FROM = 'Ohmstead Power <no-reply@ohmsteadpower.com>';

/** A tiny PNG (1×1), the generated equipment photos' content. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

interface Generated {
  id: number;
  createdAt: Date;
  channel: EnquiryChannel;
  topic: EnquiryTopic;
  firstName: string;
  lastName: string;
  company: string;
  title: string;
  phone: string;
  email: string;
  message: string;
  serialNumber: string | null;
  username: string;
  userId: number | null;
  mail: 'logged' | 'failed' | null;
  ticket: 'created' | 'failed' | 'awaited';
  lead: 'stored' | 'failed' | 'awaited' | null;
  ticketKey: string | null;
}

const iso = (date: Date) => date.toISOString();
const later = (date: Date, minutes: number, now: Date) =>
  new Date(Math.min(date.getTime() + minutes * 60_000, now.getTime()));

/** Enquiries a day: fewer at weekends; `scale` times the demo's. */
function enquiriesOn(random: SeededRandom, day: Date, scale: number): number {
  const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
  const base = (weekend ? 0.5 : 1.4) * scale;
  return Math.max(0, Math.round(base * (0.5 + random.int(0, 100) / 100)));
}

function person(random: SeededRandom, forCustomer: boolean) {
  const firstName = forCustomer ? 'Casey' : random.pick(FIRST_NAMES);
  const lastName = forCustomer ? 'Reed' : random.pick(LAST_NAMES);
  const company = forCustomer ? 'Reed Fleet Services' : random.pick(COMPANIES);
  const email = forCustomer
    ? DEMO_CUSTOMER_EMAIL
    : `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '') +
      `@${company.toLowerCase().replace(/[^a-z]+/g, '-')}.example`;
  return { firstName, lastName, company, email };
}

/** The ticket description as the ticket system keeps it (Atlassian Document Format), short. */
function description(enquiry: Generated) {
  const origin = enquiry.channel === 'contact-page' ? 'the website contact form' : 'the chat assistant';
  const item = (label: string, value: string) => ({
    type: 'listItem',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: `${label}: ${value || '-'}` }] }],
  });
  return {
    type: 'doc',
    version: 1,
    content: [
      { type: 'paragraph', content: [{ type: 'text', text: `Client query from ${origin}.` }] },
      {
        type: 'bulletList',
        content: [
          item('First name', enquiry.firstName),
          item('Last name', enquiry.lastName),
          item('Company', enquiry.company),
          item('Email', enquiry.email),
        ],
      },
      { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Message' }] },
      { type: 'paragraph', content: [{ type: 'text', text: enquiry.message }] },
    ],
  };
}

type Enquiry = Omit<Generated, 'id' | 'ticketKey'>;

/** The enquiries of the window, day by day, oldest first. */
function generatedEnquiries(
  { now, days, scale, random }: HistoryOptions,
  customer: { id: number } | undefined,
): Enquiry[] {
  const enquiries: Enquiry[] = [];
  for (let daysAgo = days - 1; daysAgo >= 0; daysAgo--) {
    const day = new Date(now.getTime() - daysAgo * DAY_MS);
    for (let n = enquiriesOn(random, day, scale); n > 0; n--) {
      const channel = random.weighted({ 'contact-page': 65, 'chat-contact': 20, 'chat-images': 15 });
      const topic: EnquiryTopic =
        channel === 'chat-images'
          ? 'general'
          : random.weighted({ general: 45, quote: 35, 'product-support': 20 });
      // Some are the demo customer's, so their Support Tickets list has history after `npm start`.
      const forCustomer = random.chance(0.08);
      const who = person(random, forCustomer);
      const signedIn = forCustomer && channel !== 'contact-page' && customer !== undefined;
      const createdAt = pastInstant(random, now, daysAgo);
      const contactPage = channel === 'contact-page';
      enquiries.push({
        createdAt,
        channel,
        topic,
        ...who,
        title: contactPage ? random.pick(TITLES) : '',
        phone: contactPage ? `919555${String(random.int(0, 9999)).padStart(4, '0')}` : '',
        message: random.pick(MESSAGES[channel === 'chat-images' ? 'images' : topic]),
        serialNumber: channel === 'chat-images' ? String(random.int(4_400_000, 4_499_999)) : null,
        username: signedIn ? DEMO_CUSTOMER_USER_NAME : 'guest',
        userId: signedIn ? Number(customer!.id) : null,
        mail: contactPage ? (random.chance(0.04) ? 'failed' : 'logged') : null,
        ticket: random.chance(0.04) ? 'failed' : contactPage && random.chance(0.02) ? 'awaited' : 'created',
        lead: contactPage
          ? random.chance(0.03)
            ? 'failed'
            : random.chance(0.03)
              ? 'awaited'
              : 'stored'
          : null,
      });
    }
  }

  return enquiries;
}

/** Ids from the enquiries' own sequence, and a ticket key for each whose ticket was created. */
async function numbered(db: Queryable, enquiries: Enquiry[]): Promise<Generated[]> {
  const ids = await reserveIds(db, 'enquiries', enquiries.length);
  const withTickets = enquiries.filter((enquiry) => enquiry.ticket === 'created').length;
  const ticketNumbers = (
    await db.query<{ n: string }>(`SELECT nextval('ticket_number_seq') AS n FROM generate_series(1, $1)`, [
      withTickets,
    ])
  ).map((row) => Number(row.n));
  let nextTicket = 0;
  return enquiries.map((enquiry, index) => ({
    ...enquiry,
    id: ids[index]!,
    ticketKey: enquiry.ticket === 'created' ? `SUP-${ticketNumbers[nextTicket++]}` : null,
  }));
}

/** The enquiries table's row of one enquiry; a quote request has moved on when it is old enough. */
function enquiryRow(
  row: Generated,
  links: { mailIds: Map<number, number>; leadIds: Map<number, number>; managers: { id: number }[] },
  { now, random }: HistoryOptions,
) {
  const { mailIds, leadIds, managers } = links;
  const quote = row.topic === 'quote' || row.channel === 'chat-images';
  const ageDays = (now.getTime() - row.createdAt.getTime()) / DAY_MS;
  // Older quote requests have moved on; a manager set their status a few days in.
  const quoteStatus = !quote || ageDays < 3 ? 'new' : random.weighted({ new: 2, quoted: 5, closed: 3 });
  const manager = managers.length > 0 ? Number(random.pick(managers).id) : null;
  const contactPage = row.channel === 'contact-page';
  return {
    id: row.id,
    name: `${row.firstName} ${row.lastName}`,
    company: row.company,
    phone: row.phone,
    title: row.title,
    email: row.email,
    comments: row.message,
    created_at: iso(row.createdAt),
    submission_id: contactPage ? uuidOf(random) : null,
    channel: row.channel,
    topic: row.topic,
    first_name: row.firstName,
    last_name: row.lastName,
    serial_number: row.serialNumber,
    username: row.username,
    user_id: row.userId,
    mail_id: mailIds.get(row.id) ?? null,
    ticket_state: row.ticket,
    ticket_key: row.ticketKey,
    ticket_error: row.ticket === 'failed' ? 'The ticket system is not reachable.' : null,
    ticket_attempted_at: row.ticket === 'awaited' ? null : iso(later(row.createdAt, 0.1, now)),
    lead_state: row.lead ?? 'none',
    lead_id: leadIds.get(row.id) ?? null,
    lead_error: row.lead === 'failed' ? 'The captcha could not be verified. Please solve it again.' : null,
    lead_attempted_at:
      row.lead === 'stored' || row.lead === 'failed' ? iso(later(row.createdAt, 0.2, now)) : null,
    quote_status: quoteStatus,
    quote_status_by: quoteStatus === 'new' ? null : manager,
    quote_status_at:
      quoteStatus === 'new' || manager === null
        ? null
        : iso(later(row.createdAt, random.int(1, 4) * 1440, now)),
  };
}

async function generate(db: Queryable, options: HistoryOptions): Promise<void> {
  const { now } = options;
  const [customer] = await db.query<{ id: number }>('SELECT id FROM users WHERE lower(user_name) = $1', [
    DEMO_CUSTOMER_USER_NAME,
  ]);
  const managers = await db.query<{ id: number }>(
    `SELECT id FROM users WHERE active AND 'Manager' = ANY (roles) ORDER BY id`,
  );
  const rows = await numbered(db, generatedEnquiries(options, customer));
  await writeTickets(db, rows, now);
  const mailIds = await writeMails(db, rows, now);
  const leadIds = await writeLeads(db, rows, now);
  await insertJsonRows(
    db,
    `INSERT INTO enquiries (id, name, company, phone, title, email, comments, is_from_home_page, created_at,
       submission_id, channel, topic, first_name, last_name, serial_number, username, user_id, mail_id,
       ticket_state, ticket_key, ticket_error, ticket_attempted_at, lead_state, lead_id, lead_error,
       lead_attempted_at, quote_status, quote_status_by, quote_status_at)
     OVERRIDING SYSTEM VALUE
     SELECT id, name, company, phone, title, email, comments, false, created_at, submission_id, channel, topic,
       first_name, last_name, serial_number, username, user_id, mail_id, ticket_state, ticket_key, ticket_error,
       ticket_attempted_at, lead_state, lead_id, lead_error, lead_attempted_at, quote_status, quote_status_by,
       quote_status_at
     FROM jsonb_to_recordset($1::jsonb) AS r(id bigint, name text, company text, phone text, title text,
       email text, comments text, created_at timestamptz, submission_id uuid, channel text, topic text,
       first_name text, last_name text, serial_number text, username text, user_id integer, mail_id bigint,
       ticket_state text, ticket_key text, ticket_error text, ticket_attempted_at timestamptz, lead_state text,
       lead_id bigint, lead_error text, lead_attempted_at timestamptz, quote_status text,
       quote_status_by integer, quote_status_at timestamptz)`,
    rows.map((row) => enquiryRow(row, { mailIds, leadIds, managers }, options)),
  );
}

/** A version 4 UUID from the seeded randomness (deterministic, unlike crypto's). */
function uuidOf(random: SeededRandom): string {
  const hex = (digits: number) =>
    Array.from({ length: digits }, () => random.int(0, 15).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${random.pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
}

/** The tickets the enquiries made, as the embedded ticket system records them; all open (tickets.ts moves them). */
async function writeTickets(db: Queryable, rows: Generated[], now: Date): Promise<void> {
  const tickets = rows.filter((row) => row.ticketKey !== null);
  const summary = (date: Date) => `${iso(date).slice(0, 16).replace('T', ' ')} Client Query`;
  await insertJsonRows(
    db,
    `INSERT INTO tickets (key, project_id, issue_type_id, summary, description, custom_fields, source, username,
       created_at, channel, topic, reporter_name, reporter_email, user_id, updated_at)
     SELECT key, '10010', '10038', summary, description, custom_fields, source, username, created_at, channel,
       topic, reporter_name, reporter_email, user_id, created_at
     FROM jsonb_to_recordset($1::jsonb) AS r(key text, summary text, description jsonb, custom_fields jsonb,
       source text, username text, created_at timestamptz, channel text, topic text, reporter_name text,
       reporter_email text, user_id integer)`,
    tickets.map((row) => {
      const createdAt = later(row.createdAt, 0.1, now);
      const contactPage = row.channel === 'contact-page';
      return {
        key: row.ticketKey,
        summary: summary(createdAt),
        description: description(row),
        custom_fields: {
          [contactPage ? 'customfield_10378' : 'customfield_10377']: contactPage ? 'Contact Us' : 'Chatbot',
          customfield_10376: 'Ohmstead Website',
          customfield_10379: row.username,
        },
        source: contactPage ? 'contact-us' : 'chatbot',
        username: row.username,
        created_at: iso(createdAt),
        channel: row.channel,
        topic: row.topic,
        reporter_name: `${row.firstName} ${row.lastName}`,
        reporter_email: row.email.toLowerCase(),
        user_id: row.userId,
      };
    }),
  );
  await db.query(
    `INSERT INTO ticket_status_history (ticket_key, from_status, to_status, changed_by_name, changed_at)
     SELECT key, NULL, 'open', 'Website', created_at FROM tickets t
     WHERE key = ANY ($1) AND NOT EXISTS (SELECT 1 FROM ticket_status_history h WHERE h.ticket_key = t.key)`,
    [tickets.map((row) => row.ticketKey)],
  );
  // The equipment photos of the images forms.
  await insertJsonRows(
    db,
    `INSERT INTO ticket_attachments (ticket_key, file_name, content_type, size_bytes, content, created_at)
     SELECT ticket_key, file_name, 'image/png', length(decode('${PNG_BASE64}', 'base64')),
       decode('${PNG_BASE64}', 'base64'), created_at
     FROM jsonb_to_recordset($1::jsonb) AS r(ticket_key text, file_name text, created_at timestamptz)`,
    tickets
      .filter((row) => row.channel === 'chat-images')
      .flatMap((row) =>
        ['unit-front.png', 'nameplate.png'].map((fileName) => ({
          ticket_key: row.ticketKey,
          file_name: `${row.serialNumber}-${fileName}`,
          created_at: iso(later(row.createdAt, 0.2, now)),
        })),
      ),
  );
}

/** The contact page's mail to the inbox: logged (no SMTP in the demo) or failed with the server's reason. */
async function writeMails(db: Queryable, rows: Generated[], now: Date): Promise<Map<number, number>> {
  const mailed = rows.filter((row) => row.mail !== null);
  const ids = await reserveIds(db, 'mail_outbox', mailed.length);
  await insertJsonRows(
    db,
    `INSERT INTO mail_outbox (id, kind, to_address, from_address, subject, text_body, html_body, headers, status,
       attempts, error, created_at, updated_at, delivered_at)
     OVERRIDING SYSTEM VALUE
     SELECT id, 'contact-enquiry', '${CONTACT_INBOX}', '${MAIL_FROM}', subject, text_body, html_body,
       jsonb_build_object('Reply-To', reply_to), status, attempts, error, created_at, updated_at,
       CASE WHEN status = 'logged' THEN updated_at END
     FROM jsonb_to_recordset($1::jsonb) AS r(id bigint, subject text, text_body text, html_body text,
       reply_to text, status text, attempts integer, error text, created_at timestamptz, updated_at timestamptz)`,
    mailed.map((row, index) => ({
      id: ids[index],
      subject: `Website enquiry from ${row.firstName} ${row.lastName}, ${row.company}`,
      text_body: `A visitor sent an enquiry through the contact page.\n\nEmail: ${row.email}\n\n${row.message}\n`,
      html_body: `<p>A visitor sent an enquiry through the contact page.</p><p>${row.message}</p>`,
      reply_to: row.email,
      status: row.mail,
      attempts: row.mail === 'failed' ? 5 : 1,
      error: row.mail === 'failed' ? '554 5.7.1 Message rejected' : null,
      created_at: iso(row.createdAt),
      updated_at: iso(later(row.createdAt, row.mail === 'failed' ? 240 : 0.05, now)),
    })),
  );
  return new Map(mailed.map((row, index) => [row.id, ids[index]!]));
}

/** The leads our own lead endpoint stored. */
async function writeLeads(db: Queryable, rows: Generated[], now: Date): Promise<Map<number, number>> {
  const stored = rows.filter((row) => row.lead === 'stored');
  const ids = await reserveIds(db, 'leads', stored.length);
  await insertJsonRows(
    db,
    `INSERT INTO leads (id, oid, ret_url, lead_source, first_name, last_name, company, phone, title, email,
       message, created_at)
     OVERRIDING SYSTEM VALUE
     SELECT id, 'OHMSTEAD-LOCAL', '/thank-you', 'Website', first_name, last_name, company, phone, title, email,
       message, created_at
     FROM jsonb_to_recordset($1::jsonb) AS r(id bigint, first_name text, last_name text, company text,
       phone text, title text, email text, message text, created_at timestamptz)`,
    stored.map((row, index) => ({
      id: ids[index],
      first_name: row.firstName,
      last_name: row.lastName,
      company: row.company,
      phone: row.phone,
      title: row.title,
      email: row.email,
      message: row.message,
      created_at: iso(later(row.createdAt, 0.2, now)),
    })),
  );
  return new Map(stored.map((row, index) => [row.id, ids[index]!]));
}

/**
 * 90 days of enquiries: the contact page's with their mail, ticket and lead (a few failed), the
 * chat forms' with their ticket and the images forms' photos, quote statuses set by a manager, some from the
 * demo customer. Their tickets start open; tickets.ts gives them their workflow.
 */
export const enquiriesHistory: HistoryGenerator = { name: 'enquiries', generate };
