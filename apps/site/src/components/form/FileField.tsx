import type { ReactNode, Ref } from 'react';
import { FieldFrame } from './FieldFrame';

interface FileFieldProps {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  /** The file types the picker offers (the server checks them again). */
  accept: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
  /** Shown above the picker, such as the file chosen before. */
  current?: ReactNode;
  /** The file picked, or null when the choice is cleared. */
  onChoose: (file: File | null) => void;
}

/** A labelled picker of one file, tied to its hint and error like TextField. */
export function FileField({
  label,
  error,
  hint,
  required,
  accept,
  inputRef,
  className,
  current,
  onChoose,
}: FileFieldProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <>
          {current}
          <input
            {...control}
            ref={inputRef}
            type="file"
            accept={accept}
            className={className}
            onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
          />
        </>
      )}
    </FieldFrame>
  );
}
