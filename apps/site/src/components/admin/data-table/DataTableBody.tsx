import { flexRender, type Table } from '@tanstack/react-table';

/** The page's rows (a column marked `rowHeader` gives each row its header), or what an empty list says. */
export function DataTableBody<Row>({
  table,
  columnCount,
  emptyText,
}: {
  table: Table<Row>;
  columnCount: number;
  emptyText: string;
}) {
  const rows = table.getRowModel().rows;
  return (
    <tbody>
      {rows.length === 0 ? (
        <tr>
          <td className="data-table__empty" colSpan={columnCount}>
            {emptyText}
          </td>
        </tr>
      ) : (
        rows.map((row) => (
          <tr key={row.id}>
            {row.getVisibleCells().map((cell) => {
              const content = flexRender(cell.column.columnDef.cell, cell.getContext());
              return cell.column.columnDef.meta?.rowHeader ? (
                <th key={cell.id} scope="row">
                  {content}
                </th>
              ) : (
                <td key={cell.id}>{content}</td>
              );
            })}
          </tr>
        ))
      )}
    </tbody>
  );
}
