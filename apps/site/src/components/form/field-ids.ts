import { useId } from 'react';

/** Ids that tie a control to its hint and error text, so both are read out with the control. */
export function useFieldIds(explicitId: string | undefined) {
  const generated = useId();
  const id = explicitId ?? generated;
  return { id, hintId: `${id}-hint`, errorId: `${id}-error` };
}

/** The `aria-describedby` value for a control: its hint and its error, whichever are shown. */
export function describedBy(parts: Array<string | undefined>): string | undefined {
  const ids = parts.filter(Boolean).join(' ');
  return ids || undefined;
}
