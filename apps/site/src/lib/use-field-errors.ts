import { useState } from 'react';
import { fieldErrors } from './field-errors';

/** What a zod schema's `safeParse` answers. */
type Parsed<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

/**
 * A dialog's values checked with the contracts' schema before they are sent: `check` gives the parsed
 * values, or undefined with the message under each refused field in `errors` (cleared once they pass).
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const check = <T>(parsed: Parsed<T>): T | undefined => {
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return undefined;
    }
    setErrors({});
    return parsed.data;
  };
  return { errors, check };
}
