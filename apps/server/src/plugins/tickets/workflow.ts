import { canMoveTicket, ticketMessages, type TicketStatus } from '@ohmstead/contracts/tickets-admin';
import type { TicketSystem } from '../../adapters/tickets/ticket';
import { accountEmail } from '../../auth/account-email';
import { forbidden } from '../../auth/auth';
import type { Database } from '../../db/database';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { ticketRepository } from './repository';
import type { TicketViewer } from './viewer';

const changedMeanwhile = () => new HttpError(409, ticketMessages.changedMeanwhile);

/**
 * The ticket workflow: only the moves of TICKET_TRANSITIONS, assignees only among the staff who
 * work the list, plain-text comments. With Jira each change is made there first and then recorded here, so
 * a change Jira refuses changes nothing; our own changes are guarded updates (a status changed meanwhile
 * is a 409, never overwritten).
 */
export function ticketWorkflow(db: Database, tickets: TicketSystem) {
  const repository = ticketRepository(db);

  async function visibleTicket(key: string, viewer: TicketViewer) {
    const ticket = await repository.find(key, viewer);
    if (!ticket) throw notFound(ticketMessages.notFound);
    return ticket;
  }
  const remoteOf = (ticket: { system: 'local' | 'jira' }) =>
    ticket.system === 'jira' ? tickets.remote : undefined;

  return {
    async setStatus(key: string, to: TicketStatus, viewer: TicketViewer): Promise<void> {
      if (!viewer.staff) throw forbidden(ticketMessages.staffOnly);
      const ticket = await visibleTicket(key, viewer);
      if (!canMoveTicket(ticket.status, to))
        throw badRequest(ticketMessages.moveNotAllowed(ticket.status, to));
      await remoteOf(ticket)?.transition(key, to);
      await db.transaction(async (tx) => {
        const moved = await tx.query(
          `UPDATE tickets SET status = $3, updated_at = now(),
             resolved_at = CASE WHEN $3 = 'resolved' THEN COALESCE(resolved_at, now()) ELSE resolved_at END
           WHERE key = $1 AND status = $2 RETURNING key`,
          [key, ticket.status, to],
        );
        if (moved.length === 0) throw changedMeanwhile();
        await tx.query(
          `INSERT INTO ticket_status_history (ticket_key, from_status, to_status, changed_by, changed_by_name)
           VALUES ($1, $2, $3, $4, $5)`,
          [key, ticket.status, to, viewer.id, viewer.name],
        );
      });
    },

    async assign(key: string, assigneeId: number | null, viewer: TicketViewer): Promise<void> {
      if (!viewer.staff) throw forbidden(ticketMessages.staffOnly);
      const ticket = await visibleTicket(key, viewer);
      const assignee = assigneeId === null ? null : await repository.assignee(assigneeId);
      if (assignee === undefined) throw badRequest(ticketMessages.notAssignable);
      await remoteOf(ticket)?.assign(key, assignee && accountEmail(assignee.userName));
      await db.query(`UPDATE tickets SET assignee_id = $2, updated_at = now() WHERE key = $1`, [
        key,
        assignee?.id ?? null,
      ]);
    },

    async comment(key: string, body: string, viewer: TicketViewer): Promise<void> {
      const ticket = await visibleTicket(key, viewer);
      if (ticket.status === 'closed') throw badRequest(ticketMessages.closedNoComment);
      // Jira names its own API account as the author: the text says who wrote it here.
      const remoteId =
        (await remoteOf(ticket)?.comment(
          key,
          `${viewer.name} (${viewer.staff ? 'staff' : 'customer'}) on the website:\n\n${body}`,
        )) ?? null;
      await db.transaction(async (tx) => {
        const [added] = await tx.query<{ created_at: Date }>(
          `INSERT INTO ticket_comments (ticket_key, author_id, author_name, by_staff, body, remote_id)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING created_at`,
          [key, viewer.id, viewer.name, viewer.staff, body, remoteId],
        );
        await tx.query(
          `UPDATE tickets SET updated_at = now(),
             first_response_at = CASE WHEN $2 THEN COALESCE(first_response_at, $3) ELSE first_response_at END
           WHERE key = $1`,
          [key, viewer.staff, added!.created_at],
        );
      });
    },
  };
}
