import { useRef, useState } from 'react';
import type { FeedItem } from '@ohmstead/contracts/feeds';
import { FormAlert } from '../../../../components/form/FormAlert';
import { Modal } from '../../../../components/Modal';
import { adminText } from '../../messages';
import { useFeedsApi } from './feeds-api';
import { feedsText as t } from './feeds-text';

interface DeleteFeedDialogProps {
  feed: Pick<FeedItem, 'id' | 'heading'>;
  onClose: () => void;
  /** After the server deleted the feed, with its message. */
  onDeleted: (message: string) => void;
}

/** 'Delete this feed?': names the feed; Cancel has the focus, Delete asks the server. */
export function DeleteFeedDialog({ feed, onClose, onDeleted }: DeleteFeedDialogProps) {
  const api = useFeedsApi();
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    setFailure(null);
    setSending(true);
    const result = await api.remove(feed.id);
    setSending(false);
    if (!result.ok) return setFailure(result.message);
    onDeleted(result.data.message);
  };

  return (
    <Modal title={t.deleteTitle} size="sm" onClose={onClose} initialFocus={cancelRef}>
      <p>{t.deleteText(feed.heading)}</p>
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
