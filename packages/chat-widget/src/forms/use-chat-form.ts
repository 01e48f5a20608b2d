import {
  type ChatFormField,
  type ChatFormKind,
  chatFormMessages,
  type ChatFormValues,
  FORM_FILES_MAX,
  formAttachmentError,
  validateChatForm,
} from '@ohmstead/contracts/chat-forms';
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import type { ChatMessage } from '../state/chat-message';
import { FIELD_ORDER, lockedFields, prefill } from './chat-form-values';
import { formDraft, submitFormMessage } from './form-message-submit';
import type { ChatFormStore } from './types';

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/** The files kept of those chosen (no duplicates, at most FORM_FILES_MAX) and why the others were not. */
function keepFiles(files: File[], chosen: File[]): Attachments {
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
  return { files: kept, errors: problems };
}

/** The files attached and the problems of the last choice (a file refused, one too many). */
interface Attachments {
  files: File[];
  errors: string[];
}

/**
 * The state of one inline form (docs/product.md §3.2, §3.3, §3.5): its values and files, what is touched, the
 * captcha's proof, and the submit that sends it to the agent service and marks its message sent.
 */
export function useChatForm(store: ChatFormStore, message: ChatMessage, kind: ChatFormKind) {
  const submitted = kind === 'images' ? message.imageFormSubmitted : message.formSubmitted;
  const succeeded = kind === 'images' ? message.imageFormSubmitSuccess : message.formSubmitSuccess;
  const failed = !!submitted && succeeded === false;

  const [initial] = useState(() => {
    const user = store.user.peek();
    const prefilled = prefill(kind, user);
    return { draft: formDraft(message.id), locked: lockedFields(kind, user, prefilled), prefilled };
  });
  const [values, setValues] = useState<ChatFormValues>(initial.draft?.values ?? initial.prefilled);
  const [attachments, setAttachments] = useState<Attachments>({
    files: initial.draft?.files ?? [],
    errors: [],
  });
  /** The captcha's proof ('' until solved) and its round: a new round remounts a fresh captcha. */
  const [captcha, setCaptcha] = useState({ token: '', round: 0 });
  // After a failure the captcha is fresh and must be solved again: say so at once.
  const [touched, setTouched] = useState<ReadonlySet<ChatFormField>>(
    () => new Set(failed ? (['recaptcha'] as const) : []),
  );
  const [submitAttempted, setSubmitAttempted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const mountedRef = useRef(true);
  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
    };
  }, []);

  const ids = useId();
  const { token } = captcha;
  const { files } = attachments;
  const errors = validateChatForm(kind, values, token);
  const valid = Object.keys(errors).length === 0;
  const touch = (field: ChatFormField) =>
    setTouched((previous) => (previous.has(field) ? previous : new Set([...previous, field])));

  async function send() {
    setSubmitting(true);
    if (await submitFormMessage(store, message, kind, { values, files }, token)) return;
    if (!mountedRef.current) return;
    setCaptcha(({ round }) => ({ token: '', round: round + 1 }));
    touch('recaptcha');
    setSubmitting(false);
  }

  return {
    kind,
    values,
    files,
    fileErrors: attachments.errors,
    captchaRound: captcha.round,
    valid,
    submitting,
    failed,
    done: !!submitted && !!succeeded,
    locked: initial.locked,
    idOf: (field: ChatFormField | 'files') => `${ids}-${field}`,
    /** A field's message, once it was left or a submit was tried. */
    visibleError: (field: ChatFormField) =>
      submitAttempted || touched.has(field) ? errors[field] : undefined,
    touch,
    setValue: (field: keyof ChatFormValues, value: string) => setValues({ ...values, [field]: value }),
    onToken(next: string) {
      // A proof that expires or fails counts as the captcha being touched: its message shows.
      if (!next && token) touch('recaptcha');
      setCaptcha((previous) => ({ ...previous, token: next }));
    },
    /** Keeps the new files that pass and says why the others did not. */
    addFiles: (chosen: File[]) => setAttachments(keepFiles(files, chosen)),
    removeFile: (file: File) =>
      setAttachments({ ...attachments, files: files.filter((other) => other !== file) }),
    /** Sends the form when valid; otherwise shows every error and returns the first field in error. */
    submit(): ChatFormField | undefined {
      if (submitting) return;
      if (valid) return void send();
      setSubmitAttempted(true);
      return FIELD_ORDER.find((field) => errors[field]) ?? 'firstName';
    },
  };
}

/** One form's state and actions, as its sections read them. */
export type ChatFormState = ReturnType<typeof useChatForm>;
