import type { FastifyBaseLogger } from 'fastify';
import { HttpError } from '../../http/errors';

const REQUEST_TIMEOUT_MS = 15_000;

export interface JiraConnection {
  baseUrl: string;
  email: string;
  apiToken: string;
}

export interface JiraAnswer {
  status: number;
  ok: boolean;
  body: unknown;
}

/**
 * One call to Jira Cloud REST v3 with basic auth (account e-mail and API token). Jira not reachable is a
 * 502; any answer, refused or not, comes back for the caller to judge.
 */
export function jiraClient(connection: JiraConnection, log: FastifyBaseLogger) {
  const base = connection.baseUrl.replace(/\/$/, '');
  const authorization = `Basic ${Buffer.from(`${connection.email}:${connection.apiToken}`).toString('base64')}`;

  async function call(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    options: { json?: unknown; form?: FormData } = {},
  ): Promise<JiraAnswer> {
    const headers: Record<string, string> = { authorization, accept: 'application/json' };
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    // Jira refuses multipart uploads without this header (its XSRF check).
    if (options.form) headers['X-Atlassian-Token'] = 'no-check';
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers,
        body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      log.error({ err: error, path }, 'Jira is not reachable');
      throw new HttpError(502, 'The ticket system is not reachable.');
    }
    const text = await response.text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    return { status: response.status, ok: response.ok, body };
  }

  /** A call that must succeed: anything but 2xx is logged and becomes a 502 with `failure` as its reason. */
  async function expectOk(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    failure: string,
    options: { json?: unknown; form?: FormData } = {},
  ): Promise<unknown> {
    const answer = await call(method, path, options);
    if (!answer.ok) {
      log.error({ path, status: answer.status, body: answer.body }, failure);
      throw new HttpError(502, failure);
    }
    return answer.body;
  }

  return { call, expectOk };
}
export type JiraClient = ReturnType<typeof jiraClient>;

/** A key as a path segment. */
export const issuePath = (key: string) => `/rest/api/3/issue/${encodeURIComponent(key)}`;
