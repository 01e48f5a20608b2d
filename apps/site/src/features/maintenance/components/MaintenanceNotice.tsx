import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { notOnTheServer } from '@/lib/not-on-the-server';
import { fetchMaintenanceNotice, type MaintenanceNoticeData } from '../api/fetchMaintenanceNotice';
import { dismissedNotice, dismissMaintenance, MAINTENANCE_MANAGEMENT_PATH, sameNotice } from '../dismissal';

/** The banner and its HTML sanitiser load only when there is an active notice to show (in the browser). */
const MaintenanceBanner = lazy(async () => ({
  default: (await (import.meta.env.SSR ? notOnTheServer() : import('./MaintenanceBanner'))).MaintenanceBanner,
}));

/**
 * The site-wide maintenance banner (docs/product.md §3.2, §3.4, §3.8): the notice is fetched at start and on each
 * navigation, except on the maintenance management page; a failed fetch is ignored silently. A dismissed
 * notice stays hidden in this browser; a new or changed notice shows again (dismissal.ts).
 */
export function MaintenanceNotice() {
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(dismissedNotice);
  const [notice, setNotice] = useState<MaintenanceNoticeData | null>(null);

  useEffect(() => {
    if (pathname === MAINTENANCE_MANAGEMENT_PATH) return;
    const controller = new AbortController();
    fetchMaintenanceNotice(controller.signal).then(
      (answer) => {
        if (!controller.signal.aborted) setNotice(answer);
      },
      () => {
        // docs/product.md §3.8: a maintenance fetch failure is ignored silently; the last answer stays.
      },
    );
    return () => controller.abort();
  }, [pathname]);

  if (!notice || sameNotice(notice, dismissed)) return null;
  return (
    <Suspense fallback={null}>
      <MaintenanceBanner
        html={notice.message}
        onDismiss={() => {
          dismissMaintenance(notice);
          setDismissed({ id: notice.id, updatedAt: notice.updatedAt });
        }}
      />
    </Suspense>
  );
}
