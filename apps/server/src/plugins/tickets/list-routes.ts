import {
  TICKET_STATUS_LABELS,
  TICKET_TRANSITIONS,
  ticketAttachmentQuerySchema,
  type TicketDetail,
  ticketDetailSchema,
  ticketKeyQuerySchema,
  ticketListQuerySchema,
  ticketListResponseSchema,
  ticketMessages,
  type TicketRow,
} from '@ohmstead/contracts/tickets-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adfToText } from '../../adapters/tickets/adf-text';
import { type Auth, signedInUser } from '../../auth/auth';
import type { Database } from '../../db/database';
import { answerList, type CsvColumn, listPage } from '../../http/admin-lists';
import { badRequest, notFound } from '../../http/errors';
import { sendUploadedFile } from '../../http/file-download';
import { errorResponses, notJson } from '../../http/response-schemas';
import type { JiraSync } from './jira-sync';
import { ticketList, type TicketRecord, ticketRepository, toTicketRow } from './repository';
import { ticketViewer } from './viewer';

const TICKET_CSV: CsvColumn<TicketRow>[] = [
  { header: 'Key', value: (row) => row.key },
  { header: 'Created at', value: (row) => row.createdAt },
  { header: 'Status', value: (row) => TICKET_STATUS_LABELS[row.status] },
  { header: 'Channel', value: (row) => row.channel },
  { header: 'Topic', value: (row) => row.topic },
  { header: 'Reporter', value: (row) => row.reporterName },
  { header: 'Reporter email', value: (row) => row.reporterEmail },
  { header: 'Assignee', value: (row) => row.assignee?.name ?? '' },
  { header: 'Summary', value: (row) => row.summary },
  { header: 'Updated at', value: (row) => row.updatedAt },
];

/**
 * Support Tickets (Customer, Manager; docs/product.md §3.6): the list, one ticket and its files. A customer sees
 * their own tickets only; another's answers 404, as one that does not exist (no existence leak).
 */
export const ticketListRoutes: FastifyPluginAsyncZod<{ db: Database; auth: Auth; sync: JiraSync }> = async (
  app,
  { db, auth, sync },
) => {
  const guard = { preValidation: auth.requireCapability('supportTickets') };
  const repository = ticketRepository(db);

  app.get(
    '/Tickets/GetAllTickets',
    {
      ...guard,
      // A page as JSON, or the CSV (a stream).
      schema: {
        querystring: ticketListQuerySchema,
        response: { 200: ticketListResponseSchema, ...errorResponses(400, 401, 403, 502) },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const viewer = ticketViewer(signedInUser(request));
      if (query.assignee && !viewer.staff) throw badRequest(ticketMessages.assigneeFilterStaffOnly);
      const source = ticketList(query, viewer);
      if (query.format !== 'csv' && sync.enabled) {
        // Read-through: the page's Jira tickets are brought in step first
        // (docs/decisions/0019-enquiries-and-tickets.md).
        const { items } = await listPage<TicketRecord, typeof query.sort>(db, source, query);
        await sync.refresh(items.filter((item) => item.system === 'jira').map((item) => item.key));
      }
      return answerList<TicketRecord, TicketRow, typeof query.sort>(reply, {
        db,
        source,
        query,
        toItem: toTicketRow,
        csv: { fileName: 'support-tickets.csv', columns: TICKET_CSV },
      });
    },
  );

  app.get(
    '/Tickets/GetTicket',
    {
      ...guard,
      schema: {
        querystring: ticketKeyQuerySchema,
        response: { 200: ticketDetailSchema, ...errorResponses(400, 401, 403, 404, 502) },
      },
    },
    async (request, reply) => {
      const { key } = request.query;
      const viewer = ticketViewer(signedInUser(request));
      let record = await repository.find(key, viewer);
      if (!record) throw notFound(ticketMessages.notFound);
      if (record.system === 'jira') {
        await sync.refreshTicket(key);
        record = (await repository.find(key, viewer)) ?? record;
      }
      const [comments, history, attachments, assignees] = await Promise.all([
        repository.comments(key),
        repository.history(key),
        repository.attachments(key),
        viewer.staff ? repository.assignees() : Promise.resolve([]),
      ]);
      reply.header('Cache-Control', 'private, no-store');
      const answer: TicketDetail = {
        responseStatusCode: 200,
        ...toTicketRow(record),
        description: adfToText(record.description),
        comments,
        history,
        attachments,
        allowedStatuses: viewer.staff ? [...TICKET_TRANSITIONS[record.status]] : [],
        canAssign: viewer.staff,
        assignees,
        firstResponseAt: record.first_response_at && new Date(record.first_response_at).toISOString(),
        resolvedAt: record.resolved_at && new Date(record.resolved_at).toISOString(),
      };
      return answer;
    },
  );

  app.get(
    '/Tickets/DownloadAttachment',
    {
      ...guard,
      schema: {
        querystring: ticketAttachmentQuerySchema,
        response: { 200: notJson, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { key, id } = request.query;
      const viewer = ticketViewer(signedInUser(request));
      if (!(await repository.find(key, viewer))) throw notFound(ticketMessages.notFound);
      const file = await repository.attachmentFile(key, id);
      if (!file) throw notFound(ticketMessages.attachmentNotFound);
      return sendUploadedFile(reply, {
        fileName: file.file_name,
        contentType: file.content_type,
        content: file.content,
      });
    },
  );
};
