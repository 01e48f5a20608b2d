import type { ReactNode } from 'react';

/** A confirmation's action that takes something away: disabled and marked busy while its request is out. */
export function DangerButton({
  busy,
  onClick,
  children,
}: {
  busy: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="admin-button admin-button--danger"
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
