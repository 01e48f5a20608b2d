import { TICKET_STATUS_LABELS, type TicketStatus } from '@ohmstead/contracts/tickets-admin';
import { z } from 'zod';
import { HttpError } from '../../http/errors';
import { adfToText, textToAdf } from './adf-text';
import { issuePath, type JiraClient } from './jira-client';
import type { RemoteComment, RemoteIssue, RemoteTickets } from './ticket';

/** At most this many issues are read per search call (Jira's own page maximum is 100). */
const SEARCH_PAGE = 100;

const statusSchema = z.object({
  name: z.string(),
  statusCategory: z.object({ key: z.string() }).partial().optional(),
});
const issueSchema = z.object({
  key: z.string(),
  fields: z.object({
    status: statusSchema,
    assignee: z.object({ emailAddress: z.string().optional() }).nullable().optional(),
  }),
});
const searchSchema = z.object({ issues: z.array(issueSchema) });
const transitionsSchema = z.object({
  transitions: z.array(z.object({ id: z.string(), to: statusSchema })),
});
const commentsSchema = z.object({
  comments: z.array(
    z.object({
      id: z.string(),
      author: z.object({ displayName: z.string() }).partial().optional(),
      body: z.unknown(),
      created: z.string(),
    }),
  ),
});
const commentCreatedSchema = z.object({ id: z.string() });
const usersSchema = z.array(z.object({ accountId: z.string(), emailAddress: z.string().optional() }));

/** Jira's status names of the default workflows, by ours. */
const STATUS_NAMES: Record<string, TicketStatus> = {
  open: 'open',
  'to do': 'open',
  backlog: 'open',
  new: 'open',
  reopened: 'open',
  'in progress': 'in_progress',
  resolved: 'resolved',
  done: 'resolved',
  closed: 'closed',
};
/** A status of another name counts by its category. */
const CATEGORY: Record<string, TicketStatus> = {
  new: 'open',
  indeterminate: 'in_progress',
  done: 'resolved',
};

/** Our status of a Jira status. */
export function statusOf(status: z.infer<typeof statusSchema>): TicketStatus {
  return (
    STATUS_NAMES[status.name.trim().toLowerCase()] ?? CATEGORY[status.statusCategory?.key ?? ''] ?? 'open'
  );
}

const issueOf = (issue: z.infer<typeof issueSchema>): RemoteIssue => ({
  key: issue.key,
  status: statusOf(issue.fields.status),
  assigneeEmail: issue.fields.assignee?.emailAddress?.toLowerCase() ?? null,
});

const parsed = <S extends z.ZodType>(schema: S, body: unknown, what: string): z.output<S> => {
  const result = schema.safeParse(body);
  if (!result.success) throw new HttpError(502, `The ticket system answered ${what} in an unknown shape.`);
  return result.data;
};

/** JQL string literal. */
const jqlText = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/**
 * Status, assignee and comments of our tickets in Jira: searches (POST /rest/api/3/search/jql), the
 * issue's transitions, its comments and its assignee (an account found by e-mail address).
 */
export function jiraWorkflow(jira: JiraClient, projectId: string): RemoteTickets {
  async function search(jql: string): Promise<RemoteIssue[]> {
    const body = await jira.expectOk('POST', '/rest/api/3/search/jql', 'Jira could not be searched.', {
      json: { jql, fields: ['status', 'assignee'], maxResults: SEARCH_PAGE },
    });
    return parsed(searchSchema, body, 'the search').issues.map(issueOf);
  }

  return {
    async read(keys) {
      const issues: RemoteIssue[] = [];
      for (let start = 0; start < keys.length; start += SEARCH_PAGE) {
        const page = keys.slice(start, start + SEARCH_PAGE);
        issues.push(...(await search(`key in (${page.map(jqlText).join(', ')})`)));
      }
      return issues;
    },

    changedWithin: (minutes) =>
      search(`project = ${jqlText(projectId)} AND updated >= "-${Math.max(1, Math.ceil(minutes))}m"`),

    async comments(key) {
      const body = await jira.expectOk(
        'GET',
        `${issuePath(key)}/comment`,
        'Jira comments could not be read.',
      );
      return parsed(commentsSchema, body, 'the comments').comments.map((comment): RemoteComment => ({
        id: comment.id,
        authorName: comment.author?.displayName ?? 'Jira',
        body: adfToText(comment.body),
        createdAt: new Date(comment.created),
      }));
    },

    async transition(key, to) {
      const body = await jira.expectOk(
        'GET',
        `${issuePath(key)}/transitions`,
        'Jira transitions could not be read.',
      );
      const move = parsed(transitionsSchema, body, 'the transitions').transitions.find(
        (transition) => statusOf(transition.to) === to,
      );
      if (!move)
        throw new HttpError(409, `Jira's workflow offers no move to ${TICKET_STATUS_LABELS[to]} for ${key}.`);
      await jira.expectOk('POST', `${issuePath(key)}/transitions`, 'Jira refused the status change.', {
        json: { transition: { id: move.id } },
      });
    },

    async assign(key, email) {
      let accountId: string | null = null;
      if (email) {
        const body = await jira.expectOk(
          'GET',
          `/rest/api/3/user/search?${new URLSearchParams({ query: email })}`,
          'Jira users could not be searched.',
        );
        const account = parsed(usersSchema, body, 'the user search').find(
          (user) => user.emailAddress?.toLowerCase() === email.toLowerCase(),
        );
        if (!account) throw new HttpError(409, `Jira has no account with the e-mail address ${email}.`);
        accountId = account.accountId;
      }
      await jira.expectOk('PUT', `${issuePath(key)}/assignee`, 'Jira refused the assignee.', {
        json: { accountId },
      });
    },

    async comment(key, body) {
      const answer = await jira.expectOk('POST', `${issuePath(key)}/comment`, 'Jira refused the comment.', {
        json: { body: textToAdf(body) },
      });
      return parsed(commentCreatedSchema, answer, 'the comment').id;
    },
  };
}
