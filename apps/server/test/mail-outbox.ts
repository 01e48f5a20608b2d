import type { MailRow } from '../src/adapters/mail/outbox';

/** A row of mail_outbox as the tests read it (`SELECT *`): what was queued, and how its delivery went. */
export interface OutboxRow extends MailRow {
  status: string;
  error: string | null;
  delivered_at: Date | null;
}
