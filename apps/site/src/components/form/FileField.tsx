import type { ReactNode, Ref } from 'react';
import { FieldFrame } from './FieldFrame';

interface FileFieldProps {
  label: ReactNode;
  error?: string | undefined;
  /** The file types the picker offers (the server checks them again). */
  accept: string;
  inputRef: Ref<HTMLInputElement>;
  className?: string;
  /** The file picked, or null when the choice is cleared. */
  onChoose: (file: File | null) => void;
}

/** A labelled picker of one file, tied to its error like TextField. */
export function FileField({ label, error, accept, inputRef, className, onChoose }: FileFieldProps) {
  return (
    <FieldFrame label={label} error={error}>
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          type="file"
          accept={accept}
          className={className}
          onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
        />
      )}
    </FieldFrame>
  );
}
