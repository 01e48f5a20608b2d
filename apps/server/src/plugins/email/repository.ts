import type { EnquiryTopic } from '@ohmstead/contracts/enquiry-topics';
import type { Queryable } from '../../db/database';

export interface Enquiry {
  name: string;
  company: string;
  phone: string;
  title: string;
  email: string;
  comments: string;
  isFromHomePage: boolean;
}

/** How the submission's other legs start: tied to it by the page's submission id. */
export interface EnquiryLegs {
  submissionId: string | undefined;
  topic: EnquiryTopic;
  mailId: number;
  /** The lead goes to an outside service from the browser: we will never hear of it. */
  externalLeads: boolean;
}

/** The enquiries table: every contact request, kept whatever happens to its e-mail. */
export function enquiryRepository(db: Queryable) {
  return {
    /**
     * Records the enquiry with its legs: the mail (its outbox row), the ticket and the lead awaited from the
     * page's next calls when a submission id ties them, else none. Answers undefined when this submission
     * id is recorded already (the page sent its first call twice): nothing is written then.
     */
    async insert(enquiry: Enquiry, legs: EnquiryLegs): Promise<number | undefined> {
      const correlated = legs.submissionId !== undefined;
      const rows = await db.query<{ id: number | string }>(
        `INSERT INTO enquiries (name, company, phone, title, email, comments, is_from_home_page,
           submission_id, topic, mail_id, ticket_state, lead_state)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         ON CONFLICT (submission_id) DO NOTHING
         RETURNING id`,
        [
          enquiry.name,
          enquiry.company,
          enquiry.phone,
          enquiry.title,
          enquiry.email,
          enquiry.comments,
          enquiry.isFromHomePage,
          legs.submissionId ?? null,
          legs.topic,
          legs.mailId,
          correlated ? 'awaited' : 'none',
          correlated ? (legs.externalLeads ? 'external' : 'awaited') : 'none',
        ],
      );
      return rows[0] ? Number(rows[0].id) : undefined;
    },
  };
}
