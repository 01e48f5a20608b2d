import { z } from 'zod';
import { captchaTokenSchema } from './captcha';
import { DEFAULT_ENQUIRY_TOPIC, ENQUIRY_TOPICS } from './enquiry-topics';
import {
  CONTACT_FIELD_MAX,
  CONTACT_MESSAGE_MAX,
  EMAIL_MAX,
  EMAIL_PATTERN,
  LAST_NAME_MAX,
  PHONE_PATTERN,
} from './limits';
import { contactMessages as m } from './messages';

/** The lead service's field id for the free-text message (docs/product.md §1.3). */
export const LEAD_MESSAGE_FIELD_ID = '00NPY000001P0HB';
/** Our own lead-capture endpoint: the lead post carries the submission id only to it. */
export const OWN_LEAD_ACTION = '/api/Lead/WebToLead';

/** docs/product.md §1.9: the lead source value. */
export const LEAD_SOURCE = 'Website';

const requiredText = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

const phone = z
  .string({ error: m.phoneRequired })
  .trim()
  .min(1, m.phoneRequired)
  .regex(PHONE_PATTERN, m.phoneInvalid)
  .max(CONTACT_FIELD_MAX, m.phoneInvalid);

const email = z
  .string({ error: m.emailRequired })
  .trim()
  .min(1, m.emailRequired)
  .regex(EMAIL_PATTERN, m.emailInvalid)
  .max(EMAIL_MAX, m.emailMax);

/** Not in the spec: what the enquiry is about; a quote request is told by it. */
const topic = z
  .enum(ENQUIRY_TOPICS, { error: `topic must be one of: ${ENQUIRY_TOPICS.join(', ')}` })
  .default(DEFAULT_ENQUIRY_TOPIC);

/**
 * Not in the spec: the id the contact page makes once per submission and sends with each of
 * its three calls, so the server records every leg's outcome against one enquiry.
 */
export const submissionIdSchema = z.uuid({ error: 'submissionId must be a UUID' });

const contactFields = {
  first_name: requiredText(m.firstNameRequired, CONTACT_FIELD_MAX, m.firstNameMax),
  last_name: z.string().trim().max(LAST_NAME_MAX, m.lastNameMax).default(''),
  company: requiredText(m.companyRequired, CONTACT_FIELD_MAX, m.companyMax),
  phone,
  title: requiredText(m.titleRequired, CONTACT_FIELD_MAX, m.titleMax),
  email,
};

/** The Contact page form (docs/product.md §1.5): every rule and message of the table. */
export const contactFormSchema = z.object({
  ...contactFields,
  message: z.string().max(CONTACT_MESSAGE_MAX, m.messageMax).default(''),
  topic,
  emailConsent: z.boolean().refine((checked) => checked, m.consentRequired),
  captcha: captchaTokenSchema,
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactForm = z.output<typeof contactFormSchema>;

/** POST /api/Email/ContactUs (docs/product.md §1.3 "Email request payload"), plus the captcha proof. */
export const contactEmailRequestSchema = z
  .object({
    name: z
      .string({ error: m.firstNameRequired })
      .trim()
      .min(1, m.firstNameRequired)
      .max(CONTACT_FIELD_MAX + 1 + LAST_NAME_MAX, 'Name is too long'),
    company: contactFields.company,
    phone,
    title: contactFields.title,
    email,
    comments: z.string().max(CONTACT_MESSAGE_MAX, m.messageMax).default(''),
    isFromHomePage: z.literal(false, { error: 'isFromHomePage must be false' }),
    captcha: captchaTokenSchema,
    topic,
    submissionId: submissionIdSchema.optional(),
  })
  .strict();
export type ContactEmailRequest = z.input<typeof contactEmailRequestSchema>;

/** The enquiry's name as the e-mail request carries it: first name, a space, last name if given. */
export function enquiryName(firstName: string, lastName: string): string {
  return lastName.trim() ? `${firstName.trim()} ${lastName.trim()}` : firstName.trim();
}

/** Ticket creation of the contact page (docs/product.md §1.3 "Ticket-creation payload"), plus the captcha proof. */
export const contactTicketRequestSchema = z
  .object({
    ...contactFields,
    message: z.string().max(CONTACT_MESSAGE_MAX, m.messageMax).default(''),
    captcha: captchaTokenSchema,
    topic,
    submissionId: submissionIdSchema.optional(),
  })
  .strict();
export type ContactTicketRequest = z.input<typeof contactTicketRequestSchema>;

export const ticketCreatedSchema = z.object({ responseStatusCode: z.number().int(), key: z.string() });
export type TicketCreated = z.infer<typeof ticketCreatedSchema>;

/**
 * The browser form POST to the lead-capture service (docs/product.md §1.3 "Lead-form post fields"):
 * oid, retURL, lead_source and every form field except consent.
 */
export const leadPostSchema = z
  .object({
    oid: z.string().trim().min(1, 'oid is required').max(40, 'oid is too long'),
    retURL: z.string().trim().min(1, 'retURL is required').max(500, 'retURL is too long'),
    lead_source: z.literal(LEAD_SOURCE, { error: `lead_source must be ${LEAD_SOURCE}` }),
    ...contactFields,
    [LEAD_MESSAGE_FIELD_ID]: z.string().max(CONTACT_MESSAGE_MAX, m.messageMax).default(''),
    captcha: captchaTokenSchema,
    // Sent only to our own lead endpoint (never to an outside service), which records the lead leg.
    submissionId: submissionIdSchema.optional(),
  })
  .strict();
export type LeadPost = z.input<typeof leadPostSchema>;
