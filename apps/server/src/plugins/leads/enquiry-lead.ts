import { LEAD_SOURCE } from '@ohmstead/contracts/contact';
import type { EnquiryRecord } from '../../adapters/tickets/enquiry-ticket';
import type { Config } from '../../config';
import type { Database, Queryable } from '../../db/database';
import { type Lead, leadRepository } from './repository';

export type LeadLegAttempt = 'stored' | 'existing' | 'not-retryable';

/**
 * Stores a lead, as the lead leg of the enquiry the submission id names when there is one: in
 * the caller's transaction, with the enquiry's row locked, so a lead posted twice (or posted while staff
 * retry it) is stored once.
 */
export async function storeLead(tx: Queryable, lead: Lead, submissionId: string | undefined): Promise<void> {
  const [enquiry] = submissionId
    ? await tx.query<{ id: number; lead_state: string }>(
        `SELECT id, lead_state FROM enquiries WHERE submission_id = $1 AND channel = 'contact-page' FOR UPDATE`,
        [submissionId],
      )
    : [];
  if (enquiry?.lead_state === 'stored') return;
  const id = await leadRepository(tx).insert(lead);
  if (enquiry)
    await tx.query(
      `UPDATE enquiries SET lead_state = 'stored', lead_id = $2, lead_error = NULL, lead_attempted_at = now()
       WHERE id = $1`,
      [enquiry.id, id],
    );
}

/** Records why the lead of this submission was refused (its retry is then offered to staff). */
export async function recordLeadFailure(db: Queryable, submissionId: string, reason: string): Promise<void> {
  await db.query(
    `UPDATE enquiries SET lead_state = 'failed', lead_error = $2, lead_attempted_at = now()
     WHERE submission_id = $1 AND channel = 'contact-page' AND lead_state IN ('awaited', 'failed')`,
    [submissionId, reason.slice(0, 500)],
  );
}

/**
 * A staff retry of an enquiry's lead leg with our own lead service: the lead made from what the enquiry
 * recorded, at most once. A lead that went to an outside service cannot be sent from here (it is the
 * visitor's browser that posts it, with a captcha only the visitor can solve).
 */
export function enquiryLeadRetry(db: Database, config: Config) {
  return (enquiryId: number): Promise<LeadLegAttempt> =>
    db.transaction(async (tx) => {
      const [enquiry] = await tx.query<
        { lead_state: string } & Pick<
          EnquiryRecord,
          'name' | 'first_name' | 'last_name' | 'company' | 'phone' | 'title' | 'email' | 'comments'
        >
      >(
        `SELECT lead_state, name, first_name, last_name, company, phone, title, email, comments
         FROM enquiries WHERE id = $1 FOR UPDATE`,
        [enquiryId],
      );
      if (enquiry?.lead_state === 'stored') return 'existing';
      if (!enquiry || !['awaited', 'failed'].includes(enquiry.lead_state)) return 'not-retryable';
      const id = await leadRepository(tx).insert({
        oid: config.leads.oid,
        retUrl: `${config.siteUrl}/thank-you`,
        leadSource: LEAD_SOURCE,
        firstName: enquiry.first_name ?? enquiry.name,
        lastName: enquiry.last_name ?? '',
        company: enquiry.company,
        phone: enquiry.phone,
        title: enquiry.title,
        email: enquiry.email,
        message: enquiry.comments,
      });
      await tx.query(
        `UPDATE enquiries SET lead_state = 'stored', lead_id = $2, lead_error = NULL, lead_attempted_at = now()
         WHERE id = $1`,
        [enquiryId, id],
      );
      return 'stored';
    });
}
export type EnquiryLeadRetry = ReturnType<typeof enquiryLeadRetry>;
