import {
  type CommandPayload,
  type DeviceCommand,
  type DeviceState,
  FAULT_CODES,
  type FaultCode,
  STATUS_INTERVAL_MS,
  type TelemetryReport,
} from '@ohmstead/contracts/device-link';
import { type CommandOutcome, DeviceLink } from './device-client';

/** What the simulation can be told to get wrong, so that every failure a screen shows can be seen. */
export interface Faults {
  /** Chance per telemetry tick that a fault appears (it clears by itself a little later). */
  faultChance: number;
  /** Flip a byte of every firmware download: its verification fails and the update rolls back. */
  corruptDownloads: boolean;
}

export interface SimulatedDeviceOptions {
  serverUrl: string;
  serial: string;
  secret: string;
  ratedPowerKw: number;
  /** Component code → version the device runs at start. */
  firmware: Record<string, string>;
  faults?: Partial<Faults>;
  /** A source of randomness in [0, 1) (seeded in tests). */
  random?: () => number;
  log?: (line: string) => void;
  /** How long the steps of an update take (ms): tests make them short. */
  installMs?: number;
  /** A fault the device has from the start and keeps (the demo always has one to show). */
  standingFault?: FaultCode;
}

/**
 * What routers and chargers share: the link, status reports at every connection and every half minute,
 * telemetry on a timer, faults that come and go, and firmware updates (download, SHA-256 verification,
 * install and restart, or roll-back when the image does not verify).
 */
export abstract class SimulatedDevice {
  readonly link: DeviceLink;
  readonly firmware: Record<string, string>;
  protected state: DeviceState = 'idle';
  protected faults: FaultCode[] = [];
  protected readonly random: () => number;
  protected readonly options: SimulatedDeviceOptions;
  protected readonly faultSettings: Faults;
  private timers: NodeJS.Timeout[] = [];
  private telemetryTimer: NodeJS.Timeout | undefined;
  private updating = false;
  private stopped = false;

  constructor(options: SimulatedDeviceOptions) {
    this.options = options;
    this.random = options.random ?? Math.random;
    this.firmware = { ...options.firmware };
    this.faultSettings = { faultChance: 0, corruptDownloads: false, ...options.faults };
    if (options.standingFault) this.faults = [options.standingFault];
    this.link = new DeviceLink({
      serverUrl: options.serverUrl,
      serial: options.serial,
      secret: options.secret,
      onEvent: (event, detail) => options.log?.(`${options.serial} ${event}${detail ? `: ${detail}` : ''}`),
    });
    this.link.onConnect(() => void this.reportStatus());
    this.link.onCommand((command) => this.handle(command));
  }

  get serial(): string {
    return this.options.serial;
  }

  start(): void {
    this.link.connect();
    this.every(STATUS_INTERVAL_MS, () => void this.reportStatus());
    this.scheduleTelemetry();
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    clearTimeout(this.telemetryTimer);
    this.link.close();
  }

  /** Makes the next firmware downloads fail verification (or not). */
  setCorruptDownloads(corrupt: boolean): void {
    this.faultSettings.corruptDownloads = corrupt;
  }

  protected every(ms: number, work: () => void): void {
    const timer = setInterval(work, ms);
    timer.unref?.();
    this.timers.push(timer);
  }

  protected later(ms: number, work: () => void): void {
    const timer = setTimeout(() => {
      if (!this.stopped) work();
    }, ms);
    timer.unref?.();
  }

  /** The state a report names: a fault outranks everything, an update outranks the device's own work. */
  protected reportedState(): DeviceState {
    if (this.faults.length > 0) return 'fault';
    if (this.updating) return 'updating';
    return this.state;
  }

  protected reportStatus() {
    return this.link.sendStatus({
      state: this.reportedState(),
      faults: [...this.faults],
      firmware: this.firmware,
    });
  }

