import { isTicketStaff } from '@ohmstead/contracts/tickets-admin';
import sql, { type Sql } from 'sql-template-tag';
import { accountEmail } from '../../auth/account-email';
import type { UserRecord } from '../../auth/user-repository';

/** Who is looking at Support Tickets: a Manager sees every ticket, a Customer their own. */
export interface TicketViewer {
  id: number;
  name: string;
  staff: boolean;
  email: string;
}

export function ticketViewer(user: UserRecord): TicketViewer {
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim() || user.userName,
    staff: isTicketStaff(user.roles),
    email: accountEmail(user.userName),
  };
}

/**
 * The tickets a viewer may see, as a condition on `tickets t`: every one for staff; for a customer those
 * created while signed in as them or with their e-mail address (docs/product.md §3.6 "Support Tickets").
 */
export const visibleTo = (viewer: TicketViewer): Sql[] =>
  viewer.staff ? [] : [sql`(t.user_id = ${viewer.id} OR t.reporter_email = ${viewer.email})`];
