import { FEED_TYPE_LABELS, type FeedItem, feedPath } from '@ohmstead/contracts/feeds';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router-dom';
import { dateTimeCell } from '@/components/admin/data-table/date-time-cell';
import { SmallButton } from '@/components/admin/SmallButton';
import { feedsText as t } from '../feeds-words';

/** A feed whose publish time is still to come is scheduled; the others are published. */
export const isScheduled = (feed: Pick<FeedItem, 'publishAt'>, now: number = Date.now()) =>
  Date.parse(feed.publishAt) > now;

interface FeedActionsProps {
  onEdit: (feed: FeedItem) => void;
  onPublish: (feed: FeedItem) => void;
  onDelete: (feed: FeedItem) => void;
  /** The feed being published now, if any. */
  publishingId: number | null;
}

/** One row's buttons: Edit (`data-feed-edit` is where the focus returns), Publish now or View, Delete. */
function FeedActions({
  feed,
  onEdit,
  onPublish,
  onDelete,
  publishingId,
}: FeedActionsProps & { feed: FeedItem }) {
  return (
    <div className="feeds-screen__actions">
      <SmallButton
        data-feed-edit={feed.id}
        aria-label={`${t.edit} ${feed.heading}`}
        onClick={() => onEdit(feed)}
      >
        {t.edit}
      </SmallButton>
      {isScheduled(feed) ? (
        <SmallButton
          aria-label={`${t.publishNow}: ${feed.heading}`}
          disabled={publishingId === feed.id}
          aria-busy={publishingId === feed.id || undefined}
          onClick={() => onPublish(feed)}
        >
          {t.publishNow}
        </SmallButton>
      ) : (
        <Link
          to={feedPath(feed)}
          className="admin-button admin-button--secondary admin-button--small"
          aria-label={`${t.view} ${feed.heading}`}
        >
          {t.view}
        </Link>
      )}
      <SmallButton tone="danger" aria-label={`${t.delete} ${feed.heading}`} onClick={() => onDelete(feed)}>
        {t.delete}
      </SmallButton>
    </div>
  );
}

const column = createColumnHelper<FeedItem>();

/** The feeds' table columns: heading, type, publish time, status, media count and the row's actions. */
export function feedColumns(actions: FeedActionsProps) {
  return [
    column.accessor('heading', {
      id: 'heading',
      header: t.columns.heading,
      meta: { rowHeader: true },
      cell: (info) => <span className="feeds-screen__heading">{info.getValue()}</span>,
    }),
    column.accessor((feed) => FEED_TYPE_LABELS[feed.feedType], { id: 'feedType', header: t.columns.type }),
    column.accessor('publishAt', {
      id: 'publishAt',
      header: t.columns.publishAt,
      cell: dateTimeCell,
    }),
    column.display({
      id: 'status',
      header: t.columns.status,
      cell: ({ row: { original: feed } }) => {
        const scheduled = isScheduled(feed);
        return (
          <span
            className={`feeds-screen__status feeds-screen__status--${scheduled ? 'scheduled' : 'published'}`}
          >
            {scheduled ? t.scheduled : t.published}
          </span>
        );
      },
    }),
    column.display({
      id: 'media',
      header: t.columns.media,
      cell: ({ row: { original: feed } }) => t.mediaCount(feed.feedMedia.length),
    }),
    column.display({
      id: 'actions',
      header: t.columns.actions,
      cell: ({ row: { original: feed } }) => <FeedActions feed={feed} {...actions} />,
    }),
  ];
}
