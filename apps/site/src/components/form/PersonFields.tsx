import { Fragment, type ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { TextField, type TextFieldProps } from './TextField';

/**
 * What a person field asks for. It decides the input's type, the browser's autofill and the on-screen
 * keyboard, so every form that asks for a person fills and types alike.
 */
export type PersonFieldKind =
  'fullName' | 'givenName' | 'familyName' | 'organization' | 'jobTitle' | 'email' | 'phone' | 'nationalPhone';

const INPUT: Record<PersonFieldKind, Pick<TextFieldProps, 'type' | 'inputMode' | 'autoComplete'>> = {
  fullName: { autoComplete: 'name' },
  givenName: { autoComplete: 'given-name' },
  familyName: { autoComplete: 'family-name' },
  organization: { autoComplete: 'organization' },
  jobTitle: { autoComplete: 'organization-title' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  // Digits only (the contact form's rule), so the keypad rather than the telephone keyboard.
  nationalPhone: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' },
};

export interface PersonField<V extends FieldValues> {
  /** The form value it fills (react-hook-form's `register(name)`). */
  name: Path<V>;
  kind: PersonFieldKind;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  /** Handlers that replace the registered ones, e.g. an `onBlur` that tidies the value first. */
  input?: Partial<TextFieldProps>;
  /** Puts the field in a wrapper, e.g. beside an info button. */
  frame?: (field: ReactNode) => ReactNode;
}

interface PersonFieldsProps<V extends FieldValues> {
  fields: PersonField<V>[];
  register: UseFormRegister<V>;
  errors: FieldErrors<V>;
}

/**
 * The fields that say who a person is (name, organisation, e-mail, phone …), in the order given: the
 * contact form and the job application ask for them with the same inputs.
 */
export function PersonFields<V extends FieldValues>({ fields, register, errors }: PersonFieldsProps<V>) {
  return (
    <>
      {fields.map(({ name, kind, label, required, hint, input, frame }) => {
        const error = errors[name]?.message;
        const field = (
          <TextField
            label={label}
            required={required}
            {...INPUT[kind]}
            hint={hint}
            error={typeof error === 'string' ? error : undefined}
            {...register(name)}
            {...input}
          />
        );
        return <Fragment key={name}>{frame ? frame(field) : field}</Fragment>;
      })}
    </>
  );
}
