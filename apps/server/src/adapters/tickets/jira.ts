import { openAsBlob } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/errors';
import { issueFields, type IssueOptions } from './issue';
import { issuePath, jiraClient, type JiraConnection } from './jira-client';
import { jiraWorkflow } from './jira-workflow';
import type { TicketSystem } from './ticket';
import { recordTicket, storeTicketFiles } from './ticket-record';

const createdSchema = z.object({ key: z.string().min(1) });

export interface JiraOptions extends IssueOptions, JiraConnection {}

/**
 * Jira Cloud REST v3: issues created with basic auth (account e-mail and API token), each recorded in our
 * tickets table as well, with a copy of its files; the workflow (status, assignee, comments) goes through
 * Jira first (jira-workflow.ts).
 */
export function jiraTicketSystem(options: JiraOptions, db: Database, log: FastifyBaseLogger): TicketSystem {
  const jira = jiraClient(options, log);

  return {
    kind: 'jira',
    remote: jiraWorkflow(jira, options.projectId),
    async create(ticket) {
      const fields = issueFields(ticket, options);
      const answer = await jira.call('POST', '/rest/api/3/issue', { json: { fields } });
      const created = createdSchema.safeParse(answer.body);
      if (!answer.ok || !created.success) {
        log.error({ status: answer.status, body: answer.body }, 'Jira refused the issue');
        throw new HttpError(502, 'The ticket system refused the ticket.');
      }
      const { key } = created.data;
      try {
        await recordTicket(db, ticket, fields, { key, system: 'jira' });
      } catch (error) {
        // The issue exists in Jira: its key still goes back to the caller, only our record is missing.
        log.error({ err: error, key }, 'the Jira issue could not be recorded here');
      }
      return key;
    },
    async attach(key, files) {
      try {
        await storeTicketFiles(db, key, files);
      } catch (error) {
        log.warn({ err: error, key }, 'could not keep a copy of the ticket files');
      }
      try {
        // Blobs backed by the files on disk: fetch streams them, nothing is read into memory first.
        const form = new FormData();
        for (const file of files)
          form.append('files', await openAsBlob(file.path, { type: file.contentType }), file.fileName);
        const answer = await jira.call('POST', `${issuePath(key)}/attachments`, { form });
        if (answer.ok) return true;
        log.warn({ key, status: answer.status, body: answer.body }, 'Jira refused the attachments');
      } catch (error) {
        log.warn({ err: error, key }, 'Jira attachments could not be sent');
      }
      return false;
    },
  };
}
