/** A row of mail_outbox as the tests read it (`SELECT *`): what was queued, and how its delivery went. */
export interface OutboxRow {
  kind: string;
  to_address: string;
  from_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string>;
  status: string;
  attempts: number;
  error: string | null;
  delivered_at: Date | null;
}
