import type { SocialAdminItem, SocialMoveDirection } from '@ohmstead/contracts/social-items-schemas';
import { createColumnHelper } from '@tanstack/react-table';
import { dateTimeCell } from '@/components/admin/data-table/date-time-cell';
import { SmallButton } from '@/components/admin/SmallButton';
import { assetUrl } from '@/lib/assets';
import { socialText as t } from '../social-words';

const column = createColumnHelper<SocialAdminItem>();

interface SocialItemActionsProps {
  item: SocialAdminItem;
  /** Up and down are shown only in the public order (position, ascending). */
  canMove: boolean;
  /** The item being moved now, if any: no other move starts meanwhile. */
  moving: number | null;
  onMove: (item: SocialAdminItem, direction: SocialMoveDirection) => void;
  onEdit: (item: SocialAdminItem) => void;
  onDelete: (item: SocialAdminItem) => void;
}

/** One row's buttons: move up and down (`data-move` is where the focus returns after a move), edit, delete. */
function SocialItemActions({ item, canMove, moving, onMove, onEdit, onDelete }: SocialItemActionsProps) {
  return (
    <div className="feeds-screen__actions">
      {canMove && (
        <>
          <SmallButton
            data-move={`${item.id}-up`}
            aria-label={t.moveUpLabel(item.heading)}
            disabled={item.position <= 1 || moving !== null}
            onClick={() => onMove(item, 'up')}
          >
            {t.moveUp}
          </SmallButton>
          <SmallButton
            data-move={`${item.id}-down`}
            aria-label={t.moveDownLabel(item.heading)}
            disabled={item.position >= item.lastPosition || moving !== null}
            onClick={() => onMove(item, 'down')}
          >
            {t.moveDown}
          </SmallButton>
        </>
      )}
      <SmallButton aria-label={t.editLabel(item.heading)} onClick={() => onEdit(item)}>
        {t.edit}
      </SmallButton>
      <SmallButton tone="danger" aria-label={t.deleteLabel(item.heading)} onClick={() => onDelete(item)}>
        {t.delete}
      </SmallButton>
    </div>
  );
}

const imageColumn = column.accessor('imageUrl', {
  id: 'image',
  header: t.columns.image,
  enableSorting: false,
  cell: (info) => {
    const url = info.getValue();
    return url ? (
      <img className="social-items__image" src={assetUrl(url)} alt="" height={40} loading="lazy" />
    ) : (
      <span className="social-items__none">{t.noImage}</span>
    );
  },
});

/** The social items' table columns; the image column only for the kinds that have images. */
export function socialItemColumns({
  withImage,
  ...actions
}: Omit<SocialItemActionsProps, 'item'> & { withImage: boolean }) {
  return [
    column.accessor('position', { id: 'position', header: t.columns.position }),
    column.accessor('heading', { id: 'heading', header: t.columns.heading, meta: { rowHeader: true } }),
    column.accessor('link', {
      id: 'link',
      header: t.columns.link,
      enableSorting: false,
      cell: ({ row: { original: item } }) => (
        <a className="social-items__link" href={item.link} target="_blank" rel="noopener noreferrer">
          {item.videoId ? t.video(item.videoId) : item.link}
          <span className="visually-hidden"> {t.opensInNewTab}</span>
        </a>
      ),
    }),
    ...(withImage ? [imageColumn] : []),
    column.accessor('dateCreated', {
      id: 'dateCreated',
      header: t.columns.dateCreated,
      cell: dateTimeCell,
    }),
    column.display({
      id: 'actions',
      header: t.columns.actions,
      cell: ({ row: { original: item } }) => <SocialItemActions item={item} {...actions} />,
    }),
  ];
}
