import type { ChatFormKind } from '@ohmstead/contracts/chat-forms';
import type { ChatIdentity } from '../../auth/chat-identity';
import type { Queryable } from '../../db/database';

export interface FormTicket {
  key: string;
  kind: ChatFormKind;
  identityKey: string;
  recorded: boolean;
}

/**
 * The tickets the chat forms created (table bot_form_tickets), so that the bot records in a conversation
 * only a ticket the same identity was given.
 */
export function formTicketRepository(db: Queryable) {
  return {
    async add(key: string, kind: ChatFormKind, identity: ChatIdentity): Promise<void> {
      await db.query(
        'INSERT INTO bot_form_tickets (ticket_key, kind, identity_key, username) VALUES ($1, $2, $3, $4)',
        [key, kind, identity.key, identity.userName],
      );
    },

    async find(key: string): Promise<FormTicket | undefined> {
      const rows = await db.query<{
        ticket_key: string;
        kind: ChatFormKind;
        identity_key: string;
        recorded: boolean;
      }>(
        `SELECT ticket_key, kind, identity_key, recorded_at IS NOT NULL AS recorded
         FROM bot_form_tickets WHERE ticket_key = $1`,
        [key],
      );
      const row = rows[0];
      return (
        row && { key: row.ticket_key, kind: row.kind, identityKey: row.identity_key, recorded: row.recorded }
      );
    },

    /** Marks the ticket as recorded in a conversation; false when it already was. */
    async markRecorded(key: string): Promise<boolean> {
      const rows = await db.query(
        'UPDATE bot_form_tickets SET recorded_at = now() WHERE ticket_key = $1 AND recorded_at IS NULL RETURNING ticket_key',
        [key],
      );
      return rows.length === 1;
    },
  };
}
