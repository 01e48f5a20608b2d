import type { ReactNode } from 'react';
import type { Outcome } from '@/lib/outcome';
import { FormAlert } from '../form/FormAlert';
import { SubmitButton } from '../form/SubmitButton';
import { adminWords } from './admin-words';

interface FormActionsProps {
  /** What the server said about the last save: shown above the buttons until dismissed or saved again. */
  outcome: Outcome;
  /** Without it the outcome stays until the next save (dialogs that close on success). */
  onDismissOutcome?: () => void;
  saving: boolean;
  submitLabel?: string;
  /** Further actions beside the submit button (a link to a related screen). */
  children?: ReactNode;
}

/** The end of every admin form: the last outcome, then the submit button with its saving state. */
export function FormActions({ outcome, onDismissOutcome, saving, submitLabel, children }: FormActionsProps) {
  return (
    <>
      {outcome && (
        <FormAlert tone={outcome.tone} onClose={onDismissOutcome}>
          {outcome.message}
        </FormAlert>
      )}
      <div className="admin-form__actions">
        <SubmitButton loading={saving} loadingText={adminWords.saving}>
          {submitLabel ?? adminWords.save}
        </SubmitButton>
        {children}
      </div>
    </>
  );
}
