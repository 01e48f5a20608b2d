import { listMessages } from '@ohmstead/contracts/admin-lists';
import type { TicketDashboard } from '@ohmstead/contracts/tickets-admin';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, useTestServer } from '../../../test/harness';
import { addUser, call, tokenFor } from '../../auth/test-users';

const PASSWORD = 'dashboard-test-password';
const MINUTE = 60_000;

interface Seeded {
  key: string;
  channel: string;
  topic?: string;
  createdAt: string;
  /** Status changes after creation: [minutes after creation, new status]. */
  moves?: [number, string][];
  firstResponseAfter?: number;
}

/**
 * Five tickets placed around a range of three weeks (2026-03-02 to 2026-03-22 in New York): one before it,
 * one created on a Sunday evening in New York that is Monday in UTC (the week counts in the viewer's zone).
 */
const TICKETS: Seeded[] = [
  {
    key: 'DSH-0',
    channel: 'contact-page',
    createdAt: '2026-02-20T15:00:00Z',
    moves: [[(13 * 24 + 2) * 60, 'resolved']],
  },
  {
    key: 'DSH-1',
    channel: 'chat-images',
    createdAt: '2026-03-02T15:00:00Z',
    moves: [
      [60, 'in_progress'],
      [2880, 'resolved'],
    ],
    firstResponseAfter: 30,
  },
  {
    key: 'DSH-2',
    channel: 'contact-page',
    topic: 'product-support',
    createdAt: '2026-03-04T14:00:00Z',
    moves: [[120, 'in_progress']],
    firstResponseAfter: 90,
  },
  { key: 'DSH-3', channel: 'contact-page', createdAt: '2026-03-10T16:00:00Z' },
  { key: 'DSH-4', channel: 'chat-contact', createdAt: '2026-03-16T03:30:00Z' },
];

async function seedTickets(server: TestServer) {
  for (const ticket of TICKETS) {
    const created = new Date(ticket.createdAt);
    const moves = ticket.moves ?? [];
    const status = moves.at(-1)?.[1] ?? 'open';
    const resolved = moves.find(([, to]) => to === 'resolved');
    await server.db.query(
      `INSERT INTO tickets (key, project_id, issue_type_id, summary, description, custom_fields, source, username,
         channel, topic, status, created_at, first_response_at, resolved_at)
       VALUES ($1, '10010', '10038', 'x Client Query', '{}', '{}', $2, 'guest', $3, $4, $5, $6, $7, $8)`,
      [
        ticket.key,
        ticket.channel === 'contact-page' ? 'contact-us' : 'chatbot',
        ticket.channel,
        ticket.topic ?? 'general',
        status,
        created,
        ticket.firstResponseAfter === undefined
          ? null
          : new Date(created.getTime() + ticket.firstResponseAfter * MINUTE),
        resolved ? new Date(created.getTime() + resolved[0] * MINUTE) : null,
      ],
    );
    let from: string | null = null;
    for (const [after, to] of [[0, 'open'] as [number, string], ...moves]) {
      await server.db.query(
        `INSERT INTO ticket_status_history (ticket_key, from_status, to_status, changed_by_name, changed_at)
         VALUES ($1, $2, $3, 'Test', $4)`,
        [ticket.key, from, to, new Date(created.getTime() + after * MINUTE)],
      );
      from = to;
    }
  }
}

describe('the Support Dashboard and the MPR Jira Dashboard', () => {
  const server = useTestServer();
  let admin: string;
  const range = new URLSearchParams({
    from: '2026-03-02T05:00:00.000Z',
    to: '2026-03-23T03:59:59.999Z',
    tz: 'America/New_York',
  });

  beforeAll(async () => {
    await addUser(server.db, { userName: 'adele', password: PASSWORD, roles: ['Admin'] });
    admin = await tokenFor(server.app, 'adele', PASSWORD);
    await seedTickets(server);
  });

  const dashboard = async (which: 'Support' | 'Mpr', query = range) => {
    const response = await call(server.app, 'GET', `/api/Tickets/Get${which}Dashboard?${query}`, {
      token: admin,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TicketDashboard>();
  };

  it('counts the range by status, channel and week of the viewer, against the period before', async () => {
    const figures = await dashboard('Support');
    expect(figures).toMatchObject({
      created: 4,
      createdBefore: 1,
      byStatus: { open: 2, in_progress: 1, resolved: 1, closed: 0 },
      byChannel: { 'contact-page': 2, 'chat-contact': 1, 'chat-images': 1 },
      openNow: 3,
      tz: 'America/New_York',
    });
    expect(figures.perWeek).toEqual([
      { period: '2026-03-02', values: { 'contact-page': 1, 'chat-contact': 0, 'chat-images': 1 } },
      // Sunday 23:30 in New York: still the week of March 9 there.
      { period: '2026-03-09', values: { 'contact-page': 1, 'chat-contact': 1, 'chat-images': 0 } },
      { period: '2026-03-16', values: { 'contact-page': 0, 'chat-contact': 0, 'chat-images': 0 } },
    ]);
  });

  it('draws the open backlog at each week end, the tickets before the range included', async () => {
    const figures = await dashboard('Support');
    expect(figures.backlog).toEqual([
      { period: '2026-03-02', values: { open: 1 } },
      { period: '2026-03-09', values: { open: 3 } },
      { period: '2026-03-16', values: { open: 3 } },
    ]);
  });

  it('gives the times to first response and to resolution', async () => {
    const figures = await dashboard('Support');
    expect(figures.firstResponse).toEqual({ count: 2, medianMinutes: 60, p90Minutes: 84 });
    expect(figures.resolution).toEqual({ count: 1, medianMinutes: 2880, p90Minutes: 2880 });
  });

  it('counts weeks in UTC for a viewer there', async () => {
    const utc = new URLSearchParams(range);
    utc.set('tz', 'UTC');
    const figures = await dashboard('Support', utc);
    expect(figures.perWeek.map((point) => [point.period, point.values['chat-contact']])).toEqual([
      ['2026-03-02', 0],
      ['2026-03-09', 0],
      ['2026-03-16', 1],
      // The range ends at 03:59 UTC on March 23: the start of a fourth week there.
      ['2026-03-23', 0],
    ]);
  });

  it('shows the MPR slice: the images form and product-support tickets only', async () => {
    const figures = await dashboard('Mpr');
    expect(figures).toMatchObject({
      created: 2,
      createdBefore: 0,
      byStatus: { open: 0, in_progress: 1, resolved: 1, closed: 0 },
      openNow: 1,
    });
    expect(figures.backlog.map((point) => point.values.open)).toEqual([1, 1, 1]);
  });

  it('defaults to the last 90 days', async () => {
    const figures = await dashboard('Support', new URLSearchParams({ tz: 'UTC' }));
    const days = (Date.parse(figures.to) - Date.parse(figures.from)) / (24 * 60 * MINUTE);
    expect(days).toBe(90);
  });

  it.each([
    [
      'an inverted range',
      { from: '2026-03-02T00:00:00Z', to: '2026-02-01T00:00:00Z' },
      listMessages.rangeInverted,
    ],
    ['an unknown zone', { tz: 'Mars/Olympus' }, listMessages.timeZoneInvalid],
    ['an unknown parameter', { slice: 'all' }, 'Unexpected field(s): slice'],
  ])('refuses %s with a clear 400', async (_case, query, message) => {
    const response = await call(
      server.app,
      'GET',
      `/api/Tickets/GetSupportDashboard?${new URLSearchParams(query as Record<string, string>)}`,
      { token: admin },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { message: string }) => error.message)).toContain(message);
  });
});
