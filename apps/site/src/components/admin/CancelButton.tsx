import type { Ref } from 'react';
import { adminWords } from './admin-words';

/**
 * An admin form's Cancel: closes the dialog or leaves the form without saving. A confirmation gives it a
 * `ref` so that it has the focus first (a slip of Enter then confirms nothing).
 */
export function CancelButton({ onClick, ref }: { onClick: () => void; ref?: Ref<HTMLButtonElement> }) {
  return (
    <button ref={ref} type="button" className="admin-button admin-button--secondary" onClick={onClick}>
      {adminWords.cancel}
    </button>
  );
}
