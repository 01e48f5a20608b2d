import type { ContactTicketRequest } from '@ohmstead/contracts/contact';
import { enquiryTicketLeg, type TicketLegAttempt } from '../../adapters/tickets/enquiry-ticket';
import type { NewTicket, TicketSystem } from '../../adapters/tickets/ticket';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/errors';

type ContactTicket = Omit<Required<ContactTicketRequest>, 'captcha' | 'submissionId'>;

const ticketOf = (contact: ContactTicket): NewTicket => ({
  contact: {
    first_name: contact.first_name,
    last_name: contact.last_name,
    company: contact.company,
    phone: contact.phone,
    title: contact.title,
    email: contact.email,
    message: contact.message,
  },
  source: 'contact-us',
  channel: 'contact-page',
  topic: contact.topic,
});

/**
 * The contact page's ticket (docs/product.md §1.7, step 2). With the page's submission id it is the ticket leg of
 * that enquiry: created at most once (a second call answers the same key) and its outcome recorded; without
 * one (or an id no enquiry has) the ticket is simply created, as the spec's call does.
 */
export function contactTicket(db: Database, tickets: TicketSystem) {
  const leg = enquiryTicketLeg(db, tickets);

  return async function create(contact: ContactTicket, submissionId: string | undefined): Promise<string> {
    const [enquiry] = submissionId
      ? await db.query<{ id: number | string }>(
          // The name in its two parts, for a ticket or lead retried later from the enquiry.
          `UPDATE enquiries SET first_name = COALESCE(first_name, $2), last_name = COALESCE(last_name, $3)
           WHERE submission_id = $1 AND channel = 'contact-page' RETURNING id`,
          [submissionId, contact.first_name, contact.last_name],
        )
      : [];
    if (!enquiry) return tickets.create(ticketOf(contact));
    const attempt: TicketLegAttempt = await leg.attempt(Number(enquiry.id), () => ticketOf(contact));
    if (attempt.outcome === 'created' || attempt.outcome === 'existing') return attempt.key;
    if (attempt.outcome === 'busy')
      throw new HttpError(409, 'The ticket of this submission is being created.');
    // The leg has no ticket to make (an enquiry recorded without correlation cannot get here).
    throw new HttpError(409, 'This submission takes no ticket.');
  };
}
