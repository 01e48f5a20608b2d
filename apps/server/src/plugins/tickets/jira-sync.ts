import { TICKET_STAFF_ROLE, type TicketStatus } from '@ohmstead/contracts/tickets-admin';
import type { FastifyBaseLogger } from 'fastify';
import type { RemoteComment, RemoteIssue, TicketSystem } from '../../adapters/tickets/ticket';
import { accountEmail } from '../../auth/account-email';
import type { Config } from '../../config';
import type { Database, Queryable } from '../../db/database';

/** Who the status history names for a change made in Jira itself. */
export const JIRA_ACTOR = 'Jira';

/** Our staff by the address Jira knows them by. */
async function staffByEmail(db: Queryable): Promise<Map<string, number>> {
  const rows = await db.query<{ id: number; user_name: string }>(
    'SELECT id, user_name FROM users WHERE active AND $1 = ANY (roles)',
    [TICKET_STAFF_ROLE],
  );
  return new Map(rows.map((row) => [accountEmail(row.user_name), Number(row.id)]));
}

/** Takes Jira's status and assignee into our record; a new status joins the history as Jira's. */
async function reconcile(db: Database, issues: RemoteIssue[]): Promise<void> {
  if (issues.length === 0) return;
  const staff = await staffByEmail(db);
  for (const issue of issues) {
    const assigneeId = issue.assigneeEmail ? (staff.get(issue.assigneeEmail) ?? null) : null;
    await db.transaction(async (tx) => {
      const [row] = await tx.query<{ status: TicketStatus; assignee_id: number | null }>(
        `SELECT status, assignee_id FROM tickets WHERE key = $1 AND system = 'jira' FOR UPDATE`,
        [issue.key],
      );
      if (!row) return;
      const moved = row.status !== issue.status;
      const reassigned = (row.assignee_id === null ? null : Number(row.assignee_id)) !== assigneeId;
      await tx.query(
        `UPDATE tickets SET status = $2, assignee_id = $3, synced_at = now(),
           resolved_at = CASE WHEN $2 = 'resolved' THEN COALESCE(resolved_at, now()) ELSE resolved_at END,
           updated_at = CASE WHEN $4 THEN now() ELSE updated_at END
         WHERE key = $1`,
        [issue.key, issue.status, assigneeId, moved || reassigned],
      );
      if (moved)
        await tx.query(
          `INSERT INTO ticket_status_history (ticket_key, from_status, to_status, changed_by_name)
           VALUES ($1, $2, $3, $4)`,
          [issue.key, row.status, issue.status, JIRA_ACTOR],
        );
    });
  }
}

/** Comments made in Jira itself (those are staff's), each added once; the first one is the first response. */
async function addComments(db: Queryable, key: string, comments: RemoteComment[]): Promise<void> {
  for (const comment of comments)
    await db.query(
      `WITH added AS (
         INSERT INTO ticket_comments (ticket_key, author_name, by_staff, body, remote_id, created_at)
         SELECT $1, $2, true, $3, $4, $5 WHERE EXISTS (SELECT 1 FROM tickets WHERE key = $1)
         ON CONFLICT (ticket_key, remote_id) WHERE remote_id IS NOT NULL DO NOTHING
         RETURNING created_at)
       UPDATE tickets SET first_response_at = LEAST(COALESCE(first_response_at, added.created_at), added.created_at)
       FROM added WHERE key = $1`,
      [
        key,
        comment.authorName.slice(0, 200),
        comment.body.slice(0, 4000) || '-',
        comment.id,
        comment.createdAt,
      ],
    );
}

/**
 * Keeps our record of Jira tickets in step with Jira (docs/decisions/0019-enquiries-and-tickets.md):
 * read-through with a short cache — a page of the list and an opened ticket are read
 * from Jira once their record is older than JIRA_READ_CACHE_SECONDS — and a sync on a timer of the issues
 * changed in Jira, so the dashboards follow too. Without Jira every call here does nothing. A Jira that
 * cannot be reached is logged: the screens show our record as it is.
 */
export function jiraSync(deps: {
  config: Config;
  db: Database;
  tickets: TicketSystem;
  log: FastifyBaseLogger;
}) {
  const { config, db, tickets, log } = deps;
  const remote = tickets.remote;
  const { jiraReadCacheSeconds: cacheSeconds, jiraSyncIntervalSeconds: intervalSeconds } = config.tickets;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function syncChanged(): Promise<void> {
    if (!remote) return;
    try {
      await reconcile(db, await remote.changedWithin((intervalSeconds * 2) / 60));
    } catch (error) {
      log.warn({ err: error }, 'tickets changed in Jira could not be brought in');
    }
  }

  /** Reads these Jira tickets through when their record is older than the cache allows. */
  async function refresh(keys: string[]): Promise<void> {
    if (!remote || keys.length === 0) return;
    const stale = await db.query<{ key: string }>(
      `SELECT key FROM tickets WHERE key = ANY ($1) AND system = 'jira'
         AND (synced_at IS NULL OR synced_at < now() - make_interval(secs => $2))`,
      [keys, cacheSeconds],
    );
    if (stale.length === 0) return;
    try {
      await reconcile(db, await remote.read(stale.map((row) => row.key)));
    } catch (error) {
      log.warn({ err: error }, 'Jira could not be read; the tickets show our record');
    }
  }

  return {
    /** Jira is configured: there is something to read through. */
    enabled: Boolean(remote),
    refresh,

    /** An opened Jira ticket: its status, and the comments made in Jira itself (those are staff's). */
    async refreshTicket(key: string): Promise<void> {
      if (!remote) return;
      await refresh([key]);
      try {
        await addComments(db, key, await remote.comments(key));
      } catch (error) {
        log.warn({ err: error, key }, 'Jira comments could not be read');
      }
    },

    start(): void {
      if (!remote || intervalSeconds === 0 || timer) return;
      timer = setInterval(() => {
        running ??= syncChanged().finally(() => (running = undefined));
      }, intervalSeconds * 1000);
      timer.unref();
    },

    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
export type JiraSync = ReturnType<typeof jiraSync>;
