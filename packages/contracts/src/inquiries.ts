/**
 * Customer Inquiries and Quote Request Summary (docs/product.md §3.6 "Feedback and inquiries"): every
 * contact enquiry with the outcome of each leg of its submission, the retry of a failed leg, and the quote
 * requests with a status staff set. docs/decisions/0019-enquiries-and-tickets.md.
 */
import { z } from 'zod';
import { listPageSchema, listQuerySchema } from './admin-lists';
import { ENQUIRY_TOPICS } from './enquiry-topics';

/** Where an enquiry came from: the contact page (three legs) or one of the chat's forms (one leg). */
export const ENQUIRY_CHANNELS = ['contact-page', 'chat-contact', 'chat-images'] as const;
export type EnquiryChannel = (typeof ENQUIRY_CHANNELS)[number];

export const LEG_NAMES = ['mail', 'ticket', 'lead'] as const;
export type LegName = (typeof LEG_NAMES)[number];

/**
 * Each leg's outcome. none: the submission has no such leg (a chat form has no mail or lead) or was not
 * tied to one (a caller that sent no submission id); awaited: the visitor's browser has not made the call
 * (yet); queued/sending: the mail waits for its transport; logged: written to the server log (no SMTP
 * configured); sent: accepted by the SMTP server; creating: a ticket is being made; created / stored: done;
 * external: posted by the browser to an outside lead service, which does not report back; failed.
 */
export const LEG_STATES = [
  'none',
  'awaited',
  'queued',
  'sending',
  'logged',
  'sent',
  'creating',
  'created',
  'stored',
  'external',
  'failed',
] as const;
export type LegState = (typeof LEG_STATES)[number];

export const legSchema = z.object({
  state: z.enum(LEG_STATES),
  /** The ticket's key, the lead's id as text, or the outside lead service's host. */
  reference: z.string().nullable(),
  /** Why it failed, as the other system said it. */
  error: z.string().nullable(),
  /** When it was last tried (ISO time), if it was. */
  attemptedAt: z.string().nullable(),
  /** Staff may retry it now. */
  retryable: z.boolean(),
});
export type Leg = z.infer<typeof legSchema>;

