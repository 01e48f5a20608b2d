import { useRef, useState } from 'react';
import type { SocialAdminItem } from '@ohmstead/contracts/social-items-schemas';
import { FormAlert } from '../../../../components/form/FormAlert';
import { Modal } from '../../../../components/Modal';
import { adminText } from '../../messages';
import { useSocialApi } from './social-api';
import { socialText as t } from './social-text';

interface DeleteSocialItemDialogProps {
  item: Pick<SocialAdminItem, 'id' | 'heading'>;
  onClose: () => void;
  /** After the server deleted the item, with its message. */
  onDeleted: (message: string) => void;
}

/** 'Delete this item?': names the item; Cancel has the focus, Delete asks the server. */
export function DeleteSocialItemDialog({ item, onClose, onDeleted }: DeleteSocialItemDialogProps) {
  const api = useSocialApi();
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    setFailure(null);
    setSending(true);
    const result = await api.remove(item.id);
    setSending(false);
    if (!result.ok) return setFailure(result.message);
    onDeleted(result.data.message);
  };

  return (
    <Modal title={t.deleteTitle} size="sm" onClose={onClose} initialFocus={cancelRef}>
      <p>{t.deleteText(item.heading)}</p>
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <div className="admin-form__actions feeds-screen__confirm">
        <button
          ref={cancelRef}
          type="button"
          className="admin-button admin-button--secondary"
          onClick={onClose}
        >
          {adminText.cancel}
        </button>
        <button
          type="button"
          className="admin-button admin-button--danger"
          disabled={sending}
          aria-busy={sending || undefined}
          onClick={() => void confirm()}
        >
          {t.delete}
        </button>
      </div>
    </Modal>
  );
}
