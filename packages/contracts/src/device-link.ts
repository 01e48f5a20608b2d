/**
 * The device link (docs/decisions/0031-devices-and-ota.md):
 * how a power router or charge post talks to the server. A socket.io namespace of its own on the server's
 * socket path, authenticated in the handshake by the device's serial and secret; every report a device
 * sends and every command it is sent is one of the schemas below, which the server and the device client
 * (packages/device-simulator) both parse with.
 *
 * Commands are kept in the database until the device acknowledges them: sent when made, again at every
 * connection and at intervals while unacknowledged. A device may therefore see a command more than once
 * and acts on its id once (it acknowledges a repeat again without acting); the server records the first
 * acknowledgement only.
 */
import { z } from 'zod';

export const DEVICE_NAMESPACE = '/devices';
/** The firmware download (HTTP): `?release=ID`, with the device's serial and secret as headers. */
export const FIRMWARE_DOWNLOAD_PATH = '/api/DeviceLink/Firmware';
export const DEVICE_SERIAL_HEADER = 'x-device-serial';
/** The download's query. */
export const firmwareDownloadQuerySchema = z
  .object({ release: z.coerce.number().int().positive().max(2_147_483_647) })
  .strict();
/** `Authorization: Device <secret>` on the firmware download. */
export const DEVICE_AUTH_SCHEME = 'Device';

/** How often a device reports telemetry (ms): while charging, and otherwise. */
export const TELEMETRY_INTERVAL_MS = 5_000;
export const CHARGING_TELEMETRY_INTERVAL_MS = 2_000;
/** A device reports its status at least this often, so a quiet but connected device stays "online". */
export const STATUS_INTERVAL_MS = 30_000;
/** A device not heard from for this long counts as offline, whatever its last socket said. */
export const OFFLINE_AFTER_MS = 90_000;
/** An unacknowledged command is sent again after this long. */
export const COMMAND_RESEND_MS = 10_000;

/** A device's secret: 32 random bytes, base64url (43 characters). */
export const DEVICE_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const SERIAL_PATTERN = /^[A-Z0-9][A-Z0-9-]{3,39}$/;
export const COMPONENT_CODE_PATTERN = /^[a-z0-9][a-z0-9-]{1,31}$/;
/** Semantic versioning 2.0 without build metadata: 1.4.0, 2.0.0-rc.1. */
export const SEMVER_PATTERN =
  /^(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})(?:-((?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*)(?:\.(?:0|[1-9]\d*|\d*[A-Za-z-][0-9A-Za-z-]*))*))?$/;
export const SHA256_PATTERN = /^[0-9a-f]{64}$/;

/** The charge post's current limit (DC amps) a driver may choose, in steps. */
export const CURRENT_LIMIT_MIN_A = 10;
export const CURRENT_LIMIT_MAX_A = 200;
export const CURRENT_LIMIT_STEP_A = 10;

export const deviceLinkMessages = {
  authFailed: 'Device authentication failed',
  tooManyAttempts: 'Too many failed device sign-ins from this address; try again later',
  invalidReport: 'The report does not match the device link protocol',
  unknownCommand: 'No such command for this device',
} as const;

export const DEVICE_STATES = ['idle', 'running', 'charging', 'updating', 'fault'] as const;
export type DeviceState = (typeof DEVICE_STATES)[number];

/** Faults a device may report (its codes; the screens name them). */
export const FAULT_CODES = [
  'over-temperature',
  'ground-fault',
  'grid-undervoltage',
  'fan-failure',
  'isolation-fault',
  'connector-lock',
] as const;
export type FaultCode = (typeof FAULT_CODES)[number];

/** A fault in words, the same on the admin screens and beside a chat in the agent console. */
export const FAULT_LABELS: Record<FaultCode, string> = {
  'over-temperature': 'Over temperature',
  'ground-fault': 'Ground fault',
  'grid-undervoltage': 'Grid undervoltage',
  'fan-failure': 'Fan failure',
  'isolation-fault': 'Isolation fault',
  'connector-lock': 'Connector lock',
};

export const serialSchema = z.string().regex(SERIAL_PATTERN, 'serial must be 4 to 40 of A–Z, 0–9 and -');
export const semverSchema = z
  .string()
  .trim()
  .regex(SEMVER_PATTERN, 'version must be a semantic version such as 1.4.0 or 2.0.0-rc.1');

/** The handshake's `auth` of a device. */
export const deviceHandshakeSchema = z.object({
  serial: serialSchema,
  secret: z.string().regex(DEVICE_SECRET_PATTERN),
});
export type DeviceHandshake = z.infer<typeof deviceHandshakeSchema>;

/** `status`: the device's state, faults and firmware (every component's version). */
export const statusReportSchema = z
  .object({
    state: z.enum(DEVICE_STATES),
    faults: z.array(z.enum(FAULT_CODES)).max(FAULT_CODES.length),
    firmware: z.record(z.string().regex(COMPONENT_CODE_PATTERN), semverSchema),
  })
  .strict();
export type StatusReport = z.infer<typeof statusReportSchema>;

const metric = (min: number, max: number) => z.number().finite().min(min).max(max);

