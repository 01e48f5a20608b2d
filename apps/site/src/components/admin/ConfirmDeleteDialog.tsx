import { type ReactNode, useRef } from 'react';
import type { ApiResult } from '@/lib/api';
import { useSend } from '@/lib/use-send';
import { FormAlert } from '../form/FormAlert';
import { Modal } from '../Modal';
import { CancelButton } from './CancelButton';
import { DangerButton } from './DangerButton';

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
  const { failure, sending, send } = useSend();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirm = () => send(remove, (answer) => onDeleted(answer.message));

  return (
    <Modal title={title} size="sm" onClose={onClose} initialFocus={cancelRef}>
      <p>{text}</p>
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <div className="admin-form__actions confirm-delete__actions">
        <CancelButton ref={cancelRef} onClick={onClose} />
        <DangerButton busy={sending} onClick={() => void confirm()}>
          {deleteLabel}
        </DangerButton>
      </div>
    </Modal>
  );
}
