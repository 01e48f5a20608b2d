import type { SortDirection } from '@ohmstead/contracts/admin-lists';
import {
  type ColumnDef,
  getCoreRowModel,
  type RowData,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { type ReactNode, useId } from 'react';
import type { ListPageState } from '@/lib/use-list-page';
import { LoadState } from '../AdminPage';
import { dataTableWords as words } from './data-table-words';
import { DataTableBody } from './DataTableBody';
import { DataTableHead } from './DataTableHead';
import { DataTablePages } from './DataTablePages';
import './DataTable.css';

declare module '@tanstack/react-table' {
  // The type parameters must match TanStack's own declaration of the interface being extended.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The column names its row (a row header, `th scope="row"`), e.g. a person's name. */
    rowHeader?: boolean;
  }
}

export interface DataTableProps<Row> {
  /** The table's name (its caption), e.g. 'Customer inquiries'. */
  caption: string;
  /**
   * Columns of TanStack Table. A column's `id` is the list's sort key; set `enableSorting: false` on a
   * column the server cannot sort by.
   */
  // TanStack's documented type for columns of mixed value types (createColumnHelper's accessors).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[];
  /** The page's rows; null before the first answer. */
  rows: Row[] | null;
  total: number;
  page: number;
  pageSize: number;
  sort: string;
  dir: SortDirection;
  /** A newer page is on its way (the rows shown are the previous answer). */
  loading?: boolean;
  /** Why the rows could not be loaded; with `onRetry` the table offers to try again. */
  error?: string | null;
  onRetry?: () => void;
  onSortChange: (sort: string, dir: SortDirection) => void;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** What an empty list says (no rows at all, or none for these filters). */
  emptyText: string;
  getRowId: (row: Row) => string;
  /** Controls above the table: filters, search, export. */
  toolbar?: ReactNode;
}

/**
 * The props every server-paged list passes alike: the rows and their state from `useListPage`, and
 * sorting and paging read from and written to the URL's query (`useListQuery`).
 */
export function pagedTableProps<Row>(
  list: ListPageState<Row>,
  query: { page: number; pageSize: number; sort: string; dir: SortDirection },
  update: (changes: Record<string, string | number | undefined>) => void,
) {
  return {
    rows: list.page?.items ?? null,
    total: list.page?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    sort: query.sort,
    dir: query.dir,
    loading: list.loading,
    error: list.error,
    onRetry: list.retry,
    onSortChange: (sort: string, dir: SortDirection) => update({ sort, dir }),
    onPageChange: (page: number) => update({ page }),
    onPageSizeChange: (pageSize: number) => update({ pageSize }),
  } satisfies Partial<DataTableProps<Row>>;
}

/**
 * The one table of every admin list, so they all page, sort and announce alike, on TanStack Table: the
 * server pages, sorts and filters (manual mode), the table shows one page, sorts by a header's button
 * (keyboard operable, `aria-sort` announced), and pages with Previous / Next and a page size. Loading
 * keeps the last page on screen and says so; an empty list says why.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { caption, columns, rows, total, page, pageSize, sort, dir, loading = false } = props;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const sorting: SortingState = [{ id: sort, desc: dir === 'desc' }];
  // The site is not built with the React Compiler, which is what this rule guards; TanStack Table's hook
  // returns functions that change with its state on purpose.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<Row>({
    data: rows ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: props.getRowId,
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    pageCount,
    state: { sorting, pagination: { pageIndex: page - 1, pageSize } },
  });
  const statusId = useId();

  if (rows === null)
    return <LoadState error={props.error ?? null} onRetry={props.onRetry ?? (() => undefined)} />;

  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);

  return (
    <div className="data-table">
      {props.toolbar && <div className="data-table__toolbar">{props.toolbar}</div>}
      {props.error && (
        <div className="data-table__error">
          <LoadState error={props.error} onRetry={props.onRetry ?? (() => undefined)} />
        </div>
      )}
      <p id={statusId} className="data-table__status" role="status" aria-live="polite">
        {loading ? words.loading : words.showing(first, last, total)}
      </p>
      <div className="data-table__scroll">
        <table className="data-table__table" aria-busy={loading} aria-describedby={statusId}>
          <caption className="visually-hidden">{caption}</caption>
          <DataTableHead table={table} onSortChange={props.onSortChange} />
          <DataTableBody table={table} columnCount={columns.length} emptyText={props.emptyText} />
        </table>
      </div>
      <DataTablePages
        caption={caption}
        page={page}
        pageCount={pageCount}
        pageSize={pageSize}
        loading={loading}
        onPageChange={props.onPageChange}
        onPageSizeChange={props.onPageSizeChange}
      />
    </div>
  );
}
