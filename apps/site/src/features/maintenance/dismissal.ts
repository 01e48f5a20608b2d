import { browserStorage } from '@/lib/browser-storage';

/**
 * docs/product.md §3.3: dismissing the banner stores `hideMaintenanceMessage` = true. A dismissal hides
 * the notice that was dismissed, not every later one, so beside the spec's flag we store what identifies
 * that notice: its id and the time it last changed (Notification/GetAllNotification). A notice published
 * or edited since has another time, and shows again. See docs/decisions/0018-admin-lists-and-social-items.md.
 */
export const HIDE_MAINTENANCE_KEY = 'hideMaintenanceMessage';
export const DISMISSED_NOTICE_KEY = 'hideMaintenanceMessageNotice';

/** The maintenance page does not fetch the notice again on navigation (docs/product.md §3.2). */
export const MAINTENANCE_MANAGEMENT_PATH = '/admin/maintenance-management';

/** What tells one notice from another: its row and the moment it was last changed. */
export interface NoticeIdentity {
  id: number;
  updatedAt: string;
}

const isIdentity = (value: unknown): value is NoticeIdentity =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as NoticeIdentity).id === 'number' &&
  typeof (value as NoticeIdentity).updatedAt === 'string';

/**
 * The notice this browser dismissed, or null. The spec's flag alone (a dismissal stored before notices
 * were told apart) names no notice, so it hides none.
 */
export function dismissedNotice(): NoticeIdentity | null {
  try {
    const storage = browserStorage();
    if (storage?.getItem(HIDE_MAINTENANCE_KEY) !== 'true') return null;
    const stored: unknown = JSON.parse(storage.getItem(DISMISSED_NOTICE_KEY) ?? 'null');
    return isIdentity(stored) ? { id: stored.id, updatedAt: stored.updatedAt } : null;
  } catch {
    return null;
  }
}

export const sameNotice = (a: NoticeIdentity | null, b: NoticeIdentity | null): boolean =>
  a !== null && b !== null && a.id === b.id && a.updatedAt === b.updatedAt;

export function dismissMaintenance(notice: NoticeIdentity): void {
  try {
    localStorage.setItem(HIDE_MAINTENANCE_KEY, 'true');
    localStorage.setItem(
      DISMISSED_NOTICE_KEY,
      JSON.stringify({ id: notice.id, updatedAt: notice.updatedAt } satisfies NoticeIdentity),
    );
  } catch (error) {
    console.warn('The dismissed maintenance notice could not be remembered.', error);
  }
}
