import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { description } from '@/test/description';
import { Checkbox } from './Checkbox';
import { FormAlert } from './FormAlert';
import { SubmitButton } from './SubmitButton';
import { TextArea } from './TextArea';
import { TextField } from './TextField';

function RegisteredForm({ onValues }: { onValues: (values: unknown) => void }) {
  const { register, handleSubmit } = useForm({ defaultValues: { company: '', message: '', consent: false } });
  return (
    <form onSubmit={handleSubmit(onValues)}>
      <TextField label="Company" {...register('company')} />
      <TextArea label="How can we help?" {...register('message')} />
      <Checkbox label="I agree" {...register('consent')} />
      <SubmitButton>Submit</SubmitButton>
    </form>
  );
}

describe('form components', () => {
  it('pass react-hook-form register through to the native controls', async () => {
    const onValues = vi.fn();
    render(<RegisteredForm onValues={onValues} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Company' }), 'Ohmstead');
    await userEvent.type(screen.getByRole('textbox', { name: 'How can we help?' }), 'Hello');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onValues).toHaveBeenCalledWith(
      { company: 'Ohmstead', message: 'Hello', consent: true },
      expect.anything(),
    );
  });

  it('marks an invalid field and ties the message to it', () => {
    render(<TextField label="Company" required error="Company name is required" />);
    const input = screen.getByRole('textbox', { name: 'Company' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    const message = screen.getByRole('alert');
    expect(message.textContent).toBe('Company name is required');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
  });

  it('shows no message and no invalid state while valid', () => {
    render(<TextField label="Company" hint="As registered" />);
    const input = screen.getByRole('textbox', { name: 'Company' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(description(input)).toBe('As registered');
  });

  it('describes an invalid checkbox with its message', () => {
    render(<Checkbox label="I agree" error="You must consent" />);
    expect(description(screen.getByRole('checkbox', { name: 'I agree' }))).toBe('You must consent');
  });

  it('shows a spinner and refuses presses while loading', () => {
    render(<SubmitButton loading>Submit</SubmitButton>);
    const button = screen.getByRole('button', { name: 'Submit' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('.submit-button__spinner')).not.toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Sending…');
  });

  it('closes an alert with its close button', async () => {
    const onClose = vi.fn();
    render(
      <FormAlert tone="error" onClose={onClose}>
        Something went wrong. Please try again later.
      </FormAlert>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong. Please try again later.');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('announces success politely', () => {
    render(<FormAlert tone="success">Thanks</FormAlert>);
    expect(screen.getByRole('status').textContent).toContain('Thanks');
  });
});
