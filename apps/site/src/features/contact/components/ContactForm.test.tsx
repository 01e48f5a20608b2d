import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetPublicConfig } from '@/components/captcha/useCaptchaConfig';
import { captchaReset } from '@/test/fake-captcha';
import { ContactForm } from './ContactForm';

// The real captcha solves proof-of-work in workers (test/fake-captcha.tsx).
vi.mock('@/components/captcha/Captcha', async () => ({
  Captcha: (await import('@/test/fake-captcha')).FakeCaptcha,
}));

const publicConfig = {
  responseStatusCode: 200,
  siteUrl: 'http://localhost',
  assetBase: '/assets',
  captcha: { provider: 'altcha', challengeUrl: '/api/Captcha/Challenge' },
  leadCapture: { action: '/api/Lead/WebToLead', oid: 'OID', retURL: '/thank-you', captchaField: 'captcha' },
};

let mailStatus = 200;
const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
  const url = String(input);
  if (url.endsWith('Config/Public')) return new Response(JSON.stringify(publicConfig));
  if (url.endsWith('Email/ContactUs'))
    return new Response(JSON.stringify({ responseStatusCode: mailStatus }), { status: mailStatus });
  return new Response(JSON.stringify({ responseStatusCode: 200, key: 'SUP-1' }));
});
const posted = (path: string) => fetchMock.mock.calls.some(([url]) => String(url).endsWith(path));
let leadForms: HTMLFormElement[];

beforeEach(() => {
  mailStatus = 200;
  leadForms = [];
  forgetPublicConfig();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (this: HTMLFormElement) {
    leadForms.push(this);
  });
});
afterEach(() => {
  fetchMock.mockClear();
  captchaReset.mockClear();
  leadForms.forEach((form) => form.remove());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const field = (name: string) => screen.getByRole('textbox', { name });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Submit' }));
const messages = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

async function fillValidForm() {
  await userEvent.type(field('First Name'), 'Ada');
  await userEvent.type(field('Last Name'), 'Lovelace');
  await userEvent.type(field('Company'), 'Analytical Engines');
  await userEvent.type(field('Phone'), '9195550142');
  await userEvent.type(field('Title'), 'Engineer');
  await userEvent.type(field('Email'), 'ada@example.com');
  await userEvent.type(field('How can we help?'), 'A depot.');
  await userEvent.click(
    screen.getByRole('checkbox', {
      name: 'I authorize the use of my provided contact information for communication purposes.',
    }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
}

describe('ContactForm', () => {
  it('shows every required message after an empty submit, and sends nothing', async () => {
    render(<ContactForm />);
    await submit();
    // The rules load with the first submit (lazy-zod-resolver.ts).
    await waitFor(() =>
      expect(messages()).toEqual([
        'First name is required',
        'Company name is required',
        'Phone number is required',
        'Title is required',
        'Email is required',
        'You must consent to the use of your contact information',
        'recaptcha is required',
      ]),
    );
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field('First Name').getAttribute('aria-invalid')).toBe('true');
    expect(field('Last Name').hasAttribute('aria-invalid')).toBe(false);
  });

  it('hides errors until the first submit', async () => {
    render(<ContactForm />);
    await userEvent.type(field('Phone'), '12');
    await userEvent.type(field('Email'), 'not-an-address');
    await userEvent.tab();
    expect(messages()).toEqual([]);
    expect(field('Phone').hasAttribute('aria-invalid')).toBe(false);
  });

  it('follows every change after the first submit', async () => {
    render(<ContactForm />);
    await submit();
    await waitFor(() => expect(messages()).toContain('First name is required'));
    await userEvent.type(field('First Name'), 'Ada');
    await waitFor(() => expect(messages()).not.toContain('First name is required'));
    await userEvent.clear(field('First Name'));
    await waitFor(() => expect(messages()).toContain('First name is required'));
  });

  it('rejects values that are too long', async () => {
    render(<ContactForm />);
    await userEvent.type(field('First Name'), 'a'.repeat(41));
    await userEvent.type(field('Company'), 'c'.repeat(41));
    await userEvent.type(field('Title'), 't'.repeat(41));
    await userEvent.type(field('Email'), `${'e'.repeat(70)}@example.com`);
    await submit();
    expect(messages()).toEqual(
      expect.arrayContaining([
        'First name cannot exceed 40 characters',
        'Company name cannot exceed 40 characters',
        'Title cannot exceed 40 characters',
        'Email cannot exceed 80 characters',
      ]),
    );
  });

  it('rejects a phone number that is not ten digits and a malformed e-mail address', async () => {
    render(<ContactForm />);
    await userEvent.type(field('Phone'), '919-555-0142');
    await userEvent.type(field('Email'), 'ada@example');
    await submit();
    expect(messages()).toEqual(
      expect.arrayContaining([
        'Please enter a valid 10-digit phone number',
        'Please enter a valid email address',
      ]),
    );
  });

  it('requires consent', async () => {
    render(<ContactForm />);
    await fillValidForm();
    const consent = screen.getByRole('checkbox');
    await userEvent.click(consent);
    await submit();
    expect(messages()).toEqual(['You must consent to the use of your contact information']);
    expect(consent.getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the spinner while sending and leaves the page through the lead post', async () => {
    render(<ContactForm />);
    await fillValidForm();
    await submit();
    await waitFor(() => expect(leadForms).toHaveLength(1));
    expect(posted('Email/ContactUs') && posted('FormSubmission/CreateTicket')).toBe(true);
    const button = screen.getByRole('button', { name: 'Submit' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(within(button).queryByText('Submit')).not.toBeNull();
    expect(new FormData(leadForms[0]).get('first_name')).toBe('Ada');
    expect(new FormData(leadForms[0]).has('emailConsent')).toBe(false);
  });

  it('asks what the enquiry is about (general by default) and sends the choice with the submission id', async () => {
    render(<ContactForm />);
    const topic = screen.getByRole('combobox', { name: 'Topic' });
    expect((topic as HTMLSelectElement).value).toBe('general');
    expect(
      within(topic)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['General question', 'Request a quote', 'Support for an installed Power Router']);
    await fillValidForm();
    await userEvent.selectOptions(topic, 'Request a quote');
    await submit();
    await waitFor(() => expect(leadForms).toHaveLength(1));
    const bodies = fetchMock.mock.calls
      .filter(([url]) => !String(url).endsWith('Config/Public'))
      .map(
        ([, init]) =>
          JSON.parse(String((init as RequestInit).body)) as { topic: string; submissionId: string },
      );
    expect(bodies.map((body) => body.topic)).toEqual(['quote', 'quote']);
    expect(new FormData(leadForms[0]).get('submissionId')).toBe(bodies[0]!.submissionId);
    expect(bodies[1]!.submissionId).toBe(bodies[0]!.submissionId);
  });

  it('clears the loading state silently when the e-mail request fails', async () => {
    mailStatus = 500;
    render(<ContactForm />);
    await fillValidForm();
    await submit();
    const button = screen.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(button.hasAttribute('aria-busy')).toBe(false));
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(posted('FormSubmission/CreateTicket')).toBe(false);
    expect(leadForms).toHaveLength(0);
    expect(messages()).toEqual([]);
    expect(captchaReset).toHaveBeenCalledOnce();
  });
});
