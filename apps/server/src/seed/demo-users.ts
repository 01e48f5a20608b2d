import type { Role } from '@ohmstead/contracts/roles';

/** Demo mode only (DEMO_CONTENT=true): one account per role, all with this password (README "Demo accounts"). */
export const DEMO_PASSWORD = 'ohmstead-demo';

export interface DemoUser {
  userName: string;
  firstName: string;
  lastName: string;
  contact: string;
  roles: Role[];
  /** Only the installer starts with the safety instructions still to acknowledge. */
  isSafetyCheck: boolean;
}

export const demoUsers: DemoUser[] = [
  {
    userName: 'superadmin',
    firstName: 'Sam',
    lastName: 'Sterling',
    contact: '+1 919 555 0101',
    roles: ['SuperAdmin'],
    isSafetyCheck: false,
  },
  {
    userName: 'admin',
    firstName: 'Alex',
    lastName: 'Morgan',
    contact: '+1 919 555 0102',
    roles: ['Admin'],
    isSafetyCheck: false,
  },
  {
    userName: 'vendor',
    firstName: 'Val',
    lastName: 'Okafor',
    contact: '+1 919 555 0103',
    roles: ['Vendor'],
    isSafetyCheck: false,
  },
  {
    userName: 'installer',
    firstName: 'Ines',
    lastName: 'Park',
    contact: '+1 919 555 0104',
    roles: ['Installer'],
    isSafetyCheck: true,
  },
  {
    userName: 'customer',
    firstName: 'Casey',
    lastName: 'Reed',
    contact: '+1 919 555 0105',
    roles: ['Customer'],
    isSafetyCheck: false,
  },
  {
    userName: 'newseditor',
    firstName: 'Nora',
    lastName: 'Quinn',
    contact: '+1 919 555 0106',
    roles: ['NewsEditor'],
    isSafetyCheck: false,
  },
  {
    userName: 'deviceuser',
    firstName: 'Dev',
    lastName: 'Patel',
    contact: '+1 919 555 0107',
    roles: ['DeviceUser'],
    isSafetyCheck: false,
  },
  {
    userName: 'devicetester',
    firstName: 'Tess',
    lastName: 'Lindqvist',
    contact: '+1 919 555 0108',
    roles: ['DeviceTester'],
    isSafetyCheck: false,
  },
  {
    userName: 'dispatcher',
    firstName: 'Dana',
    lastName: 'Brooks',
    contact: '+1 919 555 0109',
    roles: ['Dispatcher'],
    isSafetyCheck: false,
  },
  {
    userName: 'manager',
    firstName: 'Max',
    lastName: 'Alvarez',
    contact: '+1 919 555 0110',
    roles: ['Manager'],
    isSafetyCheck: false,
  },
];
