import { jobApplicationMessages as m } from '@ohmstead/contracts/jobs';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useImperativeHandle } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import type { JobApplicationOutcome } from '../api/submitJobApplication';
import { jobs } from '../jobs';
import type { ApplyCaptchaProps } from './ApplyFields';
import { ApplyModal } from './ApplyModal';

/**
 * Stands in for the server-configured captcha so that no story reaches the network: it looks like the
 * captcha field and hands over a proof at once, as a solved ALTCHA would.
 */
function SolvedCaptcha({ onChange, error, ref }: ApplyCaptchaProps) {
  useImperativeHandle(ref, () => ({ reset: () => onChange(''), focus: () => {} }), [onChange]);
  useEffect(() => onChange('story-proof'), [onChange]);
  return (
    <div className="captcha" role="group" aria-label="Verification">
      <p className="form-field__label">Verification</p>
      <p className="captcha__status">✓ Verified (solved for this story)</p>
      {error && <p className="form-field__error">{error}</p>}
    </div>
  );
}

const never = () => new Promise<JobApplicationOutcome>(() => {});

const meta = {
  title: 'Site/Careers/ApplyModal',
  component: ApplyModal,
  args: {
    job: jobs[0],
    onClose: fn(),
    submit: fn(async () => ({ ok: true, message: m.submitted }) as JobApplicationOutcome),
    captchaField: SolvedCaptcha,
  },
} satisfies Meta<typeof ApplyModal>;
export default meta;

type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function fillValid() {
  const dialog = body();
  await userEvent.type(dialog.getByLabelText(/^Full Name/), 'Ada Lovelace');
  await userEvent.type(dialog.getByLabelText(/^Email/), 'ada@example.com');
  await userEvent.type(dialog.getByLabelText(/^Contact Number/), '+1 (415) 555-0134');
  await userEvent.selectOptions(dialog.getByLabelText(/^Total Experience/), '1 Year to 10 Year');
  await userEvent.upload(
    dialog.getByLabelText(/^Upload CV/),
    new File(['%PDF-1.4 story'], 'ada-lovelace-cv.pdf', { type: 'application/pdf' }),
  );
}

async function fillAndSubmit() {
  await fillValid();
  const submit = body().getByRole('button', { name: 'Submit' });
  await waitFor(() => expect(submit).toBeEnabled());
  await userEvent.click(submit);
}

/** Just opened: empty, Submit disabled. */
export const Empty: Story = {};

/** Every field touched with a wrong value: the messages of docs/product.md §2.5. */
export const Errors: Story = {
  play: async () => {
    const dialog = body();
    await userEvent.type(dialog.getByLabelText(/^Full Name/), 'A');
    await userEvent.type(dialog.getByLabelText(/^Email/), 'ada@');
    await userEvent.type(dialog.getByLabelText(/^Contact Number/), '0415 555');
    await userEvent.click(dialog.getByLabelText(/^Total Experience/));
    await userEvent.tab();
    await userEvent.upload(
      dialog.getByLabelText(/^Upload CV/),
      new File(['x'], 'cv.txt', { type: 'text/plain' }),
      {
        applyAccept: false,
      },
    );
    fireEvent.blur(dialog.getByLabelText(/^Upload CV/));
    await expect(await dialog.findByText(m.contactE164)).toBeVisible();
    await expect(dialog.getByText(m.resumeType)).toBeVisible();
  },
};

/** Sending: 'Submitting…', and nothing can be changed or closed. */
export const Submitting: Story = {
  args: { submit: fn(never) },
  play: async () => {
    await fillAndSubmit();
    await expect(await body().findByRole('button', { name: 'Submitting…' })).toBeDisabled();
    await expect(body().getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

/** Sent: the server's message replaces the form and the button becomes Close. */
export const Success: Story = {
  play: async () => {
    await fillAndSubmit();
    await expect(await body().findByText(m.submitted)).toBeVisible();
    await expect(body().getByRole('button', { name: 'Close' })).toBeVisible();
  },
};

/** The server refused: its message shows and the form can be corrected and sent again. */
export const ServerError: Story = {
  args: {
    submit: fn(async () => ({ ok: false, message: 'An application from this e-mail is already on file.' })),
  },
  play: async () => {
    await fillAndSubmit();
    await expect(
      await body().findByText('An application from this e-mail is already on file.'),
    ).toBeVisible();
  },
};
