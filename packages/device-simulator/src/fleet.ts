import type { FaultCode } from '@ohmstead/contracts/device-link';
import type { ProductKind } from '@ohmstead/contracts/devices';
import { SimulatedCharger } from './simulated-charger';
import type { Faults, SimulatedDevice } from './simulated-device';
import { SimulatedRouter } from './simulated-router';

/** One device to simulate: who it is, what it is and what it runs. */
export interface FleetMember {
  serial: string;
  secret: string;
  kind: ProductKind;
  ratedPowerKw: number;
  firmware: Record<string, string>;
  energyKwh?: number;
  /** A fault the device has from the start and keeps. */
  standingFault?: FaultCode;
}

export interface Fleet {
  devices: SimulatedDevice[];
  stop(): void;
}

/**
 * Starts simulated devices against a server: a charge post for every `charge-post`, a router for every
 * other product. Each is its own device link (its own socket), exactly as real devices would connect.
 */
export function startFleet(
  serverUrl: string,
  members: FleetMember[],
  options: {
    faults?: Partial<Faults>;
    log?: (line: string) => void;
    plugInMs?: number;
    installMs?: number;
  } = {},
): Fleet {
  const devices = members.map((member) => {
    const common = {
      serverUrl,
      serial: member.serial,
      secret: member.secret,
      ratedPowerKw: member.ratedPowerKw,
      firmware: member.firmware,
      ...(member.energyKwh !== undefined ? { energyKwh: member.energyKwh } : {}),
      ...(member.standingFault ? { standingFault: member.standingFault } : {}),
      ...(options.faults ? { faults: options.faults } : {}),
      ...(options.log ? { log: options.log } : {}),
      ...(options.installMs !== undefined ? { installMs: options.installMs } : {}),
    };
    return member.kind === 'charge-post'
      ? new SimulatedCharger({
          ...common,
          ...(options.plugInMs !== undefined ? { plugInMs: options.plugInMs } : {}),
        })
      : new SimulatedRouter(common);
  });
  for (const device of devices) device.start();
  return {
    devices,
    stop: () => devices.forEach((device) => device.stop()),
  };
}