export const QUOTE_STATUSES = ['new', 'quoted', 'closed'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

const enquiryId = z.coerce
  .number({ error: 'id must be a positive number' })
  .int('id must be a positive number')
  .positive('id must be a positive number')
  .max(Number.MAX_SAFE_INTEGER, 'id must be a positive number');

const channelFilter = z
  .enum(ENQUIRY_CHANNELS, { error: `channel must be one of: ${ENQUIRY_CHANNELS.join(', ')}` })
  .optional();

/**
 * GET Inquiries/GetAllInquiries: newest first; searched by name, e-mail, company or ticket key; filtered by
 * channel, topic and "has a failed leg".
 */
export const inquiryListQuerySchema = listQuerySchema({
  sortable: ['receivedAt', 'name', 'company', 'email'],
  defaultSort: 'receivedAt',
  filters: {
    channel: channelFilter,
    topic: z.enum(ENQUIRY_TOPICS, { error: `topic must be one of: ${ENQUIRY_TOPICS.join(', ')}` }).optional(),
    legs: z.literal('failed', { error: 'legs must be failed' }).optional(),
  },
});
export type InquiryListQuery = z.output<typeof inquiryListQuerySchema>;

export const inquiryRowSchema = z.object({
  id: z.number().int(),
  receivedAt: z.string(),
  channel: z.enum(ENQUIRY_CHANNELS),
  topic: z.enum(ENQUIRY_TOPICS),
  name: z.string(),
  company: z.string(),
  email: z.string(),
  phone: z.string(),
  legs: z.object({ mail: legSchema, ticket: legSchema, lead: legSchema }),
});
export type InquiryRow = z.infer<typeof inquiryRowSchema>;
export const inquiryListResponseSchema = listPageSchema(inquiryRowSchema);

export const attachmentSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** GET Inquiries/GetInquiry?id= */
export const inquiryIdQuerySchema = z.object({ id: enquiryId }).strict();

export const inquiryDetailSchema = inquiryRowSchema.extend({
  responseStatusCode: z.number().int(),
  title: z.string(),
  message: z.string(),
  serialNumber: z.string().nullable(),
  username: z.string(),
  isQuote: z.boolean(),
  quote: z
    .object({
      status: z.enum(QUOTE_STATUSES),
      setBy: z.string().nullable(),
      setAt: z.string().nullable(),
    })
    .nullable(),
  attachments: z.array(attachmentSchema),
});
export type InquiryDetail = z.infer<typeof inquiryDetailSchema>;

/** POST Inquiries/RetryLeg: try a failed (or never made) leg again; idempotent. */
export const retryLegRequestSchema = z
  .object({
    id: enquiryId,
    leg: z.enum(LEG_NAMES, { error: `leg must be one of: ${LEG_NAMES.join(', ')}` }),
  })
  .strict();
export type RetryLegRequest = z.input<typeof retryLegRequestSchema>;

/** GET Inquiries/GetQuoteRequests: quote requests, newest first, filtered by status and channel. */
export const quoteListQuerySchema = listQuerySchema({
  sortable: ['receivedAt', 'name', 'company', 'status'],
  defaultSort: 'receivedAt',
  filters: {
    status: z
      .enum(QUOTE_STATUSES, { error: `status must be one of: ${QUOTE_STATUSES.join(', ')}` })
      .optional(),
    channel: channelFilter,
  },
});
export type QuoteListQuery = z.output<typeof quoteListQuerySchema>;

export const quoteRowSchema = z.object({
  id: z.number().int(),
  receivedAt: z.string(),
  channel: z.enum(ENQUIRY_CHANNELS),
  name: z.string(),
  company: z.string(),
  email: z.string(),
  message: z.string(),
  serialNumber: z.string().nullable(),
  ticketKey: z.string().nullable(),
  attachments: z.array(attachmentSchema),
  status: z.enum(QUOTE_STATUSES),
  statusSetBy: z.string().nullable(),
  statusSetAt: z.string().nullable(),
});
export type QuoteRow = z.infer<typeof quoteRowSchema>;
export const quoteListResponseSchema = listPageSchema(quoteRowSchema);

/** PUT Inquiries/SetQuoteStatus */
export const setQuoteStatusRequestSchema = z
  .object({
    id: enquiryId,
    status: z.enum(QUOTE_STATUSES, { error: `status must be one of: ${QUOTE_STATUSES.join(', ')}` }),
  })
  .strict();
export type SetQuoteStatusRequest = z.input<typeof setQuoteStatusRequestSchema>;

/** The answer of SetQuoteStatus: the status with who set it and when. */
export const quoteStatusSetSchema = z.object({
  responseStatusCode: z.number().int(),
  id: z.number().int(),
  status: z.enum(QUOTE_STATUSES),
  statusSetBy: z.string().nullable(),
  statusSetAt: z.string().nullable(),
});
export type QuoteStatusSet = z.infer<typeof quoteStatusSetSchema>;

/** GET Inquiries/DownloadAttachment?id= : a file of an enquiry's ticket. */
export const attachmentIdQuerySchema = z.object({ id: enquiryId }).strict();

export const inquiryMessages = {
  notFound: 'No such enquiry.',
  notQuote: 'This enquiry is not a quote request.',
  attachmentNotFound: 'No such attachment.',
  legNotRetryable: (leg: LegName) => `The ${leg} leg of this enquiry cannot be retried now.`,
  legBusy: (leg: LegName) => `The ${leg} leg of this enquiry is being retried already.`,
  leadExternal:
    'The lead went to an outside lead service from the visitor’s browser; it cannot be sent again here.',
} as const;
