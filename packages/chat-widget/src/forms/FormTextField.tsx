import type { InputHTMLAttributes, TargetedEvent } from 'preact';
import type { TextField } from './chat-form-values';
import type { ChatFormState } from './use-chat-form';

interface FormTextFieldProps {
  form: ChatFormState;
  field: TextField;
  label: string;
  required?: boolean;
  multiline?: boolean;
  maxLength: number;
  /** Extra attributes of a single-line field: type, autocomplete, inputMode. */
  input?: InputHTMLAttributes<HTMLInputElement>;
}

/** One labelled box of an inline form, read-only when it comes from the account, its error below it. */
export function FormTextField({
  form,
  field,
  label,
  required,
  multiline,
  maxLength,
  input,
}: FormTextFieldProps) {
  const id = form.idOf(field);
  const error = form.visibleError(field);
  const locked = form.locked.has(field);
  const common = {
    id,
    name: field,
    class: multiline ? 'cw-form-input cw-form-textarea' : 'cw-form-input',
    value: form.values[field] ?? '',
    maxLength,
    readOnly: locked,
    'aria-required': required ? ('true' as const) : undefined,
    'aria-invalid': error ? ('true' as const) : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    onInput: (event: TargetedEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      form.setValue(field, event.currentTarget.value),
    onBlur: () => form.touch(field),
  };
  return (
    <div class="cw-form-field">
      <label for={id} class="cw-form-label">
        {label}
        {required && (
          <span class="cw-form-required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
        {locked && <span class="cw-form-locked"> (from your account)</span>}
      </label>
      {multiline ? <textarea {...common} rows={3} /> : <input type="text" {...common} {...input} />}
      {error && (
        <p id={`${id}-error`} class="cw-form-error">
          {error}
        </p>
      )}
    </div>
  );
}
