import { randomUUID } from 'node:crypto';
import type { ChatFormKind } from '@ohmstead/contracts/chat-forms';
import type { EnquiryTopic } from '@ohmstead/contracts/enquiry-topics';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TicketContact } from '../src/adapters/tickets/ticket';
import { solveAltcha } from './fakes/altcha-widget';
import { postForm, postJson } from './fakes/browser';
import {
  type ChatCaller,
  chatHeaders,
  type FilePart,
  MULTIPART_TYPE,
  multipartBody,
} from './fakes/chat-widget';

/** The contact page's fields: a ticket's contact fields and the topic the visitor picked. */
export type ContactPageForm = TicketContact & { topic?: EnquiryTopic };

export const contactForm = (changes: Partial<ContactPageForm> = {}): ContactPageForm => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  company: 'Grid Works',
  phone: '9195550142',
  title: 'Chief Engineer',
  email: 'ada@gridworks.example',
  message: 'Quote for 3 Power Routers, please.',
  ...changes,
});

/** The fields of the contact page's Web-to-Lead post (captcha and submission id apart). */
export const webToLeadForm = ({ message, topic: _topic, ...contact }: ContactPageForm) => ({
  oid: 'OHMSTEAD-LOCAL',
  retURL: 'http://site.test/thank-you',
  lead_source: 'Website',
  ...contact,
  '00NPY000001P0HB': message,
});

/** The contact page's e-mail request (Email/ContactUs) for a form, captcha and ids apart. */
export const contactUsEmail = (form: ContactPageForm) => ({
  name: `${form.first_name} ${form.last_name}`.trim(),
  company: form.company,
  phone: form.phone,
  title: form.title,
  email: form.email,
  comments: form.message,
  isFromHomePage: false,
});

/** The embedded ticket system's row for a contact-page ticket from a guest (docs/product.md §1.9). */
export const GUEST_CONTACT_TICKET = {
  project_id: '10010',
  issue_type_id: '10038',
  source: 'contact-us',
  username: 'guest',
  custom_fields: {
    customfield_10378: 'Contact Us',
    customfield_10376: 'Ohmstead Website',
    customfield_10379: 'guest',
  },
};

export interface SubmittedContact {
  submissionId: string;
  captcha: string;
  mail: LightMyRequestResponse;
  ticket?: LightMyRequestResponse;
  lead?: LightMyRequestResponse;
}

/**
 * The contact page's three calls (docs/product.md §1.4) as the site makes them, with one submission id: the e-mail
 * request, the ticket, the lead post to our own lead endpoint. `steps` stops after the first or second, as
 * a browser that closed mid-way would.
 */
export async function submitContactPage(
  app: FastifyInstance,
  form: ContactPageForm,
  { steps = 3, submissionId = randomUUID() }: { steps?: 1 | 2 | 3; submissionId?: string } = {},
): Promise<SubmittedContact> {
  const captcha = await solveAltcha(app);
  const topic = form.topic ?? 'general';
  const mail = await postJson(app, '/api/Email/ContactUs', {
    ...contactUsEmail(form),
    captcha,
    topic,
    submissionId,
  });
  const result: SubmittedContact = { submissionId, captcha, mail };
  if (steps < 2) return result;
  const { message, ...fields } = form;
  result.ticket = await postJson(app, '/api/FormSubmission/CreateTicket', {
    ...fields,
    message,
    topic,
    captcha,
    submissionId,
  });
  if (steps < 3) return result;
  result.lead = await postForm(app, '/api/Lead/WebToLead', {
    ...webToLeadForm(form),
    captcha,
    submissionId,
  });
  return result;
}

/** A chat form as the widget sends it (multipart, fields before files). */
export async function submitChatForm(
  app: FastifyInstance,
  kind: ChatFormKind,
  caller: ChatCaller,
  fields: Record<string, string>,
  files: FilePart[] = [],
): Promise<LightMyRequestResponse> {
  const username = 'token' in caller ? caller.username : 'guest';
  return app.inject({
    method: 'POST',
    url: `/agent-service/${kind === 'images' ? 'submit-image-form' : 'contact-us-chatbot'}?username=${username}`,
    headers: { ...chatHeaders(caller), 'content-type': MULTIPART_TYPE },
    payload: multipartBody({ ...fields, recaptcha: await solveAltcha(app) }, files),
  });
}
