/**
 * The two forms inside the chat (spec/03 §3, §5): the contact form and the equipment-images form. Rules
 * and messages as plain functions, free of zod, so the widget (which has no schema library) and the server
 * (which wraps them in chat-schemas.ts) enforce exactly the same thing.
 */

import { isEnquiryTopic, type EnquiryTopic } from './enquiry-topics';

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
  /** Contact form only (issue 12, not in the spec): what the enquiry is about; general when absent. */
  topic?: EnquiryTopic;
}
export type ChatFormField = keyof ChatFormValues | 'recaptcha';

/** spec/03 §9: exactly 11 digits. */
export const CHAT_CONTACT_PATTERN = /^\d{11}$/;
export const SERIAL_NUMBER_PATTERN = /^\d+$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Not in the spec: bounds so one submission cannot fill a ticket system. */
export const CHAT_FORM_NAME_MAX = 80;
export const CHAT_FORM_EMAIL_MAX = 80;
export const CHAT_FORM_MESSAGE_MAX = 4000;
export const CHAT_FORM_SERIAL_MAX = 40;

/** spec/03 §5, §9: form attachments. */
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

/** spec/03 §5, §9: chat attachments in live mode. */
export const CHAT_FILE_MAX_BYTES = 100 * 1024 * 1024;
export const CHAT_FILE_ACCEPT = 'image/*,.pdf,.doc,.docx,.xls,.xlsx,.txt';
/** spec/03 §9: recognised image extensions. */
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
  /** Not in the spec (issue 12). */
  topicInvalid: 'Please choose a topic from the list',
} as const;

export type ChatFormErrors = Partial<Record<ChatFormField, string>>;

/**
 * Every rule of spec/03 §5 for one form. `captcha` is the proof the captcha widget produced (empty when
 * not solved). Values are trimmed before they are checked, as they are before they are sent.
 */
export function validateChatForm(
  kind: ChatFormKind,
  values: ChatFormValues,
  captcha: string,
): ChatFormErrors {
  const errors: ChatFormErrors = {};
  const v = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    contact: values.contact.trim(),
    email: values.email.trim(),
    message: values.message.trim(),
    SerialNumber: (values.SerialNumber ?? '').trim(),
  };
  if (!v.firstName) errors.firstName = chatFormMessages.firstNameRequired;
  else if (v.firstName.length > CHAT_FORM_NAME_MAX)
    errors.firstName = chatFormMessages.fieldTooLong('First name', CHAT_FORM_NAME_MAX);
  if (!v.lastName) errors.lastName = chatFormMessages.lastNameRequired;
  else if (v.lastName.length > CHAT_FORM_NAME_MAX)
    errors.lastName = chatFormMessages.fieldTooLong('Last name', CHAT_FORM_NAME_MAX);
  if (v.contact && !CHAT_CONTACT_PATTERN.test(v.contact)) errors.contact = chatFormMessages.contactInvalid;
  if (!EMAIL.test(v.email) || v.email.length > CHAT_FORM_EMAIL_MAX)
    errors.email = chatFormMessages.emailInvalid;
  const messageRequired =
    kind === 'images' ? chatFormMessages.descriptionRequired : chatFormMessages.messageRequired;
  if (!v.message) errors.message = messageRequired;
  else if (v.message.length > CHAT_FORM_MESSAGE_MAX)
    errors.message = chatFormMessages.fieldTooLong(
      kind === 'images' ? 'Description' : 'Message',
      CHAT_FORM_MESSAGE_MAX,
    );
  if (
    kind === 'images' &&
    (!SERIAL_NUMBER_PATTERN.test(v.SerialNumber) || v.SerialNumber.length > CHAT_FORM_SERIAL_MAX)
  )
    errors.SerialNumber = chatFormMessages.serialNumberRequired;
  if (values.topic !== undefined && (kind === 'images' || !isEnquiryTopic(values.topic)))
    errors.topic = chatFormMessages.topicInvalid;
  if (!captcha) errors.recaptcha = chatFormMessages.recaptchaRequired;
  return errors;
}

/** The form attachment rule (spec/03 §5): null when the file may be attached, else the message. */
export function formAttachmentError(file: { name: string; size: number; type: string }): string | null {
  if (!(file.type in FORM_FILE_TYPES)) return chatFormMessages.fileTypeNotAllowed(file.type || 'unknown');
  if (file.size > FORM_FILE_MAX_BYTES) return chatFormMessages.fileTooLarge(file.name);
  return null;
}

/** spec/03 §4: e-mail prefilled from the user name plus the company domain (kept when it already is one). */
export function prefilledEmail(userName: string, domain: string): string {
  return userName.includes('@') ? userName : `${userName}@${domain}`;
}