/** `telemetry`: one point of what the device measures now. */
export const telemetryReportSchema = z
  .object({
    at: z.iso.datetime({ offset: true }),
    powerKw: metric(-5_000, 5_000),
    energyKwh: metric(0, 1e9).optional(),
    temperatureC: metric(-60, 200).optional(),
    voltageV: metric(0, 20_000).optional(),
    currentA: metric(-10_000, 10_000).optional(),
    socPercent: metric(0, 100).optional(),
  })
  .strict();
export type TelemetryReport = z.infer<typeof telemetryReportSchema>;

const commandId = z.number().int().positive();
const sessionId = z.number().int().positive();
const currentLimit = z
  .number()
  .int()
  .min(CURRENT_LIMIT_MIN_A)
  .max(CURRENT_LIMIT_MAX_A)
  .refine((value) => value % CURRENT_LIMIT_STEP_A === 0, `in steps of ${CURRENT_LIMIT_STEP_A} A`);
export const currentLimitSchema = currentLimit;

export const COMMAND_KINDS = [
  'firmware.update',
  'charging.reserve',
  'charging.start',
  'charging.stop',
  'charging.set-current-limit',
] as const;
export type CommandKind = (typeof COMMAND_KINDS)[number];

export const firmwareUpdatePayloadSchema = z.object({
  rolloutId: z.number().int().positive(),
  releaseId: z.number().int().positive(),
  component: z.string().regex(COMPONENT_CODE_PATTERN),
  version: semverSchema,
  sha256: z.string().regex(SHA256_PATTERN),
  sizeBytes: z.number().int().positive(),
  /** Path of the download on the server the device is connected to. */
  path: z.string().startsWith(FIRMWARE_DOWNLOAD_PATH),
});

/** `command` (server → device): what to do, with the id to acknowledge. */
export const deviceCommandSchema = z.discriminatedUnion('kind', [
  z.object({ id: commandId, kind: z.literal('firmware.update'), payload: firmwareUpdatePayloadSchema }),
  z.object({ id: commandId, kind: z.literal('charging.reserve'), payload: z.object({ sessionId }) }),
  z.object({
    id: commandId,
    kind: z.literal('charging.start'),
    payload: z.object({ sessionId, currentLimitA: currentLimit }),
  }),
  z.object({ id: commandId, kind: z.literal('charging.stop'), payload: z.object({ sessionId }) }),
  z.object({
    id: commandId,
    kind: z.literal('charging.set-current-limit'),
    payload: z.object({ sessionId, currentLimitA: currentLimit }),
  }),
]);
export type DeviceCommand = z.infer<typeof deviceCommandSchema>;
export type CommandPayload<K extends CommandKind> = Extract<DeviceCommand, { kind: K }>['payload'];

/** `command-ack`: the device took the command on (or refused it, with why). */
export const commandAckSchema = z
  .object({
    commandId,
    outcome: z.enum(['accepted', 'rejected']),
    message: z.string().max(500).optional(),
  })
  .strict();
export type CommandAck = z.infer<typeof commandAckSchema>;

export const FIRMWARE_PHASES = [
  'downloading',
  'verifying',
  'installing',
  'succeeded',
  'failed',
  'rolled-back',
] as const;
export type FirmwarePhase = (typeof FIRMWARE_PHASES)[number];

/** `firmware-progress`: how far a firmware update went; `failed` and `rolled-back` say why. */
export const firmwareProgressSchema = z
  .object({
    commandId,
    phase: z.enum(FIRMWARE_PHASES),
    progress: z.number().int().min(0).max(100),
    message: z.string().max(500).optional(),
  })
  .strict();
export type FirmwareProgress = z.infer<typeof firmwareProgressSchema>;

export const CHARGER_SESSION_STATUSES = [
  'awaiting-plug',
  'plugged-in',
  'charging',
  'completed',
  'stopped',
  'failed',
] as const;

/** `charging-update`: a charge post's session moved on, with its battery and energy figures. */
export const chargingUpdateSchema = z
  .object({
    sessionId,
    status: z.enum(CHARGER_SESSION_STATUSES),
    batteryKwh: metric(1, 500).optional(),
    socPercent: metric(0, 100).optional(),
    energyKwh: metric(0, 1_000).optional(),
    powerKw: metric(0, 1_000).optional(),
    currentLimitA: currentLimit.optional(),
    reason: z.string().max(200).optional(),
  })
  .strict();
export type ChargingUpdate = z.infer<typeof chargingUpdateSchema>;

/** The answer of every device → server event that takes an acknowledgement. */
export type LinkAnswer = { ok: true } | { ok: false; message: string };

/** Event names, both ways. */
export const DEVICE_EVENTS = {
  status: 'status',
  telemetry: 'telemetry',
  commandAck: 'command-ack',
  firmwareProgress: 'firmware-progress',
  chargingUpdate: 'charging-update',
  command: 'command',
} as const;

/** Every event a device sends, with the schema its payload must match: the server parses each with it. */
export const DEVICE_REPORTS = {
  [DEVICE_EVENTS.status]: statusReportSchema,
  [DEVICE_EVENTS.telemetry]: telemetryReportSchema,
  [DEVICE_EVENTS.commandAck]: commandAckSchema,
  [DEVICE_EVENTS.firmwareProgress]: firmwareProgressSchema,
  [DEVICE_EVENTS.chargingUpdate]: chargingUpdateSchema,
} as const;
export type DeviceReportEvent = keyof typeof DEVICE_REPORTS;
