import { readFile } from 'node:fs/promises';
import type { EnquiryChannel } from '@ohmstead/contracts/inquiries';
import type { Database, Queryable } from '../../db/database';
import { customFields, type IssueFields, USERNAME_FIELD } from './issue';
import type { NewTicket, TicketFile } from './ticket';

/** Who opened a ticket, as the status history names the creation. */
export const CREATED_BY_NAME = 'Website';

const channelOf = (ticket: NewTicket): EnquiryChannel =>
  ticket.channel ?? (ticket.source === 'contact-us' ? 'contact-page' : 'chat-contact');

/**
 * Records a ticket in our tickets table with the first entry of its status history, in one transaction:
 * with `key` for a ticket another system numbered (Jira), without for our own SUP-n.
 */
export async function recordTicket(
  db: Database,
  ticket: NewTicket,
  fields: IssueFields,
  remote?: { key: string; system: 'jira' },
): Promise<string> {
  const { contact } = ticket;
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ key: string }>(
      `INSERT INTO tickets (key, system, project_id, issue_type_id, summary, description, custom_fields, source,
         username, channel, topic, reporter_name, reporter_email, user_id)
       VALUES (COALESCE($1, 'SUP-' || nextval('ticket_number_seq')), $2, $3, $4, $5, $6, $7, $8, $9, $10, $11,
         $12, $13, $14)
       RETURNING key`,
      [
        remote?.key ?? null,
        remote?.system ?? 'local',
        fields.project.id,
        fields.issuetype.id,
        fields.summary,
        JSON.stringify(fields.description),
        JSON.stringify(customFields(fields)),
        ticket.source,
        fields[USERNAME_FIELD],
        channelOf(ticket),
        ticket.topic ?? 'general',
        `${contact.first_name.trim()} ${contact.last_name.trim()}`.trim(),
        contact.email.trim().toLowerCase(),
        ticket.userId ?? null,
      ],
    );
    await tx.query(
      `INSERT INTO ticket_status_history (ticket_key, from_status, to_status, changed_by_name)
       VALUES ($1, NULL, 'open', $2)`,
      [row!.key, CREATED_BY_NAME],
    );
    return row!.key;
  });
}

/** Keeps the files of a ticket in our database (one in memory at a time), all or none. */
export async function storeTicketFiles(db: Database, key: string, files: TicketFile[]): Promise<void> {
  await db.transaction(async (tx: Queryable) => {
    for (const file of files) {
      const content = await readFile(file.path);
      await tx.query(
        `INSERT INTO ticket_attachments (ticket_key, file_name, content_type, size_bytes, content)
         VALUES ($1, $2, $3, $4, $5)`,
        [key, file.fileName, file.contentType, content.length, content],
      );
    }
  });
}
