import { type ReactNode, useRef, useState } from 'react';
import type { ApiResult } from '@/lib/api';
import { FormAlert } from '../form/FormAlert';
import { Modal } from '../Modal';
import { adminWords } from './admin-words';

export interface ConfirmDeleteDialogProps {
  title: string;
  /** What is deleted, named so that the right one is confirmed. */
  text: ReactNode;
  deleteLabel: string;
  /** Asks the server to delete; its answer's message is what the screen then announces. */
  remove: () => Promise<ApiResult<{ message: string }>>;
  onClose: () => void;
  onDeleted: (message: string) => void;
}

/**
 * An admin list's "Delete this …?": Cancel has the focus (a slip of Enter deletes nothing), Delete asks
 * the server and stays open with the server's reason if it refuses.
 */
export function ConfirmDeleteDialog({
  title,
  text,
  deleteLabel,
  remove,
  onClose,
  onDeleted,
}: ConfirmDeleteDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    setFailure(null);
    setSending(true);
    const result = await remove();
    setSending(false);
    if (!result.ok) return setFailure(result.message);
    onDeleted(result.data.message);
  };

  return (
    <Modal title={title} size="sm" onClose={onClose} initialFocus={cancelRef}>
      <p>{text}</p>
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <div className="admin-form__actions confirm-delete__actions">
        <button
          ref={cancelRef}
          type="button"
          className="admin-button admin-button--secondary"
          onClick={onClose}
        >
          {adminWords.cancel}
        </button>
        <button
          type="button"
          className="admin-button admin-button--danger"
          disabled={sending}
          aria-busy={sending || undefined}
          onClick={() => void confirm()}
        >
          {deleteLabel}
        </button>
      </div>
    </Modal>
  );
}
