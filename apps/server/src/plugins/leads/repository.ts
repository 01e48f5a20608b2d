import type { Queryable } from '../../db/database';

export interface Lead {
  oid: string;
  retUrl: string;
  leadSource: string;
  firstName: string;
  lastName: string;
  company: string;
  phone: string;
  title: string;
  email: string;
  message: string;
}

/** The leads table: the lead-form post of docs/product.md §1.3, every field except consent. */
export function leadRepository(db: Queryable) {
  return {
    async insert(lead: Lead): Promise<number> {
      const rows = await db.query<{ id: number | string }>(
        `INSERT INTO leads (oid, ret_url, lead_source, first_name, last_name, company, phone, title, email, message)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [
          lead.oid,
          lead.retUrl,
          lead.leadSource,
          lead.firstName,
          lead.lastName,
          lead.company,
          lead.phone,
          lead.title,
          lead.email,
          lead.message,
        ],
      );
      return Number(rows[0]!.id);
    },
  };
}
