import type { RefObject } from 'react';
import './CreateBar.css';

/**
 * The button above an admin table that adds a row (a user, a reply, a device…), at the card's right.
 * `buttonRef` lets the dialog it opens hand the focus back to it when it closes.
 */
export function CreateBar({
  label,
  onClick,
  buttonRef,
}: {
  label: string;
  onClick: () => void;
  buttonRef?: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <div className="create-bar">
      <button ref={buttonRef} type="button" className="admin-button" onClick={onClick}>
        {label}
      </button>
    </div>
  );
}
