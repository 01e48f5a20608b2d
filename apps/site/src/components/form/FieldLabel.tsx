import type { ReactNode } from 'react';

/** A visible label; a required field's asterisk is decoration, the control carries aria-required. */
export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <label className="form-field__label" htmlFor={htmlFor}>
      {children}
      {required && (
        <span className="form-field__required" aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
}
