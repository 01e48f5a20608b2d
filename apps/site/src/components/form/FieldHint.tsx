import type { ReactNode } from 'react';

/** A field's hint under its control; the control names it in aria-describedby. Nothing without a hint. */
export function FieldHint({ id, hint }: { id: string; hint: ReactNode }) {
  if (!hint) return null;
  return (
    <p id={id} className="form-field__hint">
      {hint}
    </p>
  );
}
