import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { NAVIGATION_POPUP_MAX_MS } from './constants';
import { pageNameFromPath } from './page-name';

/**
 * The navigation popup's state (docs/product.md §3.4): it shows from the start of a navigation under /admin
 * until the screen reports it has loaded (or failed), a new navigation replaces it (cancel), the admin
 * area is left, or 3 s have passed. The page name comes from the URL's last segment; where that is a
 * bare number (/update-profile/2) it names no page, and the screen's own title is used.
 */
export function useNavigationPopup(screenTitle: string) {
  const { pathname, key } = useLocation();
  const [readyKey, setReadyKey] = useState<string | null>(null);
  const [timedOutKey, setTimedOutKey] = useState<string | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => setTimedOutKey(key), NAVIGATION_POPUP_MAX_MS);
    return () => window.clearTimeout(timer);
  }, [key]);

  const markReady = useCallback((navigationKey: string) => setReadyKey(navigationKey), []);
  const underAdmin = pathname === '/admin' || pathname.startsWith('/admin/');
  const navigating = underAdmin && readyKey !== key && timedOutKey !== key;
  const page = /\/\d+\/?$/.test(pathname) ? screenTitle : pageNameFromPath(pathname);
  return { page: navigating ? page : null, markReady };
}
