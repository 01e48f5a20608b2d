/**
 * Tickets, dashboard figures and an in-memory stand-in for the feature's calls, for the stories and tests:
 * no network. Not imported by the screens themselves, so never part of the built site. Names are made up.
 */
import {
  TICKET_TRANSITIONS,
  type TicketDashboard,
  type TicketDetail,
  type TicketRow,
} from '@ohmstead/contracts/tickets-admin';
import { never, ok, page } from '@/lib/fake-answers';
import type { TicketsApi } from './api/tickets-api';

export function sampleTickets(): TicketRow[] {
  return [
    {
      key: 'SUP-48',
      system: 'local',
      summary: '2026-11-24 10:12 Client Query',
      channel: 'contact-page',
      topic: 'quote',
      status: 'open',
      reporterName: 'Casey Reed',
      reporterEmail: 'customer@ohmsteadpower.com',
      assignee: null,
      createdAt: '2026-11-24T15:12:00.000Z',
      updatedAt: '2026-11-24T15:12:00.000Z',
    },
    {
      key: 'SUP-46',
      system: 'local',
      summary: '2026-11-22 03:05 Client Query',
      channel: 'chat-images',
      topic: 'general',
      status: 'in_progress',
      reporterName: 'Casey Reed',
      reporterEmail: 'customer@ohmsteadpower.com',
      assignee: { id: 10, name: 'Max Alvarez' },
      createdAt: '2026-11-22T08:05:00.000Z',
      updatedAt: '2026-11-23T09:30:00.000Z',
    },
  ];
}

export function sampleTicketDetail(staff: boolean, row: TicketRow = sampleTickets()[1]!): TicketDetail {
  return {
    ...row,
    responseStatusCode: 200,
    description:
      'Client query from the chat assistant.\n\n• First name: Casey\n• Email: customer@ohmsteadpower.com\n\nMessage\n\nEquipment images form\nSerial number: 4410027\n\nThe display shows E42 after a storm.',
    comments: [
      {
        id: 1,
        authorName: 'Casey Reed',
        byStaff: false,
        body: 'It happened again this morning. <b>Not</b> bold: comments are plain text.',
        createdAt: '2026-11-22T09:00:00.000Z',
      },
      {
        id: 2,
        authorName: 'Max Alvarez',
        byStaff: true,
        body: 'Thanks, a technician will call you tomorrow.',
        createdAt: '2026-11-23T09:30:00.000Z',
      },
    ],
    history: [
      { from: null, to: 'open', by: 'Website', at: row.createdAt },
      ...(row.status === 'open'
        ? []
        : [{ from: 'open' as const, to: row.status, by: 'Max Alvarez', at: row.updatedAt }]),
    ],
    attachments:
      row.channel === 'chat-images'
        ? [{ id: 5, fileName: 'display.jpg', contentType: 'image/jpeg', size: 182_000 }]
        : [],
    allowedStatuses: staff ? [...TICKET_TRANSITIONS[row.status]] : [],
    canAssign: staff,
    assignees: staff ? [{ id: 10, name: 'Max Alvarez' }] : [],
    firstResponseAt: row.status === 'open' ? null : '2026-11-23T09:30:00.000Z',
    resolvedAt: null,
  };
}

const weeks = ['2026-09-07', '2026-09-14', '2026-09-21', '2026-09-28', '2026-10-05', '2026-10-12'];

export function sampleDashboard(empty = false): TicketDashboard {
  const n = (value: number) => (empty ? 0 : value);
  return {
    responseStatusCode: 200,
    from: '2026-09-07T04:00:00.000Z',
    to: '2026-10-18T03:59:59.999Z',
    tz: 'America/New_York',
    created: n(64),
    createdBefore: n(51),
    byStatus: { open: n(9), in_progress: n(7), resolved: n(30), closed: n(18) },
    byChannel: { 'contact-page': n(31), 'chat-contact': n(21), 'chat-images': n(12) },
    perWeek: weeks.map((period, index) => ({
      period,
      values: {
        'contact-page': n(4 + (index % 3)),
        'chat-contact': n(3 + ((index * 2) % 3)),
        'chat-images': n(1 + (index % 2)),
      },
    })),
    backlog: weeks.map((period, index) => ({ period, values: { open: n(12 + ((index * 5) % 7)) } })),
    firstResponse: { count: n(52), medianMinutes: empty ? null : 142, p90Minutes: empty ? null : 600 },
    resolution: { count: n(48), medianMinutes: empty ? null : 2_950, p90Minutes: empty ? null : 9_000 },
    openNow: n(16),
  };
}

const done = (message: string) => ok({ responseStatusCode: 200, message });

/**
 * The calls answered from memory, for a staff member or a customer. `state`: 'loading' never answers,
 * 'error' fails every call with `failure`, 'empty' has no tickets and no figures.
 */
export function fakeTicketsApi({
  staff = true,
  state = 'filled',
  failure = 'The server could not be reached.',
}: { staff?: boolean; state?: 'filled' | 'empty' | 'loading' | 'error'; failure?: string } = {}): TicketsApi {
  const rows = state === 'empty' ? [] : sampleTickets();
  const details = new Map(rows.map((row) => [row.key, sampleTicketDetail(staff, row)]));
  const fail = async () => ({ ok: false as const, status: 503, message: failure });
  if (state === 'loading')
    return {
      list: never,
      get: never,
      setStatus: never,
      assign: never,
      comment: never,
      attachment: never,
      dashboard: never,
    };
  if (state === 'error')
    return {
      list: fail,
      get: fail,
      setStatus: fail,
      assign: fail,
      comment: fail,
      attachment: fail,
      dashboard: fail,
    };
  return {
    list: async () => ok(page(rows)),
    async get(key) {
      const found = details.get(key);
      return found ? ok(found) : { ok: false, status: 404, message: 'No such ticket.' };
    },
    async setStatus(key, status) {
      const found = details.get(key)!;
      details.set(key, {
        ...found,
        status,
        allowedStatuses: [...TICKET_TRANSITIONS[status]],
        history: [
          ...found.history,
          { from: found.status, to: status, by: 'Max Alvarez', at: new Date().toISOString() },
        ],
      });
      return done('The status has been changed.');
    },
    async assign(key, assigneeId) {
      const found = details.get(key)!;
      details.set(key, {
        ...found,
        assignee: found.assignees.find((person) => person.id === assigneeId) ?? null,
      });
      return done('The assignee has been changed.');
    },
    async comment(key, body) {
      const found = details.get(key)!;
      const comment = {
        id: found.comments.length + 10,
        authorName: staff ? 'Max Alvarez' : 'Casey Reed',
        byStaff: staff,
        body,
        createdAt: new Date().toISOString(),
      };
      details.set(key, { ...found, comments: [...found.comments, comment] });
      return done('The comment has been added.');
    },
    attachment: async () => ok(new Blob(['file'], { type: 'image/jpeg' })),
    dashboard: async () => ok(sampleDashboard(state === 'empty')),
  };
}
