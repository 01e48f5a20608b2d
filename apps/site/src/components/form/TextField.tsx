import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldFrame } from './FieldFrame';

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
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required} id={id} className={className}>
      {(control) => <input {...control} className="form-field__control" {...input} />}
    </FieldFrame>
  );
}
