import { FAULT_LABELS } from '@ohmstead/contracts/device-link';
import { DEVICE_STATUS_LABELS } from '@ohmstead/contracts/devices';
import { TICKET_STATUS_LABELS } from '@ohmstead/contracts/tickets-admin';

/** The words of the customer context beside the conversation (docs/decisions/0048-customer-context.md). */
export const customerContextWords = {
  title: 'About the customer',
  refresh: 'Refresh',
  loading: 'Loading the customer’s details…',
  failed: 'The customer’s details could not be loaded.',
  retry: 'Try again',
  updatedAt: (time: string) => `Updated at ${time}.`,
  guest: 'A guest: not signed in, so nothing is on file.',
  signedInAs: (name: string, userName: string) => `${name}, signed in as ${userName}.`,
  devices: 'Devices',
  noDevices: 'No devices on file.',
  shown: (shown: number, total: number) => `Showing ${shown} of ${total}.`,
  deviceLink: (product: string, serial: string) => `${product} ${serial}`,
  site: 'Site',
  lastSeen: 'Last seen',
  neverSeen: 'Never heard from',
  firmware: 'Firmware',
  noFirmware: 'No firmware reported',
  faultsNow: 'Faults now',
  recentFaults: 'Recent faults',
  noRecentFaults: 'No faults in the last days',
  tickets: 'Open tickets',
  noTickets: 'No open tickets.',
  safety: 'Safety instructions',
  safetyAcknowledgedOn: (version: string) =>
    `Acknowledged the current safety content (version ${version}) on`,
  safetyNotAcknowledged: (version: string) =>
    `Has not acknowledged the current safety content (version ${version}).`,
  safetyLastVersion: (version: string) => `Last acknowledged: version ${version}.`,
  safetyLink: 'Safety acknowledgements',
  newTab: '(opens in a new tab)',
  status: DEVICE_STATUS_LABELS,
  faults: FAULT_LABELS,
  ticketStatus: TICKET_STATUS_LABELS,
} as const;
