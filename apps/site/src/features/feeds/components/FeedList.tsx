import { FEED_TYPES } from '@ohmstead/contracts/feed-types';
import { FEED_TYPE_LABELS, type FeedItem } from '@ohmstead/contracts/feeds';
import type { FeedAdminListQuery } from '@ohmstead/contracts/feeds-admin';
import { type RefObject, useEffect, useRef } from 'react';
import { AdminCard } from '@/components/admin/AdminPage';
import { CreateBar } from '@/components/admin/CreateBar';
import { DataTable, pagedTableProps } from '@/components/admin/data-table/DataTable';
import {
  csvExportProps,
  labelledOptions,
  listFilterProps,
} from '@/components/admin/data-table/list-filter-props';
import { CsvExportButton, DateRangeFilter, SearchFilter } from '@/components/admin/data-table/ListFilters';
import { SelectFilter } from '@/components/admin/data-table/SelectFilter';
import type { ListParams } from '@/lib/list-query';
import type { ListPageState } from '@/lib/use-list-page';
import { FEED_ADMIN_LIST_PATH } from '../api/feeds-api';
import { feedsText as t } from '../feeds-words';
import { feedColumns } from './feed-columns';

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

  const columns = feedColumns({ onEdit, onPublish, onDelete, publishingId });

  return (
    <AdminCard>
      <CreateBar label={t.create} onClick={onCreate} buttonRef={createRef} />
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
