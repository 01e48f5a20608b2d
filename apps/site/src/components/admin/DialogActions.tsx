import { FormAlert } from '../form/FormAlert';
import { CancelButton } from './CancelButton';

export interface DialogActionsProps {
  /** The server's reason for refusing the last attempt (lib/use-send.ts). */
  failure: string | null;
  sending: boolean;
  submitLabel: string;
  /** `danger` for a submit that takes something out of service. */
  tone?: 'primary' | 'danger';
  onCancel: () => void;
}

/** The end of an admin dialog's form: why the server refused, then the submit button (busy while sending) and Cancel. */
export function DialogActions({
  failure,
  sending,
  submitLabel,
  tone = 'primary',
  onCancel,
}: DialogActionsProps) {
  return (
    <>
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <div className="admin-form__actions">
        <button
          type="submit"
          className={tone === 'danger' ? 'admin-button admin-button--danger' : 'admin-button'}
          disabled={sending}
          aria-busy={sending || undefined}
        >
          {submitLabel}
        </button>
        <CancelButton onClick={onCancel} />
      </div>
    </>
  );
}
