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

/** The enquiries table: every contact request, kept whatever happens to its e-mail. */
export function enquiryRepository(db: Queryable) {
  return {
    async insert(enquiry: Enquiry): Promise<number> {
      const rows = await db.query<{ id: number | string }>(
        `INSERT INTO enquiries (name, company, phone, title, email, comments, is_from_home_page)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          enquiry.name,
          enquiry.company,
          enquiry.phone,
          enquiry.title,
          enquiry.email,
          enquiry.comments,
          enquiry.isFromHomePage,
        ],
      );
      return Number(rows[0]!.id);
    },
  };
}
