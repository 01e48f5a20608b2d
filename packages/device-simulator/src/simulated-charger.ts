import {
  CHARGING_TELEMETRY_INTERVAL_MS,
  type ChargingUpdate,
  type DeviceCommand,
  type FaultCode,
  TELEMETRY_INTERVAL_MS,
} from '@ohmstead/contracts/device-link';
import { chargePowerKw, chargeStep, packVoltage, type Vehicle } from './battery';
import type { CommandOutcome } from './device-client';
import { SimulatedDevice, type SimulatedDeviceOptions } from './simulated-device';
import { round } from './simulated-router';

interface Session {
  id: number;
  status: 'awaiting-plug' | 'plugged-in' | 'charging';
  vehicle?: Vehicle;
  socPercent?: number;
  energyKwh: number;
  powerKw: number;
  currentLimitA: number;
}

export interface ChargerOptions extends SimulatedDeviceOptions {
  /** How long after a reservation the driver has the connector in the vehicle (ms). */
  plugInMs?: number;
}

/**
 * A charge post. A reservation from the EV charger app waits for the driver to plug in (the simulated
 * driver does, a few seconds later, into a vehicle with a random battery and state of charge); a start
 * charges along the battery's curve (battery.ts) under the driver's current limit until the battery is
 * full or the driver stops. Each step is reported to the server with the session's figures.
 */
export class SimulatedCharger extends SimulatedDevice {
  private session: Session | undefined;
  private meterKwh: number;

  constructor(private readonly chargerOptions: ChargerOptions & { energyKwh?: number }) {
    super(chargerOptions);
    this.meterKwh = chargerOptions.energyKwh ?? 0;
  }

  protected telemetryInterval(): number {
    return this.session?.status === 'charging' ? CHARGING_TELEMETRY_INTERVAL_MS : TELEMETRY_INTERVAL_MS;
  }

  protected override faultFor(): FaultCode {
    return this.random() < 0.5 ? 'connector-lock' : 'over-temperature';
  }

  protected measure(seconds: number) {
    const session = this.session;
    if (!session || session.status !== 'charging' || !session.vehicle || session.socPercent === undefined)
      return {
        powerKw: 0,
        energyKwh: round(this.meterKwh, 3),
        temperatureC: round(24 + this.random(), 1),
        currentA: 0,
      };
    if (this.faults.length > 0) {
      this.end('failed', `Charger fault: ${this.faults.join(', ')}`);
      return { powerKw: 0, energyKwh: round(this.meterKwh, 3), currentA: 0 };
    }
    const powerKw = chargePowerKw({
      socPercent: session.socPercent,
      currentLimitA: session.currentLimitA,
      ratedPowerKw: this.options.ratedPowerKw,
      vehicle: session.vehicle,
    });
    const step = chargeStep(session.socPercent, powerKw, seconds, session.vehicle);
    session.socPercent = step.socPercent;
    session.energyKwh += step.energyKwh;
    session.powerKw = powerKw;
    this.meterKwh += step.energyKwh;
    const voltageV = packVoltage(session.socPercent);
    void this.sendSession({ status: 'charging' });
    if (session.socPercent >= 100) this.end('completed', 'The battery is full');
    return {
      powerKw: round(powerKw, 2),
      energyKwh: round(this.meterKwh, 3),
      temperatureC: round(30 + powerKw / 5 + this.random(), 1),
      voltageV: round(voltageV, 1),
      currentA: round((powerKw * 1000) / voltageV, 1),
      socPercent: round(session.socPercent, 2),
    };
  }

  private sendSession(change: Partial<ChargingUpdate>) {
    const session = this.session;
    if (!session) return Promise.resolve({ ok: true } as const);
    return this.link.sendChargingUpdate({
      sessionId: session.id,
      status: session.status,
      ...(session.vehicle ? { batteryKwh: session.vehicle.batteryKwh } : {}),
      ...(session.socPercent !== undefined ? { socPercent: round(session.socPercent, 2) } : {}),
      energyKwh: round(session.energyKwh, 4),
      powerKw: round(session.powerKw, 2),
      ...(session.currentLimitA > 0 ? { currentLimitA: session.currentLimitA } : {}),
      ...change,
    });
  }

  private end(status: 'completed' | 'stopped' | 'failed', reason: string): void {
    const session = this.session;
    if (!session) return;
    session.powerKw = 0;
    void this.sendSession({ status, reason, powerKw: 0 });
    this.session = undefined;
    this.state = 'idle';
    void this.reportStatus();
  }

  protected handleOwn(command: DeviceCommand): CommandOutcome {
    const session = this.session;
    switch (command.kind) {
      case 'charging.reserve': {
        if (this.faults.length > 0)
          return { outcome: 'rejected', message: `Fault: ${this.faults.join(', ')}` };
        if (session && session.id !== command.payload.sessionId)
          return { outcome: 'rejected', message: 'In use' };
        this.session = {
          id: command.payload.sessionId,
          status: 'awaiting-plug',
          energyKwh: 0,
          powerKw: 0,
          currentLimitA: 0,
        };
        void this.sendSession({});
        this.later(this.chargerOptions.plugInMs ?? 3_000, () => this.plugIn(command.payload.sessionId));
        return { outcome: 'accepted' };
      }
      case 'charging.start': {
        if (!session || session.id !== command.payload.sessionId)
          return { outcome: 'rejected', message: 'No such session on this charger' };
        if (session.status !== 'plugged-in') return { outcome: 'rejected', message: 'No vehicle plugged in' };
        session.status = 'charging';
        session.currentLimitA = command.payload.currentLimitA;
        this.state = 'charging';
        void this.reportStatus();
        void this.sendSession({});
        return { outcome: 'accepted' };
      }
      case 'charging.set-current-limit': {
        if (!session || session.id !== command.payload.sessionId || session.status !== 'charging')
          return { outcome: 'rejected', message: 'Not charging this session' };
        session.currentLimitA = command.payload.currentLimitA;
        void this.sendSession({});
        return { outcome: 'accepted' };
      }
      case 'charging.stop': {
        if (!session || session.id !== command.payload.sessionId)
          return { outcome: 'rejected', message: 'No such session on this charger' };
        this.end('stopped', 'Stopped by the driver');
        return { outcome: 'accepted' };
      }
      default:
        return { outcome: 'rejected', message: `Unknown command ${command.kind}` };
    }
  }

  /** The simulated driver plugs in: a van or car with 60–100 kWh at 15–55 %. */
  private plugIn(sessionId: number): void {
    const session = this.session;
    if (!session || session.id !== sessionId || session.status !== 'awaiting-plug') return;
    session.vehicle = {
      batteryKwh: Math.round(60 + this.random() * 40),
      maxPowerKw: Math.round(90 + this.random() * 60),
    };
    session.socPercent = round(15 + this.random() * 40, 1);
    session.status = 'plugged-in';
    void this.sendSession({});
  }
}
