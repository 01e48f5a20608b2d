import type { DeviceStatus, SiteSummary } from '@ohmstead/contracts/devices';

/** Worst first: a site shows the status of its worst device (decommissioned ones are not a site's). */
const SEVERITY: DeviceStatus[] = ['fault', 'offline', 'updating', 'charging', 'online'];

export function worstStatus(site: SiteSummary): DeviceStatus | 'none' {
  return SEVERITY.find((status) => site.byStatus[status] > 0) ?? 'none';
}

/** "3 online, 1 fault": the site's devices by status, in words. */
export function statusCounts(site: SiteSummary, words: Record<DeviceStatus, string>): string {
  return SEVERITY.filter((status) => site.byStatus[status] > 0)
    .map((status) => `${site.byStatus[status]} ${words[status].toLowerCase()}`)
    .join(', ');
}
