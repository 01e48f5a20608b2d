/**
 * The two forms inside the chat (docs/product.md §3.3, §3.5): the contact form and the equipment-images form. Their
 * rules and messages are one zod/mini schema, so the widget (whose forms chunk carries it, without
 * `new Function`) and the server (which builds its input schemas from it in chat-schemas.ts) enforce
 * exactly the same thing (docs/decisions/0036-validation-written-once.md).
 */
import * as z from 'zod/mini';
import { ENQUIRY_TOPICS, type EnquiryTopic } from './enquiry-topics';

export const CHAT_FORM_KINDS = ['contact', 'images'] as const;
export type ChatFormKind = (typeof CHAT_FORM_KINDS)[number];

export interface ChatFormValues {
  firstName: string;
  lastName: string;
  contact: string;
  email: string;
  /** Labelled "Description" in the images form. */
  message: string;
  /** Images form only. */
  SerialNumber?: string;
  /** Contact form only (not in the spec): what the enquiry is about; general when absent. */
  topic?: EnquiryTopic;
}
export type ChatFormField = keyof ChatFormValues | 'recaptcha';

/** docs/product.md §3.9: exactly 11 digits. */
export const CHAT_CONTACT_PATTERN = /^\d{11}$/;
export const SERIAL_NUMBER_PATTERN = /^\d+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Not in the spec: bounds so one submission cannot fill a ticket system. */
export const CHAT_FORM_NAME_MAX = 80;
export const CHAT_FORM_EMAIL_MAX = 80;
export const CHAT_FORM_MESSAGE_MAX = 4000;
export const CHAT_FORM_SERIAL_MAX = 40;

/** docs/product.md §3.5, §3.9: form attachments. */
export const FORM_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** Not in the spec: how many files one form may carry. */
export const FORM_FILES_MAX = 10;
export const FORM_FILE_TYPES: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};
export const FORM_FILE_ACCEPT = '.jpeg,.jpg,.png,.gif,.pdf,.doc,.docx,.xls,.xlsx';

/** docs/product.md §3.5, §3.9: chat attachments in live mode. */
export const CHAT_FILE_MAX_BYTES = 100 * 1024 * 1024;
export const CHAT_FILE_ACCEPT = 'image/*,.pdf,.doc,.docx,.xls,.xlsx,.txt';
/** docs/product.md §3.9: recognised image extensions. */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'svg'] as const;

export const chatFormMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  contactInvalid: 'Valid contact number is required (11 digits)',
  emailInvalid: 'Valid email is required',
  messageRequired: 'Message is required (minimum 1 characters)',
  descriptionRequired: 'Description is required (minimum 1 characters)',
  serialNumberRequired: 'Serial Number is required',
  recaptchaRequired: 'Please complete the reCAPTCHA',
  fileTooLarge: (name: string) => `File "${name}" exceeds the maximum size of 5MB`,
  fileTypeNotAllowed: (type: string) => `File type "${type}" is not allowed`,
  /** Not in the spec. */
  tooManyFiles: `At most ${FORM_FILES_MAX} files can be attached`,
  fieldTooLong: (label: string, max: number) => `${label} cannot exceed ${max} characters`,
  /** Not in the spec. */
  topicInvalid: 'Please choose a topic from the list',
  /** Not in the spec: the server's answer to a contact form that names a serial number. */
  serialNumberNotExpected: 'SerialNumber belongs to the images form',
} as const;

export type ChatFormErrors = Partial<Record<ChatFormField, string>>;

/** A required text: trimmed, then not empty. */
const requiredText = (required: string) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, required));
const atMost = (label: string, max: number) => z.maxLength(max, chatFormMessages.fieldTooLong(label, max));
/** A field the other form has: refused with `message` when present. */
const absent = (message: string) => z.optional(z.never({ error: message }));

/**
 * Every rule of docs/product.md §3.5 for one form: the form's values and the proof the captcha widget produced as
 * `recaptcha` (empty when not solved). Values are trimmed before they are checked, as they are before they
 * are sent; a successful parse answers them trimmed.
 */
export function chatFormSchema(kind: ChatFormKind) {
  const images = kind === 'images';
  return z.strictObject({
    firstName: requiredText(chatFormMessages.firstNameRequired).check(
      atMost('First name', CHAT_FORM_NAME_MAX),
    ),
    lastName: requiredText(chatFormMessages.lastNameRequired).check(atMost('Last name', CHAT_FORM_NAME_MAX)),
    // Optional: empty, or exactly 11 digits.
    contact: z._default(
      z.string({ error: chatFormMessages.contactInvalid }).check(
        z.trim(),
        z.refine(
          (contact) => !contact || CHAT_CONTACT_PATTERN.test(contact),
          chatFormMessages.contactInvalid,
        ),
      ),
      '',
    ),
    email: z
      .string({ error: chatFormMessages.emailInvalid })
      .check(
        z.trim(),
        z.regex(EMAIL, chatFormMessages.emailInvalid),
        z.maxLength(CHAT_FORM_EMAIL_MAX, chatFormMessages.emailInvalid),
      ),
    message: requiredText(
      images ? chatFormMessages.descriptionRequired : chatFormMessages.messageRequired,
    ).check(atMost(images ? 'Description' : 'Message', CHAT_FORM_MESSAGE_MAX)),
    SerialNumber: images
      ? z
          .string({ error: chatFormMessages.serialNumberRequired })
          .check(
            z.trim(),
            z.regex(SERIAL_NUMBER_PATTERN, chatFormMessages.serialNumberRequired),
            z.maxLength(CHAT_FORM_SERIAL_MAX, chatFormMessages.serialNumberRequired),
          )
      : absent(chatFormMessages.serialNumberNotExpected),
    // The contact form's only.
    topic: images
      ? absent(chatFormMessages.topicInvalid)
      : z.optional(z.enum(ENQUIRY_TOPICS, { error: chatFormMessages.topicInvalid })),
    recaptcha: requiredText(chatFormMessages.recaptchaRequired),
  });
}

const formSchemas = { contact: chatFormSchema('contact'), images: chatFormSchema('images') };

/** The first message of each field that breaks a rule of chatFormSchema (none: the form may be sent). */
export function validateChatForm(
  kind: ChatFormKind,
  values: ChatFormValues,
  captcha: string,
): ChatFormErrors {
  const errors: ChatFormErrors = {};
  const result = formSchemas[kind].safeParse({ ...values, recaptcha: captcha });
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0];
    if (typeof field === 'string') errors[field as ChatFormField] ??= issue.message;
  }
  return errors;
}

/** The form attachment rule (docs/product.md §3.5): null when the file may be attached, else the message. */
export function formAttachmentError(file: { name: string; size: number; type: string }): string | null {
  if (!(file.type in FORM_FILE_TYPES)) return chatFormMessages.fileTypeNotAllowed(file.type || 'unknown');
  if (file.size > FORM_FILE_MAX_BYTES) return chatFormMessages.fileTooLarge(file.name);
  return null;
}

/** docs/product.md §3.4: e-mail prefilled from the user name plus the company domain (kept when it already is one). */
export function prefilledEmail(userName: string, domain: string): string {
  return userName.includes('@') ? userName : `${userName}@${domain}`;
}
