import type { FaultCode } from '@ohmstead/contracts/device-link';
import type { DeviceEvent, ProductKind, SiteKind } from '@ohmstead/contracts/devices';

/** The words of Devices and Application Engineering (docs/product.md §3 names only the menu items). */
export const devicesWords = {
  title: 'Devices',
  intro: 'Power routers and charge posts in the field: their status as they report it, live.',
  caption: 'Devices',
  none: 'No devices yet.',
  noMatch: 'No devices match these filters.',
  searchPlaceholder: 'Serial, product, site',
  statusFilter: 'Status',
  allStatuses: 'All statuses',
  productFilter: 'Product',
  allProducts: 'All products',
  siteFilter: 'Site',
  allSites: 'All sites',
  columns: {
    serial: 'Serial',
    product: 'Product',
    site: 'Site',
    status: 'Status',
    lastSeen: 'Last seen',
    power: 'Power',
  },
  never: 'Never',
  register: 'Register device',
  registerTitle: 'Register a device',
  serial: 'Serial number',
  serialHint: 'As printed on the rating plate, e.g. PRU-24-0101',
  product: 'Product',
  site: 'Site',
  noSite: 'No site yet',
  publicCharging: 'Public charger (any EV charger app user may charge here)',
  secretTitle: 'The device’s secret',
  secretText:
    'Enter this secret in the device’s commissioning settings. It is shown only now: the server keeps only a hash of it.',
  secretLabel: 'Secret',
  done: 'Done',
  cancel: 'Cancel',
  productHint:
    'Change it to correct a registration. It cannot change during a firmware update or a charging session.',
  owner: 'Owner',
  noOwner: 'No owner',
  ownerHint: 'A Customer or Vendor; they see the device under Devices.',
  installer: 'Installed by',
  noInstaller: 'Not installed yet',
  installerHint: 'An Installer; they see the devices they installed.',
  latitude: 'Latitude',
  longitude: 'Longitude',
  locationHint: 'Decimal degrees. Leave both empty to place the device at its site.',
  edit: 'Edit',
  editTitle: 'Edit the device',
  save: 'Save changes',
  decommission: 'Decommission',
  decommissionTitle: 'Decommission this device?',
  decommissionText:
    'It is disconnected at once and its secret stops working. It leaves the device lists, the map, roll-outs and the EV charger app; a firmware update or charging session still waiting for it is cancelled. Its telemetry and history stay.',
  reason: 'Reason (kept in its history)',
  recommission: 'Recommission',
  recommissionText:
    'Put this device back in service? It gets a new secret, shown once, to be entered in the device.',
  decommissionedOn: (when: string) => `Out of service since ${when}.`,
  back: 'Back to devices',
  detail: {
    facts: 'Device',
    live: 'Live status',
    firmware: 'Firmware',
    updates: 'Firmware updates',
    history: 'History',
    chart: 'Telemetry',
    range: 'Range',
    product: 'Product',
    site: 'Site',
    installedBy: 'Installed by',
    owner: 'Owner',
    installedAt: 'Installed',
    lastSeen: 'Last seen',
    location: 'Location',
    power: 'Power',
    temperature: 'Temperature',
    voltage: 'Voltage',
    current: 'Current',
    soc: 'Battery',
    energy: 'Energy meter',
    noTelemetry: 'No telemetry in this range.',
    noUpdates: 'No firmware update has been sent to this device.',
    component: 'Component',
    version: 'Version',
    faults: 'Faults',
    noFaults: 'None',
    issueSecret: 'Issue a new secret',
    issueSecretConfirm: 'Issue a new secret? The device stops connecting until the new one is entered.',
    publicCharger: 'Public charger',
    qrTitle: 'QR code for the EV charger app',
    qrText: 'Print this code on the charge post; drivers scan it to start charging.',
    severityFilter: 'Severity',
    allSeverities: 'All',
  },
  hours: (hours: number) => (hours === 1 ? 'Last hour' : `Last ${hours} hours`),
} as const;

export const faultWords: Record<FaultCode, string> = {
  'over-temperature': 'Over temperature',
  'ground-fault': 'Ground fault',
  'grid-undervoltage': 'Grid undervoltage',
  'fan-failure': 'Fan failure',
  'isolation-fault': 'Isolation fault',
  'connector-lock': 'Connector lock',
};

export const productKindWords: Record<ProductKind, string> = {
  'power-router': 'Power Router',
  'power-bridge': 'Power Bridge',
  'power-blade': 'Power Blade',
  'charge-post': 'Charge post',
};

export const siteKindWords: Record<SiteKind, string> = {
  'fleet-depot': 'Fleet depot',
  building: 'Building',
  datacenter: 'Datacenter',
  'public-charging': 'Public charging',
};

export const severityWords: Record<DeviceEvent['severity'], string> = {
  info: 'Info',
  warning: 'Warning',
  error: 'Error',
};

export const formatKw = (kw: number | null) => (kw === null ? '–' : `${kw.toFixed(kw < 10 ? 1 : 0)} kW`);
