import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldError } from './FieldError';
import { FieldLabel } from './FieldLabel';
import { describedBy, useFieldIds } from './field-ids';
import './form.css';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'required'> {
  label: ReactNode;
  /** The validation message; when set the field is highlighted and marked invalid. */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
}

/**
 * A labelled single-line input. Spread react-hook-form's `register(name)` into it: `ref`, `name`,
 * `onChange` and `onBlur` pass straight through to the input.
 */
export function TextField({ label, error, hint, required, id, className, ...input }: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <div className={['form-field', error && 'form-field--invalid', className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={ids.id} required={required}>
        {label}
      </FieldLabel>
      <input
        id={ids.id}
        className="form-field__control"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy([hint ? ids.hintId : undefined, error ? ids.errorId : undefined])}
        {...input}
      />
      {hint && (
        <p id={ids.hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}
