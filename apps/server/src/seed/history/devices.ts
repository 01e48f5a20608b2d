import { chargePowerKw, chargeStep, packVoltage } from '@ohmstead/device-simulator/battery';
import { loadShare } from '@ohmstead/device-simulator/simulated-router';
import type { Queryable } from '../../db/database';
import { TELEMETRY_RETENTION_DAYS } from '../../limits';
import { insertJsonRows } from './json-batches';
import type { SeededRandom } from './random';
import type { HistoryGenerator, HistoryOptions } from './types';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** The last day of every device's telemetry, one point per five minutes. */
const TELEMETRY_STEP = 5 * MINUTE;
/** A past charging session's curve, one point per minute. */
const SESSION_STEP = MINUTE;

interface Point {
  device_id: number;
  at: string;
  power_kw: number;
  energy_kwh: number | null;
  temperature_c: number | null;
  voltage_v: number | null;
  current_a: number | null;
  soc_percent: number | null;
}

interface DeviceRow {
  id: number;
  kind: string;
  rated: number;
  tariff: number | null;
  public_charging: boolean;
  owner_id: number | null;
}
interface Driver {
  id: number;
  staff: boolean;
}
/** Everything one run writes, in insertion order. */
interface DevicesPast {
  points: Point[];
  sessions: object[];
  events: object[];
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;

/** A day of telemetry for a device that is not a charge post, one point per five minutes up to `end`. */
function dayOfTelemetry(out: DevicesPast, device: DeviceRow, end: number, random: SeededRandom) {
  const id = Number(device.id);
  let energy = random.int(20_000, 400_000);
  for (let at = end - DAY; at <= end; at += TELEMETRY_STEP) {
    const hour = new Date(at).getHours() + new Date(at).getMinutes() / 60;
    const share = loadShare(hour) * (0.92 + random.int(0, 160) / 1000);
    const power = round(device.rated * share, 1);
    energy += (power * TELEMETRY_STEP) / HOUR;
    const voltage = round(800 + (random.int(0, 80) - 40) / 10, 1);
    out.points.push({
      device_id: id,
      at: new Date(at).toISOString(),
      power_kw: power,
      energy_kwh: round(energy, 3),
      temperature_c: round(28 + share * 30 + (random.int(0, 20) - 10) / 10, 1),
      voltage_v: voltage,
      current_a: round((power * 1000) / voltage, 1),
      soc_percent: null,
    });
  }
}

/** A fault every few weeks, cleared within the hour. */
function faults(out: DevicesPast, device: DeviceRow, days: number, end: number, random: SeededRandom) {
  const id = Number(device.id);
  for (let day = days; day > 0; day -= random.int(12, 30)) {
    const at = end - day * DAY + random.int(8, 18) * HOUR;
    const fault =
      device.kind === 'charge-post'
        ? 'connector-lock'
        : random.pick(['fan-failure', 'over-temperature', 'grid-undervoltage']);
    out.events.push({
      device_id: id,
      at: new Date(at).toISOString(),
      kind: 'fault',
      severity: 'error',
      message: `Fault: ${fault}`,
    });
    out.events.push({
      device_id: id,
      at: new Date(at + random.int(5, 50) * MINUTE).toISOString(),
      kind: 'fault-cleared',
      severity: 'info',
      message: `Cleared: ${fault}`,
    });
  }
}

/**
 * One charging session on the day that starts at `dayStart`: its curve from the simulator's battery model
 * as telemetry, the session and its start and end events. Returns the post's meter after it.
 */
function chargingSession(
  out: DevicesPast,
  device: DeviceRow,
  users: Driver[],
  dayStart: number,
  random: SeededRandom,
  meterBefore: number,
): number {
  const id = Number(device.id);
  let meter = meterBefore;
  const created = dayStart + random.int(6, 20) * HOUR + random.int(0, 59) * MINUTE;
  const vehicle = { batteryKwh: random.int(60, 100), maxPowerKw: random.int(90, 150) };
  const limit = random.pick([100, 150, 200]);
  const startSoc = random.int(150, 550) / 10;
  const target = random.int(700, 1000) / 10;
  const driver = Number(random.pick(users).id);
  let soc = startSoc;
  let energy = 0;
  let maxPower = 0;
  let at = created + random.int(1, 3) * MINUTE;
  const started = at;
  while (soc < target && at < created + 3 * HOUR) {
    const power = chargePowerKw({
      socPercent: soc,
      currentLimitA: limit,
      ratedPowerKw: device.rated,
      vehicle,
    });
    const step = chargeStep(soc, power, SESSION_STEP / 1000, vehicle);
    soc = step.socPercent;
    energy += step.energyKwh;
    meter += step.energyKwh;
    maxPower = Math.max(maxPower, power);
    const voltage = packVoltage(soc);
    out.points.push({
      device_id: id,
      at: new Date(at).toISOString(),
      power_kw: round(power),
      energy_kwh: round(meter, 3),
      temperature_c: round(30 + power / 5, 1),
      voltage_v: round(voltage, 1),
      current_a: round((power * 1000) / voltage, 1),
      soc_percent: round(soc),
    });
    at += SESSION_STEP;
  }
  const completed = soc >= 99.9;
  out.sessions.push({
    device_id: id,
    user_id: driver,
    status: completed ? 'completed' : 'stopped',
    created_at: new Date(created).toISOString(),
    started_at: new Date(started).toISOString(),
    ended_at: new Date(at).toISOString(),
    current_limit_a: limit,
    battery_kwh: vehicle.batteryKwh,
    start_soc_percent: startSoc,
    soc_percent: round(soc),
    energy_kwh: round(energy, 3),
    max_power_kw: round(maxPower),
    tariff_per_kwh: device.tariff ?? 0.35,
    end_reason: completed ? 'The battery is full' : 'Stopped by the driver',
  });
  out.events.push(
    {
      device_id: id,
      at: new Date(started).toISOString(),
      kind: 'charging-started',
      severity: 'info',
      message: `Charging started at ${limit} A`,
    },
    {
      device_id: id,
      at: new Date(at).toISOString(),
      kind: 'charging-stopped',
      severity: 'info',
      message: `Charging ended: ${round(energy, 1)} kWh delivered`,
    },
  );
  return meter;
}

/**
 * One to three sessions a day at a charge post, times the scale, within the telemetry's retention (their
 * curves are telemetry).
 */
function chargingSessions(
  out: DevicesPast,
  device: DeviceRow,
  users: Driver[],
  { days, scale, random }: HistoryOptions,
  end: number,
) {
  let meter = random.int(2_000, 20_000);
  for (let day = Math.min(days, TELEMETRY_RETENTION_DAYS - 2); day >= 1; day--) {
    const count = Math.round(random.int(1, 3) * scale);
    for (let n = 0; n < count; n++)
      meter = chargingSession(out, device, users, end - day * DAY, random, meter);
  }
}

async function writeDevicesPast(db: Queryable, { points, sessions, events }: DevicesPast) {
  await insertJsonRows(
    db,
    `INSERT INTO device_telemetry (device_id, at, power_kw, energy_kwh, temperature_c, voltage_v, current_a, soc_percent)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(device_id integer, at timestamptz, power_kw real,
       energy_kwh double precision, temperature_c real, voltage_v real, current_a real, soc_percent real)
     ON CONFLICT DO NOTHING`,
    points,
  );
  await insertJsonRows(
    db,
    `INSERT INTO charging_sessions (device_id, user_id, status, created_at, started_at, ended_at, current_limit_a,
       battery_kwh, start_soc_percent, soc_percent, energy_kwh, max_power_kw, tariff_per_kwh, end_reason)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(device_id integer, user_id integer, status text,
       created_at timestamptz, started_at timestamptz, ended_at timestamptz, current_limit_a integer, battery_kwh real,
       start_soc_percent real, soc_percent real, energy_kwh double precision, max_power_kw real,
       tariff_per_kwh numeric, end_reason text)`,
    sessions,
  );
  await insertJsonRows(
    db,
    `INSERT INTO device_events (device_id, at, kind, severity, message)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS r(device_id integer, at timestamptz, kind text, severity text,
       message text)`,
    events,
  );
}

/**
 * The devices' past: a day of telemetry for every device (the detail's chart has a day to show
 * at once), charging sessions at the charge posts over the window by the EV charger app's users, each with
 * its curve from the simulator's battery model, and faults that came and went.
 */
async function generate(db: Queryable, options: HistoryOptions): Promise<void> {
  const devices = await db.query<DeviceRow>(
    `SELECT d.id, p.kind, p.rated_power_kw::float AS rated, s.tariff_per_kwh::float AS tariff, d.public_charging,
       d.owner_id
     FROM devices d JOIN products p ON p.id = d.product_id LEFT JOIN installation_sites s ON s.id = d.site_id
     ORDER BY d.id`,
  );
  const drivers = await db.query<Driver>(
    `SELECT id, roles && ARRAY['Manager', 'Admin', 'SuperAdmin']::text[] AS staff FROM users
     WHERE active AND roles && ARRAY['Vendor', 'Manager', 'Admin', 'SuperAdmin']::text[]
     ORDER BY ('Vendor' = ANY (roles)) DESC, id`,
  );
  const out: DevicesPast = { points: [], sessions: [], events: [] };
  const end = options.now.getTime();
  for (const device of devices) {
    if (device.kind !== 'charge-post') dayOfTelemetry(out, device, end, options.random);
    faults(out, device, options.days, end, options.random);
    // A private charger is used by who may see it: staff, and a Vendor who owns it (auth/device-scope.ts).
    const users = drivers.filter(
      (driver) => device.public_charging || driver.staff || Number(driver.id) === Number(device.owner_id),
    );
    if (device.kind !== 'charge-post' || users.length === 0) continue;
    chargingSessions(out, device, users, options, end);
  }
  await writeDevicesPast(db, out);
}

export const devicesHistory: HistoryGenerator = { name: 'devices', generate };
