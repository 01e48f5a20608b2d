import { jobApplicationMessages as m } from '@ohmstead/contracts/jobs';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captchaReset, FakeCaptcha } from '@/test/fake-captcha';
import type { JobApplicationOutcome, JobApplicationSubmission } from '../api/submitJobApplication';
import { jobs } from '../jobs';
import { ApplyModal } from './ApplyModal';

const job = jobs[0]!;
const pdf = () => new File(['%PDF-1.4 test'], 'cv.pdf', { type: 'application/pdf' });

type Submit = (submission: JobApplicationSubmission, signal?: AbortSignal) => Promise<JobApplicationOutcome>;

function open(
  submit: Submit = async () => ({ ok: true, message: 'Application received.' }),
  { withJob = true } = {},
) {
  const onClose = vi.fn();
  const submitMock = vi.fn(submit);
  render(
    <ApplyModal
      job={withJob ? job : undefined}
      onClose={onClose}
      submit={submitMock}
      captchaField={FakeCaptcha}
    />,
  );
  return {
    onClose,
    submit: submitMock,
    dialog: screen.getByRole('dialog', { name: withJob ? `Apply for ${job.title}` : /^Apply for/ }),
  };
}

const field = (name: RegExp) => screen.getByLabelText(name);
const submitButton = () => screen.getByRole('button', { name: /^(Submit|Submitting…)$/ });
/** The message shown under a field, tied to it by aria-describedby. */
function errorOf(name: RegExp): string | undefined {
  const ids = field(name).getAttribute('aria-describedby')?.split(' ') ?? [];
  const errorId = ids.find((id) => id.endsWith('-error'));
  return (errorId && document.getElementById(errorId)?.textContent) || undefined;
}
const alerts = () => screen.queryAllByRole('alert').map((alert) => alert.textContent);

async function fillValid({ captcha = true, file = true } = {}) {
  await userEvent.type(field(/^Full Name/), 'Ada Lovelace');
  await userEvent.type(field(/^Email/), 'ada@example.com');
  await userEvent.type(field(/^Contact Number/), '+1 (415) 555-0134');
  await userEvent.selectOptions(field(/^Total Experience/), '1 Year to 10 Year');
  if (file) await userEvent.upload(field(/^Upload CV/), pdf());
  if (captcha) await userEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
}

afterEach(() => {
  captchaReset.mockClear();
  vi.restoreAllMocks();
});

