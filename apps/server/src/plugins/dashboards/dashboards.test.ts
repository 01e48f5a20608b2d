import type { ExecutiveDashboard } from '@ohmstead/contracts/dashboards';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';
import { addUser, tokenFor } from '../../auth/test-users';

const PASSWORD = 'dashboard-password-1';
/** A fixed range of 10 days and the 10 days before it. */
const FROM = '2026-05-11T00:00:00Z';
const TO = '2026-05-21T00:00:00Z';

describe('executive dashboard', () => {
  const server = useTestServer();
  let manager: string;
  let vendor: string;

  beforeAll(async () => {
    const { app, db } = server;
    await addUser(db, { userName: 'max', password: PASSWORD, roles: ['Manager'] });
    await addUser(db, { userName: 'val', password: PASSWORD, roles: ['Vendor'] });
    manager = await tokenFor(app, 'max', PASSWORD);
    vendor = await tokenFor(app, 'val', PASSWORD);

    // In the range: 3 enquiries (one at 22:30 UTC on the 12th, the 13th in Berlin), 1 lead, 2 tickets, 1
    // application, 2 subscribers, 2 conversations (one with two questions), a live chat and a request that
    // found no agent. In the 10 days before: 1 enquiry and 1 ticket. Outside both: 1 enquiry.
    const enquiry = (at: string) =>
      db.query(
        `INSERT INTO enquiries (name, company, phone, title, email, comments, is_from_home_page, created_at)
         VALUES ('Ada', 'Acme', '', '', 'ada@example.com', 'Hello', false, $1)`,
        [at],
      );
    for (const at of [
      '2026-05-12T22:30:00Z',
      '2026-05-15T09:00:00Z',
      '2026-05-20T09:00:00Z',
      '2026-05-03T09:00:00Z',
      '2026-04-01T09:00:00Z',
    ])
      await enquiry(at);
    await db.query(
      `INSERT INTO leads (oid, ret_url, lead_source, first_name, last_name, company, phone, title, email, message, created_at)
       VALUES ('oid', 'http://site.test/thank-you', 'Website', 'Ada', 'L', 'Acme', '', '', 'ada@example.com', 'Quote', '2026-05-14T10:00:00Z')`,
    );
    for (const at of ['2026-05-12T10:00:00Z', '2026-05-13T10:00:00Z', '2026-05-05T10:00:00Z'])
      await db.query(
        `INSERT INTO tickets (project_id, issue_type_id, summary, description, custom_fields, source, username, created_at)
         VALUES ('1', '1', 'Client Query', '{}', '{}', 'contact-us', 'guest', $1)`,
        [at],
      );
    await db.query(
      `INSERT INTO job_applications (full_name, email, phone_number, job_type, experience, cv_file_name,
         cv_content_type, cv_size, cv_storage_key, created_at)
       VALUES ('Grace', 'grace@example.com', '+14155550134', 'Test Engineer', '1 Year to 10 Year', 'cv.pdf',
         'application/pdf', 10, 'key-1', '2026-05-16T10:00:00Z')`,
    );
    for (const [email, at] of [
      ['a@example.com', '2026-05-11T08:00:00Z'],
      ['b@example.com', '2026-05-19T08:00:00Z'],
    ])
      await db.query(
        `INSERT INTO subscribers (email, unsubscribe_token, subscribed_at) VALUES ($1, $1, $2)`,
        [email, at],
      );
    await db.query(
      `INSERT INTO bot_conversations (id, bot, identity_key, created_at) VALUES ('one', 'crm', 'guest:one', '2026-05-12T09:00:00Z'),
         ('two', 'ia', 'guest:two', '2026-05-18T09:00:00Z')`,
    );
    await db.query(
      `INSERT INTO bot_messages (conversation_id, bot, role, content, created_at) VALUES
         ('one', 'crm', 'user', 'What is the Power Router?', '2026-05-12T09:00:00Z'),
         ('one', 'crm', 'user', 'And the Power Blade?', '2026-05-12T09:05:00Z'),
         ('two', 'ia', 'user', 'What is the input voltage?', '2026-05-18T09:00:00Z')`,
    );
    await db.query(
      `INSERT INTO live_chats (id, customer_key, customer_name, user_name, bot, status, requested_at, ended_at, end_reason)
       VALUES (gen_random_uuid(), 'guest:one', 'guest', 'guest', 'CRM', 'canceled', '2026-05-12T09:06:00Z',
               '2026-05-12T09:07:00Z', 'customer_canceled')`,
    );
    await db.query(
      `INSERT INTO live_chat_refusals (customer_key, customer_name, bot, reason, refused_at)
       VALUES ('guest:two', 'guest', 'IA', 'no_agents', '2026-05-18T09:01:00Z')`,
    );
  });

  const get = (query: string, token = manager) =>
    server.app.inject({
      method: 'GET',
      url: `/api/Dashboards/GetExecutiveDashboard?${query}`,
      headers: { authorization: `Bearer ${token}` },
    });

  it('counts every key figure in the range and in the same length before it', async () => {
    const response = await get(`from=${FROM}&to=${TO}&tz=UTC`);
    expect(response.statusCode, response.body).toBe(200);
    const dashboard = response.json<ExecutiveDashboard>();
    expect(dashboard.previousFrom).toBe('2026-05-01T00:00:00.000Z');
    expect(dashboard.kpis).toEqual({
      enquiries: { value: 3, previous: 1 },
      leads: { value: 1, previous: 0 },
      chats: { value: 2, previous: 0 },
      handoffs: { value: 2, previous: 0 },
      tickets: { value: 2, previous: 1 },
      applications: { value: 1, previous: 0 },
      subscribers: { value: 2, previous: 0 },
    });
  });

  it('draws each figure per day of the viewer’s time zone', async () => {
    const series = (tz: string) =>
      get(`from=${FROM}&to=${TO}&tz=${encodeURIComponent(tz)}`).then(
        (response) => response.json<ExecutiveDashboard>().series,
      );
    const utc = await series('UTC');
    expect(utc).toHaveLength(11);
    expect(utc[0]!.period).toBe('2026-05-11');
    const onDay = (points: typeof utc, day: string) => points.find((point) => point.period === day)!.values;
    expect(onDay(utc, '2026-05-12')).toMatchObject({ enquiries: 1, chats: 1, handoffs: 1, tickets: 1 });
    const berlin = await series('Europe/Berlin');
    expect(onDay(berlin, '2026-05-12').enquiries).toBe(0);
    expect(onDay(berlin, '2026-05-13').enquiries).toBe(1);
    // A conversation counts once on its day, however many questions it had.
    expect(onDay(berlin, '2026-05-12').chats).toBe(1);
  });

  it('has a point per week for a range longer than three months', async () => {
    const response = await get('from=2026-01-01T00:00:00Z&to=2026-06-30T00:00:00Z&tz=UTC');
    const dashboard = response.json<ExecutiveDashboard>();
    expect(dashboard.granularity).toBe('week');
    // Weeks start on Monday: 2025-12-29 holds 1 January.
    expect(dashboard.series[0]!.period).toBe('2025-12-29');
    expect(dashboard.series.find((point) => point.period === '2026-05-11')!.values.enquiries).toBe(2);
  });

  it('defaults to the last 30 days', async () => {
    const dashboard = (await get('')).json<ExecutiveDashboard>();
    expect(new Date(dashboard.to).getTime() - new Date(dashboard.from).getTime()).toBe(30 * 24 * 3600 * 1000);
    expect(dashboard.series).toHaveLength(31);
  });

  it.each([
    ['from=2026-05-21T00:00:00Z&to=2026-05-11T00:00:00Z', 'from must not be after to'],
    ['from=yesterday', 'from must be a date and time'],
    ['tz=Nowhere%2FLand', 'tz must be an IANA time zone'],
    ['kpi=enquiries', 'Unexpected field(s): kpi'],
  ])('refuses %s with a clear 400', async (query, message) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(message);
  });

  it('is for SuperAdmin, Admin and Manager only', async () => {
    expect((await get('', vendor)).statusCode).toBe(403);
  });
});
