import { type DeviceCommand, TELEMETRY_INTERVAL_MS } from '@ohmstead/contracts/device-link';
import type { CommandOutcome } from './device-client';
import { SimulatedDevice, type SimulatedDeviceOptions } from './simulated-device';

/** Share of its rating a site draws at this hour: low at night, a morning ramp, a midday peak. */
export function loadShare(hour: number): number {
  return (
    0.35 +
    0.3 * Math.max(0, Math.sin(((hour - 6) / 24) * 2 * Math.PI)) +
    0.1 * Math.sin((hour / 24) * 4 * Math.PI)
  );
}

/**
 * A Power Router (or Bridge, or Blade): it runs all the time, its power follows the site's daily load with
 * some noise, its temperature follows its power, and its DC bus sits near 800 V.
 */
export class SimulatedRouter extends SimulatedDevice {
  private energyKwh: number;

  constructor(options: SimulatedDeviceOptions & { energyKwh?: number }) {
    super(options);
    this.state = 'running';
    this.energyKwh = options.energyKwh ?? 0;
  }

  protected telemetryInterval(): number {
    return TELEMETRY_INTERVAL_MS;
  }

  protected measure(seconds: number) {
    const now = new Date();
    const hour = now.getHours() + now.getMinutes() / 60;
    const faulted = this.faults.length > 0;
    const share = faulted ? 0.05 : loadShare(hour) * (0.92 + this.random() * 0.16);
    const powerKw = round(this.options.ratedPowerKw * share, 1);
    this.energyKwh += (powerKw * seconds) / 3600;
    const voltageV = round(800 + (this.random() - 0.5) * 8, 1);
    return {
      powerKw,
      energyKwh: round(this.energyKwh, 3),
      temperatureC: round(
        28 + share * 30 + (this.random() - 0.5) * 2 + (this.faults.includes('over-temperature') ? 25 : 0),
        1,
      ),
      voltageV,
      currentA: round((powerKw * 1000) / voltageV, 1),
    };
  }

  protected handleOwn(command: DeviceCommand): CommandOutcome {
    return { outcome: 'rejected', message: `A router does not take ${command.kind}` };
  }
}

export const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