describe('ApplyModal', () => {
  it("is titled 'Apply for {job title}' and shows every field, the experience choices and the CV hint", () => {
    open();
    expect(field(/^Full Name/)).toBeTruthy();
    expect(field(/^Email/)).toBeTruthy();
    expect(field(/^Contact Number/)).toBeTruthy();
    expect(screen.getByText(m.resumeHint)).toBeTruthy();
    const options = within(field(/^Total Experience/)).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Select experience',
      'No Experience',
      '1 Year to 10 Year',
      '10+ Year',
    ]);
    expect(field(/^Upload CV/).getAttribute('accept')).toBe('.pdf,.doc,.docx');
  });

  it('shows messages only after a field is touched', async () => {
    open();
    await userEvent.type(field(/^Full Name/), 'A');
    expect(alerts()).toEqual([]);
    await userEvent.tab();
    expect(alerts()).toEqual([m.nameInvalid]);
    await userEvent.type(field(/^Email/), 'not-an-address');
    await userEvent.tab();
    expect(alerts()).toEqual([m.nameInvalid, m.emailInvalid]);
    await userEvent.type(field(/^Full Name/), 'da');
    expect(alerts()).toEqual([m.emailInvalid]);
  });

  it('strips formatting from the contact number on blur, then checks E.164', async () => {
    open();
    const contact = field(/^Contact Number/) as HTMLInputElement;
    await userEvent.click(contact);
    await userEvent.tab();
    expect(errorOf(/^Contact Number/)).toBe(m.contactRequired);
    await userEvent.type(contact, '+1 (415) 555-0134');
    await userEvent.tab();
    expect(contact.value).toBe('+14155550134');
    expect(errorOf(/^Contact Number/)).toBeUndefined();
    await userEvent.clear(contact);
    await userEvent.type(contact, '0415-555');
    await userEvent.tab();
    expect(contact.value).toBe('0415555');
    expect(errorOf(/^Contact Number/)).toBe(m.contactE164);
  });

  it('requires an experience choice', async () => {
    open();
    await userEvent.click(field(/^Total Experience/));
    await userEvent.tab();
    expect(errorOf(/^Total Experience/)).toBe(m.experienceRequired);
    await userEvent.selectOptions(field(/^Total Experience/), 'No Experience');
    expect(errorOf(/^Total Experience/)).toBeUndefined();
  });

  it('checks the CV type and size, and an empty selection', async () => {
    open();
    const input = field(/^Upload CV/);
    await userEvent.upload(input, new File(['x'], 'cv.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(errorOf(/^Upload CV/)).toBe(m.resumeType);
    const big = new File(['x'], 'cv.docx', { type: '' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await userEvent.upload(input, big);
    expect(errorOf(/^Upload CV/)).toBe(m.resumeTooLarge);
    fireEvent.change(input, { target: { files: [] } });
    await waitFor(() => expect(errorOf(/^Upload CV/)).toBe(m.resumeEmpty));
    await userEvent.upload(input, pdf());
    expect(errorOf(/^Upload CV/)).toBeUndefined();
  });

  it('keeps Submit disabled until the form is valid, the captcha solved and a CV chosen', async () => {
    open();
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    await fillValid({ captcha: false });
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await waitFor(() => expect((submitButton() as HTMLButtonElement).disabled).toBe(false));
    await userEvent.clear(field(/^Email/));
    await waitFor(() => expect((submitButton() as HTMLButtonElement).disabled).toBe(true));
  });

  it('sends the payload, shows the server message in place of the form, and turns the button into Close', async () => {
    const { submit, onClose } = open(async () => ({
      ok: true,
      message: 'Thanks, Ada! Application #7 received.',
    }));
    await fillValid();
    await userEvent.click(submitButton());
    await screen.findByText('Thanks, Ada! Application #7 received.');
    const sent = submit.mock.calls[0]![0];
    expect(sent.jobTitle).toBe('Field Services Engineer');
    expect(sent.values).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      contact: '+14155550134',
      experience: '1 Year to 10 Year',
      captcha: 'proof-token',
    });
    expect(sent.resume.name).toBe('cv.pdf');
    expect(screen.queryByLabelText(/^Full Name/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Solve captcha' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    await userEvent.click(close);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("reads 'Submitting…' and disables Submit, Cancel, the close icon and Escape while sending", async () => {
    let finish: (outcome: JobApplicationOutcome) => void = () => {};
    const { onClose, dialog } = open(() => new Promise((resolve) => (finish = resolve)));
    await fillValid();
    await userEvent.click(submitButton());
    // The form's values are parsed (asynchronously) before the request starts.
    await waitFor(() => expect(submitButton().textContent).toContain('Submitting…'));
    const busy = submitButton() as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    const closeIcon = within(dialog).getByRole('button', {
      name: 'Close application form',
    }) as HTMLButtonElement;
    await waitFor(() => expect(closeIcon.disabled).toBe(true));
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    await act(async () => finish({ ok: true, message: 'Received.' }));
    expect(closeIcon.disabled).toBe(false);
  });

  it("shows the server's error, ends busy and asks for a fresh captcha", async () => {
    open(async () => ({ ok: false, message: 'This e-mail has already applied for this job.' }));
    await fillValid();
    await userEvent.click(submitButton());
    expect(await screen.findByText('This e-mail has already applied for this job.')).toBeTruthy();
    expect(captchaReset).toHaveBeenCalledTimes(1);
    expect((field(/^Full Name/) as HTMLInputElement).value).toBe('Ada Lovelace');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await waitFor(() => expect((submitButton() as HTMLButtonElement).disabled).toBe(false));
  });

  it('reports a missing job before anything else (submit order, step 1)', async () => {
    const { submit } = open(undefined, { withJob: false });
    // Submit is disabled; a form submission (Enter in a field, assistive tech) still runs the checks.
    fireEvent.submit(screen.getByRole('button', { name: 'Cancel' }).closest('form')!);
    expect(await screen.findByText(m.jobMissing)).toBeTruthy();
    expect(alerts()).toHaveLength(1);
    expect(submit).not.toHaveBeenCalled();
  });

  it('marks every field touched when the form is invalid (step 2), then asks for the CV (3) and the captcha (4)', async () => {
    const { submit } = open();
    const form = screen.getByRole('button', { name: 'Cancel' }).closest('form')!;
    fireEvent.submit(form);
    await waitFor(() =>
      expect(alerts()).toEqual([m.nameInvalid, m.emailInvalid, m.contactRequired, m.experienceRequired]),
    );
    await fillValid({ captcha: false, file: false });
    fireEvent.submit(form);
    expect(await screen.findByText(m.cvRequired)).toBeTruthy();
    await userEvent.upload(field(/^Upload CV/), pdf());
    await waitFor(() => expect(screen.queryByText(m.cvRequired)).toBeNull());
    fireEvent.submit(form);
    expect(await screen.findByText(m.captchaRequired)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Solve captcha' }));
    await waitFor(() => expect(screen.queryByText(m.captchaRequired)).toBeNull());
    expect(submit).not.toHaveBeenCalled();
  });

  it('is static: a backdrop click does not close it; Cancel, the close icon and Escape do', async () => {
    const { onClose, dialog } = open();
    // The dialog element itself is the backdrop (the frame around the panel).
    await userEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close application form' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it("opens the 'Phone number format' popover from the keyboard; Escape closes only the popover", async () => {
    const { onClose } = open();
    const info = screen.getByRole('button', { name: 'Phone number format' });
    expect(info.getAttribute('aria-expanded')).toBe('false');
    info.focus();
    await userEvent.keyboard('{Enter}');
    expect(info.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(m.phoneFormatText)).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(info.getAttribute('aria-expanded')).toBe('false');
    expect(onClose).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(info);
  });
});
