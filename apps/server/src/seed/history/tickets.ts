import type { TicketStatus } from '@ohmstead/contracts/tickets-admin';
import type { Queryable } from '../../db/database';
import { type Columns, insertColumns, insertJsonRows } from './json-batches';
import { CUSTOMER_REPLIES, RESOLUTION_NOTES, STAFF_ANSWERS } from './people';
import type { SeededRandom } from './random';
import type { HistoryGenerator, HistoryOptions } from './types';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface Staff {
  id: number | null;
  name: string;
}

interface Comment {
  ticket_key: string;
  author_id: number | null;
  author_name: string;
  by_staff: boolean;
  body: string;
  created_at: string;
}

interface Move {
  ticket_key: string;
  from_status: TicketStatus;
  to_status: TicketStatus;
  changed_by: number | null;
  changed_by_name: string;
  changed_at: string;
}

const COMMENT_COLUMNS: Columns<Comment> = {
  ticket_key: 'text',
  author_id: 'integer',
  author_name: 'text',
  by_staff: 'boolean',
  body: 'text',
  created_at: 'timestamptz',
};
const MOVE_COLUMNS: Columns<Move> = {
  ticket_key: 'text',
  from_status: 'text',
  to_status: 'text',
  changed_by: 'integer',
  changed_by_name: 'text',
  changed_at: 'timestamptz',
};

/** How long the first answer takes: most within a working day, some over a weekend. */
function firstResponseDelay(random: SeededRandom): number {
  const band = random.weighted({ hour: 25, morning: 35, day: 25, days: 15 });
  const [low, high] = ({ hour: [5, 60], morning: [60, 240], day: [240, 1440], days: [1440, 4320] } as const)[
    band
  ];
  return random.int(low, high) * MINUTE;
}

/** Everything one run writes, in the order it happened. */
interface TicketsPast {
  updates: object[];
  comments: Comment[];
  moves: Move[];
}
interface OpenTicket {
  key: string;
  created_at: Date;
  reporter_name: string;
}

/** One ticket's life up to `now`: nothing is written for a ticket nobody has answered yet. */
function ticketLife(out: TicketsPast, ticket: OpenTicket, staff: Staff[], { now, random }: HistoryOptions) {
  const happened = (at: number) => at <= now.getTime();
  const stamp = (at: number) => new Date(at).toISOString();
  const created = new Date(ticket.created_at).getTime();
  const agent = random.pick(staff);
  let status = 'open' as TicketStatus;
  let firstResponse: number | null = null;
  let resolved: number | null = null;
  let updated = created;
  const move = (to: TicketStatus, at: number) => {
    out.moves.push({
      ticket_key: ticket.key,
      from_status: status,
      to_status: to,
      changed_by: agent.id,
      changed_by_name: agent.name,
      changed_at: stamp(at),
    });
    status = to;
    updated = at;
  };
  const say = (who: 'staff' | 'customer', body: string, at: number) => {
    out.comments.push({
      ticket_key: ticket.key,
      author_id: who === 'staff' ? agent.id : null,
      author_name: who === 'staff' ? agent.name : ticket.reporter_name,
      by_staff: who === 'staff',
      body,
      created_at: stamp(at),
    });
    updated = Math.max(updated, at);
  };

  const answeredAt = created + firstResponseDelay(random);
  if (random.chance(0.95) && happened(answeredAt)) {
    firstResponse = answeredAt;
    say('staff', random.pick(STAFF_ANSWERS), answeredAt);
    const startedAt = answeredAt + random.int(1, 30) * MINUTE;
    if (happened(startedAt)) move('in_progress', startedAt);
    const replyAt = answeredAt + random.int(1, 24) * HOUR;
    if (random.chance(0.4) && happened(replyAt)) say('customer', random.pick(CUSTOMER_REPLIES), replyAt);
    const resolvedAt = answeredAt + random.int(12, 8 * 24) * HOUR;
    if (status === 'in_progress' && random.chance(0.88) && happened(resolvedAt)) {
      resolved = resolvedAt;
      say('staff', random.pick(RESOLUTION_NOTES), resolvedAt);
      move('resolved', resolvedAt);
      const closedAt = resolvedAt + random.int(1, 5) * DAY;
      if (random.chance(0.7) && happened(closedAt)) move('closed', closedAt);
    }
  }
  if (firstResponse === null) return;
  out.updates.push({
    key: ticket.key,
    status,
    assignee_id: agent.id,
    first_response_at: firstResponse === null ? null : stamp(firstResponse),
    resolved_at: resolved === null ? null : stamp(resolved),
    updated_at: stamp(updated),
  });
}

async function writeTicketsPast(db: Queryable, out: TicketsPast): Promise<void> {
  await insertJsonRows(
    db,
    `UPDATE tickets t SET status = r.status, assignee_id = r.assignee_id, first_response_at = r.first_response_at,
       resolved_at = r.resolved_at, updated_at = r.updated_at
     FROM jsonb_to_recordset($1::jsonb) AS r(key text, status text, assignee_id integer,
       first_response_at timestamptz, resolved_at timestamptz, updated_at timestamptz)
     WHERE t.key = r.key`,
    out.updates,
  );
  await insertColumns(db, 'ticket_comments', COMMENT_COLUMNS, out.comments);
  await insertColumns(db, 'ticket_status_history', MOVE_COLUMNS, out.moves);
}

/**
 * The life of every ticket the enquiries made: a manager answers (first response) and takes it
 * in progress, the customer sometimes replies, most are resolved within days and closed after; events that
 * would fall after `now` have not happened yet, so young tickets are still open and the backlog moves.
 */
async function generate(db: Queryable, options: HistoryOptions): Promise<void> {
  const tickets = await db.query<OpenTicket>(
    `SELECT t.key, t.created_at, t.reporter_name FROM tickets t
     WHERE t.status = 'open' AND t.assignee_id IS NULL
       AND NOT EXISTS (SELECT 1 FROM ticket_comments c WHERE c.ticket_key = t.key)
       AND NOT EXISTS (SELECT 1 FROM ticket_status_history h WHERE h.ticket_key = t.key AND h.from_status IS NOT NULL)
     ORDER BY t.created_at, t.key`,
  );
  const managers = await db.query<{ id: number; name: string }>(
    `SELECT id, trim(first_name || ' ' || last_name) AS name FROM users
     WHERE active AND 'Manager' = ANY (roles) ORDER BY id`,
  );
  const staff: Staff[] =
    managers.length > 0
      ? managers.map((m) => ({ id: Number(m.id), name: m.name }))
      : [{ id: null, name: 'Support team' }];

  const out: TicketsPast = { updates: [], comments: [], moves: [] };
  for (const ticket of tickets) ticketLife(out, ticket, staff, options);
  await writeTicketsPast(db, out);
}

/** The workflow of the generated tickets: answers, statuses, assignees, comments and status history. */
export const ticketsHistory: HistoryGenerator = { name: 'tickets', generate };
