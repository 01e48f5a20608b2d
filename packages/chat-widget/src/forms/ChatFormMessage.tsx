import type { InputHTMLAttributes, TargetedEvent } from 'preact';
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { chatPanelMessages, COMPANY_EMAIL_DOMAIN, GUEST_USER_NAME } from '@ohmstead/contracts/chat';
import { chatChunkMessages } from '@ohmstead/contracts/chat-chunk-messages';
import {
  CHAT_FORM_EMAIL_MAX,
  CHAT_FORM_MESSAGE_MAX,
  CHAT_FORM_NAME_MAX,
  CHAT_FORM_SERIAL_MAX,
  chatFormMessages,
  FORM_FILE_ACCEPT,
  FORM_FILE_MAX_BYTES,
  FORM_FILE_TYPES,
  FORM_FILES_MAX,
  formAttachmentError,
  prefilledEmail,
  validateChatForm,
  type ChatFormField,
  type ChatFormKind,
  type ChatFormValues,
} from '@ohmstead/contracts/chat-forms';
import {
  DEFAULT_ENQUIRY_TOPIC,
  ENQUIRY_TOPIC_LABEL,
  ENQUIRY_TOPIC_LABELS,
  ENQUIRY_TOPICS,
  type EnquiryTopic,
} from '@ohmstead/contracts/enquiry-topics';
import type { ChatWidgetUser } from '../public-api';
import type { ChatMessage } from '../state/chat-message';
import type { ChatFormStore } from './types';
import { renderFormCaptcha, type CaptchaRenderer } from './FormCaptcha';
import { submitChatForm } from './submit-chat-form';

export interface ChatFormMessageProps {
  store: ChatFormStore;
  /** The system message whose `form` (contact) or `imageForm` (images) flag is set. */
  message: ChatMessage;
  kind: ChatFormKind;
  /** The captcha field; the one the website API is configured for unless a story or test passes another. */
  captcha?: CaptchaRenderer;
}

type TextField = Exclude<ChatFormField, 'recaptcha' | 'topic'>;

/** What a form held when it was sent, so a failed submission shows it again (the panel remounts us). */
interface Draft {
  values: ChatFormValues;
  files: File[];
}
const drafts = new Map<string, Draft>();

const FIELD_ORDER: ChatFormField[] = [
  'firstName',
  'lastName',
  'contact',
  'email',
  'SerialNumber',
  'topic',
  'message',
  'recaptcha',
];

/** Not a rule (that is 11 digits): only a bound, so a pasted number with spaces is not cut short silently. */
const CONTACT_INPUT_MAX = 32;

const fileTypesText = [...new Set(Object.values(FORM_FILE_TYPES))].join(', ');
const FILE_HINT = `Optional. Up to ${FORM_FILES_MAX} files, ${FORM_FILE_MAX_BYTES / (1024 * 1024)}MB each: ${fileTypesText}.`;

