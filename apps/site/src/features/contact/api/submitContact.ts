import {
  type ContactEmailRequest,
  type ContactForm,
  type ContactTicketRequest,
  enquiryName,
  ticketCreatedSchema,
} from '@ohmstead/contracts/contact';
import { z } from 'zod';
import { apiRequest } from '@/lib/api';
import { contactPerson } from './contact-person';
import { type LeadCapture, postLeadForm } from './lead-form';
import { newSubmissionId } from './submission-id';

/** 'left': the lead post is under way and the page is being left; 'mail-failed': nothing was sent. */
export type ContactOutcome = 'left' | 'mail-failed';

/** The e-mail answer is not read (docs/product.md §1.7): only success or failure matters. */
const anyAnswer = z.unknown();

/**
 * The contact submission sequence of docs/product.md §1.4: (1) the e-mail request; if it fails, stop;
 * (2) the ticket, whose failure is only logged; (3) the lead-form post, which leaves the page and
 * ends on /thank-you. One submission id goes with all three (the server records each leg's
 * outcome against one enquiry).
 */
export async function submitContact(
  values: ContactForm,
  leadCapture: LeadCapture,
  leaveThroughLeadPost: typeof postLeadForm = postLeadForm,
  submissionId: string = newSubmissionId(),
): Promise<ContactOutcome> {
  const mail = await apiRequest('Email/ContactUs', anyAnswer, {
    method: 'POST',
    body: {
      name: enquiryName(values.first_name, values.last_name),
      company: values.company,
      phone: values.phone,
      title: values.title,
      email: values.email,
      comments: values.message,
      isFromHomePage: false,
      captcha: values.captcha,
      topic: values.topic,
      submissionId,
    } satisfies ContactEmailRequest,
  });
  if (!mail.ok) {
    console.warn(`Contact e-mail not sent (${mail.status}): ${mail.message}`);
    return 'mail-failed';
  }

  const ticket = await apiRequest('FormSubmission/CreateTicket', ticketCreatedSchema, {
    method: 'POST',
    body: {
      ...contactPerson(values),
      message: values.message,
      captcha: values.captcha,
      topic: values.topic,
      submissionId,
    } satisfies ContactTicketRequest,
  });
  if (!ticket.ok) console.warn(`Ticket not created (${ticket.status}): ${ticket.message}`);

  leaveThroughLeadPost(values, leadCapture, submissionId);
  return 'left';
}
