import type { SocialAdminItem } from '@ohmstead/contracts/social-items-schemas';
import { ConfirmDeleteDialog } from '@/components/admin/ConfirmDeleteDialog';
import { useSocialApi } from '../api/social-api';
import { socialText as t } from '../social-words';

interface DeleteSocialItemDialogProps {
  item: Pick<SocialAdminItem, 'id' | 'heading'>;
  onClose: () => void;
  /** After the server deleted the item, with its message. */
  onDeleted: (message: string) => void;
}

/** 'Delete this item?', naming the item. */
export function DeleteSocialItemDialog({ item, onClose, onDeleted }: DeleteSocialItemDialogProps) {
  const api = useSocialApi();
  return (
    <ConfirmDeleteDialog
      title={t.deleteTitle}
      text={t.deleteText(item.heading)}
      deleteLabel={t.delete}
      remove={() => api.remove(item.id)}
      onClose={onClose}
      onDeleted={onDeleted}
    />
  );
}
