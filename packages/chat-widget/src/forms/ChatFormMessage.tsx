import { chatPanelMessages } from '@ohmstead/contracts/chat';
import { chatChunkMessages } from '@ohmstead/contracts/chat-chunk-messages';
import {
  CHAT_FORM_EMAIL_MAX,
  CHAT_FORM_MESSAGE_MAX,
  CHAT_FORM_NAME_MAX,
  CHAT_FORM_SERIAL_MAX,
  type ChatFormKind,
} from '@ohmstead/contracts/chat-forms';
import { useRef } from 'preact/hooks';
import type { ChatMessage } from '../state/chat-message';
import { FormAttachments } from './FormAttachments';
import { type CaptchaRenderer, renderFormCaptcha } from './FormCaptcha';
import { FormTextField } from './FormTextField';
import { FormTopicField } from './FormTopicField';
import { FormVerification } from './FormVerification';
import type { ChatFormStore } from './types';
import { useChatForm } from './use-chat-form';

export interface ChatFormMessageProps {
  store: ChatFormStore;
  /** The system message whose `form` (contact) or `imageForm` (images) flag is set. */
  message: ChatMessage;
  kind: ChatFormKind;
  /** The captcha field; the one the website API is configured for unless a story or test passes another. */
  captcha?: CaptchaRenderer;
}

/** Not a rule (that is 11 digits): only a bound, so a pasted number with spaces is not cut short silently. */
const CONTACT_INPUT_MAX = 32;

/**
 * The contact form and the equipment-images form inside a system message (docs/product.md §3.2, §3.3, §3.5): validated
 * as the user goes, sent to the agent service and recorded by the bot (docs/product.md §3.7).
 */
export function ChatFormMessage({ store, message, kind, captcha = renderFormCaptcha }: ChatFormMessageProps) {
  const form = useChatForm(store, message, kind);
  const element = useRef<HTMLFormElement>(null);

  if (form.done)
    return (
      <p class="cw-form-done" role="status">
        {chatPanelMessages.formSuccess}
      </p>
    );

  const onSubmit = (event: Event) => {
    event.preventDefault();
    const invalid = form.submit();
    if (invalid) element.current?.querySelector<HTMLElement>(`[id="${form.idOf(invalid)}"]`)?.focus();
  };

  return (
    <form
      ref={element}
      class="cw-form"
      noValidate
      aria-label={kind === 'images' ? 'Equipment images form' : 'Contact form'}
      aria-busy={form.submitting}
      onSubmit={onSubmit}
    >
      {form.failed && (
        <p class="cw-form-failure" role="alert">
          {chatChunkMessages.formFailure}
        </p>
      )}
      <p class="cw-form-note">
        Fields marked <span aria-hidden="true">*</span>
        <span class="cw-sr-only">with an asterisk</span> are required.
      </p>
      <div class="cw-form-row">
        <FormTextField
          form={form}
          field="firstName"
          label="First name"
          required
          input={{ autocomplete: 'given-name' }}
          maxLength={CHAT_FORM_NAME_MAX}
        />
        <FormTextField
          form={form}
          field="lastName"
          label="Last name"
          required
          input={{ autocomplete: 'family-name' }}
          maxLength={CHAT_FORM_NAME_MAX}
        />
      </div>
      <FormTextField
        form={form}
        field="contact"
        label="Contact number"
        input={{ type: 'tel', autocomplete: 'tel', inputMode: 'numeric' }}
        maxLength={CONTACT_INPUT_MAX}
      />
      <FormTextField
        form={form}
        field="email"
        label="Email"
        required
        input={{ type: 'email', autocomplete: 'email' }}
        maxLength={CHAT_FORM_EMAIL_MAX}
      />
      {kind === 'images' && (
        <FormTextField
          form={form}
          field="SerialNumber"
          label="Serial Number"
          required
          maxLength={CHAT_FORM_SERIAL_MAX}
          input={{ inputMode: 'numeric' }}
        />
      )}
      {kind === 'contact' && <FormTopicField form={form} />}
      <FormTextField
        form={form}
        field="message"
        label={kind === 'images' ? 'Description' : 'Message'}
        required
        multiline
        maxLength={CHAT_FORM_MESSAGE_MAX}
      />
      <FormAttachments form={form} />
      <FormVerification form={form} captcha={captcha} apiBase={store.config.apiBase} />
      <button type="submit" class="cw-form-submit" disabled={!form.valid || form.submitting}>
        {form.submitting ? 'Submitting…' : 'Submit'}
      </button>
    </form>
  );
}
