import { useMemo } from 'react';
import { CloseIcon } from '@/components/icons';
import { sanitizeHtml } from '@/lib/safe-html';
import { maintenanceWords as words } from '../maintenance-words';
import './MaintenanceBanner.css';

export interface MaintenanceBannerProps {
  /** The notice as the server sent it; it is sanitised here before it reaches the page. */
  html: string;
  onDismiss: () => void;
}

/** The maintenance notice across the top of every page, with a button that dismisses it. */
export function MaintenanceBanner({ html, onDismiss }: MaintenanceBannerProps) {
  const safeHtml = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <section className="maintenance-banner" aria-label={words.region}>
      <div className="container maintenance-banner__inner">
        <span className="maintenance-banner__icon" aria-hidden="true">
          !
        </span>
        <div className="maintenance-banner__message" dangerouslySetInnerHTML={{ __html: safeHtml }} />
        <button
          type="button"
          className="maintenance-banner__dismiss"
          aria-label={words.dismiss}
          onClick={onDismiss}
        >
          <CloseIcon size={18} />
        </button>
      </div>
    </section>
  );
}
