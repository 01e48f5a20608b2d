import { adminWords } from './admin-words';

/** An admin form's Cancel: closes the dialog or leaves the form without saving. */
export function CancelButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="admin-button admin-button--secondary" onClick={onClick}>
      {adminWords.cancel}
    </button>
  );
}
