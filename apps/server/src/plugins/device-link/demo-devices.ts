import type { ProductKind, SiteKind } from '@ohmstead/contracts/devices';
import type { FaultCode } from '@ohmstead/contracts/device-link';

/**
 * The demo's products (those of the public pages), their components and firmware, six installation sites
 * around the Research Triangle, North Carolina (the map's shipped basemap covers it), and the devices
 * installed there (DEMO_CONTENT only; README "Demo accounts" says who sees which).
 */

export interface DemoProduct {
  code: string;
  name: string;
  kind: ProductKind;
  ratedPowerKw: number;
  description: string;
  /** Component code, name and the versions released, oldest first. */
  components: { code: string; name: string; description: string; versions: string[] }[];
}

export const demoProducts: DemoProduct[] = [
  {
    code: 'PR-DC-200',
    name: 'Power Router DC',
    kind: 'power-router',
    ratedPowerKw: 200,
    description: 'Six DC ports on one isolated medium-frequency link: solar, storage, DC fast charging.',
    components: [
      {
        code: 'main-controller',
        name: 'Main controller',
        description: 'Port control and protection.',
        versions: ['2.3.0', '2.4.0', '2.4.1'],
      },
      {
        code: 'power-stage',
        name: 'SiC power stage',
        description: 'Gate drivers of the silicon-carbide stage.',
        versions: ['1.6.2', '1.7.0'],
      },
      {
        code: 'comms',
        name: 'Communications module',
        description: 'Cellular and Ethernet link to the cloud.',
        versions: ['3.0.0', '3.1.0'],
      },
    ],
  },
  {
    code: 'PR-UNI-200',
    name: 'Power Router Universal',
    kind: 'power-router',
    ratedPowerKw: 200,
    description: 'Four AC and four DC ports, each assignable in software.',
    components: [
      {
        code: 'main-controller',
        name: 'Main controller',
        description: 'Port control and protection.',
        versions: ['2.3.0', '2.4.0', '2.4.1'],
      },
      {
        code: 'power-stage',
        name: 'SiC power stage',
        description: 'Gate drivers of the silicon-carbide stage.',
        versions: ['1.6.2', '1.7.0'],
      },
      {
        code: 'comms',
        name: 'Communications module',
        description: 'Cellular and Ethernet link to the cloud.',
        versions: ['3.0.0', '3.1.0'],
      },
    ],
  },
  {
    code: 'PB-MV-1000',
    name: 'Power Bridge',
    kind: 'power-bridge',
    ratedPowerKw: 1000,
    description: 'Medium-voltage solid-state transformer: 13.8 kV in, 800 V DC out to the racks.',
    components: [
      {
        code: 'main-controller',
        name: 'Main controller',
        description: 'Conversion control and protection.',
        versions: ['1.1.0', '1.2.0'],
      },
      {
        code: 'mv-stage',
        name: 'Medium-voltage stage',
        description: 'The medium-voltage front end.',
        versions: ['1.0.4', '1.1.0'],
      },
    ],
  },
  {
    code: 'PBL-2U-30',
    name: 'Power Blade',
    kind: 'power-blade',
    ratedPowerKw: 30,
    description: '2U power shelf: 800 V DC in, 48 V and 12 V out to GenAI servers.',
    components: [
      {
        code: 'shelf-controller',
        name: 'Shelf controller',
        description: 'Output regulation and telemetry.',
        versions: ['0.9.0', '1.0.0'],
      },
    ],
  },
  {
    code: 'CP-75',
    name: 'Charge Post 75',
    kind: 'charge-post',
    ratedPowerKw: 75,
    description: 'DC charge post on a Power Router port: 24 to 75 kW per vehicle, QR code start.',
    components: [
      {
        code: 'charge-controller',
        name: 'Charge controller',
        description: 'Vehicle communication and the charging loop.',
        versions: ['4.1.0', '4.2.0', '4.2.1'],
      },
      {
        code: 'hmi',
        name: 'Display and QR panel',
        description: 'The post’s screen and its QR code.',
        versions: ['1.3.0', '1.4.0'],
      },
    ],
  },
];

export interface DemoSite {
  name: string;
  kind: SiteKind;
  address: string;
  latitude: number;
  longitude: number;
  tariffPerKwh: number;
}

export const demoSites: DemoSite[] = [
  {
    name: 'Triangle Logistics Depot',
    kind: 'fleet-depot',
    address: '1200 Airport Blvd, Morrisville, NC',
    latitude: 35.8453,
    longitude: -78.8256,
    tariffPerKwh: 0.28,
  },
  {
    name: 'Durham Data Campus',
    kind: 'datacenter',
    address: '2400 Ellis Rd, Durham, NC',
    latitude: 35.9582,
    longitude: -78.883,
    tariffPerKwh: 0.22,
  },
  {
    name: 'Cary Civic Center Microgrid',
    kind: 'building',
    address: '316 N Academy St, Cary, NC',
    latitude: 35.7915,
    longitude: -78.7811,
    tariffPerKwh: 0.3,
  },
  {
    name: 'RTP Transit Garage',
    kind: 'fleet-depot',
    address: '4800 Page Creek Ln, Durham, NC',
    latitude: 35.8992,
    longitude: -78.8636,
    tariffPerKwh: 0.26,
  },
  {
    name: 'Raleigh Plaza EV Hub',
    kind: 'public-charging',
    address: '500 Fayetteville St, Raleigh, NC',
    latitude: 35.774,
    longitude: -78.6389,
    tariffPerKwh: 0.39,
  },
  {
    name: 'Chapel Hill Medical Offices',
    kind: 'building',
    address: '100 Europa Dr, Chapel Hill, NC',
    latitude: 35.93,
    longitude: -79.0185,
    tariffPerKwh: 0.31,
  },
];

