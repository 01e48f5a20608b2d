import { openAsBlob } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../http/errors';
import { issueFields, type IssueOptions } from './issue';
import type { TicketSystem } from './ticket';

const REQUEST_TIMEOUT_MS = 15_000;
const createdSchema = z.object({ key: z.string().min(1) });

export interface JiraOptions extends IssueOptions {
  baseUrl: string;
  email: string;
  apiToken: string;
}

/** Jira Cloud REST v3: issues created with basic auth (account e-mail and API token). */
export function jiraTicketSystem(options: JiraOptions, log: FastifyBaseLogger): TicketSystem {
  const base = options.baseUrl.replace(/\/$/, '');
  const authorization = `Basic ${Buffer.from(`${options.email}:${options.apiToken}`).toString('base64')}`;

  return {
    kind: 'jira',
    async create(ticket) {
      let response: Response;
      try {
        response = await fetch(`${base}/rest/api/3/issue`, {
          method: 'POST',
          headers: { authorization, accept: 'application/json', 'content-type': 'application/json' },
          body: JSON.stringify({ fields: issueFields(ticket, options) }),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        log.error({ err: error }, 'Jira is not reachable');
        throw new HttpError(502, 'The ticket system is not reachable.');
      }
      const body: unknown = await response.json().catch(() => undefined);
      const created = createdSchema.safeParse(body);
      if (!response.ok || !created.success) {
        log.error({ status: response.status, body }, 'Jira refused the issue');
        throw new HttpError(502, 'The ticket system refused the ticket.');
      }
      return created.data.key;
    },
    async attach(key, files) {
      try {
        // Blobs backed by the files on disk: fetch streams them, nothing is read into memory first.
        const form = new FormData();
        for (const file of files)
          form.append('files', await openAsBlob(file.path, { type: file.contentType }), file.fileName);
        const response = await fetch(`${base}/rest/api/3/issue/${encodeURIComponent(key)}/attachments`, {
          method: 'POST',
          // Jira refuses multipart uploads without this header (its XSRF check).
          headers: { authorization, accept: 'application/json', 'X-Atlassian-Token': 'no-check' },
          body: form,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        if (response.ok) return true;
        log.warn(
          { key, status: response.status, body: await response.text() },
          'Jira refused the attachments',
        );
      } catch (error) {
        log.warn({ err: error, key }, 'Jira attachments could not be sent');
      }
      return false;
    },
  };
}
