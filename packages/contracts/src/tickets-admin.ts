/**
 * Support Tickets, the Support Dashboard and the MPR Jira Dashboard (docs/product.md §3.6): the tickets the
 * product creates (contact page, chat forms), their workflow, comments and assignee, and the figures of
 * both dashboards. docs/decisions/0019-enquiries-and-tickets.md.
 */
import { z } from 'zod';
import { dateRangeQuerySchema, listPageSchema, listQuerySchema, seriesPointSchema } from './admin-lists';
import { ENQUIRY_TOPICS } from './enquiry-topics';
import { attachmentSchema, ENQUIRY_CHANNELS } from './inquiries';
import type { Role } from './roles';
import { rowId } from './row-id';

export const TICKET_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  resolved: 'Resolved',
  closed: 'Closed',
};

/** The workflow: the moves staff may make from each status. Closed is final. */
export const TICKET_TRANSITIONS: Record<TicketStatus, readonly TicketStatus[]> = {
  open: ['in_progress', 'resolved', 'closed'],
  in_progress: ['open', 'resolved', 'closed'],
  resolved: ['in_progress', 'closed'],
  closed: [],
};

export const canMoveTicket = (from: TicketStatus, to: TicketStatus): boolean =>
  TICKET_TRANSITIONS[from].includes(to);

/**
 * Who works the list: a Manager sees every ticket, moves, assigns and answers them; a Customer (the other
 * role with the capability) sees only their own and may comment on them (docs/product.md §3.6 "Support Tickets").
 */
export const TICKET_STAFF_ROLE: Role = 'Manager';
export const isTicketStaff = (roles: readonly string[]): boolean => roles.includes(TICKET_STAFF_ROLE);

/** A comment: plain text, shown as text (never as markup). */
export const TICKET_COMMENT_MAX = 4000;

const ticketKey = z
  .string({ error: 'key is required' })
  .trim()
  .regex(/^[A-Z][A-Z0-9_]{0,19}-\d{1,9}$/, 'key must be a ticket key such as SUP-42');

const statusEnum = z.enum(TICKET_STATUSES, { error: `status must be one of: ${TICKET_STATUSES.join(', ')}` });

/** GET Tickets/GetAllTickets: newest first; filtered by status, channel and assignee; searched. */
export const ticketListQuerySchema = listQuerySchema({
  sortable: ['createdAt', 'key', 'status', 'reporter', 'updatedAt'],
  defaultSort: 'createdAt',
  filters: {
    status: statusEnum.optional(),
    channel: z
      .enum(ENQUIRY_CHANNELS, { error: `channel must be one of: ${ENQUIRY_CHANNELS.join(', ')}` })
      .optional(),
    /** 'me', 'none' or a user id (staff only). */
    assignee: z
      .string()
      .trim()
      .regex(/^(me|none|[1-9]\d{0,9})$/, 'assignee must be me, none or a user id')
      .optional(),
  },
});
export type TicketListQuery = z.output<typeof ticketListQuerySchema>;

export const ticketPersonSchema = z.object({ id: z.number().int(), name: z.string() });
export type TicketPerson = z.infer<typeof ticketPersonSchema>;

