import { createHash } from 'node:crypto';
import {
  type ChargingUpdate,
  DEVICE_AUTH_SCHEME,
  DEVICE_EVENTS,
  DEVICE_NAMESPACE,
  DEVICE_SERIAL_HEADER,
  type DeviceCommand,
  deviceCommandSchema,
  type FirmwareProgress,
  type LinkAnswer,
  type StatusReport,
  type TelemetryReport,
} from '@ohmstead/contracts/device-link';
import { LIVE_CHAT_SOCKET_PATH } from '@ohmstead/contracts/live-chat';
import { io, type Socket } from 'socket.io-client';

export interface DeviceLinkOptions {
  /** The server's origin, e.g. http://127.0.0.1:3000. */
  serverUrl: string;
  serial: string;
  secret: string;
  /** What happens on the link, for a log. */
  onEvent?: (event: 'connected' | 'disconnected' | 'auth-failed' | 'refused', detail?: string) => void;
}

/** What a device does with a command: take it on, or refuse it with a reason. */
export type CommandOutcome = { outcome: 'accepted' } | { outcome: 'rejected'; message: string };
export type CommandHandler = (command: DeviceCommand) => CommandOutcome;

export interface FirmwareDownload {
  ok: boolean;
  bytes?: Buffer;
  message?: string;
}

/** How long an event that takes an acknowledgement waits for it before it is sent again. */
const ACK_TIMEOUT_MS = 10_000;
/**
 * A refused handshake is tried again after this long, doubling up to the maximum: a device whose secret was
 * revoked or that was decommissioned stays well under the server's failed sign-ins per address
 * (DEVICE_AUTH_FAILURES_PER_ADDRESS in 10 minutes), so it does not lock out its neighbours behind one address.
 */
const AUTH_RETRY_FIRST_MS = 5_000;
const AUTH_RETRY_MAX_MS = 300_000;

/**
 * The device end of the link (contracts/device-link.ts): what a real power router or charge post runs,
 * and what the simulated ones use unchanged. It connects with its serial and secret, reconnects on its own
 * for as long as it runs, sends reports (those that take an acknowledgement are sent again until the
 * server acknowledges them; telemetry is dropped while offline, as a stale point is worth nothing), and
 * acts on each command id once: a command the server sends again (it does until acknowledged) is
 * acknowledged again with its first outcome, never acted on twice.
 */
