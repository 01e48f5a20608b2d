import type { EnquiryTopic } from '@ohmstead/contracts/enquiry-topics';
import type {
  Attachment,
  EnquiryChannel,
  InquiryListQuery,
  InquiryRow,
  Leg,
  LegState,
  QuoteListQuery,
  QuoteRow,
  QuoteStatus,
} from '@ohmstead/contracts/inquiries';
import sql from 'sql-template-tag';
import { STALE_TICKET_CLAIM_MINUTES } from '../../adapters/tickets/enquiry-ticket';
import type { Queryable } from '../../db/database';
import { dateRangeConditions, type ListSource, searchCondition, whereAll } from '../../http/admin-lists';

export interface EnquiryLegsRecord {
  id: number | string;
  created_at: Date | string;
  channel: EnquiryChannel;
  topic: EnquiryTopic;
  name: string;
  company: string;
  email: string;
  phone: string;
  mail_id: number | string | null;
  mail_status: 'queued' | 'sending' | 'logged' | 'sent' | 'failed' | null;
  mail_error: string | null;
  mail_updated_at: Date | string | null;
  ticket_state: 'none' | 'awaited' | 'creating' | 'created' | 'failed';
  ticket_key: string | null;
  ticket_error: string | null;
  ticket_attempted_at: Date | string | null;
  ticket_stale: boolean;
  lead_state: 'none' | 'awaited' | 'stored' | 'failed' | 'external';
  lead_id: number | string | null;
  lead_error: string | null;
  lead_attempted_at: Date | string | null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const ENQUIRY_SELECT = sql`e.id, e.created_at, e.channel, e.topic, e.name, e.company, e.email, e.phone,
  e.mail_id, m.status AS mail_status, m.error AS mail_error, m.updated_at AS mail_updated_at,
  e.ticket_state, e.ticket_key, e.ticket_error, e.ticket_attempted_at,
  (e.ticket_state = 'creating'
    AND e.ticket_attempted_at < now() - make_interval(mins => ${STALE_TICKET_CLAIM_MINUTES})) AS ticket_stale,
  e.lead_state, e.lead_id, e.lead_error, e.lead_attempted_at`;
const ENQUIRY_FROM = sql`enquiries e LEFT JOIN mail_outbox m ON m.id = e.mail_id`;

/**
 * Each leg as the screens show it. `leadHost`: the outside lead service's host when one is configured (a
 * lead that went there is reported as posted by the visitor's browser: that service never tells us more).
 */
export function legsOf(record: EnquiryLegsRecord, leadHost: string | null): InquiryRow['legs'] {
  const mail: Leg =
    record.mail_id === null || record.mail_status === null
      ? { state: 'none', reference: null, error: null, attemptedAt: null, retryable: false }
      : {
          state: record.mail_status,
          reference: null,
          error: record.mail_status === 'failed' ? record.mail_error : null,
          attemptedAt: iso(record.mail_updated_at),
          retryable: record.mail_status === 'failed',
        };
  const ticket: Leg = {
    state: record.ticket_state as LegState,
    reference: record.ticket_key,
    error: record.ticket_state === 'failed' ? record.ticket_error : null,
    attemptedAt: iso(record.ticket_attempted_at),
    retryable: record.ticket_state === 'awaited' || record.ticket_state === 'failed' || record.ticket_stale,
  };
  const lead: Leg = {
    state: record.lead_state as LegState,
    reference:
      record.lead_state === 'stored'
        ? String(record.lead_id)
        : record.lead_state === 'external'
          ? leadHost
          : null,
    error: record.lead_state === 'failed' ? record.lead_error : null,
    attemptedAt: iso(record.lead_attempted_at),
    retryable: record.lead_state === 'awaited' || record.lead_state === 'failed',
  };
  return { mail, ticket, lead };
}

export const toInquiryRow =
  (leadHost: string | null) =>
  (record: EnquiryLegsRecord): InquiryRow => ({
    id: Number(record.id),
    receivedAt: iso(record.created_at)!,
    channel: record.channel,
    topic: record.topic,
    name: record.name,
    company: record.company,
    email: record.email,
    phone: record.phone,
    legs: legsOf(record, leadHost),
  });

/** Both lists search an enquiry's text and take the date range on the time it came in. */
const searchedAndDated = (query: {
  search?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}) => [
  ...searchCondition([sql`e.search_text`], query.search?.toLowerCase()),
  ...dateRangeConditions(sql`e.created_at`, query),
];

/** The sorts both lists offer. */
const ENQUIRY_SORTS = {
  receivedAt: sql`e.created_at`,
  name: sql`lower(e.name)`,
  company: sql`lower(e.company)`,
};

/** Customer Inquiries: every enquiry with its legs, newest first, searched and filtered in SQL. */
export function inquiryList(query: InquiryListQuery): ListSource<InquiryListQuery['sort']> {
  return {
    select: ENQUIRY_SELECT,
    from: ENQUIRY_FROM,
    where: [
      ...(query.channel ? [sql`e.channel = ${query.channel}`] : []),
      ...(query.topic ? [sql`e.topic = ${query.topic}`] : []),
      ...(query.legs === 'failed'
        ? [sql`(e.ticket_state = 'failed' OR e.lead_state = 'failed' OR m.status = 'failed')`]
        : []),
      ...searchedAndDated(query),
    ],
    orderBy: { ...ENQUIRY_SORTS, email: sql`lower(e.email)` },
    tieBreaker: sql`e.id`,
  };
}

export interface QuoteRecord {
  id: number | string;
  created_at: Date | string;
  channel: EnquiryChannel;
  name: string;
  company: string;
  email: string;
  comments: string;
  serial_number: string | null;
  ticket_key: string | null;
  attachments: Attachment[] | string;
  quote_status: QuoteStatus;
  status_by: string | null;
  quote_status_at: Date | string | null;
}

const attachmentsOf = (value: QuoteRecord['attachments']): Attachment[] =>
  (typeof value === 'string' ? (JSON.parse(value) as Attachment[]) : value).map((file) => ({
    ...file,
    id: Number(file.id),
    size: Number(file.size),
  }));

export const toQuoteRow = (record: QuoteRecord): QuoteRow => ({
  id: Number(record.id),
  receivedAt: iso(record.created_at)!,
  channel: record.channel,
  name: record.name,
  company: record.company,
  email: record.email,
  message: record.comments,
  serialNumber: record.serial_number,
  ticketKey: record.ticket_key,
  attachments: attachmentsOf(record.attachments),
  status: record.quote_status,
  statusSetBy: record.status_by,
  statusSetAt: iso(record.quote_status_at),
});

const ATTACHMENTS_OF_E = sql`COALESCE((
  SELECT json_agg(json_build_object('id', a.id, 'fileName', a.file_name, 'contentType', a.content_type,
    'size', a.size_bytes) ORDER BY a.id)
  FROM ticket_attachments a WHERE a.ticket_key = e.ticket_key), '[]'::json)`;

/** Quote Request Summary: the enquiries that ask for a quote or send equipment images. */
export function quoteList(query: QuoteListQuery): ListSource<QuoteListQuery['sort']> {
  return {
    select: sql`e.id, e.created_at, e.channel, e.name, e.company, e.email, e.comments, e.serial_number,
      e.ticket_key, ${ATTACHMENTS_OF_E} AS attachments, e.quote_status,
      trim(u.first_name || ' ' || u.last_name) AS status_by, e.quote_status_at`,
    from: sql`enquiries e LEFT JOIN users u ON u.id = e.quote_status_by`,
    where: [
      sql`e.is_quote`,
      ...(query.status ? [sql`e.quote_status = ${query.status}`] : []),
      ...(query.channel ? [sql`e.channel = ${query.channel}`] : []),
      ...searchedAndDated(query),
    ],
    orderBy: {
      ...ENQUIRY_SORTS,
      status: sql`array_position(ARRAY['new', 'quoted', 'closed'], e.quote_status)`,
    },
    tieBreaker: sql`e.id`,
  };
}

/** One enquiry with everything its detail view shows. */
export async function findInquiry(db: Queryable, id: number) {
  const query = sql`SELECT ${ENQUIRY_SELECT}, e.title, e.comments, e.serial_number, e.username, e.is_quote,
      e.quote_status, e.quote_status_at, trim(u.first_name || ' ' || u.last_name) AS status_by,
      ${ATTACHMENTS_OF_E} AS attachments
    FROM ${ENQUIRY_FROM} LEFT JOIN users u ON u.id = e.quote_status_by
    ${whereAll([sql`e.id = ${id}`])}`;
  const [row] = await db.query<
    EnquiryLegsRecord & {
      title: string;
      comments: string;
      serial_number: string | null;
      username: string;
      is_quote: boolean;
      quote_status: QuoteStatus;
      quote_status_at: Date | string | null;
      status_by: string | null;
      attachments: QuoteRecord['attachments'];
    }
  >(query.text, query.values);
  return (
    row && { ...row, attachments: attachmentsOf(row.attachments), quote_status_at: iso(row.quote_status_at) }
  );
}

/** Whether an enquiry asks for a quote; undefined when there is no such enquiry. */
export async function isQuoteEnquiry(db: Queryable, id: number): Promise<boolean | undefined> {
  const [row] = await db.query<{ is_quote: boolean }>('SELECT is_quote FROM enquiries WHERE id = $1', [id]);
  return row?.is_quote;
}

/** Sets a quote request's status and who set it; answers when it was set. */
export async function setQuoteStatus(db: Queryable, id: number, status: QuoteStatus, userId: number) {
  const [set] = await db.query<{ quote_status_at: Date }>(
    `UPDATE enquiries SET quote_status = $2, quote_status_by = $3, quote_status_at = now()
     WHERE id = $1 RETURNING quote_status_at`,
    [id, status, userId],
  );
  return set!.quote_status_at;
}

/** One file of an enquiry's ticket: Customer Inquiries is no window onto every ticket. */
export async function enquiryAttachmentFile(db: Queryable, id: number) {
  const [file] = await db.query<{ file_name: string; content_type: string; content: Uint8Array }>(
    `SELECT a.file_name, a.content_type, a.content FROM ticket_attachments a
     WHERE a.id = $1 AND EXISTS (SELECT 1 FROM enquiries e WHERE e.ticket_key = a.ticket_key)`,
    [id],
  );
  return file;
}
