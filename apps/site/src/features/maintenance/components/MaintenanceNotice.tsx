import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { fetchMaintenanceNotice } from '../api/fetchMaintenanceNotice';
import { dismissMaintenance, isMaintenanceDismissed, MAINTENANCE_MANAGEMENT_PATH } from '../dismissal';

/** The banner and its HTML sanitiser load only when there is an active notice to show. */
const MaintenanceBanner = lazy(async () => ({
  default: (await import('./MaintenanceBanner')).MaintenanceBanner,
}));

/**
 * The site-wide maintenance banner (spec/03 §2, §4, §8): the notice is fetched at start and on each
 * navigation, except on the maintenance management page; a failed fetch is ignored silently. Once
 * dismissed, it stays hidden (and is no longer fetched) in this browser.
 */
export function MaintenanceNotice() {
  const { pathname } = useLocation();
  const [dismissed, setDismissed] = useState(isMaintenanceDismissed);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    if (dismissed || pathname === MAINTENANCE_MANAGEMENT_PATH) return;
    const controller = new AbortController();
    fetchMaintenanceNotice(controller.signal).then(
      (notice) => {
        if (!controller.signal.aborted) setMessage(notice);
      },
      () => {
        // spec/03 §8: a maintenance fetch failure is ignored silently; the last answer stays.
      },
    );
    return () => controller.abort();
  }, [pathname, dismissed]);

  if (dismissed || !message) return null;
  return (
    <Suspense fallback={null}>
      <MaintenanceBanner
        html={message}
        onDismiss={() => {
          dismissMaintenance();
          setDismissed(true);
        }}
      />
    </Suspense>
  );
}
