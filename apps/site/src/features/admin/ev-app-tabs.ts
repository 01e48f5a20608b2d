/** The EV charger app's tabs (docs/product.md §3.2 bottom navigation). */
export const CHARGING_HOME = '/admin/ev-charging-dashboard';
export const HISTORY_PATH = '/admin/app-device-transaction';
export const PROFILE_PATH = '/admin/app-profile';

const HISTORY_SCREENS = [HISTORY_PATH, '/admin/app-transaction-detail'];
const PROFILE_SCREENS = [PROFILE_PATH, '/user-mangement/app-update-password'];

export type EvAppTab = 'charging' | 'history' | 'profile';

export function tabOf(pathname: string): EvAppTab {
  if (HISTORY_SCREENS.some((screen) => pathname.startsWith(screen))) return 'history';
  if (PROFILE_SCREENS.some((screen) => pathname.startsWith(screen))) return 'profile';
  return 'charging';
}

/** The charging screen the user was last on in this tab of the browser (the Charging tab's target). */
let lastChargingScreen: string = CHARGING_HOME;

export function rememberChargingScreen(pathname: string): void {
  if (tabOf(pathname) === 'charging') lastChargingScreen = pathname;
}

export function chargingScreen(): string {
  return lastChargingScreen;
}
