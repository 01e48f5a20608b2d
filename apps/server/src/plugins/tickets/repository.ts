import type { EnquiryTopic } from '@ohmstead/contracts/enquiry-topics';
import type { Attachment, EnquiryChannel } from '@ohmstead/contracts/inquiries';
import {
  TICKET_STAFF_ROLE,
  type TicketComment,
  type TicketHistoryEntry,
  type TicketListQuery,
  type TicketPerson,
  type TicketRow,
  type TicketStatus,
} from '@ohmstead/contracts/tickets-admin';
import sql from 'sql-template-tag';
import type { Queryable } from '../../db/database';
import { dateRangeConditions, type ListSource, searchCondition, whereAll } from '../../http/admin-lists';
import { type TicketViewer, visibleTo } from './viewer';

export interface TicketRecord {
  key: string;
  system: 'local' | 'jira';
  summary: string;
  channel: EnquiryChannel;
  topic: EnquiryTopic;
  status: TicketStatus;
  reporter_name: string;
  reporter_email: string;
  assignee_id: number | null;
  assignee_name: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

export const toTicketRow = (record: TicketRecord): TicketRow => ({
  key: record.key,
  system: record.system,
  summary: record.summary,
  channel: record.channel,
  topic: record.topic,
  status: record.status,
  reporterName: record.reporter_name,
  reporterEmail: record.reporter_email,
  assignee:
    record.assignee_id === null ? null : { id: Number(record.assignee_id), name: record.assignee_name ?? '' },
  createdAt: iso(record.created_at),
  updatedAt: iso(record.updated_at),
});

const TICKET_SELECT = sql`t.key, t.system, t.summary, t.channel, t.topic, t.status, t.reporter_name,
  t.reporter_email, t.assignee_id, trim(a.first_name || ' ' || a.last_name) AS assignee_name, t.created_at,
  t.updated_at`;
const TICKET_FROM = sql`tickets t LEFT JOIN users a ON a.id = t.assignee_id`;

/** Support Tickets for one viewer: their own (a customer) or all (staff), filtered and searched in SQL. */
export function ticketList(
  query: TicketListQuery,
  viewer: TicketViewer,
): ListSource<TicketListQuery['sort']> {
  const assignee =
    query.assignee === undefined
      ? []
      : query.assignee === 'none'
        ? [sql`t.assignee_id IS NULL`]
        : [sql`t.assignee_id = ${query.assignee === 'me' ? viewer.id : Number(query.assignee)}`];
  return {
    select: TICKET_SELECT,
    from: TICKET_FROM,
    where: [
      ...visibleTo(viewer),
      ...(query.status ? [sql`t.status = ${query.status}`] : []),
      ...(query.channel ? [sql`t.channel = ${query.channel}`] : []),
      ...assignee,
      ...searchCondition([sql`t.search_text`], query.search?.toLowerCase()),
      ...dateRangeConditions(sql`t.created_at`, query),
    ],
    orderBy: {
      createdAt: sql`t.created_at`,
      updatedAt: sql`t.updated_at`,
      // SUP-9 before SUP-10: by the number after the project's prefix.
      key: sql`split_part(t.key, '-', 1), (split_part(t.key, '-', 2))::bigint`,
      status: sql`array_position(ARRAY['open', 'in_progress', 'resolved', 'closed'], t.status)`,
      reporter: sql`lower(t.reporter_name)`,
    },
    tieBreaker: sql`t.key`,
  };
}

/** One ticket as its viewer may see it, with its comments and its status history. */
function ticketReads(db: Queryable) {
  const run = <Row>(query: ReturnType<typeof sql>) => db.query<Row>(query.text, query.values);

  return {
    /** One ticket if this viewer may see it: a customer asking for another's gets nothing (a 404). */
    async find(key: string, viewer: TicketViewer) {
      const [row] = await run<
        TicketRecord & {
          description: unknown;
          first_response_at: Date | null;
          resolved_at: Date | null;
        }
      >(
        sql`SELECT ${TICKET_SELECT}, t.description, t.first_response_at, t.resolved_at FROM ${TICKET_FROM}
            ${whereAll([sql`t.key = ${key}`, ...visibleTo(viewer)])}`,
      );
      return row;
    },

    async comments(key: string): Promise<TicketComment[]> {
      const rows = await db.query<{
        id: number | string;
        author_name: string;
        by_staff: boolean;
        body: string;
        created_at: Date;
      }>(
        `SELECT id, author_name, by_staff, body, created_at FROM ticket_comments
         WHERE ticket_key = $1 ORDER BY created_at, id`,
        [key],
      );
      return rows.map((row) => ({
        id: Number(row.id),
        authorName: row.author_name,
        byStaff: row.by_staff,
        body: row.body,
        createdAt: iso(row.created_at),
      }));
    },

    async history(key: string): Promise<TicketHistoryEntry[]> {
      const rows = await db.query<{
        from_status: TicketStatus | null;
        to_status: TicketStatus;
        changed_by_name: string;
        changed_at: Date;
      }>(
        `SELECT from_status, to_status, changed_by_name, changed_at FROM ticket_status_history
         WHERE ticket_key = $1 ORDER BY changed_at, id`,
        [key],
      );
      return rows.map((row) => ({
        from: row.from_status,
        to: row.to_status,
        by: row.changed_by_name,
        at: iso(row.changed_at),
      }));
    },
  };
}

/** A ticket's attachments. */
function ticketFiles(db: Queryable) {
  return {
    async attachments(key: string): Promise<Attachment[]> {
      const rows = await db.query<{
        id: number | string;
        file_name: string;
        content_type: string;
        size_bytes: number;
      }>(
        `SELECT id, file_name, content_type, size_bytes FROM ticket_attachments WHERE ticket_key = $1 ORDER BY id`,
        [key],
      );
      return rows.map((row) => ({
        id: Number(row.id),
        fileName: row.file_name,
        contentType: row.content_type,
        size: Number(row.size_bytes),
      }));
    },

    /** One file of this ticket, with its bytes; undefined when the ticket has no such file. */
    async attachmentFile(key: string, id: number) {
      const [file] = await db.query<{ file_name: string; content_type: string; content: Uint8Array }>(
        'SELECT file_name, content_type, content FROM ticket_attachments WHERE id = $1 AND ticket_key = $2',
        [id, key],
      );
      return file;
    },
  };
}

/** The staff a ticket may be assigned to. */
function ticketStaff(db: Queryable) {
  return {
    /** Who may be assigned a ticket: active users who work the list (Manager). */
    async assignees(): Promise<TicketPerson[]> {
      const rows = await db.query<{ id: number; name: string }>(
        `SELECT id, trim(first_name || ' ' || last_name) AS name FROM users
         WHERE active AND $1 = ANY (roles) ORDER BY lower(first_name), lower(last_name), id`,
        [TICKET_STAFF_ROLE],
      );
      return rows.map((row) => ({ id: Number(row.id), name: row.name }));
    },

    /** A staff user who may be assigned, with the address Jira knows them by; undefined otherwise. */
    async assignee(id: number): Promise<{ id: number; name: string; userName: string } | undefined> {
      const [row] = await db.query<{ id: number; name: string; user_name: string }>(
        `SELECT id, trim(first_name || ' ' || last_name) AS name, user_name FROM users
         WHERE id = $1 AND active AND $2 = ANY (roles)`,
        [id, TICKET_STAFF_ROLE],
      );
      return row && { id: Number(row.id), name: row.name, userName: row.user_name };
    },
  };
}

/** The tickets table for the list, the detail and the workflow. */
export function ticketRepository(db: Queryable) {
  return { ...ticketReads(db), ...ticketFiles(db), ...ticketStaff(db) };
}
