import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldError } from './FieldError';
import { FieldLabel } from './FieldLabel';
import { describedBy, useFieldIds } from './field-ids';
import './form.css';

export interface TextAreaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'required'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
}

/** A labelled multi-line input; works with react-hook-form's `register` like TextField. */
export function TextArea({
  label,
  error,
  hint,
  required,
  id,
  className,
  rows = 5,
  ...textarea
}: TextAreaProps) {
  const ids = useFieldIds(id);
  return (
    <div className={['form-field', error && 'form-field--invalid', className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={ids.id} required={required}>
        {label}
      </FieldLabel>
      <textarea
        id={ids.id}
        rows={rows}
        className="form-field__control form-field__control--multiline"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy([hint ? ids.hintId : undefined, error ? ids.errorId : undefined])}
        {...textarea}
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