  /** How often telemetry goes out now. */
  protected abstract telemetryInterval(): number;
  /** One point of what the device measures now, `seconds` after the previous one. */
  protected abstract measure(seconds: number): Omit<TelemetryReport, 'at'>;
  /** The device's own commands (charging); firmware updates are handled here. */
  protected abstract handleOwn(command: DeviceCommand): CommandOutcome;

  private scheduleTelemetry(): void {
    let last = Date.now();
    const tick = () => {
      if (this.stopped) return;
      const now = Date.now();
      this.maybeFault();
      this.link.sendTelemetry({ at: new Date(now).toISOString(), ...this.measure((now - last) / 1000) });
      last = now;
      this.telemetryTimer = setTimeout(tick, this.telemetryInterval());
      this.telemetryTimer.unref?.();
    };
    this.telemetryTimer = setTimeout(tick, this.telemetryInterval());
    this.telemetryTimer.unref?.();
  }

  private maybeFault(): void {
    if (this.faults.length > 0 || this.random() >= this.faultSettings.faultChance) return;
    const fault = this.faultFor();
    this.faults = [fault];
    void this.reportStatus();
    this.later(60_000 + this.random() * 120_000, () => {
      this.faults = [];
      void this.reportStatus();
    });
  }

  /** A fault this kind of device may have. */
  protected faultFor(): FaultCode {
    const choices = FAULT_CODES.filter((code) => code !== 'connector-lock');
    return choices[Math.floor(this.random() * choices.length)] ?? 'fan-failure';
  }

  private handle(command: DeviceCommand): CommandOutcome {
    if (command.kind !== 'firmware.update') return this.handleOwn(command);
    if (this.updating) return { outcome: 'rejected', message: 'An update is already under way' };
    if (this.state === 'charging')
      return { outcome: 'rejected', message: 'Charging: updates wait until it ends' };
    if (!(command.payload.component in this.firmware))
      return { outcome: 'rejected', message: `No component ${command.payload.component}` };
    this.updating = true;
    this.later(50, () => void this.updateFirmware(command.id, command.payload));
    return { outcome: 'accepted' };
  }

  /** Download, verify, install, restart and report, or roll back on a failed verification. */
  private async updateFirmware(commandId: number, payload: CommandPayload<'firmware.update'>): Promise<void> {
    const previous = this.firmware[payload.component];
    const installMs = this.options.installMs ?? 4_000;
    const progress = (phase: 'downloading' | 'verifying' | 'installing', percent: number) =>
      this.link.sendFirmwareProgress({ commandId, phase, progress: percent });
    await this.reportStatus();
    await progress('downloading', 0);
    const download = await this.link.downloadFirmware(
      payload.path,
      payload,
      (percent) => void progress('downloading', percent),
      this.faultSettings.corruptDownloads ? corrupt : undefined,
    );
    await progress('verifying', 100);
    if (!download.ok) {
      await this.link.sendFirmwareProgress({
        commandId,
        phase: 'failed',
        progress: 0,
        message: download.message,
      });
      this.updating = false;
      await this.link.sendFirmwareProgress({
        commandId,
        phase: 'rolled-back',
        progress: 0,
        message: `Kept ${payload.component} ${previous}`,
      });
      await this.reportStatus();
      return;
    }
    for (const percent of [25, 50, 75, 100]) {
      await new Promise((resolve) => setTimeout(resolve, installMs / 4));
      await progress('installing', percent);
    }
    // The new image runs after a restart: the link drops and comes back with the new version.
    this.firmware[payload.component] = payload.version;
    this.updating = false;
    this.link.dropConnection();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await this.link.sendFirmwareProgress({ commandId, phase: 'succeeded', progress: 100 });
  }
}

/** A transfer error: one byte of the image changed. */
function corrupt(bytes: Buffer): Buffer {
  const copy = Buffer.from(bytes);
  const at = Math.floor(copy.length / 2);
  copy[at] = (copy[at] ?? 0) ^ 0xff;
  return copy;
}
