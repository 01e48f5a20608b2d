import type { MaintenanceStatus } from '@ohmstead/contracts/maintenance';
import { API_BASE } from '../../../lib/api';

const INACTIVE: MaintenanceStatus = 'Inactive';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * GET Notification/GetAllNotification (spec/03 §7): the first notification's message while its
 * status is not inactive, else null. Runs on every page, so the answer's shape is checked by hand
 * rather than with the schema library; an answer of any other shape counts as no notice.
 */
export async function fetchMaintenanceNotice(signal?: AbortSignal): Promise<string | null> {
  const response = await fetch(`${API_BASE}/Notification/GetAllNotification`, { signal });
  if (!response.ok) return null;
  const body: unknown = await response.json();
  if (!isRecord(body) || body.responseStatusCode !== 200 || !Array.isArray(body.notifications)) return null;
  const first: unknown = body.notifications[0];
  if (!isRecord(first) || typeof first.message !== 'string' || typeof first.status !== 'string') return null;
  return first.status !== INACTIVE && first.message.trim() !== '' ? first.message : null;
}
