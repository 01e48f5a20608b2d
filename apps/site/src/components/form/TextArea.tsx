import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldFrame } from './FieldFrame';

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
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required} id={id} className={className}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          className="form-field__control form-field__control--multiline"
          {...textarea}
        />
      )}
    </FieldFrame>
  );
}
