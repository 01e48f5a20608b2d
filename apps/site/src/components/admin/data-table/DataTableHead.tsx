import type { SortDirection } from '@ohmstead/contracts/admin-lists';
import { flexRender, type Table } from '@tanstack/react-table';

const ariaSort = (sorted: false | 'asc' | 'desc') =>
  sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined;

/** The column headers: a sortable one is a button (keyboard operable), its order announced by `aria-sort`. */
export function DataTableHead<Row>({
  table,
  onSortChange,
}: {
  table: Table<Row>;
  onSortChange: (sort: string, dir: SortDirection) => void;
}) {
  return (
    <thead>
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => {
            const sorted = header.column.getIsSorted();
            const label = flexRender(header.column.columnDef.header, header.getContext());
            return (
              <th key={header.id} scope="col" aria-sort={ariaSort(sorted)}>
                {header.column.getCanSort() ? (
                  <button
                    type="button"
                    className="data-table__sort"
                    onClick={() => onSortChange(header.column.id, sorted === 'desc' ? 'asc' : 'desc')}
                  >
                    {label}
                    <span className="data-table__sort-mark" aria-hidden="true">
                      {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                    </span>
                  </button>
                ) : (
                  label
                )}
              </th>
            );
          })}
        </tr>
      ))}
    </thead>
  );
}
