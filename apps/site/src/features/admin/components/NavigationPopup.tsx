import { adminText } from '../admin-area-words';
import './NavigationPopup.css';

/**
 * The navigation popup (docs/product.md §3.2): a progress bar along the top of the window and
 * 'Navigating to {page}...' while a navigation under /admin is under way.
 */
export function NavigationPopup({ page }: { page: string | null }) {
  return (
    <>
      {page !== null && (
        <div className="navigation-popup" aria-hidden="true">
          <div className="navigation-popup__bar" />
          <div className="navigation-popup__box">
            <span className="navigation-popup__spinner" />
            {adminText.navigatingTo(page)}
          </div>
        </div>
      )}
      <p className="visually-hidden" role="status">
        {page !== null ? adminText.navigatingTo(page) : ''}
      </p>
    </>
  );
}
