import { createColumnHelper } from '@tanstack/react-table';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SocialKind } from '@ohmstead/contracts/feeds';
import { SOCIAL_IMAGE_RULE } from '@ohmstead/contracts/social-items';
import {
  socialItemViewQuerySchema,
  type SocialAdminItem,
  type SocialMoveDirection,
} from '@ohmstead/contracts/social-items-schemas';
import { AdminCard, AdminPage } from '@/components/admin/AdminPage';
import { DataTable, pagedTableProps } from '@/components/admin/data-table/DataTable';
import { CsvExportButton, DateRangeFilter, SearchFilter } from '@/components/admin/data-table/ListFilters';
import { listFilterProps } from '@/components/admin/data-table/list-filter-props';
import { FormAlert } from '@/components/form/FormAlert';
import { assetUrl } from '@/lib/assets';
import { useListQuery } from '@/lib/list-query';
import { useListPage } from '@/lib/use-list-page';
import type { Outcome } from '@/components/admin/FormActions';
import { DeleteSocialItemDialog } from '../components/DeleteSocialItemDialog';
import { FeedsSectionNav } from '../components/FeedsSectionNav';
import { SOCIAL_LIST_PATH, useSocialApi } from '../api/social-api';
import { socialText as t } from '../social-text';
import { SocialItemDialog } from '../components/SocialItemDialog';
import './FeedsScreen.css';
import { formatDateTime } from '@/lib/date-time';
import { SmallButton } from '@/components/admin/SmallButton';

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; item: SocialAdminItem }
  | { kind: 'delete'; item: SocialAdminItem }
  | null;

/**
 * Where the focus goes once the list shows the change: after a move, back to the moved item's button
 * (`move`, at its new position); after a delete, to the add button (`deleted`). `seq` tells requests apart.
 */
interface FocusRequest {
  move?: { id: number; direction: SocialMoveDirection; position: number };
  deleted?: number;
  seq: number;
}

const column = createColumnHelper<SocialAdminItem>();
const FILTERS = ['search', 'from', 'to'];

/**
 * One kind of social item of News & Events (/admin/all-feeds/youtube, /linkedin, /logos; issue 12): the
 * items in the shared admin table in their public order (searched, sorted and paged on the server, CSV
 * export), added and edited in a dialog, moved one place up or down with buttons (the order is kept on
 * the server, the focus follows the moved item), and deleted after a confirmation.
 */
