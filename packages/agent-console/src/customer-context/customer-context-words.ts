import type { FaultCode } from '@ohmstead/contracts/device-link';
import type { DeviceStatus } from '@ohmstead/contracts/devices';
import type { TicketStatus } from '@ohmstead/contracts/tickets-admin';

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
  status: {
    online: 'Online',
    charging: 'Charging',
    updating: 'Updating',
    fault: 'Fault',
    offline: 'Offline',
    decommissioned: 'Decommissioned',
  } satisfies Record<DeviceStatus, string>,
  faults: {
    'over-temperature': 'Over temperature',
    'ground-fault': 'Ground fault',
    'grid-undervoltage': 'Grid undervoltage',
    'fan-failure': 'Fan failure',
    'isolation-fault': 'Isolation fault',
    'connector-lock': 'Connector lock',
  } satisfies Record<FaultCode, string>,
  ticketStatus: {
    open: 'Open',
    in_progress: 'In progress',
    resolved: 'Resolved',
    closed: 'Closed',
  } satisfies Record<TicketStatus, string>,
} as const;
