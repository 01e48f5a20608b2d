import type { ComponentPropsWithRef, ReactNode } from 'react';
import { describedBy, useFieldIds } from './field-ids';
import { FieldError } from './FieldError';
import './form.css';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'required'> {
  label: ReactNode;
  error?: string;
  required?: boolean;
}

/** A checkbox with its label to the right; works with react-hook-form's `register`. */
export function Checkbox({ label, error, required, id, className, ...input }: CheckboxProps) {
  const ids = useFieldIds(id);
  return (
    <div className={['form-check', error && 'form-check--invalid', className].filter(Boolean).join(' ')}>
      <div className="form-check__row">
        <input
          id={ids.id}
          type="checkbox"
          className="form-check__box"
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy([error ? ids.errorId : undefined])}
          {...input}
        />
        <label className="form-check__label" htmlFor={ids.id}>
          {label}
          {required && (
            <span className="form-field__required" aria-hidden="true">
              *
            </span>
          )}
        </label>
      </div>
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}
