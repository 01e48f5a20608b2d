import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ChatFormKind,
  chatFormMessages as m,
  type ChatFormValues,
  validateChatForm,
} from './chat-forms';
import { chatFormFieldsSchema, chatFormRecordSchema } from './chat-schemas';

const contact: ChatFormValues = {
  firstName: ' Grace ',
  lastName: 'Hopper',
  contact: '',
  email: 'grace@navy.example',
  message: 'Hello',
  topic: 'quote',
};
const images: ChatFormValues = { ...contact, topic: undefined, SerialNumber: ' 1234 ' };

describe('the chat forms’ rules (docs/product.md §3.5), one schema for the widget and the server', () => {
  it.each([
    ['a blank first name', 'contact', { firstName: '  ' }, 'firstName', m.firstNameRequired],
    [
      'a last name over 80',
      'contact',
      { lastName: 'x'.repeat(81) },
      'lastName',
      m.fieldTooLong('Last name', 80),
    ],
    ['a contact of 10 digits', 'contact', { contact: '9195550142' }, 'contact', m.contactInvalid],
    ['a malformed email', 'contact', { email: 'grace@' }, 'email', m.emailInvalid],
    ['an empty message', 'contact', { message: ' ' }, 'message', m.messageRequired],
    ['an empty description', 'images', { message: '' }, 'message', m.descriptionRequired],
    [
      'a description over 4000',
      'images',
      { message: 'x'.repeat(4001) },
      'message',
      m.fieldTooLong('Description', 4000),
    ],
    [
      'a serial number with letters',
      'images',
      { SerialNumber: 'AB-12' },
      'SerialNumber',
      m.serialNumberRequired,
    ],
    ['a topic on the images form', 'images', { topic: 'quote' }, 'topic', m.topicInvalid],
    ['an unknown topic', 'contact', { topic: 'other' }, 'topic', m.topicInvalid],
  ] as const)('refuses %s', (_case, kind, change, field, message) => {
    const values = { ...(kind === 'images' ? images : contact), ...change } as ChatFormValues;
    expect(validateChatForm(kind, values, 'proof')).toEqual({ [field]: message });
  });

  it('asks for the captcha, and accepts a complete form', () => {
    expect(validateChatForm('contact', contact, '')).toEqual({ recaptcha: m.recaptchaRequired });
    expect(validateChatForm('contact', { ...contact, contact: ' 19195550142 ' }, 'proof')).toEqual({});
    expect(validateChatForm('images', images, 'proof')).toEqual({});
  });

  it('gives the server the values trimmed, and the record of a form its kind', () => {
    expect(chatFormFieldsSchema('images').parse({ ...images, recaptcha: 'proof' })).toEqual({
      ...images,
      firstName: 'Grace',
      SerialNumber: '1234',
      recaptcha: 'proof',
    });
    expect(chatFormRecordSchema.parse({ kind: 'contact', ...contact })).toMatchObject({ firstName: 'Grace' });
    expect(chatFormRecordSchema.safeParse({ kind: 'images', ...contact }).success).toBe(false);
  });

  it('the widget and the server accept and refuse the same forms, with the same message per field', () => {
    const field = fc.constantFrom(
      '',
      ' ',
      'Ada',
      '19195550142',
      '1234',
      'a@b.co',
      'a@b',
      'x'.repeat(81),
      'quote',
    );
    const values = fc.record({
      firstName: field,
      lastName: field,
      contact: field,
      email: field,
      message: field,
      SerialNumber: fc.option(field, { nil: undefined }),
      topic: fc.option(fc.constantFrom('general', 'quote', 'other'), { nil: undefined }),
    });
    const kind = fc.constantFrom<ChatFormKind>('contact', 'images');
    fc.assert(
      fc.property(kind, values, fc.constantFrom('', 'proof'), (formKind, form, captcha) => {
        const sent = { ...form, recaptcha: captcha } as Record<string, unknown>;
        for (const key of Object.keys(sent)) if (sent[key] === undefined) delete sent[key];
        const server = chatFormFieldsSchema(formKind).safeParse(sent);
        const widget = validateChatForm(formKind, form as ChatFormValues, captcha);
        const serverErrors: Record<string, string> = {};
        for (const issue of server.error?.issues ?? []) serverErrors[String(issue.path[0])] ??= issue.message;
        expect(serverErrors).toEqual(widget);
      }),
      { numRuns: 300 },
    );
  });
});
