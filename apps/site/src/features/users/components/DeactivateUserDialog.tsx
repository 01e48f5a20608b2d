import type { UserSummary } from '@ohmstead/contracts/users';
import { useRef } from 'react';
import { CancelButton } from '@/components/admin/CancelButton';
import { DangerButton } from '@/components/admin/DangerButton';
import { FormAlert } from '@/components/form/FormAlert';
import { Modal } from '@/components/Modal';
import { useSend } from '@/lib/use-send';
import { useUsersApi } from '../api/users-api';
import { usersWords as t } from '../users-words';
import type { UserDialogProps } from './UserFormDialog';

/** Deactivating an account, after a confirmation whose Cancel has the focus first. */
export function DeactivateUserDialog({ user, onClose, onSaved }: UserDialogProps & { user: UserSummary }) {
  const api = useUsersApi();
  const { failure, sending, send } = useSend();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirm = () =>
    send(
      () => api.deactivate(user.id),
      (answer) => onSaved(answer.user, answer.message),
    );
  return (
    <Modal title={t.deactivateTitle(user.userName)} size="sm" onClose={onClose} initialFocus={cancelRef}>
      <p>{t.deactivateText}</p>
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <div className="admin-form__actions users-screen__confirm">
        <DangerButton busy={sending} onClick={() => void confirm()}>
          {t.deactivate}
        </DangerButton>
        <CancelButton ref={cancelRef} onClick={onClose} />
      </div>
    </Modal>
  );
}
