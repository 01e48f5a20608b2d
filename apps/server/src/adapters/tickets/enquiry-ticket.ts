import type { EnquiryTopic } from '@ohmstead/contracts/enquiry-topics';
import type { EnquiryChannel } from '@ohmstead/contracts/inquiries';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/errors';
import { imagesFormMessage } from './issue';
import type { NewTicket, TicketContact, TicketSystem } from './ticket';

/**
 * A claim on the ticket leg older than this is taken to be a process that died mid-call: only then may
 * another request create the ticket (far beyond the ticket system's 15 s request timeout).
 */
export const STALE_TICKET_CLAIM_MINUTES = 10;

export interface EnquiryRecord {
  id: number;
  channel: EnquiryChannel;
  topic: EnquiryTopic;
  name: string;
  first_name: string | null;
  last_name: string | null;
  company: string;
  phone: string;
  title: string;
  email: string;
  comments: string;
  serial_number: string | null;
  username: string;
  user_id: number | null;
}

/** The ticket an enquiry makes, from what the enquiry recorded. */
export function enquiryTicket(enquiry: EnquiryRecord): NewTicket {
  const contact: TicketContact = {
    first_name: enquiry.first_name ?? enquiry.name,
    last_name: enquiry.last_name ?? '',
    company: enquiry.company,
    phone: enquiry.phone,
    title: enquiry.title,
    email: enquiry.email,
    message:
      enquiry.channel === 'chat-images'
        ? imagesFormMessage(enquiry.serial_number ?? '', enquiry.comments)
        : enquiry.comments,
  };
  return {
    contact,
    source: enquiry.channel === 'contact-page' ? 'contact-us' : 'chatbot',
    channel: enquiry.channel,
    topic: enquiry.topic,
    username: enquiry.username,
    userId: enquiry.user_id,
  };
}

export type TicketLegAttempt =
  | { outcome: 'created'; key: string }
  /** The leg had its ticket already: the same key, no new ticket. */
  | { outcome: 'existing'; key: string }
  /** Another request holds the claim right now. */
  | { outcome: 'busy' }
  /** No such enquiry, or its leg is none (nothing to create). */
  | { outcome: 'not-retryable' };

/**
 * The ticket leg of an enquiry: created at most once, whoever asks (the contact page's call,
 * a staff retry, both at once). A request first claims the leg with a guarded update — from awaited or
 * failed to creating — and only the request whose update took creates the ticket; nothing is held open
 * while the ticket system answers (PGlite has a single connection).
 * docs/decisions/0019-enquiries-and-tickets.md.
 */
export function enquiryTicketLeg(db: Database, tickets: TicketSystem) {
  const errorText = (error: unknown) =>
    (error instanceof HttpError || error instanceof Error ? error.message : String(error)).slice(0, 500);

  async function claim(id: number): Promise<EnquiryRecord | undefined> {
    const rows = await db.query<EnquiryRecord>(
      `UPDATE enquiries SET ticket_state = 'creating', ticket_attempted_at = now(), ticket_error = NULL
       WHERE id = $1 AND (ticket_state IN ('awaited', 'failed')
         OR (ticket_state = 'creating' AND ticket_attempted_at < now() - make_interval(mins => $2)))
       RETURNING id, channel, topic, name, first_name, last_name, company, phone, title, email, comments,
         serial_number, username, user_id`,
      [id, STALE_TICKET_CLAIM_MINUTES],
    );
    return rows[0] && { ...rows[0], id: Number(rows[0].id) };
  }

  async function current(id: number): Promise<{ state: string; key: string | null } | undefined> {
    const [row] = await db.query<{ ticket_state: string; ticket_key: string | null }>(
      'SELECT ticket_state, ticket_key FROM enquiries WHERE id = $1',
      [id],
    );
    return row && { state: row.ticket_state, key: row.ticket_key };
  }

  return {
    /**
     * Creates the enquiry's ticket if its leg may be tried now: from `ticket` when given (the contact page's
     * own call carries the ticket payload), else from the enquiry. A refusal of the ticket system is
     * recorded on the leg and thrown.
     */
    async attempt(id: number, ticket?: (enquiry: EnquiryRecord) => NewTicket): Promise<TicketLegAttempt> {
      const claimed = await claim(id);
      if (!claimed) {
        const now = await current(id);
        if (now?.state === 'created' && now.key) return { outcome: 'existing', key: now.key };
        return now?.state === 'creating' ? { outcome: 'busy' } : { outcome: 'not-retryable' };
      }
      let key: string;
      try {
        key = await tickets.create((ticket ?? enquiryTicket)(claimed));
      } catch (error) {
        await db.query(
          `UPDATE enquiries SET ticket_state = 'failed', ticket_error = $2 WHERE id = $1 AND ticket_state = 'creating'`,
          [id, errorText(error)],
        );
        throw error;
      }
      await db.query(
        `UPDATE enquiries SET ticket_state = 'created', ticket_key = $2, ticket_error = NULL WHERE id = $1`,
        [id, key],
      );
      return { outcome: 'created', key };
    },
  };
}
export type EnquiryTicketLeg = ReturnType<typeof enquiryTicketLeg>;
