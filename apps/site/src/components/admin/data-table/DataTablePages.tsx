import { LIST_PAGE_SIZES } from '@ohmstead/contracts/admin-lists';
import { useId } from 'react';
import { dataTableWords as words } from './data-table-words';

interface DataTablePagesProps {
  /** The table's caption: the navigation is named after it. */
  caption: string;
  page: number;
  pageCount: number;
  pageSize: number;
  /** A newer page is on its way: Previous and Next wait for it. */
  loading: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
}

/** Previous / Next, "Page n of m", and the number of rows per page. */
export function DataTablePages({
  caption,
  page,
  pageCount,
  pageSize,
  loading,
  onPageChange,
  onPageSizeChange,
}: DataTablePagesProps) {
  const sizeId = useId();
  return (
    <nav className="data-table__pages" aria-label={words.pagesOf(caption)}>
      <button
        type="button"
        className="admin-button admin-button--secondary"
        disabled={page <= 1 || loading}
        onClick={() => onPageChange(page - 1)}
      >
        {words.previous}
      </button>
      <span className="data-table__page">{words.pageOf(page, pageCount)}</span>
      <button
        type="button"
        className="admin-button admin-button--secondary"
        disabled={page >= pageCount || loading}
        onClick={() => onPageChange(page + 1)}
      >
        {words.next}
      </button>
      <label className="data-table__size" htmlFor={sizeId}>
        {words.rowsPerPage}
      </label>
      <select id={sizeId} value={pageSize} onChange={(event) => onPageSizeChange(Number(event.target.value))}>
        {LIST_PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </nav>
  );
}
