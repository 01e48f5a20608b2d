import {
  type ContactForm,
  LEAD_MESSAGE_FIELD_ID,
  LEAD_SOURCE,
  type LeadPost,
  OWN_LEAD_ACTION,
} from '@ohmstead/contracts/contact';
import type { PublicConfig } from '@ohmstead/contracts/site-config';
import { contactPerson } from './contact-person';

export type LeadCapture = PublicConfig['leadCapture'];

/**
 * The lead post's fields in order (docs/product.md §1.3): oid, retURL, lead_source and every form field but
 * consent, with the captcha proof under the name the lead service expects. Our own lead endpoint also
 * gets the submission id (an outside service is sent nothing of ours).
 */
export function leadFormFields(
  values: ContactForm,
  leadCapture: LeadCapture,
  submissionId?: string,
): Array<[string, string]> {
  const { captcha, ...fields } = {
    oid: leadCapture.oid,
    retURL: leadCapture.retURL,
    lead_source: LEAD_SOURCE,
    ...contactPerson(values),
    [LEAD_MESSAGE_FIELD_ID]: values.message,
    captcha: values.captcha,
  } satisfies LeadPost;
  const own = submissionId !== undefined && leadCapture.action === OWN_LEAD_ACTION;
  return [
    ...Object.entries(fields),
    [leadCapture.captchaField, captcha],
    ...(own ? [['submissionId', submissionId] as [string, string]] : []),
  ];
}

/** A hidden `<form method="post">` to the lead-capture service, ready to submit. */
export function buildLeadForm(
  doc: Document,
  values: ContactForm,
  leadCapture: LeadCapture,
  submissionId?: string,
): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = leadCapture.action;
  form.hidden = true;
  for (const [name, value] of leadFormFields(values, leadCapture, submissionId)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  return form;
}

/** Posts the lead form the way a browser posts any form: the page is left for the service's answer. */
export function postLeadForm(values: ContactForm, leadCapture: LeadCapture, submissionId?: string): void {
  const form = buildLeadForm(document, values, leadCapture, submissionId);
  document.body.append(form);
  form.submit();
}
