import type { SortDirection } from '@ohmstead/contracts/admin-lists';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { AdminCard, AdminPage } from '@/components/admin/AdminPage';
import { DataTable, pagedTableProps } from '@/components/admin/data-table/DataTable';
import { listFilterProps } from '@/components/admin/data-table/list-filter-props';
import { CsvExportButton, DateRangeFilter, SearchFilter } from '@/components/admin/data-table/ListFilters';
import type { ListPageState } from '@/lib/use-list-page';
import { BackToAnalysis } from './BackToAnalysis';
import './ChatAnalysis.css';

/** What a drill-down list's screen gives its view: the view in the URL and the page of rows for it. */
export interface DrillDownViewProps<Query, Row> {
  query: Query;
  update: (changes: Record<string, string | number | undefined>) => void;
  list: ListPageState<Row>;
  /** The list call with format=csv for the export. */
  csvPath: string;
  /** Where this view is, so a transcript can lead back to it. */
  here: string;
}

interface DrillDownQuery {
  page: number;
  pageSize: number;
  sort: string;
  dir: SortDirection;
  search?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

interface DrillDownListProps<Row> extends Omit<DrillDownViewProps<DrillDownQuery, Row>, 'here'> {
  words: { title: string; intro: string; caption: string; none: string; searchPlaceholder: string };
  // TanStack's documented type for columns of mixed value types (see DataTable's `columns`).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[];
  csvFileName: string;
  /** The list's own filters, between the period and the search. */
  filters?: ReactNode;
}

/**
 * A list behind a figure of the analysis (conversations, hand-offs, acknowledgements): back to the
 * analysis for the same period, then the rows in the shared admin table with the period, the list's own
 * filters, a search and the CSV export.
 */
export function DrillDownList<Row extends { id: string }>({
  words: t,
  columns,
  query,
  update,
  list,
  csvPath,
  csvFileName,
  filters,
}: DrillDownListProps<Row>) {
  const filter = listFilterProps({ query, update });
  return (
    <AdminPage title={t.title} intro={t.intro}>
      <BackToAnalysis from={query.from?.toISOString()} to={query.to?.toISOString()} />
      <AdminCard>
        <DataTable<Row>
          caption={t.caption}
          columns={columns}
          {...pagedTableProps(list, query, update)}
          emptyText={t.none}
          getRowId={(row) => row.id}
          toolbar={
            <>
              <DateRangeFilter {...filter.dateRange} />
              {filters}
              <SearchFilter placeholder={t.searchPlaceholder} {...filter.search} />
              <CsvExportButton path={csvPath} fileName={csvFileName} />
            </>
          }
        />
      </AdminCard>
    </AdminPage>
  );
}
