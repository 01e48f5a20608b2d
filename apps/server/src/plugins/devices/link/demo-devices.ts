import type { FaultCode } from '@ohmstead/contracts/device-link';
import type { ProductKind, SiteKind } from '@ohmstead/contracts/devices';

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

type DemoComponent = DemoProduct['components'][number];

const component = (code: string, name: string, description: string, versions: string[]): DemoComponent => ({
  code,
  name,
  description,
  versions,
});

/** Both Power Routers run the same controller, SiC stage and communications module. */
const powerRouterComponents: DemoComponent[] = [
  component('main-controller', 'Main controller', 'Port control and protection.', [
    '2.3.0',
    '2.4.0',
    '2.4.1',
  ]),
  component('power-stage', 'SiC power stage', 'Gate drivers of the silicon-carbide stage.', [
    '1.6.2',
    '1.7.0',
  ]),
  component('comms', 'Communications module', 'Cellular and Ethernet link to the cloud.', ['3.0.0', '3.1.0']),
];

export const demoProducts: DemoProduct[] = [
  {
    code: 'PR-DC-200',
    name: 'Power Router DC',
    kind: 'power-router',
    ratedPowerKw: 200,
    description: 'Six DC ports on one isolated medium-frequency link: solar, storage, DC fast charging.',
    components: powerRouterComponents,
  },
  {
    code: 'PR-UNI-200',
    name: 'Power Router Universal',
    kind: 'power-router',
    ratedPowerKw: 200,
    description: 'Four AC and four DC ports, each assignable in software.',
    components: powerRouterComponents,
  },
  {
    code: 'PB-MV-1000',
    name: 'Power Bridge',
    kind: 'power-bridge',
    ratedPowerKw: 1000,
    description: 'Medium-voltage solid-state transformer: 13.8 kV in, 800 V DC out to the racks.',
    components: [
      component('main-controller', 'Main controller', 'Conversion control and protection.', [
        '1.1.0',
        '1.2.0',
      ]),
      component('mv-stage', 'Medium-voltage stage', 'The medium-voltage front end.', ['1.0.4', '1.1.0']),
    ],
  },
  {
    code: 'PBL-2U-30',
    name: 'Power Blade',
    kind: 'power-blade',
    ratedPowerKw: 30,
    description: '2U power shelf: 800 V DC in, 48 V and 12 V out to GenAI servers.',
    components: [
      component('shelf-controller', 'Shelf controller', 'Output regulation and telemetry.', [
        '0.9.0',
        '1.0.0',
      ]),
    ],
  },
  {
    code: 'CP-75',
    name: 'Charge Post 75',
    kind: 'charge-post',
    ratedPowerKw: 75,
    description: 'DC charge post on a Power Router port: 24 to 75 kW per vehicle, QR code start.',
    components: [
      component('charge-controller', 'Charge controller', 'Vehicle communication and the charging loop.', [
        '4.1.0',
        '4.2.0',
        '4.2.1',
      ]),
      component('hmi', 'Display and QR panel', 'The post’s screen and its QR code.', ['1.3.0', '1.4.0']),
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

const site = (
  name: string,
  kind: SiteKind,
  address: string,
  [latitude, longitude]: [number, number],
  tariffPerKwh: number,
): DemoSite => ({ name, kind, address, latitude, longitude, tariffPerKwh });

export const demoSites: DemoSite[] = [
  site(
    'Triangle Logistics Depot',
    'fleet-depot',
    '1200 Airport Blvd, Morrisville, NC',
    [35.8453, -78.8256],
    0.28,
  ),
  site('Durham Data Campus', 'datacenter', '2400 Ellis Rd, Durham, NC', [35.9582, -78.883], 0.22),
  site('Cary Civic Center Microgrid', 'building', '316 N Academy St, Cary, NC', [35.7915, -78.7811], 0.3),
  site('RTP Transit Garage', 'fleet-depot', '4800 Page Creek Ln, Durham, NC', [35.8992, -78.8636], 0.26),
  site(
    'Raleigh Plaza EV Hub',
    'public-charging',
    '500 Fayetteville St, Raleigh, NC',
    [35.774, -78.6389],
    0.39,
  ),
  site('Chapel Hill Medical Offices', 'building', '100 Europa Dr, Chapel Hill, NC', [35.93, -79.0185], 0.31),
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

/** Serial, product code, offset, and what sets the device apart from the rest of its site. */
type DeviceEntry = [
  serial: string,
  product: string,
  offset: [number, number],
  options?: Partial<Pick<DemoDevice, 'latestFirmware' | 'publicCharging' | 'simulated' | 'standingFault'>>,
];

/** The devices of one site: installed and owned by the same demo users, simulated unless said otherwise. */
const devicesAt = (
  site: string,
  people: Pick<DemoDevice, 'installedBy' | 'owner'>,
  entries: DeviceEntry[],
): DemoDevice[] =>
  entries.map(([serial, product, offset, options]) => ({
    serial,
    product,
    site,
    ...people,
    simulated: true,
    ...options,
    offset,
  }));

const byInstaller = { installedBy: 'installer', owner: 'customer' };
const unassigned = { installedBy: null, owner: null };

export const demoDevices: DemoDevice[] = [
  ...devicesAt('Triangle Logistics Depot', byInstaller, [
    ['PRU-24-0001', 'PR-UNI-200', [0, 0]],
    ['CP75-0001', 'CP-75', [0.0004, 0.0003]],
    ['CP75-0002', 'CP-75', [0.0004, 0.0006]],
    ['CP75-0003', 'CP-75', [0.0004, 0.0009], { latestFirmware: true }],
  ]),
  ...devicesAt('Durham Data Campus', unassigned, [
    ['PBM-24-0001', 'PB-MV-1000', [0, 0]],
    ['PBL-24-0001', 'PBL-2U-30', [0.0003, 0]],
    ['PBL-24-0002', 'PBL-2U-30', [0.0003, 0.0002], { latestFirmware: true }],
  ]),
  ...devicesAt('Cary Civic Center Microgrid', byInstaller, [['PRD-24-0001', 'PR-DC-200', [0, 0]]]),
  ...devicesAt('RTP Transit Garage', unassigned, [
    ['PRU-24-0002', 'PR-UNI-200', [0, 0]],
    ['PRU-24-0003', 'PR-UNI-200', [0, 0.0004], { latestFirmware: true }],
    ['CP75-0004', 'CP-75', [-0.0003, 0.0002]],
    ['CP75-0005', 'CP-75', [-0.0003, 0.0005], { simulated: false }],
  ]),
  ...devicesAt('Raleigh Plaza EV Hub', { installedBy: 'installer', owner: 'vendor' }, [
    ['PRD-24-0002', 'PR-DC-200', [0, 0]],
    ['CP75-0101', 'CP-75', [0.0002, 0.0003], { publicCharging: true }],
    ['CP75-0102', 'CP-75', [0.0002, 0.0006], { publicCharging: true }],
    ['CP75-0103', 'CP-75', [0.0002, 0.0009], { publicCharging: true, standingFault: 'connector-lock' }],
    ['CP75-0104', 'CP-75', [0.0002, 0.0012], { publicCharging: true, latestFirmware: true }],
  ]),
  ...devicesAt('Chapel Hill Medical Offices', { installedBy: 'installer', owner: null }, [
    ['PRU-24-0004', 'PR-UNI-200', [0, 0], { simulated: false }],
  ]),
];
