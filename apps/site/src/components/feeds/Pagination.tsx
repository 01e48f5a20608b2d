import { Link } from 'react-router-dom';
import { pageCount } from '@/lib/feeds/use-feed-list';
import { ChevronIcon } from '../icons';
import './Pagination.css';

interface PaginationProps {
  page: number;
  total: number;
  pageSize: number;
  /** The address of a page. */
  hrefFor: (page: number) => string;
  /** Names the navigation landmark, e.g. 'News and events pages'. */
  label: string;
}

/** Page numbers to show: the first, the last and two either side of the current, gaps as null. */
export function visiblePages(page: number, pages: number): (number | null)[] {
  const shown = [...new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2])]
    .filter((n) => n >= 1 && n <= pages)
    .sort((a, b) => a - b);
  return shown.flatMap((n, index) => (index > 0 && n - shown[index - 1]! > 1 ? [null, n] : [n]));
}

/**
 * docs/product.md §2.2: Previous, the numbered pages and Next as links; the current page is not a link. Shown
 * only when there is more than one page.
 */
export function Pagination({ page, total, pageSize, hrefFor, label }: PaginationProps) {
  const pages = pageCount(total, pageSize);
  if (total <= pageSize) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <ul className="pagination__list">
        <li>
          {page > 1 ? (
            <Link className="pagination__step" to={hrefFor(Math.min(page - 1, pages))}>
              <ChevronIcon direction="left" size={14} />
              Previous
            </Link>
          ) : (
            <span className="pagination__step is-disabled" aria-disabled="true">
              <ChevronIcon direction="left" size={14} />
              Previous
            </span>
          )}
        </li>
        {visiblePages(page, pages).map((n, index) =>
          n === null ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              {n === page ? (
                <span className="pagination__page is-current" aria-current="page">
                  <span className="visually-hidden">{'Page '}</span>
                  {n}
                </span>
              ) : (
                <Link className="pagination__page" to={hrefFor(n)} aria-label={`Page ${n}`}>
                  {n}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link className="pagination__step" to={hrefFor(page + 1)}>
              Next
              <ChevronIcon direction="right" size={14} />
            </Link>
          ) : (
            <span className="pagination__step is-disabled" aria-disabled="true">
              Next
              <ChevronIcon direction="right" size={14} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
