import type { SessionStatus } from '@ohmstead/contracts/ev-charging';

/** The EV charger app's words (docs/product.md §3.2 names its screens and tabs only). */
export const evWords = {
  dashboard: {
    title: 'EV Charger App',
    scan: 'Scan a charger’s QR code',
    active: 'Charging session in progress',
    continue: 'Continue',
    chargers: 'Chargers you can use',
    noChargers: 'No charger is available to you.',
    chargeHere: (serial: string) => `Charge at ${serial}`,
    recent: 'Recent sessions',
    noRecent: 'No charging sessions yet.',
    month: 'This month',
    sessions: (n: number) => `${n} session${n === 1 ? '' : 's'}`,
    install: 'Install the app',
  },
  scan: {
    title: 'Scan QR Code',
    intro: 'Point the camera at the QR code on the charge post.',
    start: 'Start the camera',
    stop: 'Stop the camera',
    noCamera: 'The camera is not available here. Type the charger’s code instead.',
    denied: 'Camera access was refused. Type the charger’s code instead.',
    typed: 'Or type the charger’s code',
    code: 'Charger code',
    codeHint: 'Printed under the QR code, e.g. CP75-0101',
    connect: 'Connect',
    connecting: 'Connecting…',
    found: (code: string) => `Found charger ${code}`,
  },
  connecting: {
    title: 'Connecting',
    text: (serial: string) => `Connecting to charger ${serial}…`,
    failed: 'Could not connect',
    again: 'Scan again',
  },
  plugIn: {
    title: 'Plug In',
    waiting: 'Plug the connector into your vehicle.',
    waitingHint: 'The charger notices the vehicle by itself.',
    detected: 'Vehicle connected',
    battery: (kwh: number, soc: number) => `Battery ${kwh} kWh, ${soc.toFixed(0)} % charged`,
    next: 'Set the current limit',
    cancel: 'Cancel',
  },
  limit: {
    title: 'Current Limit',
    label: 'Current limit',
    intro: 'A lower limit charges more slowly and is gentler on the site’s supply.',
    estimate: (kw: number) => `About ${kw} kW at this limit`,
    start: 'Start charging',
    starting: 'Starting…',
  },
  charging: {
    title: 'Battery Charging',
    starting: 'Starting to charge…',
    charged: 'charged',
    power: 'Power',
    energy: 'Energy',
    elapsed: 'Time',
    cost: 'Cost so far',
    limit: 'Current limit',
    apply: 'Apply',
    stop: 'Stop charging',
    stopping: 'Stopping…',
  },
  summary: {
    title: 'Charge Summary',
    ending: 'Finishing the session…',
    energy: 'Energy delivered',
    duration: 'Duration',
    battery: 'Battery',
    average: 'Average power',
    peak: 'Peak power',
    cost: 'Cost',
    done: 'Done',
    detail: 'Transaction details',
  },
  history: {
    title: 'Charging History',
    none: 'No charging sessions yet.',
    more: 'Show more',
    caption: 'Charging sessions',
  },
  transaction: {
    title: 'Transaction Detail',
    back: 'Back to history',
    curve: 'Charging curve',
    noCurve: 'No curve was recorded for this session (curves are kept 30 days).',
  },
} as const;

export const sessionStatusWords: Record<SessionStatus, string> = {
  connecting: 'Connecting',
  'awaiting-plug': 'Waiting for the plug',
  'plugged-in': 'Plugged in',
  charging: 'Charging',
  completed: 'Completed',
  stopped: 'Stopped',
  failed: 'Failed',
};

export const money = (amount: number) => `$${amount.toFixed(2)}`;
export const kwh = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} kWh`;
export function duration(fromIso: string | null, toIso: string | null, now = Date.now()): string {
  if (!fromIso) return '–';
  const seconds = Math.max(0, Math.round(((toIso ? Date.parse(toIso) : now) - Date.parse(fromIso)) / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${h} h ${m} min` : `${m} min ${String(s).padStart(2, '0')} s`;
}
