import {
  attachmentIdQuerySchema,
  type InquiryDetail,
  inquiryDetailSchema,
  inquiryIdQuerySchema,
  inquiryListQuerySchema,
  inquiryMessages,
  inquiryRowSchema,
  type LegName,
  retryLegRequestSchema,
} from '@ohmstead/contracts/inquiries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Adapters } from '../../adapters/adapters';
import { enquiryTicketLeg } from '../../adapters/tickets/enquiry-ticket';
import type { Auth } from '../../auth/auth';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { HttpError, notFound } from '../../http/errors';
import { sendUploadedFile } from '../../http/file-download';
import { listRoutes } from '../../http/list-route';
import { errorResponses, notJson } from '../../http/response-schemas';
import { INQUIRY_CSV } from './csv-columns';
import { quoteRoutes } from './quote-routes';
import { enquiryAttachmentFile, findInquiry, inquiryList, legsOf, toInquiryRow } from './repository';

/** A staff retry of an enquiry's lead leg with our own lead service (plugins/leads, via app.ts). */
export type RetryLead = (enquiryId: number) => Promise<'stored' | 'existing' | 'not-retryable'>;

const notRetryable = (leg: LegName) => new HttpError(409, inquiryMessages.legNotRetryable(leg));

/** One enquiry as its page shows it: its legs, its message and files, and its quote status. */
async function inquiryDetail(
  db: Database,
  toRow: ReturnType<typeof toInquiryRow>,
  id: number,
): Promise<InquiryDetail> {
  const record = await findInquiry(db, id);
  if (!record) throw notFound(inquiryMessages.notFound);
  return {
    responseStatusCode: 200,
    ...toRow(record),
    title: record.title,
    message: record.comments,
    serialNumber: record.serial_number,
    username: record.username,
    isQuote: record.is_quote,
    quote: record.is_quote
      ? { status: record.quote_status, setBy: record.status_by, setAt: record.quote_status_at }
      : null,
    attachments: record.attachments,
  };
}

/**
 * Customer Inquiries and Quote Request Summary (SuperAdmin, Admin, Manager; docs/product.md §3.6 "Feedback and
 * inquiries"): every enquiry with its legs, a failed leg retried (idempotent), quote requests with a
 * status staff set, and the files of an enquiry's ticket.
 */
export const inquiryRoutes: FastifyPluginAsyncZod<{
  config: Config;
  db: Database;
  auth: Auth;
  adapters: Adapters;
  retryLead: RetryLead;
}> = async (app, { config, db, auth, adapters, retryLead }) => {
  const guard = { preValidation: auth.requireCapability('feedbackAndInquiries') };
  const listRoute = listRoutes(app, db);
  const leadHost = config.leads.externalUrl ? new URL(config.leads.externalUrl).host : null;
  const toRow = toInquiryRow(leadHost);
  const ticketLeg = enquiryTicketLeg(db, adapters.tickets);

  listRoute('/Inquiries/GetAllInquiries', guard, {
    schema: inquiryListQuerySchema,
    item: inquiryRowSchema,
    source: inquiryList,
    toItem: toRow,
    csv: { fileName: 'customer-inquiries.csv', columns: INQUIRY_CSV },
  });

  app.get(
    '/Inquiries/GetInquiry',
    {
      ...guard,
      schema: {
        querystring: inquiryIdQuerySchema,
        response: { 200: inquiryDetailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.query;
      reply.header('Cache-Control', 'private, no-store');
      return inquiryDetail(db, toRow, id);
    },
  );

  app.post(
    '/Inquiries/RetryLeg',
    {
      ...guard,
      // A leg that cannot be retried, or is being retried, is a 409; the ticket system away a 502.
      schema: {
        body: retryLegRequestSchema,
        response: { 200: inquiryDetailSchema, ...errorResponses(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request, reply) => {
      const { id, leg } = request.body;
      const record = await findInquiry(db, id);
      if (!record) throw notFound(inquiryMessages.notFound);
      const legs = legsOf(record, leadHost);
      if (leg === 'mail') {
        // A requeue happens once: a mail that is not failed (sent, or queued again already) is left alone.
        if (record.mail_id === null || !(await adapters.mail.requeue(Number(record.mail_id))))
          throw notRetryable('mail');
      } else if (leg === 'ticket') {
        const attempt = await ticketLeg.attempt(id);
        if (attempt.outcome === 'busy') throw new HttpError(409, inquiryMessages.legBusy('ticket'));
        if (attempt.outcome === 'not-retryable') throw notRetryable('ticket');
      } else {
        if (legs.lead.state === 'external') throw new HttpError(409, inquiryMessages.leadExternal);
        if ((await retryLead(id)) === 'not-retryable') throw notRetryable('lead');
      }
      reply.header('Cache-Control', 'private, no-store');
      return inquiryDetail(db, toRow, id);
    },
  );

  app.get(
    '/Inquiries/DownloadAttachment',
    {
      ...guard,
      schema: {
        querystring: attachmentIdQuerySchema,
        response: { 200: notJson, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.query;
      const file = await enquiryAttachmentFile(db, id);
      if (!file) throw notFound(inquiryMessages.attachmentNotFound);
      return sendUploadedFile(reply, {
        fileName: file.file_name,
        contentType: file.content_type,
        content: file.content,
      });
    },
  );

  await app.register(quoteRoutes, { db, guard });
};