export class DeviceLink {
  private readonly socket: Socket;
  private readonly outcomes = new Map<number, CommandOutcome>();
  private handler: CommandHandler = () => ({ outcome: 'rejected', message: 'not ready' });
  private onConnectHooks: (() => void)[] = [];
  private authRetryMs = AUTH_RETRY_FIRST_MS;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: DeviceLinkOptions) {
    this.socket = io(`${options.serverUrl.replace(/\/$/, '')}${DEVICE_NAMESPACE}`, {
      path: LIVE_CHAT_SOCKET_PATH,
      transports: ['websocket'],
      auth: { serial: options.serial, secret: options.secret },
      reconnection: true,
      reconnectionDelay: 500,
      reconnectionDelayMax: 5_000,
      // Every acknowledged emit is retried until the server answers (socket.io's at-least-once delivery).
      retries: Number.MAX_SAFE_INTEGER,
      ackTimeout: ACK_TIMEOUT_MS,
      autoConnect: false,
    });
    this.socket.on('connect', () => {
      this.authRetryMs = AUTH_RETRY_FIRST_MS;
      options.onEvent?.('connected');
      for (const hook of this.onConnectHooks) hook();
    });
    this.socket.on('disconnect', (reason) => options.onEvent?.('disconnected', reason));
    this.socket.on('connect_error', (error) => {
      // A refused handshake is not retried by socket.io: wait and try again (the secret may be re-issued).
      if (!this.socket.active) {
        options.onEvent?.('auth-failed', error.message);
        this.retryTimer = setTimeout(() => this.socket.connect(), this.authRetryMs);
        this.retryTimer.unref?.();
        this.authRetryMs = Math.min(this.authRetryMs * 2, AUTH_RETRY_MAX_MS);
      }
    });
    this.socket.on(DEVICE_EVENTS.command, (raw: unknown) => this.receive(raw));
  }

  get serial(): string {
    return this.options.serial;
  }

  get connected(): boolean {
    return this.socket.connected;
  }

  /** Runs `hook` at every (re)connection: a device reports its status first thing. */
  onConnect(hook: () => void): void {
    this.onConnectHooks.push(hook);
  }

  onCommand(handler: CommandHandler): void {
    this.handler = handler;
  }

  connect(): void {
    this.socket.connect();
  }

  /** Whether the device has acted on this command already (tests). */
  hasActedOn(commandId: number): boolean {
    return this.outcomes.has(commandId);
  }

  private receive(raw: unknown): void {
    const parsed = deviceCommandSchema.safeParse(raw);
    if (!parsed.success) return;
    const command = parsed.data;
    let outcome = this.outcomes.get(command.id);
    if (!outcome) {
      try {
        outcome = this.handler(command);
      } catch (error) {
        outcome = { outcome: 'rejected', message: error instanceof Error ? error.message : String(error) };
      }
      this.outcomes.set(command.id, outcome);
    }
    void this.send(DEVICE_EVENTS.commandAck, {
      commandId: command.id,
      outcome: outcome.outcome,
      ...(outcome.outcome === 'rejected' ? { message: outcome.message } : {}),
    });
  }

  private async send(event: string, payload: unknown): Promise<LinkAnswer> {
    try {
      const answer = (await this.socket.emitWithAck(event, payload)) as LinkAnswer;
      if (!answer.ok) this.options.onEvent?.('refused', `${event}: ${answer.message}`);
      return answer;
    } catch (error) {
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
  }

  sendStatus(report: StatusReport): Promise<LinkAnswer> {
    return this.send(DEVICE_EVENTS.status, report);
  }

  sendFirmwareProgress(progress: FirmwareProgress): Promise<LinkAnswer> {
    return this.send(DEVICE_EVENTS.firmwareProgress, progress);
  }

  sendChargingUpdate(update: ChargingUpdate): Promise<LinkAnswer> {
    return this.send(DEVICE_EVENTS.chargingUpdate, update);
  }

  /** A point of telemetry; dropped while the link is down (volatile). */
  sendTelemetry(point: TelemetryReport): void {
    this.socket.volatile.emit(DEVICE_EVENTS.telemetry, point);
  }

  /**
   * A point of telemetry whose answer is awaited: the server answers once it has parsed and buffered it
   * (a device checking its link; `pnpm bench:devices` counts what the server takes).
   */
  sendTelemetryAcknowledged(point: TelemetryReport): Promise<LinkAnswer> {
    return this.send(DEVICE_EVENTS.telemetry, point);
  }

  /**
   * Downloads a firmware image over HTTP with the device's own credentials, reporting progress, and checks
   * its size and SHA-256 against what the command promised.
   */
  async downloadFirmware(
    path: string,
    expected: { sha256: string; sizeBytes: number },
    onProgress: (percent: number) => void,
    tamper?: (bytes: Buffer) => Buffer,
  ): Promise<FirmwareDownload> {
    let response: Response;
    try {
      response = await fetch(`${this.options.serverUrl.replace(/\/$/, '')}${path}`, {
        headers: {
          [DEVICE_SERIAL_HEADER]: this.options.serial,
          authorization: `${DEVICE_AUTH_SCHEME} ${this.options.secret}`,
        },
      });
    } catch (error) {
      return {
        ok: false,
        message: `Download failed: ${error instanceof Error ? error.message : String(error)}`,
      };
    }
    if (!response.ok || !response.body)
      return { ok: false, message: `Download failed: the server answered ${response.status}` };
    const chunks: Buffer[] = [];
    let received = 0;
    let reported = -1;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      chunks.push(Buffer.from(chunk));
      received += chunk.length;
      const percent = Math.min(100, Math.floor((received / expected.sizeBytes) * 100));
      if (percent >= reported + 25) {
        reported = percent;
        onProgress(percent);
      }
    }
    let bytes: Buffer = Buffer.concat(chunks);
    if (tamper) bytes = tamper(bytes);
    if (bytes.length !== expected.sizeBytes)
      return {
        ok: false,
        message: `Verification failed: ${bytes.length} bytes, expected ${expected.sizeBytes}`,
      };
    const actual = createHash('sha256').update(bytes).digest('hex');
    if (actual !== expected.sha256)
      return {
        ok: false,
        message: `Verification failed: SHA-256 ${actual.slice(0, 12)}… does not match ${expected.sha256.slice(0, 12)}…`,
      };
    return { ok: true, bytes };
  }

  /** Cuts the connection as a network failure would; the link reconnects by itself. */
  dropConnection(): void {
    this.socket.io.engine?.close();
  }

  close(): void {
    clearTimeout(this.retryTimer);
    this.socket.disconnect();
  }
}