function prefill(kind: ChatFormKind, user: ChatWidgetUser | null): ChatFormValues {
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
function lockedFields(
  kind: ChatFormKind,
  user: ChatWidgetUser | null,
  values: ChatFormValues,
): Set<TextField> {
  if (!user) return new Set();
  const errors = validateChatForm(kind, values, 'prefill');
  return new Set((['firstName', 'lastName', 'contact'] as const).filter((field) => !errors[field]));
}

const formatSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * The contact form and the equipment-images form inside a system message (docs/product.md §3.2, §3.3, §3.5): validated
 * as the user goes, sent to the agent service and recorded by the bot (docs/product.md §3.7).
 */
export function ChatFormMessage({ store, message, kind, captcha = renderFormCaptcha }: ChatFormMessageProps) {
  const submitted = kind === 'images' ? message.imageFormSubmitted : message.formSubmitted;
  const succeeded = kind === 'images' ? message.imageFormSubmitSuccess : message.formSubmitSuccess;
  const failed = !!submitted && succeeded === false;

  const [initial] = useState(() => {
    const user = store.user.peek();
    const prefilled = prefill(kind, user);
    return { draft: drafts.get(message.id), locked: lockedFields(kind, user, prefilled), prefilled };
  });
  const [values, setValues] = useState<ChatFormValues>(initial.draft?.values ?? initial.prefilled);
  const [files, setFiles] = useState<File[]>(initial.draft?.files ?? []);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const [token, setToken] = useState('');
  const [captchaRound, setCaptchaRound] = useState(0);
  // After a failure the captcha is fresh and must be solved again: say so at once.
  const [touched, setTouched] = useState<ReadonlySet<ChatFormField>>(
    () => new Set(failed ? (['recaptcha'] as const) : []),
  );
  const [submitAttempted, setSubmitAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const form = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const mountedRef = useRef(true);
  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
    };
  }, []);

  const ids = useId();
  const idOf = (field: ChatFormField | 'files') => `${ids}-${field}`;

  const errors = validateChatForm(kind, values, token);
  const valid = Object.keys(errors).length === 0;
  const visibleError = (field: ChatFormField) =>
    submitAttempted || touched.has(field) ? errors[field] : undefined;
  const touch = (field: ChatFormField) =>
    setTouched((previous) => (previous.has(field) ? previous : new Set([...previous, field])));

  const onToken = (next: string) => {
    // A proof that expires or fails counts as the captcha being touched: its message shows.
    if (!next && token) touch('recaptcha');
    setToken(next);
  };

  const addFiles = (event: TargetedEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = Array.from(input.files ?? []);
    // Choosing the same file again must fire `change` again.
    input.value = '';
    const problems: string[] = [];
    const kept = [...files];
    for (const file of chosen) {
      const problem = formAttachmentError(file);
      if (problem) problems.push(problem);
      else if (kept.some((other) => sameFile(other, file))) continue;
      else if (kept.length >= FORM_FILES_MAX) {
        if (!problems.includes(chatFormMessages.tooManyFiles)) problems.push(chatFormMessages.tooManyFiles);
      } else kept.push(file);
    }
    setFiles(kept);
    setFileErrors(problems);
  };

  const removeFile = (file: File) => {
    setFiles(files.filter((other) => other !== file));
    fileInput.current?.focus();
  };

  const onSubmit = async (event: Event) => {
    event.preventDefault();
    if (submitting) return;
    if (!valid) {
      setSubmitAttempted(true);
      const first = FIELD_ORDER.find((field) => errors[field]);
      form.current?.querySelector<HTMLElement>(`[id="${idOf(first ?? 'firstName')}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    store.session.activity();
    drafts.set(message.id, { values, files });
    const submittedFields =
      kind === 'images'
        ? { imageFormSubmitted: true, imageFormSubmitSuccess: true }
        : { formSubmitted: true, formSubmitSuccess: true };
    // docs/product.md §3.4: the form counts as submitted and successful at once; the thank-you replaces it.
    store.updateMessage(message.id, submittedFields);
    const user = store.user.peek();
    const accepted = await submitChatForm(
      { kind, values, files, captcha: token },
      {
        config: store.config,
        bot: store.bot.peek(),
        userName: user?.userName ?? GUEST_USER_NAME,
        headers: store.botClient.headers(user),
        fetch: store.fetch,
      },
    );
    if (accepted) {
      drafts.delete(message.id);
      return;
    }
    // The spec ignores the server's answer and never surfaces a submit error. We do one better: when the
    // agent service did not take the form (network error, non-2xx), the message flips back to failed and
    // shows the failure text above the form again, values kept (the draft), captcha fresh.
    store.updateMessage(
      message.id,
      kind === 'images' ? { imageFormSubmitSuccess: false } : { formSubmitSuccess: false },
    );
    if (!mountedRef.current) return;
    setToken('');
    setCaptchaRound((round) => round + 1);
    touch('recaptcha');
    setSubmitting(false);
  };

  if (submitted && succeeded)
    return (
      <p class="cw-form-done" role="status">
        {chatPanelMessages.formSuccess}
      </p>
    );

  const textField = (
    field: TextField,
    label: string,
    options: {
      required?: boolean;
      multiline?: boolean;
      maxLength: number;
      /** Extra attributes of a single-line field: type, autocomplete, inputMode. */
      input?: InputHTMLAttributes<HTMLInputElement>;
    },
  ) => {
    const id = idOf(field);
    const error = visibleError(field);
    const locked = initial.locked.has(field);
    const common = {
      id,
      name: field,
      class: options.multiline ? 'cw-form-input cw-form-textarea' : 'cw-form-input',
      value: values[field] ?? '',
      maxLength: options.maxLength,
      readOnly: locked,
      'aria-required': options.required ? ('true' as const) : undefined,
      'aria-invalid': error ? ('true' as const) : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      onInput: (event: TargetedEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        setValues({ ...values, [field]: event.currentTarget.value }),
      onBlur: () => touch(field),
    };
    return (
      <div class="cw-form-field">
        <label for={id} class="cw-form-label">
          {label}
          {options.required && (
            <span class="cw-form-required" aria-hidden="true">
              {' '}
              *
            </span>
          )}
          {locked && <span class="cw-form-locked"> (from your account)</span>}
        </label>
        {options.multiline ? (
          <textarea {...common} rows={3} />
        ) : (
          <input type="text" {...common} {...options.input} />
        )}
        {error && (
          <p id={`${id}-error`} class="cw-form-error">
            {error}
          </p>
        )}
      </div>
    );
  };

  const captchaError = visibleError('recaptcha');
  const filesId = idOf('files');
  const fileDescription = [`${filesId}-hint`, fileErrors.length > 0 && `${filesId}-errors`].filter(Boolean);

  return (
    <form
      ref={form}
      class="cw-form"
      noValidate
      aria-label={kind === 'images' ? 'Equipment images form' : 'Contact form'}
      aria-busy={submitting}
      onSubmit={(event) => void onSubmit(event)}
    >
      {failed && (
        <p class="cw-form-failure" role="alert">
          {chatChunkMessages.formFailure}
        </p>
      )}
      <p class="cw-form-note">
        Fields marked <span aria-hidden="true">*</span>
        <span class="cw-sr-only">with an asterisk</span> are required.
      </p>
      <div class="cw-form-row">
        {textField('firstName', 'First name', {
          required: true,
          input: { autocomplete: 'given-name' },
          maxLength: CHAT_FORM_NAME_MAX,
        })}
        {textField('lastName', 'Last name', {
          required: true,
          input: { autocomplete: 'family-name' },
          maxLength: CHAT_FORM_NAME_MAX,
        })}
      </div>
      {textField('contact', 'Contact number', {
        input: { type: 'tel', autocomplete: 'tel', inputMode: 'numeric' },
        maxLength: CONTACT_INPUT_MAX,
      })}
      {textField('email', 'Email', {
        required: true,
        input: { type: 'email', autocomplete: 'email' },
        maxLength: CHAT_FORM_EMAIL_MAX,
      })}
      {kind === 'images' &&
        textField('SerialNumber', 'Serial Number', {
          required: true,
          maxLength: CHAT_FORM_SERIAL_MAX,
          input: { inputMode: 'numeric' },
        })}
      {kind === 'contact' && (
        // Not in the spec (ours): what the enquiry is about, as on the contact page.
        <div class="cw-form-field">
          <label for={idOf('topic')} class="cw-form-label">
            {ENQUIRY_TOPIC_LABEL}
          </label>
          <select
            id={idOf('topic')}
            name="topic"
            class="cw-form-input"
            value={values.topic}
            onChange={(event) => setValues({ ...values, topic: event.currentTarget.value as EnquiryTopic })}
          >
            {ENQUIRY_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {ENQUIRY_TOPIC_LABELS[topic]}
              </option>
            ))}
          </select>
        </div>
      )}
      {textField('message', kind === 'images' ? 'Description' : 'Message', {
        required: true,
        multiline: true,
        maxLength: CHAT_FORM_MESSAGE_MAX,
      })}

      <div class="cw-form-field">
        <label for={filesId} class="cw-form-label">
          Attachments
        </label>
        <input
          ref={fileInput}
          id={filesId}
          class="cw-form-file-input"
          type="file"
          multiple
          accept={FORM_FILE_ACCEPT}
          aria-invalid={fileErrors.length > 0 ? 'true' : undefined}
          aria-describedby={fileDescription.join(' ')}
          onChange={addFiles}
        />
        <p id={`${filesId}-hint`} class="cw-form-hint">
          {FILE_HINT}
        </p>
        {fileErrors.length > 0 && (
          <div id={`${filesId}-errors`} role="alert">
            <ul class="cw-form-error cw-form-error-list">
              {fileErrors.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        )}
        {files.length > 0 && (
          <ul class="cw-form-files" aria-label="Attached files">
            {files.map((file) => (
              <li key={`${file.name}-${file.size}-${file.lastModified}`} class="cw-form-file">
                <span class="cw-form-file-name">{file.name}</span>
                <span class="cw-form-file-size">{formatSize(file.size)}</span>
                <button
                  type="button"
                  class="cw-form-file-remove"
                  aria-label={`Remove ${file.name}`}
                  onClick={() => removeFile(file)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>

      <div
        id={idOf('recaptcha')}
        class="cw-form-field cw-form-captcha"
        role="group"
        tabIndex={-1}
        aria-labelledby={`${idOf('recaptcha')}-label`}
        aria-describedby={captchaError ? `${idOf('recaptcha')}-error` : undefined}
      >
        <p id={`${idOf('recaptcha')}-label`} class="cw-form-label">
          Verification
          <span class="cw-form-required" aria-hidden="true">
            {' '}
            *
          </span>
        </p>
        <div key={captchaRound} class="cw-form-captcha-body" aria-live="polite">
          {captcha({ apiBase: store.config.apiBase, onToken })}
        </div>
        {captchaError && (
          <p id={`${idOf('recaptcha')}-error`} class="cw-form-error">
            {captchaError}
          </p>
        )}
      </div>

      <button type="submit" class="cw-form-submit" disabled={!valid || submitting}>
        {submitting ? 'Submitting…' : 'Submit'}
      </button>
    </form>
  );
}
