import { chatFormMessages } from '@ohmstead/contracts/chat-forms';
import { fireEvent, within } from '@testing-library/dom';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import {
  blur,
  chooseFiles,
  click,
  container,
  errorOf,
  fetchMock,
  field,
  makeStore,
  mount,
  setUpFormTests,
  sizedFile,
  submitButton,
  type,
  user,
} from '../../testing/forms-fixtures';

setUpFormTests();

describe('ChatFormMessage: fields and rules (docs/product.md §3.5)', () => {
  it('labels every control and hides errors until a field is touched', () => {
    mount(makeStore(), 'contact');
    for (const label of [
      /^First name/,
      /^Last name/,
      /^Contact number/,
      /^Email/,
      /^Message/,
      /^Attachments/,
    ])
      expect(field(label)).toBeTruthy();
    expect(within(container).getByRole('group', { name: /^Verification/ })).toBeTruthy();
    expect(within(container).queryByText(chatFormMessages.firstNameRequired)).toBeNull();
    expect(field(/^First name/).getAttribute('aria-invalid')).toBeNull();
  });

  it('asks the contact form for its topic, general first; the images form does not', () => {
    mount(makeStore(), 'contact');
    const topic = within(container).getByLabelText<HTMLSelectElement>(/^Topic/);
    expect(topic.value).toBe('general');
    expect([...topic.options].map((option) => option.textContent)).toEqual([
      'General question',
      'Request a quote',
      'Support for an installed Power Router',
    ]);
    act(() => render(null, container));
    mount(makeStore(), 'images');
    expect(within(container).queryByLabelText(/^Topic/)).toBeNull();
  });

  it('shows each message of the contact form once its field is touched', () => {
    mount(makeStore(), 'contact');
    blur(/^First name/);
    expect(errorOf(field(/^First name/))).toBe(chatFormMessages.firstNameRequired);
    expect(field(/^First name/).getAttribute('aria-invalid')).toBe('true');
    blur(/^Last name/);
    expect(errorOf(field(/^Last name/))).toBe(chatFormMessages.lastNameRequired);
    blur(/^Email/);
    expect(errorOf(field(/^Email/))).toBe('Valid email is required');
    type(/^Email/, 'not-an-email');
    expect(errorOf(field(/^Email/))).toBe('Valid email is required');
    blur(/^Message/);
    expect(errorOf(field(/^Message/))).toBe('Message is required (minimum 1 characters)');
    // Contact is optional: an empty one is fine.
    blur(/^Contact number/);
    expect(field(/^Contact number/).getAttribute('aria-invalid')).toBeNull();
  });

  it('wants a contact number of exactly 11 digits', () => {
    mount(makeStore(), 'contact');
    type(/^Contact number/, '0123456789');
    blur(/^Contact number/);
    expect(errorOf(field(/^Contact number/))).toBe('Valid contact number is required (11 digits)');
    type(/^Contact number/, '012345678901');
    expect(errorOf(field(/^Contact number/))).toBe('Valid contact number is required (11 digits)');
    type(/^Contact number/, '0123456789a');
    expect(errorOf(field(/^Contact number/))).toBe('Valid contact number is required (11 digits)');
    type(/^Contact number/, '01234567890');
    expect(field(/^Contact number/).getAttribute('aria-invalid')).toBeNull();
  });

  it('labels the images form message Description and wants a serial number of digits only', () => {
    mount(makeStore(), 'images');
    expect(within(container).queryByLabelText(/^Message/)).toBeNull();
    blur(/^Description/);
    expect(errorOf(field(/^Description/))).toBe('Description is required (minimum 1 characters)');
    blur(/^Serial Number/);
    expect(errorOf(field(/^Serial Number/))).toBe('Serial Number is required');
    type(/^Serial Number/, '12A45');
    expect(errorOf(field(/^Serial Number/))).toBe('Serial Number is required');
    type(/^Serial Number/, '12345');
    expect(field(/^Serial Number/).getAttribute('aria-invalid')).toBeNull();
  });

  it('shows every error, the captcha one too, on a submit attempt and focuses the first', () => {
    mount(makeStore(), 'contact');
    act(() => {
      fireEvent.submit(container.querySelector('form')!);
    });
    const alerts = [
      chatFormMessages.firstNameRequired,
      chatFormMessages.lastNameRequired,
      chatFormMessages.emailInvalid,
      chatFormMessages.messageRequired,
      'Please complete the reCAPTCHA',
    ];
    for (const text of alerts) expect(within(container).getByText(text)).toBeTruthy();
    expect(document.activeElement).toBe(field(/^First name/));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps Submit disabled until the form is valid and the captcha solved', () => {
    mount(makeStore(), 'contact');
    expect(submitButton().disabled).toBe(true);
    type(/^First name/, 'Ada');
    type(/^Last name/, 'Lovelace');
    type(/^Email/, 'ada@example.com');
    type(/^Message/, 'Hello');
    expect(submitButton().disabled).toBe(true);
    click(within(container).getByRole('button', { name: 'Solve captcha' }));
    expect(submitButton().disabled).toBe(false);
    // An expired proof disables it again and says why.
    click(within(container).getByRole('button', { name: 'Expire captcha' }));
    expect(submitButton().disabled).toBe(true);
    expect(within(container).getByText('Please complete the reCAPTCHA')).toBeTruthy();
  });
});

