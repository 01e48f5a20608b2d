import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { description } from '@/test/description';
import { PersonFields } from './PersonFields';

type Person = { name: string; email: string; phone: string };

function PersonForm({ error }: { error?: string }) {
  const { register, setError, formState } = useForm<Person>({
    defaultValues: { name: '', email: '', phone: '' },
  });
  return (
    <form>
      <PersonFields<Person>
        register={register}
        errors={formState.errors}
        fields={[
          { name: 'name', kind: 'fullName', label: 'Full Name', required: true },
          { name: 'email', kind: 'email', label: 'Email', required: true },
          {
            name: 'phone',
            kind: 'nationalPhone',
            label: 'Phone',
            hint: 'Ten digits.',
            frame: (field) => <div data-testid="phone-frame">{field}</div>,
          },
        ]}
      />
      <button type="button" onClick={() => error && setError('email', { message: error })}>
        Check
      </button>
    </form>
  );
}

describe('PersonFields', () => {
  it('gives each kind of field its input type, autofill and keyboard, in the order given', () => {
    render(<PersonForm />);
    const [name, email, phone] = screen.getAllByRole('textbox');
    expect(screen.getByRole('textbox', { name: /Full Name/ })).toBe(name);
    expect(name?.getAttribute('autocomplete')).toBe('name');
    expect(name?.getAttribute('aria-required')).toBe('true');
    expect(email?.getAttribute('type')).toBe('email');
    expect(email?.getAttribute('autocomplete')).toBe('email');
    expect(phone?.getAttribute('type')).toBe('tel');
    expect(phone?.getAttribute('inputmode')).toBe('numeric');
    expect(phone?.getAttribute('autocomplete')).toBe('tel-national');
    expect(phone?.getAttribute('aria-required')).toBeNull();
    expect(description(phone as HTMLElement)).toBe('Ten digits.');
    expect(phone?.parentElement?.closest('[data-testid="phone-frame"]')).not.toBeNull();
  });

  it("shows a field's error from the form", async () => {
    render(<PersonForm error="Enter a valid e-mail address" />);
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(description(screen.getByRole('textbox', { name: /Email/ }))).toBe('Enter a valid e-mail address');
  });
});
