import { createColumnHelper } from '@tanstack/react-table';
import { useEffect, useRef, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import type { ListPageState } from '@/lib/use-list-page';
import { FEED_TYPES } from '@ohmstead/contracts/feed-types';
import { FEED_TYPE_LABELS, feedPath, type FeedItem } from '@ohmstead/contracts/feeds';
import type { FeedAdminListQuery } from '@ohmstead/contracts/feeds-admin';
import { AdminCard } from '@/components/admin/AdminPage';
import { DataTable, pagedTableProps } from '@/components/admin/data-table/DataTable';
import { CsvExportButton, DateRangeFilter, SearchFilter } from '@/components/admin/data-table/ListFilters';
import {
  csvExportProps,
  labelledOptions,
  listFilterProps,
} from '@/components/admin/data-table/list-filter-props';
import { SelectFilter } from '@/components/admin/data-table/SelectFilter';
import type { ListParams } from '@/lib/list-query';
import { FEED_ADMIN_LIST_PATH } from '../api/feeds-api';
import { feedsText as t } from '../feeds-text';
import { formatDateTime } from '@/lib/date-time';
import { SmallButton } from '@/components/admin/SmallButton';

/** A feed whose publish time is still to come is scheduled; the others are published. */
export const isScheduled = (feed: Pick<FeedItem, 'publishAt'>, now: number = Date.now()) =>
  Date.parse(feed.publishAt) > now;

/** A request to move the focus once the list has loaded; `seq` tells requests apart. */
export interface FocusRequest {
  feedId: number | null;
  seq: number;
}

interface FeedListProps {
  /** The view in the URL (lib/list-query.ts) and how to change it. */
  query: FeedAdminListQuery;
  params: ListParams;
  update: (changes: Record<string, string | number | undefined>) => void;
  apiQuery: (extra?: ListParams) => string;
  list: ListPageState<FeedItem>;
  onCreate: () => void;
  onEdit: (feed: FeedItem) => void;
  onPublish: (feed: FeedItem) => void;
  onDelete: (feed: FeedItem) => void;
  /** The feed being published now, if any. */
  publishingId: number | null;
  /** Where the focus goes once the list has loaded: a feed's Edit button, else Create feed. */
  focusRequest: FocusRequest | undefined;
  createRef: RefObject<HTMLButtonElement | null>;
}

const TYPE_OPTIONS = labelledOptions(FEED_TYPES, FEED_TYPE_LABELS);
const STATUS_OPTIONS = [
  { value: 'scheduled', label: t.scheduled },
  { value: 'published', label: t.published },
];
const FILTERS = ['feedType', 'status', 'search', 'from', 'to'];

const column = createColumnHelper<FeedItem>();

/** The feeds in the shared admin table: filtered, searched, sorted and paged on the server. */
export function FeedList({
  query,
  params,
  update,
  apiQuery,
  list,
  onCreate,
  onEdit,
  onPublish,
  onDelete,
  publishingId,
  focusRequest,
  createRef,
}: FeedListProps) {
  const tableRef = useRef<HTMLDivElement>(null);
  const filter = listFilterProps({ query, update });
  const focusHandled = useRef(0);
  const { page } = list;
  const pages = page ? Math.max(1, Math.ceil(page.total / query.pageSize)) : 1;

  // A page emptied by a delete: show the last page that has feeds.
  useEffect(() => {
    if (page && !list.loading && page.items.length === 0 && page.total > 0 && query.page > pages)
      update({ page: pages });
  }, [page, list.loading, pages, query.page, update]);

  // Back from the form, or after a delete: the focus goes where the screen asked once the list is in.
  useEffect(() => {
    if (!page || list.loading || !focusRequest || focusHandled.current === focusRequest.seq) return;
    focusHandled.current = focusRequest.seq;
    const { feedId } = focusRequest;
    const edit =
      feedId === null
        ? null
        : tableRef.current?.querySelector<HTMLButtonElement>(`[data-feed-edit="${feedId}"]`);
    (edit ?? createRef.current)?.focus();
  }, [page, list.loading, focusRequest, createRef]);

  const columns = [
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
      cell: (info) => <time dateTime={info.getValue()}>{formatDateTime(info.getValue())}</time>,
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
      cell: ({ row: { original: feed } }) => (
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
          <SmallButton
            tone="danger"
            aria-label={`${t.delete} ${feed.heading}`}
            onClick={() => onDelete(feed)}
          >
            {t.delete}
          </SmallButton>
        </div>
      ),
    }),
  ];

  return (
    <AdminCard>
      <div className="feeds-screen__toolbar">
        <button ref={createRef} type="button" className="admin-button" onClick={onCreate}>
          {t.create}
        </button>
      </div>
      <div ref={tableRef}>
        <DataTable<FeedItem>
          caption={t.caption}
          columns={columns}
          {...pagedTableProps(list, query, update)}
          emptyText={FILTERS.some((key) => key in params) ? t.noMatch : t.none}
          getRowId={(feed) => String(feed.id)}
          toolbar={
            <>
              <SelectFilter
                label={t.typeFilter}
                anyLabel={t.allTypes}
                options={TYPE_OPTIONS}
                {...filter.select('feedType')}
              />
              <SelectFilter
                label={t.statusFilter}
                anyLabel={t.allStatuses}
                options={STATUS_OPTIONS}
                {...filter.select('status')}
              />
              <SearchFilter placeholder={t.searchPlaceholder} {...filter.search} />
              <DateRangeFilter {...filter.dateRange} />
              <CsvExportButton {...csvExportProps(apiQuery, FEED_ADMIN_LIST_PATH, t.csvFile)} />
            </>
          }
        />
      </div>
    </AdminCard>
  );
}