describe('ChatFormMessage: attachments (docs/product.md §3.5)', () => {
  it('refuses files of other types and over 5MB with the exact messages, and keeps the rest', () => {
    mount(makeStore(), 'contact');
    chooseFiles([
      sizedFile('notes.txt', 'text/plain', 100),
      sizedFile('huge.png', 'image/png', 5 * 1024 * 1024 + 1),
      sizedFile('photo.jpg', 'image/jpeg', 2048),
    ]);
    expect(within(container).getByText('File type "text/plain" is not allowed')).toBeTruthy();
    expect(within(container).getByText('File "huge.png" exceeds the maximum size of 5MB')).toBeTruthy();
    const list = within(container).getByRole('list', { name: 'Attached files' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('photo.jpg')).toBeTruthy();
    expect(field(/^Attachments/).getAttribute('accept')).toBe(
      '.jpeg,.jpg,.png,.gif,.pdf,.doc,.docx,.xls,.xlsx',
    );
    expect(field(/^Attachments/).getAttribute('aria-invalid')).toBe('true');
  });

  it('removes a chosen file with its button', () => {
    mount(makeStore(), 'contact');
    chooseFiles([sizedFile('a.pdf', 'application/pdf', 10), sizedFile('b.png', 'image/png', 10)]);
    click(within(container).getByRole('button', { name: 'Remove a.pdf' }));
    const list = within(container).getByRole('list', { name: 'Attached files' });
    expect(within(list).queryByText('a.pdf')).toBeNull();
    expect(within(list).getByText('b.png')).toBeTruthy();
    expect(document.activeElement).toBe(field(/^Attachments/));
  });
});

describe('ChatFormMessage: signed-in users (docs/product.md §3.4)', () => {
  it('prefills name and contact read-only, and the e-mail from the user name and company domain', () => {
    mount(makeStore(user), 'contact');
    expect(field(/^First name/).value).toBe('Jane');
    expect(field(/^First name/).readOnly).toBe(true);
    expect(field(/^Last name/).value).toBe('Doe');
    expect(field(/^Last name/).readOnly).toBe(true);
    expect(field(/^Contact number/).value).toBe('01234567890');
    expect(field(/^Contact number/).readOnly).toBe(true);
    expect(field(/^Email/).value).toBe('jdoe@ohmsteadpower.com');
    expect(field(/^Email/).readOnly).toBe(false);
  });

  it('leaves a stored contact that breaks the rule editable', () => {
    mount(makeStore({ ...user, contact: '555-0100' }), 'contact');
    expect(field(/^Contact number/).readOnly).toBe(false);
    expect(field(/^First name/).readOnly).toBe(true);
  });

  it('leaves everything editable for a guest', () => {
    mount(makeStore(), 'contact');
    expect(field(/^First name/).readOnly).toBe(false);
    expect(field(/^Email/).value).toBe('');
  });
});
