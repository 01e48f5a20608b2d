import type { MaintenanceStatus } from '@ohmstead/contracts/maintenance';
import { API_BASE } from '@/lib/api';
import type { NoticeIdentity } from '../dismissal';

const INACTIVE: MaintenanceStatus = 'Inactive';

/** The notice to show: its HTML, and what identifies it for a dismissal. */
export interface MaintenanceNoticeData extends NoticeIdentity {
  message: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * GET Notification/GetAllNotification (docs/product.md §3.7): the first notification while its status is not
 * inactive, else null. Runs on every page, so the answer's shape is checked by hand rather than with the
 * schema library; an answer of any other shape counts as no notice.
 */
export async function fetchMaintenanceNotice(signal?: AbortSignal): Promise<MaintenanceNoticeData | null> {
  const response = await fetch(`${API_BASE}/Notification/GetAllNotification`, { signal });
  if (!response.ok) return null;
  const body: unknown = await response.json();
  if (!isRecord(body) || body.responseStatusCode !== 200 || !Array.isArray(body.notifications)) return null;
  const first: unknown = body.notifications[0];
  if (
    !isRecord(first) ||
    typeof first.message !== 'string' ||
    typeof first.status !== 'string' ||
    typeof first.id !== 'number' ||
    typeof first.updatedAt !== 'string'
  )
    return null;
  if (first.status === INACTIVE || first.message.trim() === '') return null;
  return { id: first.id, updatedAt: first.updatedAt, message: first.message };
}
