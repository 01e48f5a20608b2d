import type { Queryable } from '../../db/database';

export type MailStatus = 'queued' | 'sending' | 'logged' | 'sent' | 'failed';

export interface OutgoingMail {
  /** What the mail is for, e.g. contact-enquiry or newsletter-welcome. */
  kind: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export interface StoredMail extends OutgoingMail {
  id: number;
  attempts: number;
}

/** A row of mail_outbox as the sender reads it. */
export interface MailRow {
  id: number | string | bigint;
  kind: string;
  to_address: string;
  from_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  headers: Record<string, string>;
  attempts: number;
}

const MAIL_COLUMNS = 'id, kind, to_address, from_address, subject, text_body, html_body, headers, attempts';

function toMail(row: MailRow): StoredMail {
  return {
    id: Number(row.id),
    kind: row.kind,
    to: row.to_address,
    from: row.from_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    headers: row.headers,
    attempts: row.attempts,
  };
}

/** The mail_outbox table: every mail is written here first, then handed to a transport. */
export function mailOutbox(db: Queryable) {
  return {
    async insert(mail: OutgoingMail): Promise<number> {
      const rows = await db.query<{ id: number | string }>(
        `INSERT INTO mail_outbox (kind, to_address, from_address, subject, text_body, html_body, headers)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [mail.kind, mail.to, mail.from, mail.subject, mail.text, mail.html, JSON.stringify(mail.headers)],
      );
      return Number(rows[0]!.id);
    },

    /** Takes a freshly queued mail for delivery; undefined when another worker already took it. */
    async claim(id: number): Promise<StoredMail | undefined> {
      const rows = await db.query<MailRow>(
        `UPDATE mail_outbox SET status = 'sending', attempts = attempts + 1, updated_at = now()
         WHERE id = $1 AND status = 'queued' RETURNING ${MAIL_COLUMNS}`,
        [id],
      );
      return rows[0] && toMail(rows[0]);
    },

    /**
     * Takes mails due for another attempt: failed or never delivered ones untouched for minAgeSeconds,
     * and ones a crashed process left 'sending' for ten minutes. Rows other workers hold are skipped.
     */
    async claimDue(minAgeSeconds: number, maxAttempts: number, limit: number): Promise<StoredMail[]> {
      const rows = await db.query<MailRow>(
        `UPDATE mail_outbox SET status = 'sending', attempts = attempts + 1, updated_at = now()
         WHERE id IN (
           SELECT id FROM mail_outbox
           WHERE attempts < $2 AND (
             (status IN ('queued', 'failed') AND updated_at <= now() - make_interval(secs => $1))
             OR (status = 'sending' AND updated_at <= now() - interval '10 minutes'))
           ORDER BY id LIMIT $3 FOR UPDATE SKIP LOCKED)
         RETURNING ${MAIL_COLUMNS}`,
        [minAgeSeconds, maxAttempts, limit],
      );
      return rows.map(toMail);
    },

    /** Puts a failed mail back in the queue; false when it is not failed (sent, queued, being sent). */
    async requeue(id: number): Promise<boolean> {
      const rows = await db.query(
        `UPDATE mail_outbox SET status = 'queued', error = NULL, updated_at = now()
         WHERE id = $1 AND status = 'failed' RETURNING id`,
        [id],
      );
      return rows.length === 1;
    },

    async markDelivered(id: number, status: 'logged' | 'sent'): Promise<void> {
      await db.query(
        `UPDATE mail_outbox SET status = $2, error = NULL, delivered_at = now(), updated_at = now() WHERE id = $1`,
        [id, status],
      );
    },

    async markFailed(id: number, error: string): Promise<void> {
      await db.query(
        `UPDATE mail_outbox SET status = 'failed', error = $2, updated_at = now() WHERE id = $1`,
        [id, error.slice(0, 2000)],
      );
    },
  };
}