export const ticketRowSchema = z.object({
  key: z.string(),
  system: z.enum(['local', 'jira']),
  summary: z.string(),
  channel: z.enum(ENQUIRY_CHANNELS),
  topic: z.enum(ENQUIRY_TOPICS),
  status: statusEnum,
  reporterName: z.string(),
  reporterEmail: z.string(),
  assignee: ticketPersonSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TicketRow = z.infer<typeof ticketRowSchema>;
export const ticketListResponseSchema = listPageSchema(ticketRowSchema);

/** GET Tickets/GetTicket?key= */
export const ticketKeyQuerySchema = z.object({ key: ticketKey }).strict();

export const ticketCommentSchema = z.object({
  id: z.number().int(),
  authorName: z.string(),
  byStaff: z.boolean(),
  body: z.string(),
  createdAt: z.string(),
});
export type TicketComment = z.infer<typeof ticketCommentSchema>;

export const ticketHistoryEntrySchema = z.object({
  from: statusEnum.nullable(),
  to: statusEnum,
  by: z.string(),
  at: z.string(),
});
export type TicketHistoryEntry = z.infer<typeof ticketHistoryEntrySchema>;

export const ticketDetailSchema = ticketRowSchema.extend({
  responseStatusCode: z.number().int(),
  /** The ticket's description as plain text (the contact's fields and message). */
  description: z.string(),
  comments: z.array(ticketCommentSchema),
  history: z.array(ticketHistoryEntrySchema),
  attachments: z.array(attachmentSchema),
  /** What this viewer may do: the moves, whether they may assign, and who can be assigned. */
  allowedStatuses: z.array(statusEnum),
  canAssign: z.boolean(),
  assignees: z.array(ticketPersonSchema),
  firstResponseAt: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

/** PUT Tickets/SetStatus */
export const setTicketStatusRequestSchema = z.object({ key: ticketKey, status: statusEnum }).strict();
export type SetTicketStatusRequest = z.input<typeof setTicketStatusRequestSchema>;

/** PUT Tickets/Assign: a staff user, or null to leave it unassigned. */
export const assignTicketRequestSchema = z
  .object({
    key: ticketKey,
    assigneeId: rowId('assigneeId must be a user id or null').nullable(),
  })
  .strict();
export type AssignTicketRequest = z.input<typeof assignTicketRequestSchema>;

/** POST Tickets/AddComment: plain text. */
export const addTicketCommentRequestSchema = z
  .object({
    key: ticketKey,
    body: z
      .string({ error: 'A comment needs some text' })
      .trim()
      .min(1, 'A comment needs some text')
      .max(TICKET_COMMENT_MAX, `A comment may have at most ${TICKET_COMMENT_MAX} characters`),
  })
  .strict();
export type AddTicketCommentRequest = z.input<typeof addTicketCommentRequestSchema>;

/** GET Tickets/DownloadAttachment?key=&id= */
export const ticketAttachmentQuerySchema = z
  .object({
    key: ticketKey,
    id: z.coerce
      .number({ error: 'id must be a positive number' })
      .int('id must be a positive number')
      .positive('id must be a positive number')
      .max(Number.MAX_SAFE_INTEGER, 'id must be a positive number'),
  })
  .strict();

/** GET Tickets/GetSupportDashboard and GET Tickets/GetMprDashboard: a date range in the viewer's zone. */
export const ticketDashboardQuerySchema = dateRangeQuerySchema;

const durationSchema = z.object({
  /** Tickets the figure is taken over. */
  count: z.number().int(),
  medianMinutes: z.number().nullable(),
  p90Minutes: z.number().nullable(),
});
export type DurationFigure = z.infer<typeof durationSchema>;

export const ticketDashboardSchema = z.object({
  responseStatusCode: z.number().int(),
  from: z.string(),
  to: z.string(),
  tz: z.string(),
  /** Tickets created in the range, and in the range of the same length before it. */
  created: z.number().int(),
  createdBefore: z.number().int(),
  /** Tickets of the range by their status now. */
  byStatus: z.record(z.string(), z.number().int()),
  /** Tickets of the range by channel. */
  byChannel: z.record(z.string(), z.number().int()),
  /** Created per week (the week's Monday, YYYY-MM-DD in the viewer's zone), one value per channel. */
  perWeek: z.array(seriesPointSchema),
  /** The open backlog (open and in progress) at the end of each week. */
  backlog: z.array(seriesPointSchema),
  firstResponse: durationSchema,
  resolution: durationSchema,
  /** Open tickets now, of every age (not only the range's). */
  openNow: z.number().int(),
});
export type TicketDashboard = z.infer<typeof ticketDashboardSchema>;

export const ticketMessages = {
  notFound: 'No such ticket.',
  staffOnly: 'Only a Manager can do this.',
  moveNotAllowed: (from: TicketStatus, to: TicketStatus) =>
    `A ticket cannot move from ${TICKET_STATUS_LABELS[from]} to ${TICKET_STATUS_LABELS[to]}.`,
  changedMeanwhile: 'The ticket was changed meanwhile. Reload it and try again.',
  notAssignable: 'Only a Manager can be assigned a ticket.',
  closedNoComment: 'A closed ticket takes no more comments.',
  attachmentNotFound: 'No such attachment.',
  assigneeFilterStaffOnly: 'Only a Manager can filter by assignee.',
} as const;
