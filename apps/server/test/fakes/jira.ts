import type { ServerResponse } from 'node:http';
import { forThisBlock } from '../block-resource';
import { type FakeHttpServer, type RecordedRequest, sendJson, startFakeHttpServer } from './http-server';

export interface FakeJiraIssue {
  key: string;
  fields: Record<string, unknown>;
  /** The workflow status's name (Open, In Progress, Resolved, Closed). */
  status: string;
  assigneeAccountId: string | null;
  comments: { id: string; author: string; body: unknown; created: string }[];
  updatedAt: number;
}
export interface FakeJiraAttachment {
  key: string;
  fileName: string;
  contentType: string;
  content: Buffer;
}
export interface FakeJiraUser {
  accountId: string;
  emailAddress: string;
  displayName: string;
}

export interface FakeJira extends FakeHttpServer {
  issues: FakeJiraIssue[];
  attachments: FakeJiraAttachment[];
  users: FakeJiraUser[];
  /** Makes the next calls fail the way Jira does. */
  failCreate: boolean;
  /** Refuses this many issue creations, then creates again. */
  failCreateTimes: number;
  failAttachments: boolean;
  /** Every workflow call (search, transitions, comments, assignee) answers 503. */
  down: boolean;
  /** A change made in Jira itself (by a person working there). */
  moveInJira(key: string, status: string): void;
  commentInJira(key: string, author: string, text: string): void;
}

/** The default Jira workflow of the fake: each status, its category, and where it may move. */
const STATUSES: Record<string, { category: string; to: string[] }> = {
  Open: { category: 'new', to: ['In Progress', 'Resolved', 'Closed'] },
  'In Progress': { category: 'indeterminate', to: ['Open', 'Resolved', 'Closed'] },
  Resolved: { category: 'done', to: ['In Progress', 'Closed'] },
  Closed: { category: 'done', to: [] },
};
const transitionId = (name: string) => String(Object.keys(STATUSES).indexOf(name) + 11);
const statusBody = (name: string) => ({ name, statusCategory: { key: STATUSES[name]!.category } });

/**
 * Jira Cloud REST v3 as far as we use it, behind basic auth: POST /rest/api/3/issue answering 201
 * {id, key, self}; POST …/issue/{key}/attachments taking multipart field `files` behind the XSRF header
 * check; POST /rest/api/3/search/jql (JQL `key in (…)` and `project = … AND updated >= "-Nm"`); an issue's
 * transitions, comments and assignee; GET /rest/api/3/user/search by e-mail address.
 */
