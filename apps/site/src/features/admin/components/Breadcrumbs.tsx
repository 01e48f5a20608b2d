import { Link } from 'react-router-dom';
import { adminText } from '../admin-area-words';
import './Breadcrumbs.css';

/** Breadcrumbs of the signed-in area (docs/product.md §3.2): Admin, then the current page. */
export function Breadcrumbs({ page }: { page: string }) {
  return (
    <nav className="breadcrumbs" aria-label={adminText.breadcrumbLabel}>
      <ol className="breadcrumbs__list">
        <li className="breadcrumbs__item">
          <Link to="/admin">{adminText.areaLabel}</Link>
        </li>
        <li className="breadcrumbs__item" aria-current="page">
          {page}
        </li>
      </ol>
    </nav>
  );
}
