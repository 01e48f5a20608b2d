import { COMPANY_EMAIL_DOMAIN } from '@ohmstead/contracts/chat';
import {
  type ChatFormField,
  type ChatFormKind,
  type ChatFormValues,
  prefilledEmail,
  validateChatForm,
} from '@ohmstead/contracts/chat-forms';
import { DEFAULT_ENQUIRY_TOPIC } from '@ohmstead/contracts/enquiry-topics';
import type { ChatWidgetUser } from '../public-api';

/** The fields typed into a box (the topic is a select, the captcha a widget of its own). */
export type TextField = Exclude<ChatFormField, 'recaptcha' | 'topic'>;

/** The order the fields show in: a refused submit moves the focus to the first one in error. */
export const FIELD_ORDER: ChatFormField[] = [
  'firstName',
  'lastName',
  'contact',
  'email',
  'SerialNumber',
  'topic',
  'message',
  'recaptcha',
];

/** What a form starts with: the signed-in user's name, contact and email, the default topic. */
export function prefill(kind: ChatFormKind, user: ChatWidgetUser | null): ChatFormValues {
  return {
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    contact: user?.contact ?? '',
    email: user ? prefilledEmail(user.userName, COMPANY_EMAIL_DOMAIN) : '',
    message: '',
    ...(kind === 'images' ? { SerialNumber: '' } : { topic: DEFAULT_ENQUIRY_TOPIC }),
  };
}

/**
 * docs/product.md §3.4: a signed-in user's name and contact are prefilled and read-only. A stored value that breaks
 * its rule (no contact of 11 digits, say) stays editable, or the form could never be sent.
 */
export function lockedFields(
  kind: ChatFormKind,
  user: ChatWidgetUser | null,
  values: ChatFormValues,
): Set<TextField> {
  if (!user) return new Set();
  const errors = validateChatForm(kind, values, 'prefill');
  return new Set((['firstName', 'lastName', 'contact'] as const).filter((field) => !errors[field]));
}
