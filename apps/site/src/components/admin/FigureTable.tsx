import type { Key, ReactNode } from 'react';

export interface FigureTableProps<Row> {
  className: string;
  caption: ReactNode;
  /** The caption is read out but not shown, where a heading above already names the table. */
  hideCaption?: boolean;
  /** The column headers, the first that of the rows' own header. */
  headers: readonly ReactNode[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** A row's header cell (what the row is about), then its other cells in the order of `headers`. */
  cells: (row: Row) => readonly [ReactNode, ...ReactNode[]];
}

/**
 * A small table of figures that is not paged (the admin lists use data-table/DataTable.tsx): every row
 * named by its header cell (`th scope="row"`) so that a screen reader reads each figure with its row.
 */
export function FigureTable<Row>({
  className,
  caption,
  hideCaption,
  headers,
  rows,
  rowKey,
  cells,
}: FigureTableProps<Row>) {
  return (
    <table className={className}>
      <caption className={hideCaption ? 'visually-hidden' : undefined}>{caption}</caption>
      <thead>
        <tr>
          {headers.map((header, index) => (
            <th key={index} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const [head, ...rest] = cells(row);
          return (
            <tr key={rowKey(row)}>
              <th scope="row">{head}</th>
              {rest.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
