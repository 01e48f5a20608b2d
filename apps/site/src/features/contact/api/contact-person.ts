import type { ContactForm } from '@ohmstead/contracts/contact';

/** Who is writing, under the form's own field names, as the ticket and the lead post both send them. */
export const contactPerson = ({ first_name, last_name, company, phone, title, email }: ContactForm) => ({
  first_name,
  last_name,
  company,
  phone,
  title,
  email,
});
