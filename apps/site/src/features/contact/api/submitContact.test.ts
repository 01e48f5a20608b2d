import type { ContactForm } from '@ohmstead/contracts/contact';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchEachTest } from '@/test/stub-fetch';
import { buildLeadForm, type LeadCapture, postLeadForm } from './lead-form';
import { submitContact } from './submitContact';

const values: ContactForm = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  company: 'Analytical Engines',
  phone: '9195550142',
  title: 'Head of Facilities',
  email: 'ada@example.com',
  message: 'We need 2 MW for a depot.',
  topic: 'quote',
  emailConsent: true,
  captcha: 'proof-token',
};

const leadCapture: LeadCapture = {
  action: '/api/Lead/WebToLead',
  oid: 'OHMSTEAD-LOCAL',
  retURL: 'http://localhost:3202/thank-you',
  captchaField: 'g-recaptcha-response',
};

type Route = { status: number; body: unknown };
let routes: Record<string, Route>;
const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
  const path = String(input).replace(/^\/api\//, '');
  const route = routes[path];
  if (!route) throw new TypeError('Failed to fetch');
  return new Response(JSON.stringify(route.body), { status: route.status });
});
const called = () => fetchMock.mock.calls.map(([url]) => String(url));
const bodyOf = (index: number) => JSON.parse(String(fetchMock.mock.calls[index]![1]?.body)) as unknown;

stubFetchEachTest(fetchMock, () => {
  routes = {
    'Email/ContactUs': { status: 200, body: { responseStatusCode: 200, message: 'Sent' } },
    'FormSubmission/CreateTicket': { status: 200, body: { responseStatusCode: 200, key: 'SUP-42' } },
  };
});

const SUBMISSION = '3f1e2d4c-5b6a-4978-8a9b-0c1d2e3f4a5b';

describe('submitContact', () => {
  it('sends the e-mail request, then the ticket, then leaves through the lead post, all with one submission id', async () => {
    const leave = vi.fn();
    await expect(submitContact(values, leadCapture, leave, SUBMISSION)).resolves.toBe('left');
    expect(called()).toEqual(['/api/Email/ContactUs', '/api/FormSubmission/CreateTicket']);
    expect(bodyOf(0)).toEqual({
      name: 'Ada Lovelace',
      company: 'Analytical Engines',
      phone: '9195550142',
      title: 'Head of Facilities',
      email: 'ada@example.com',
      comments: 'We need 2 MW for a depot.',
      isFromHomePage: false,
      captcha: 'proof-token',
      topic: 'quote',
      submissionId: SUBMISSION,
    });
    // The ticket carries every field of the form but the consent.
    const { emailConsent: _notSent, ...ticketFields } = values;
    expect(bodyOf(1)).toEqual({ ...ticketFields, submissionId: SUBMISSION });
    expect(leave).toHaveBeenCalledWith(values, leadCapture, SUBMISSION);
  });

  it('makes a new submission id for each submission', async () => {
    await submitContact(values, leadCapture, vi.fn());
    await submitContact(values, leadCapture, vi.fn());
    const ids = [bodyOf(0), bodyOf(2)].map((body) => (body as { submissionId: string }).submissionId);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(ids[0]).not.toBe(ids[1]);
    expect((bodyOf(1) as { submissionId: string }).submissionId).toBe(ids[0]);
  });

  it('names the enquiry by the first name alone when there is no last name', async () => {
    await submitContact({ ...values, last_name: '' }, leadCapture, vi.fn());
    expect(bodyOf(0)).toMatchObject({ name: 'Ada' });
  });

  it('stops after a failed e-mail request: no ticket, no lead post', async () => {
    routes['Email/ContactUs'] = { status: 500, body: { responseStatusCode: 500, message: 'Mail is down' } };
    const leave = vi.fn();
    await expect(submitContact(values, leadCapture, leave)).resolves.toBe('mail-failed');
    expect(called()).toEqual(['/api/Email/ContactUs']);
    expect(leave).not.toHaveBeenCalled();
  });

  it('stops when the e-mail request cannot reach the server', async () => {
    delete routes['Email/ContactUs'];
    const leave = vi.fn();
    await expect(submitContact(values, leadCapture, leave)).resolves.toBe('mail-failed');
    expect(leave).not.toHaveBeenCalled();
  });

  it('still posts the lead when the ticket cannot be created, and logs the failure', async () => {
    routes['FormSubmission/CreateTicket'] = {
      status: 502,
      body: { responseStatusCode: 502, message: 'Jira down' },
    };
    const leave = vi.fn();
    await expect(submitContact(values, leadCapture, leave)).resolves.toBe('left');
    expect(leave).toHaveBeenCalledOnce();
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('Ticket not created (502)'));
  });
});

describe('the lead form', () => {
  it('carries oid, retURL, lead_source and every form field except consent, the captcha under its field name', () => {
    const form = buildLeadForm(document, values, leadCapture);
    expect(form.method).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/Lead/WebToLead');
    expect(form.hidden).toBe(true);
    const fields = [...form.querySelectorAll('input')].map((input) => [input.type, input.name, input.value]);
    expect(fields).toEqual([
      ['hidden', 'oid', 'OHMSTEAD-LOCAL'],
      ['hidden', 'retURL', 'http://localhost:3202/thank-you'],
      ['hidden', 'lead_source', 'Website'],
      ['hidden', 'first_name', 'Ada'],
      ['hidden', 'last_name', 'Lovelace'],
      ['hidden', 'company', 'Analytical Engines'],
      ['hidden', 'phone', '9195550142'],
      ['hidden', 'title', 'Head of Facilities'],
      ['hidden', 'email', 'ada@example.com'],
      ['hidden', '00NPY000001P0HB', 'We need 2 MW for a depot.'],
      ['hidden', 'g-recaptcha-response', 'proof-token'],
    ]);
  });

  it('carries the submission id to our own lead endpoint only, never to an outside service', () => {
    const own = buildLeadForm(document, values, leadCapture, SUBMISSION);
    expect(new FormData(own).get('submissionId')).toBe(SUBMISSION);
    const outside = buildLeadForm(
      document,
      values,
      { ...leadCapture, action: 'https://leads.example.com/servlet/WebToLead' },
      SUBMISSION,
    );
    expect(new FormData(outside).has('submissionId')).toBe(false);
  });

  it('is submitted by the browser from the page', () => {
    const submitted: HTMLFormElement[] = [];
    vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
      submitted.push(this);
    });
    postLeadForm(values, { ...leadCapture, captchaField: 'captcha' });
    expect(submitted).toHaveLength(1);
    expect(submitted[0]!.isConnected).toBe(true);
    expect(new FormData(submitted[0]).get('captcha')).toBe('proof-token');
    submitted[0]!.remove();
  });
});