export async function startFakeJira(credentials: { email: string; apiToken: string }): Promise<FakeJira> {
  const expectedAuth = `Basic ${Buffer.from(`${credentials.email}:${credentials.apiToken}`).toString('base64')}`;
  const fake = {
    issues: [],
    attachments: [],
    users: [],
    failCreate: false,
    failCreateTimes: 0,
    failAttachments: false,
    down: false,
  } as unknown as Omit<FakeJira, keyof FakeHttpServer>;
  let nextCommentId = 100;

  const find = (key: string) => fake.issues.find((issue) => issue.key === key);
  const touch = (issue: FakeJiraIssue) => (issue.updatedAt = Date.now());
  fake.moveInJira = (key, status) => {
    const issue = find(key)!;
    issue.status = status;
    touch(issue);
  };
  fake.commentInJira = (key, author, text) => {
    const issue = find(key)!;
    issue.comments.push({
      id: String(nextCommentId++),
      author,
      body: { type: 'doc', version: 1, content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] },
      created: new Date().toISOString(),
    });
    touch(issue);
  };

  const issueFields = (issue: FakeJiraIssue) => {
    const assignee = fake.users.find((user) => user.accountId === issue.assigneeAccountId);
    return {
      status: statusBody(issue.status),
      assignee: assignee ? { accountId: assignee.accountId, emailAddress: assignee.emailAddress } : null,
    };
  };

  /** The two JQL shapes the product sends. */
  function search(jql: string): FakeJiraIssue[] {
    const keys = /^key in \((.*)\)$/.exec(jql);
    if (keys)
      return keys[1]!
        .split(',')
        .map((quoted) => JSON.parse(quoted.trim()) as string)
        .flatMap((key) => find(key) ?? []);
    const changed = /^project = "[^"]*" AND updated >= "-(\d+)m"$/.exec(jql);
    if (changed) {
      const since = Date.now() - Number(changed[1]) * 60_000;
      return fake.issues.filter((issue) => issue.updatedAt >= since);
    }
    throw new Error(`the fake Jira does not understand the JQL ${jql}`);
  }

  async function handle(request: RecordedRequest, response: ServerResponse): Promise<void> {
    if (request.headers.authorization !== expectedAuth) {
      return sendJson(response, 401, {
        errorMessages: ['Client must be authenticated to access this resource.'],
      });
    }
    const url = new URL(request.url, 'http://jira.test');
    const json = () => JSON.parse(request.body.toString('utf8')) as Record<string, unknown>;
    if (request.method === 'POST' && url.pathname === '/rest/api/3/issue') {
      if (fake.failCreate) return sendJson(response, 500, { errorMessages: ['Internal server error'] });
      if (fake.failCreateTimes > 0) {
        fake.failCreateTimes -= 1;
        return sendJson(response, 503, { errorMessages: ['Service unavailable'] });
      }
      const { fields } = json() as { fields: Record<string, unknown> };
      const errors: Record<string, string> = {};
      for (const required of ['project', 'summary', 'issuetype', 'description']) {
        if (!(required in fields)) errors[required] = `${required} is required.`;
      }
      if (Object.keys(errors).length > 0) return sendJson(response, 400, { errorMessages: [], errors });
      const id = 10000 + fake.issues.length + 1;
      const key = `OHM-${fake.issues.length + 1}`;
      fake.issues.push({
        key,
        fields,
        status: 'Open',
        assigneeAccountId: null,
        comments: [],
        updatedAt: Date.now(),
      });
      return sendJson(response, 201, { id: String(id), key, self: `${server.url}/rest/api/3/issue/${id}` });
    }
    const attach = /^\/rest\/api\/3\/issue\/([^/]+)\/attachments$/.exec(url.pathname);
    if (request.method === 'POST' && attach) {
      if (request.headers['x-atlassian-token'] !== 'no-check') {
        return sendJson(response, 403, { errorMessages: ['XSRF check failed'] });
      }
      if (fake.failAttachments) return sendJson(response, 500, { errorMessages: ['Internal server error'] });
      const key = decodeURIComponent(attach[1]!);
      if (!find(key)) {
        return sendJson(response, 404, {
          errorMessages: ['Issue does not exist or you do not have permission to see it.'],
        });
      }
      const form = await new Response(new Uint8Array(request.body), {
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

    if (fake.down) return sendJson(response, 503, { errorMessages: ['Service unavailable'] });

    if (request.method === 'POST' && url.pathname === '/rest/api/3/search/jql') {
      const { jql } = json() as { jql: string };
      const issues = search(jql).map((issue) => ({ key: issue.key, fields: issueFields(issue) }));
      return sendJson(response, 200, { issues, isLast: true });
    }
    if (request.method === 'GET' && url.pathname === '/rest/api/3/user/search') {
      const query = (url.searchParams.get('query') ?? '').toLowerCase();
      return sendJson(
        response,
        200,
        fake.users.filter((user) => user.emailAddress.toLowerCase().includes(query)),
      );
    }
    const issuePart = /^\/rest\/api\/3\/issue\/([^/]+)\/(transitions|comment|assignee)$/.exec(url.pathname);
    const issue = issuePart && find(decodeURIComponent(issuePart[1]!));
    if (issuePart && !issue)
      return sendJson(response, 404, {
        errorMessages: ['Issue does not exist or you do not have permission to see it.'],
      });
    if (issue && issuePart![2] === 'transitions') {
      const moves = STATUSES[issue.status]!.to;
      if (request.method === 'GET')
        return sendJson(response, 200, {
          transitions: moves.map((name) => ({ id: transitionId(name), name, to: statusBody(name) })),
        });
      const wanted = String((json().transition as { id?: unknown } | undefined)?.id);
      const target = moves.find((name) => transitionId(name) === wanted);
      if (!target)
        return sendJson(response, 400, { errorMessages: ['Transition id is not valid for this issue.'] });
      issue.status = target;
      touch(issue);
      response.writeHead(204).end();
      return;
    }
    if (issue && issuePart![2] === 'comment') {
      if (request.method === 'GET')
        return sendJson(response, 200, {
          comments: issue.comments.map((comment) => ({
            id: comment.id,
            author: { displayName: comment.author },
            body: comment.body,
            created: comment.created,
          })),
        });
      const comment = {
        id: String(nextCommentId++),
        author: 'Ohmstead API',
        body: json().body,
        created: new Date().toISOString(),
      };
      issue.comments.push(comment);
      touch(issue);
      return sendJson(response, 201, { id: comment.id, created: comment.created });
    }
    if (issue && issuePart![2] === 'assignee' && request.method === 'PUT') {
      const { accountId } = json() as { accountId: string | null };
      if (accountId !== null && !fake.users.some((user) => user.accountId === accountId))
        return sendJson(response, 400, { errorMessages: ['The user does not exist.'] });
      issue.assigneeAccountId = accountId;
      touch(issue);
      response.writeHead(204).end();
      return;
    }
    return sendJson(response, 404, { errorMessages: ['Not found'] });
  }

  const server = await startFakeHttpServer(handle);
  return Object.assign(fake, server) as FakeJira;
}

/** The account the tests' servers sign in to the fake Jira with. */
const JIRA_ACCOUNT = { email: 'bot@ohmsteadpower.com', apiToken: 'jira-token' };

/** A fake Jira for the enclosing describe block; start a server on it with `useTestServer(() => jiraEnv(jira))`. */
export const useFakeJira = (): FakeJira =>
  forThisBlock(
    'the fake Jira',
    () => startFakeJira(JIRA_ACCOUNT),
    (jira) => jira.close(),
  );

/** The settings that point a server's ticket system at a fake Jira (JIRA_ACCOUNT). */
export const jiraEnv = (jira: FakeJira) => ({
  JIRA_BASE_URL: jira.url,
  JIRA_EMAIL: JIRA_ACCOUNT.email,
  JIRA_API_TOKEN: JIRA_ACCOUNT.apiToken,
});
