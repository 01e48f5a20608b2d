/** @jsxImportSource react */
import { useId } from 'react';

interface NoteFieldProps {
  label: string;
  rows: number;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled plain-text box in the composer's look: the internal note, and the note a transfer carries. */
export function NoteField({ label, rows, value, onChange }: NoteFieldProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="ac-composer-label">
        {label}
      </label>
      <textarea
        id={id}
        className="ac-composer-text"
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}