export interface DemoDevice {
  serial: string;
  product: string;
  site: string;
  /** Demo user names (demo-users.ts). */
  installedBy: string | null;
  owner: string | null;
  publicCharging?: boolean;
  /** Runs the newest firmware of each component, else the one before. */
  latestFirmware?: boolean;
  /** Simulated in the server process while demo content is on (a device left out stays offline). */
  simulated: boolean;
  /** A fault the simulated device starts with and keeps (the screens always have one to show). */
  standingFault?: FaultCode;
  /** A few metres from the site's point. */
  offset: [number, number];
}

export const demoDevices: DemoDevice[] = [
  {
    serial: 'PRU-24-0001',
    product: 'PR-UNI-200',
    site: 'Triangle Logistics Depot',
    installedBy: 'installer',
    owner: 'customer',
    simulated: true,
    offset: [0, 0],
  },
  {
    serial: 'CP75-0001',
    product: 'CP-75',
    site: 'Triangle Logistics Depot',
    installedBy: 'installer',
    owner: 'customer',
    simulated: true,
    offset: [0.0004, 0.0003],
  },
  {
    serial: 'CP75-0002',
    product: 'CP-75',
    site: 'Triangle Logistics Depot',
    installedBy: 'installer',
    owner: 'customer',
    simulated: true,
    offset: [0.0004, 0.0006],
  },
  {
    serial: 'CP75-0003',
    product: 'CP-75',
    site: 'Triangle Logistics Depot',
    installedBy: 'installer',
    owner: 'customer',
    simulated: true,
    latestFirmware: true,
    offset: [0.0004, 0.0009],
  },
  {
    serial: 'PBM-24-0001',
    product: 'PB-MV-1000',
    site: 'Durham Data Campus',
    installedBy: null,
    owner: null,
    simulated: true,
    offset: [0, 0],
  },
  {
    serial: 'PBL-24-0001',
    product: 'PBL-2U-30',
    site: 'Durham Data Campus',
    installedBy: null,
    owner: null,
    simulated: true,
    offset: [0.0003, 0],
  },
  {
    serial: 'PBL-24-0002',
    product: 'PBL-2U-30',
    site: 'Durham Data Campus',
    installedBy: null,
    owner: null,
    simulated: true,
    latestFirmware: true,
    offset: [0.0003, 0.0002],
  },
  {
    serial: 'PRD-24-0001',
    product: 'PR-DC-200',
    site: 'Cary Civic Center Microgrid',
    installedBy: 'installer',
    owner: 'customer',
    simulated: true,
    offset: [0, 0],
  },
  {
    serial: 'PRU-24-0002',
    product: 'PR-UNI-200',
    site: 'RTP Transit Garage',
    installedBy: null,
    owner: null,
    simulated: true,
    offset: [0, 0],
  },
  {
    serial: 'PRU-24-0003',
    product: 'PR-UNI-200',
    site: 'RTP Transit Garage',
    installedBy: null,
    owner: null,
    simulated: true,
    latestFirmware: true,
    offset: [0, 0.0004],
  },
  {
    serial: 'CP75-0004',
    product: 'CP-75',
    site: 'RTP Transit Garage',
    installedBy: null,
    owner: null,
    simulated: true,
    offset: [-0.0003, 0.0002],
  },
  {
    serial: 'CP75-0005',
    product: 'CP-75',
    site: 'RTP Transit Garage',
    installedBy: null,
    owner: null,
    simulated: false,
    offset: [-0.0003, 0.0005],
  },
  {
    serial: 'PRD-24-0002',
    product: 'PR-DC-200',
    site: 'Raleigh Plaza EV Hub',
    installedBy: 'installer',
    owner: 'vendor',
    simulated: true,
    offset: [0, 0],
  },
  {
    serial: 'CP75-0101',
    product: 'CP-75',
    site: 'Raleigh Plaza EV Hub',
    installedBy: 'installer',
    owner: 'vendor',
    publicCharging: true,
    simulated: true,
    offset: [0.0002, 0.0003],
  },
  {
    serial: 'CP75-0102',
    product: 'CP-75',
    site: 'Raleigh Plaza EV Hub',
    installedBy: 'installer',
    owner: 'vendor',
    publicCharging: true,
    simulated: true,
    offset: [0.0002, 0.0006],
  },
  {
    serial: 'CP75-0103',
    product: 'CP-75',
    site: 'Raleigh Plaza EV Hub',
    installedBy: 'installer',
    owner: 'vendor',
    publicCharging: true,
    simulated: true,
    standingFault: 'connector-lock',
    offset: [0.0002, 0.0009],
  },
  {
    serial: 'CP75-0104',
    product: 'CP-75',
    site: 'Raleigh Plaza EV Hub',
    installedBy: 'installer',
    owner: 'vendor',
    publicCharging: true,
    simulated: true,
    latestFirmware: true,
    offset: [0.0002, 0.0012],
  },
  {
    serial: 'PRU-24-0004',
    product: 'PR-UNI-200',
    site: 'Chapel Hill Medical Offices',
    installedBy: 'installer',
    owner: null,
    simulated: false,
    offset: [0, 0],
  },
];
