import type { ReactNode } from 'react';
import { describedBy, useFieldIds } from './field-ids';
import { FieldError } from './FieldError';
import { FieldHint } from './FieldHint';
import { FieldLabel } from './FieldLabel';
import './form.css';

/** What a text control needs to be tied to its label, hint and error. */
export interface ControlProps {
  id: string;
  'aria-required': true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  id?: string;
  className?: string;
  /** Renders the control itself with the ids and states that tie it to the frame. */
  children: (control: ControlProps) => ReactNode;
}

/** The label, hint and error around one text control, shared by TextField and TextArea. */
export function FieldFrame({ label, error, hint, required, id, className, children }: FieldFrameProps) {
  const ids = useFieldIds(id);
  return (
    <div className={['form-field', error && 'form-field--invalid', className].filter(Boolean).join(' ')}>
      <FieldLabel htmlFor={ids.id} required={required}>
        {label}
      </FieldLabel>
      {children({
        id: ids.id,
        'aria-required': required || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy([hint ? ids.hintId : undefined, error ? ids.errorId : undefined]),
      })}
      <FieldHint id={ids.hintId} hint={hint} />
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}
