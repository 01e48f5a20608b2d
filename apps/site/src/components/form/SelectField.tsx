import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldFrame } from './FieldFrame';
import { SelectOptions } from './SelectOptions';

export interface SelectFieldProps extends Omit<ComponentPropsWithRef<'select'>, 'required'> {
  label: ReactNode;
  /** The choices, in order: the value sent and the text shown. */
  options: readonly { value: string; label: string }[];
  error?: string;
  hint?: ReactNode;
  required?: boolean;
}

/** A labelled choice from a short list; works with react-hook-form's `register` like TextField. */
export function SelectField({
  label,
  options,
  error,
  hint,
  required,
  id,
  className,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required} id={id} className={className}>
      {(control) => (
        <select {...control} className="form-field__control" {...select}>
          <SelectOptions options={options} />
        </select>
      )}
    </FieldFrame>
  );
}
