import type { BotKind, ChatCallAnswer } from '@ohmstead/contracts/chat';
import type { ChatFormKind, ChatFormValues } from '@ohmstead/contracts/chat-forms';
import type { WidgetConfig } from '../config/widget-config';

/** One filled-in form, as the user left it. */
export interface ChatFormSubmission {
  kind: ChatFormKind;
  values: ChatFormValues;
  files: readonly File[];
  /** The captcha proof (ALTCHA payload or reCAPTCHA token). */
  captcha: string;
}

export interface ChatFormTarget {
  config: WidgetConfig;
  /** The bot the chat is with: its contact_form records the form. */
  bot: BotKind;
  /** The user name, or 'guest'. */
  userName: string;
  /** The guest session header and, when signed in, the bearer token. */
  headers: Record<string, string>;
  fetch: typeof fetch;
}

/** Not in the spec: an agent service that has not answered by then counts as failed. */
export const FORM_SUBMIT_TIMEOUT_MS = 30_000;

const AGENT_PATH: Record<ChatFormKind, string> = {
  contact: 'contact-us-chatbot',
  images: 'submit-image-form',
};

/** The values as they are sent: trimmed, SerialNumber only in the images form, topic only in the contact form. */
export function trimmedValues(kind: ChatFormKind, values: ChatFormValues): ChatFormValues {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    contact: values.contact.trim(),
    email: values.email.trim(),
    message: values.message.trim(),
    ...(kind === 'images'
      ? { SerialNumber: (values.SerialNumber ?? '').trim() }
      : values.topic
        ? { topic: values.topic }
        : {}),
  };
}

/**
 * docs/product.md §3.7: POST {agent}/contact-us-chatbot (or submit-image-form) as multipart, which creates the
 * ticket, then POST {bot}/contact_form with the ticket's key so the bot service records the form. Resolves
 * true when the agent service took the form; the contact_form record is best effort and only logged.
 */
export async function submitChatForm(
  submission: ChatFormSubmission,
  target: ChatFormTarget,
): Promise<boolean> {
  const { kind, files, captcha } = submission;
  const values = trimmedValues(kind, submission.values);
  const query = (extra: Record<string, string> = {}) =>
    new URLSearchParams({ username: target.userName, ...extra }).toString();

  // Fields before files: the server checks the form and the captcha before it reads any file.
  const body = new FormData();
  for (const [field, value] of Object.entries(values)) body.append(field, value);
  body.append('recaptcha', captcha);
  for (const file of files) body.append('files', file, file.name);

  let answer: Partial<ChatCallAnswer> | null;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), FORM_SUBMIT_TIMEOUT_MS);
  try {
    const response = await target.fetch(`${target.config.agentBase}/${AGENT_PATH[kind]}?${query()}`, {
      method: 'POST',
      headers: target.headers,
      body,
      signal: abort.signal,
    });
    answer = (await response.json().catch(() => null)) as Partial<ChatCallAnswer> | null;
    const status = answer?.responseStatusCode ?? response.status;
    if (!response.ok || status < 200 || status >= 300) {
      console.error('ChatWidget: the form was not accepted', response.status, answer?.message);
      return false;
    }
  } catch (error) {
    console.error('ChatWidget: the form could not be sent', error);
    return false;
  } finally {
    clearTimeout(timer);
  }

  // contact_form needs the ticket key (jira_id); an answer without one leaves nothing to record.
  if (answer?.key) await recordForm(kind, values, answer.key, target, query);
  return true;
}

async function recordForm(
  kind: ChatFormKind,
  values: ChatFormValues,
  key: string,
  target: ChatFormTarget,
  query: (extra: Record<string, string>) => string,
): Promise<void> {
  const base = target.bot === 'IA' ? target.config.iaBotBase : target.config.crmBotBase;
  try {
    const response = await target.fetch(`${base}/contact_form?${query({ jira_id: key })}`, {
      method: 'POST',
      headers: { ...target.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ kind, ...values }),
    });
    if (!response.ok) console.error('ChatWidget: the bot service did not record the form', response.status);
  } catch (error) {
    console.error('ChatWidget: the bot service did not record the form', error);
  }
}
