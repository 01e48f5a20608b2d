import type { FeedItem } from '@ohmstead/contracts/feeds';
import { ConfirmDeleteDialog } from '@/components/admin/ConfirmDeleteDialog';
import { useFeedsApi } from '../api/feeds-api';
import { feedsText as t } from '../feeds-words';

interface DeleteFeedDialogProps {
  feed: Pick<FeedItem, 'id' | 'heading'>;
  onClose: () => void;
  /** After the server deleted the feed, with its message. */
  onDeleted: (message: string) => void;
}

/** 'Delete this feed?', naming the feed. */
export function DeleteFeedDialog({ feed, onClose, onDeleted }: DeleteFeedDialogProps) {
  const api = useFeedsApi();
  return (
    <ConfirmDeleteDialog
      title={t.deleteTitle}
      text={t.deleteText(feed.heading)}
      deleteLabel={t.delete}
      remove={() => api.remove(feed.id)}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
