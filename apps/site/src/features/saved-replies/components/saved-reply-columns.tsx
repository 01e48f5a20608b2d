import type { SavedReply } from '@ohmstead/contracts/saved-replies';
import { createColumnHelper } from '@tanstack/react-table';
import { SmallButton } from '@/components/admin/SmallButton';
import { formatDateTime } from '@/lib/date-time';
import { savedRepliesWords as t } from '../saved-replies-words';

const column = createColumnHelper<SavedReply>();

/** The saved replies' columns: title, text, last change (and by whom), and the row's actions. */
export function savedReplyColumns({
  onEdit,
  onDelete,
}: {
  onEdit: (reply: SavedReply) => void;
  onDelete: (reply: SavedReply) => void;
}) {
  return [
    column.accessor('title', { id: 'title', header: t.columns.title, meta: { rowHeader: true } }),
    column.accessor('body', {
      id: 'body',
      header: t.columns.body,
      enableSorting: false,
      cell: (info) => <span className="saved-replies__body">{info.getValue()}</span>,
    }),
    column.accessor('updatedAt', {
      id: 'updatedAt',
      header: t.columns.updatedAt,
      cell: ({ row: { original: reply } }) => (
        <>
          <time dateTime={reply.updatedAt}>{formatDateTime(reply.updatedAt)}</time>
          {reply.updatedBy && <> {t.by(reply.updatedBy)}</>}
        </>
      ),
    }),
    column.display({
      id: 'actions',
      header: t.columns.actions,
      cell: ({ row: { original: reply } }) => (
        <span className="saved-replies__actions">
          <SmallButton aria-label={`${t.edit} ${reply.title}`} onClick={() => onEdit(reply)}>
            {t.edit}
          </SmallButton>
          <SmallButton
            tone="danger"
            aria-label={`${t.delete} ${reply.title}`}
            onClick={() => onDelete(reply)}
          >
            {t.delete}
          </SmallButton>
        </span>
      ),
    }),
  ];
}