export function SocialItemsScreen({ kind }: { kind: SocialKind }) {
  const api = useSocialApi();
  const words = t.kinds[kind];
  const view = useListQuery(socialItemViewQuerySchema);
  const { query, params, update, apiQuery } = view;
  const filter = listFilterProps(view);
  const load = useCallback((listQuery: string) => api.list(kind, listQuery), [api, kind]);
  const list = useListPage(load, apiQuery());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<Outcome>(null);
  const [moving, setMoving] = useState<number | null>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const focusAfterLoad = (request: Omit<FocusRequest, 'seq'>) =>
    setFocusRequest((previous) => ({ ...request, seq: (previous?.seq ?? 0) + 1 }));
  const createRef = useRef<HTMLButtonElement>(null);
  const tableRef = useRef<HTMLDivElement>(null);
  const focusHandled = useRef(0);
  const canMove = query.sort === 'position' && query.dir === 'asc';
  const withImage = SOCIAL_IMAGE_RULE[kind] !== 'none';

  const open = (next: Dialog) => {
    setNotice(null);
    setDialog(next);
  };

  const move = async (item: SocialAdminItem, direction: SocialMoveDirection) => {
    setNotice(null);
    setMoving(item.id);
    const result = await api.move(item.id, direction);
    setMoving(null);
    if (!result.ok) return setNotice({ tone: 'error', message: result.message });
    const moved = result.data.item;
    setNotice({ tone: 'success', message: t.movedTo(moved.heading, moved.position, moved.lastPosition) });
    focusAfterLoad({ move: { id: moved.id, direction, position: moved.position } });
    // The list follows the item when it moves onto another page.
    const pageOfItem = Math.ceil(moved.position / query.pageSize);
    if (!query.search && !params.from && !params.to && pageOfItem !== query.page)
      update({ page: pageOfItem });
    else list.retry();
  };

  // Once the page with the moved item is in, its same button has the focus again (or the other one,
  // when it reached the first or last place); after a delete, the add button has it.
  useEffect(() => {
    if (!focusRequest || list.loading || focusHandled.current === focusRequest.seq) return;
    const { move: moved, deleted } = focusRequest;
    const items = list.page?.items ?? [];
    const shown = moved
      ? items.some((item) => item.id === moved.id && item.position === moved.position)
      : !items.some((item) => item.id === deleted);
    if (!shown) return;
    focusHandled.current = focusRequest.seq;
    const button = (direction: SocialMoveDirection) =>
      moved &&
      tableRef.current?.querySelector<HTMLButtonElement>(
        `[data-move="${moved.id}-${direction}"]:not(:disabled)`,
      );
    const other = moved?.direction === 'up' ? 'down' : 'up';
    ((moved && (button(moved.direction) ?? button(other))) || createRef.current)?.focus();
  }, [focusRequest, list.loading, list.page]);

  const columns = [
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
    ...(withImage
      ? [
          column.accessor('imageUrl', {
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
          }),
        ]
      : []),
    column.accessor('dateCreated', {
      id: 'dateCreated',
      header: t.columns.dateCreated,
      cell: (info) => <time dateTime={info.getValue()}>{formatDateTime(info.getValue())}</time>,
    }),
    column.display({
      id: 'actions',
      header: t.columns.actions,
      cell: ({ row: { original: item } }) => (
        <div className="feeds-screen__actions">
          {canMove && (
            <>
              <SmallButton
                data-move={`${item.id}-up`}
                aria-label={t.moveUpLabel(item.heading)}
                disabled={item.position <= 1 || moving !== null}
                onClick={() => void move(item, 'up')}
              >
                {t.moveUp}
              </SmallButton>
              <SmallButton
                data-move={`${item.id}-down`}
                aria-label={t.moveDownLabel(item.heading)}
                disabled={item.position >= item.lastPosition || moving !== null}
                onClick={() => void move(item, 'down')}
              >
                {t.moveDown}
              </SmallButton>
            </>
          )}
          <SmallButton aria-label={t.editLabel(item.heading)} onClick={() => open({ kind: 'edit', item })}>
            {t.edit}
          </SmallButton>
          <SmallButton
            tone="danger"
            aria-label={t.deleteLabel(item.heading)}
            onClick={() => open({ kind: 'delete', item })}
          >
            {t.delete}
          </SmallButton>
        </div>
      ),
    }),
  ];

  return (
    <AdminPage title={words.title} intro={words.intro}>
      <FeedsSectionNav />
      {notice && (
        <FormAlert tone={notice.tone} onClose={() => setNotice(null)} className="feeds-screen__notice">
          {notice.message}
        </FormAlert>
      )}
      <AdminCard>
        <div className="feeds-screen__toolbar">
          <button
            ref={createRef}
            type="button"
            className="admin-button"
            onClick={() => open({ kind: 'create' })}
          >
            {words.create}
          </button>
        </div>
        {!canMove && <p className="social-items__hint">{t.moveHint}</p>}
        <div ref={tableRef}>
          <DataTable<SocialAdminItem>
            caption={words.caption}
            columns={columns}
            {...pagedTableProps(list, query, update)}
            emptyText={FILTERS.some((key) => key in params) ? t.noMatch : words.none}
            getRowId={(item) => String(item.id)}
            toolbar={
              <>
                <SearchFilter placeholder={t.searchPlaceholder} {...filter.search} />
                <DateRangeFilter {...filter.dateRange} />
                <CsvExportButton
                  path={`${SOCIAL_LIST_PATH}?${apiQuery({ format: 'csv', kind })}`}
                  fileName={words.csvFile}
                />
              </>
            }
          />
        </div>
      </AdminCard>
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <SocialItemDialog
          kind={kind}
          item={dialog.kind === 'edit' ? dialog.item : null}
          returnFocusTo={dialog.kind === 'create' ? createRef : undefined}
          onClose={() => setDialog(null)}
          onSaved={(saved, message) => {
            if (dialog.kind === 'create') list.retry();
            else
              list.setPage((page) => ({
                ...page,
                items: page.items.map((existing) => (existing.id === saved.id ? saved : existing)),
              }));
            setDialog(null);
            setNotice({ tone: 'success', message });
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteSocialItemDialog
          item={dialog.item}
          onClose={() => setDialog(null)}
          onDeleted={(message) => {
            focusAfterLoad({ deleted: dialog.item.id });
            setDialog(null);
            setNotice({ tone: 'success', message });
            list.retry();
          }}
        />
      )}
    </AdminPage>
  );
}
