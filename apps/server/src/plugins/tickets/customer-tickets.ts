import type { TicketStatus } from '@ohmstead/contracts/tickets-admin';
import sql from 'sql-template-tag';
import type { Queryable } from '../../db/database';
import { whereAll } from '../../http/admin-lists';
import { type TicketViewer, visibleTo } from './viewer';

/** Still to be answered or worked on. */
const OPEN_STATUSES: TicketStatus[] = ['open', 'in_progress'];

/**
 * One customer's open tickets as the agent console's customer context reads them
 * (docs/decisions/0048-customer-context.md): the tickets Support Tickets shows the customer, among those
 * it shows the reader.
 */
export function customerTicketRepository(db: Queryable) {
  return {
    /** At most `limit`, newest first, and how many there are. */
    async openOf(
      customer: TicketViewer,
      reader: TicketViewer,
      limit: number,
    ): Promise<{
      total: number;
      rows: { key: string; summary: string; status: TicketStatus; created_at: Date | string }[];
    }> {
      const query = sql`SELECT t.key, t.summary, t.status, t.created_at, count(*) OVER () AS total
        FROM tickets t
        ${whereAll([sql`t.status = ANY (${OPEN_STATUSES})`, ...visibleTo(customer), ...visibleTo(reader)])}
        ORDER BY t.created_at DESC, t.key LIMIT ${limit}`;
      const rows = await db.query<{
        key: string;
        summary: string;
        status: TicketStatus;
        created_at: Date | string;
        total: number | string;
      }>(query.text, query.values);
      return { total: Number(rows[0]?.total ?? 0), rows };
    },
  };
}
