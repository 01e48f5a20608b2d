import type { ServerResponse } from 'node:http';
import { sendJson, startFakeHttpServer, type FakeHttpServer, type RecordedRequest } from './http-server';

export interface FakeJiraIssue {
  key: string;
  fields: Record<string, unknown>;
}
export interface FakeJiraAttachment {
  key: string;
  fileName: string;
  contentType: string;
  content: Buffer;
}

export interface FakeJira extends FakeHttpServer {
  issues: FakeJiraIssue[];
  attachments: FakeJiraAttachment[];
  /** Makes the next calls fail the way Jira does. */
  failCreate: boolean;
  failAttachments: boolean;
}

/**
 * Jira Cloud REST v3 as far as we use it: basic auth, POST /rest/api/3/issue answering 201 {id, key, self},
 * POST /rest/api/3/issue/{key}/attachments taking multipart field `files` behind the XSRF header check.
 */
export async function startFakeJira(credentials: { email: string; apiToken: string }): Promise<FakeJira> {
  const expectedAuth = `Basic ${Buffer.from(`${credentials.email}:${credentials.apiToken}`).toString('base64')}`;
  const fake = { issues: [], attachments: [], failCreate: false, failAttachments: false } as Omit<
    FakeJira,
    keyof FakeHttpServer
  >;

  async function handle(request: RecordedRequest, response: ServerResponse): Promise<void> {
    if (request.headers.authorization !== expectedAuth) {
      return sendJson(response, 401, {
        errorMessages: ['Client must be authenticated to access this resource.'],
      });
    }
    if (request.method === 'POST' && request.url === '/rest/api/3/issue') {
      if (fake.failCreate) return sendJson(response, 500, { errorMessages: ['Internal server error'] });
      const { fields } = JSON.parse(request.body.toString('utf8')) as { fields: Record<string, unknown> };
      const errors: Record<string, string> = {};
      for (const required of ['project', 'summary', 'issuetype', 'description']) {
        if (!(required in fields)) errors[required] = `${required} is required.`;
      }
      if (Object.keys(errors).length > 0) return sendJson(response, 400, { errorMessages: [], errors });
      const id = 10000 + fake.issues.length + 1;
      const key = `OHM-${fake.issues.length + 1}`;
      fake.issues.push({ key, fields });
      return sendJson(response, 201, { id: String(id), key, self: `${server.url}/rest/api/3/issue/${id}` });
    }
    const attach = /^\/rest\/api\/3\/issue\/([^/]+)\/attachments$/.exec(request.url);
    if (request.method === 'POST' && attach) {
      if (request.headers['x-atlassian-token'] !== 'no-check') {
        return sendJson(response, 403, { errorMessages: ['XSRF check failed'] });
      }
      if (fake.failAttachments) return sendJson(response, 500, { errorMessages: ['Internal server error'] });
      const key = decodeURIComponent(attach[1]!);
      if (!fake.issues.some((issue) => issue.key === key)) {
        return sendJson(response, 404, {
          errorMessages: ['Issue does not exist or you do not have permission to see it.'],
        });
      }
      const form = await new Response(request.body, {
        headers: { 'content-type': String(request.headers['content-type']) },
      }).formData();
      const stored: FakeJiraAttachment[] = [];
      for (const entry of form.getAll('files')) {
        if (typeof entry === 'string') continue;
        const file = entry as File;
        stored.push({
          key,
          fileName: file.name,
          contentType: file.type,
          content: Buffer.from(await file.arrayBuffer()),
        });
      }
      fake.attachments.push(...stored);
      return sendJson(
        response,
        200,
        stored.map((file, index) => ({
          id: String(index + 1),
          filename: file.fileName,
          size: file.content.length,
        })),
      );
    }
    return sendJson(response, 404, { errorMessages: ['Not found'] });
  }

  const server = await startFakeHttpServer(handle);
  return Object.assign(fake, server);
}
