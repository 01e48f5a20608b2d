import type { SocialKind } from '@ohmstead/contracts/feeds';
import type { SocialAdminItem, socialItemViewQuerySchema } from '@ohmstead/contracts/social-items-schemas';
import type { RefObject } from 'react';
import { AdminCard } from '@/components/admin/AdminPage';
import { CreateBar } from '@/components/admin/CreateBar';
import { DataTable, type DataTableProps, pagedTableProps } from '@/components/admin/data-table/DataTable';
import { listFilterProps } from '@/components/admin/data-table/list-filter-props';
import { CsvExportButton, DateRangeFilter, SearchFilter } from '@/components/admin/data-table/ListFilters';
import type { useListQuery } from '@/lib/list-query';
import type { ListPageState } from '@/lib/use-list-page';
import { SOCIAL_LIST_PATH } from '../api/social-api';
import { socialText as t } from '../social-words';

const FILTERS = ['search', 'from', 'to'];

interface SocialItemsTableProps {
  kind: SocialKind;
  /** The view in the URL (lib/list-query.ts) and how to change it. */
  view: ReturnType<typeof useListQuery<typeof socialItemViewQuerySchema>>;
  list: ListPageState<SocialAdminItem>;
  columns: DataTableProps<SocialAdminItem>['columns'];
  /** Up and down work only in the public order; otherwise a hint says how to get it. */
  canMove: boolean;
  onCreate: () => void;
  createRef: RefObject<HTMLButtonElement | null>;
  tableRef: RefObject<HTMLDivElement | null>;
}

/** The add button and the kind's items in the shared admin table, searched, filtered and exported. */
export function SocialItemsTable({
  kind,
  view,
  list,
  columns,
  canMove,
  onCreate,
  createRef,
  tableRef,
}: SocialItemsTableProps) {
  const words = t.kinds[kind];
  const { query, params, update, apiQuery } = view;
  const filter = listFilterProps(view);
  return (
    <AdminCard>
      <CreateBar label={words.create} onClick={onCreate} buttonRef={createRef} />
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
  );
}
