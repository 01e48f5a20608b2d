/**
 * Which parts of the page frame a route shows (docs/product.md §3.2 route table). Read by the app's layout on
 * every page, so it stays tiny and free of the schema library.
 */
export interface RouteLayout {
  header: boolean;
  footer: boolean;
  /** The EV charger app's mobile bottom navigation. */
  bottomNav: boolean;
  /** The chat widget's launcher and panel. */
  chatBot: boolean;
}

/** The EV charger app's screens: no site header or footer, the bottom navigation instead. */
export const EV_APP_ROUTES = [
  '/admin/ev-charging-dashboard',
  '/admin/app-qr-screen',
  '/admin/app-ev-plugin',
  '/admin/app-ev-current-limit',
  '/admin/app-ev-battery-charging',
  '/admin/app-ev-connectivity-processing',
  '/admin/app-ev-charge-summary',
  '/admin/app-device-transaction',
  '/admin/app-transaction-detail',
  '/admin/app-profile',
  '/user-mangement/app-update-password',
] as const;

/** EV app screens that hide the bottom navigation too. */
const WITHOUT_BOTTOM_NAV = ['/admin/app-transaction-detail', '/user-mangement/app-update-password'];

/** Routes with neither header, footer nor bottom navigation. */
const BARE_ROUTES = ['/admin/wps/map-detail', '/signup'];
/** Routes without the chat widget (docs/product.md §3.2: /signup hides the chat bot too). */
const WITHOUT_CHAT_BOT = ['/signup'];

const FULL: RouteLayout = { header: true, footer: true, bottomNav: false, chatBot: true };
const BARE: RouteLayout = { header: false, footer: false, bottomNav: false, chatBot: true };

/** A route and anything below it (`/admin/app-transaction-detail/42` is the detail screen too). */
const matches = (path: string, route: string) => path === route || path.startsWith(`${route}/`);

export function routeLayout(pathname: string): RouteLayout {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (EV_APP_ROUTES.some((route) => matches(path, route)))
    return { ...BARE, bottomNav: !WITHOUT_BOTTOM_NAV.some((route) => matches(path, route)) };
  if (BARE_ROUTES.some((route) => matches(path, route)))
    return { ...BARE, chatBot: !WITHOUT_CHAT_BOT.some((route) => matches(path, route)) };
  return FULL;
}
