import type { ChargingSession } from '@ohmstead/contracts/ev-charging';

/** The EV charger app's screens (docs/product.md §3.2 route table). */
export const EV_PATHS = {
  dashboard: '/admin/ev-charging-dashboard',
  scan: '/admin/app-qr-screen',
  connecting: '/admin/app-ev-connectivity-processing',
  plugIn: '/admin/app-ev-plugin',
  currentLimit: '/admin/app-ev-current-limit',
  charging: '/admin/app-ev-battery-charging',
  summary: '/admin/app-ev-charge-summary',
  history: '/admin/app-device-transaction',
  transaction: '/admin/app-transaction-detail',
} as const;

/** A session's screen, with the session in the address (a reload or the Charging tab comes back to it). */
export const sessionPath = (path: string, id: number) => `${path}?session=${id}`;

/** Where a session stands now: the screen that shows it. */
export function screenOf(session: ChargingSession): string {
  switch (session.status) {
    case 'connecting':
      return sessionPath(EV_PATHS.connecting, session.id);
    case 'awaiting-plug':
      return sessionPath(EV_PATHS.plugIn, session.id);
    case 'plugged-in':
      return sessionPath(EV_PATHS.plugIn, session.id);
    case 'charging':
      return sessionPath(EV_PATHS.charging, session.id);
    default:
      return sessionPath(EV_PATHS.summary, session.id);
  }
}
