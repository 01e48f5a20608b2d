import type { CustomerContext } from '@ohmstead/contracts/customer-context';
import type { CustomerContextSource } from '../src/customer-context/customer-context-source';

/** Customer contexts as the server answers them, for the panel's tests and stories. */

export const INSTALLER_CONTEXT: CustomerContext = {
  responseStatusCode: 200,
  customer: { kind: 'user', userName: 'installer', name: 'Ines Park' },
  devices: {
    total: 2,
    items: [
      {
        id: 12,
        serial: 'CP75-0103',
        productName: 'Charge Post 75',
        siteName: 'Raleigh Plaza EV Hub',
        status: 'fault',
        lastSeenAt: '2026-12-07T09:58:00.000Z',
        faults: ['connector-lock'],
        recentFaults: [{ at: '2026-12-07T08:40:00.000Z', message: 'Fault: connector-lock' }],
        firmware: [
          { component: 'ctrl', name: 'Controller', version: '2.3.1' },
          { component: 'cp', name: 'Charge controller', version: '1.8.0' },
        ],
      },
      {
        id: 1,
        serial: 'PRU-24-0001',
        productName: 'Power Router Universal 200',
        siteName: 'Triangle Logistics Depot',
        status: 'online',
        lastSeenAt: '2026-12-07T09:59:30.000Z',
        faults: [],
        recentFaults: [],
        firmware: [{ component: 'ctrl', name: 'Controller', version: '3.1.0' }],
      },
    ],
  },
  tickets: {
    total: 1,
    items: [
      {
        key: 'SUP-42',
        summary: 'Charger at the depot will not lock the cable',
        status: 'in_progress',
        createdAt: '2026-12-05T14:10:00.000Z',
      },
    ],
  },
  safety: {
    currentVersion: '2026-11-21a',
    acknowledgedAt: null,
    lastVersion: '2026-09-02a',
  },
};

/** The same customer for a Vendor agent: no tickets, no acknowledgements, and none of their devices. */
export const NO_DEVICES_CONTEXT: CustomerContext = {
  responseStatusCode: 200,
  customer: { kind: 'user', userName: 'installer', name: 'Ines Park' },
  devices: { total: 0, items: [] },
};

export const GUEST_CONTEXT: CustomerContext = { responseStatusCode: 200, customer: { kind: 'guest' } };

/** A source that answers `context`, or fails with `error`, or never answers (`'pending'`). */
export function sampleContextSource(
  answer: CustomerContext | { error: string } | 'pending',
): CustomerContextSource {
  return {
    load: () =>
      answer === 'pending'
        ? new Promise(() => {})
        : 'error' in answer
          ? Promise.reject(new Error(answer.error))
          : Promise.resolve(answer),
  };
}
