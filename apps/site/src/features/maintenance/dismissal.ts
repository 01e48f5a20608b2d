/** spec/03 §3: dismissing the banner stores `hideMaintenanceMessage` = true. */
export const HIDE_MAINTENANCE_KEY = 'hideMaintenanceMessage';

/** The maintenance page does not fetch the notice again on navigation (spec/03 §2). */
export const MAINTENANCE_MANAGEMENT_PATH = '/admin/maintenance-management';

export function isMaintenanceDismissed(): boolean {
  try {
    return localStorage.getItem(HIDE_MAINTENANCE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function dismissMaintenance(): void {
  try {
    localStorage.setItem(HIDE_MAINTENANCE_KEY, 'true');
  } catch (error) {
    console.warn('The dismissed maintenance notice could not be remembered.', error);
  }
}
