import type { ChatFormKind, ChatFormValues } from '@ohmstead/contracts/chat-forms';
import type { Queryable } from '../../db/database';

/**
 * A chat form as an enquiry: it appears in Customer Inquiries beside the contact page's, with
 * one leg — its ticket — and no mail or lead; an images form is a quote request. The ticket's outcome is
 * recorded either way, so a ticket the ticket system refused can be retried by staff.
 */
export function formEnquiryRepository(db: Queryable) {
  return {
    async add(
      kind: ChatFormKind,
      form: ChatFormValues,
      who: { username: string; userId: number | null },
      ticket: { key: string } | { error: string },
    ): Promise<void> {
      const created = 'key' in ticket;
      await db.query(
        `INSERT INTO enquiries (name, company, phone, title, email, comments, is_from_home_page, channel, topic,
           first_name, last_name, serial_number, username, user_id, ticket_state, ticket_key, ticket_error,
           ticket_attempted_at)
         VALUES ($1, '', $2, '', $3, $4, false, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, now())`,
        [
          `${form.firstName} ${form.lastName}`.trim(),
          form.contact,
          form.email,
          form.message,
          kind === 'images' ? 'chat-images' : 'chat-contact',
          form.topic ?? 'general',
          form.firstName,
          form.lastName,
          kind === 'images' ? (form.SerialNumber ?? '') : null,
          who.username,
          who.userId,
          created ? 'created' : 'failed',
          created ? ticket.key : null,
          created ? null : ticket.error.slice(0, 500),
        ],
      );
    },
  };
}
