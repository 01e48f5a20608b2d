import type { FaultCode } from '@ohmstead/contracts/device-link';
import type {
  DeviceListQuery,
  DeviceStatus,
  DeviceSummary,
  TelemetryPoint,
} from '@ohmstead/contracts/devices';
import sql, { type Sql } from 'sql-template-tag';
import { deviceStatusSql, inServiceSql } from '../../../db/devices/status-sql';
import { type ListSource, searchCondition } from '../../../http/admin-lists';

/** A device row as the lists read it. */
export interface DeviceRow {
  id: number;
  serial: string;
  product_id: number;
  product_name: string;
  product_kind: DeviceSummary['productKind'];
  site_id: number | null;
  site_name: string | null;
  status: DeviceStatus;
  faults: FaultCode[];
  last_seen_at: Date | string | null;
  last_telemetry: Record<string, number | null> | null;
}

export const DEVICE_COLUMNS = sql`d.id, d.serial, d.product_id, p.name AS product_name, p.kind AS product_kind,
  d.site_id, s.name AS site_name, ${deviceStatusSql('d')} AS status, d.faults, d.last_seen_at, d.last_telemetry`;
export const DEVICE_FROM = sql`devices d JOIN products p ON p.id = d.product_id
  LEFT JOIN installation_sites s ON s.id = d.site_id`;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

export const toDeviceSummary = (row: DeviceRow): DeviceSummary => ({
  id: Number(row.id),
  serial: row.serial,
  productId: Number(row.product_id),
  productName: row.product_name,
  productKind: row.product_kind,
  siteId: row.site_id === null ? null : Number(row.site_id),
  siteName: row.site_name,
  status: row.status,
  faults: row.faults,
  lastSeenAt: iso(row.last_seen_at),
  // The live figure only while the device is online.
  powerKw:
    row.status === 'offline' || row.status === 'decommissioned' ? null : num(row.last_telemetry?.power_kw),
});

/** A telemetry row (stored or latest) as the screens read it. */
export const toTelemetryPoint = (row: Record<string, unknown>): TelemetryPoint => ({
  at: new Date(row.at as string).toISOString(),
  powerKw: Number(row.power_kw ?? 0),
  temperatureC: num(row.temperature_c),
  voltageV: num(row.voltage_v),
  currentA: num(row.current_a),
  socPercent: num(row.soc_percent),
  energyKwh: num(row.energy_kwh),
});

/**
 * Devices' admin list (GET Devices/GetAll): within the user's scope (auth/device-scope.ts), filtered by
 * status, product and site, searched in serial, product, site and address. Devices in service unless the
 * status asked for is "decommissioned".
 */
export const deviceList = (query: DeviceListQuery, scope: Sql): ListSource<DeviceListQuery['sort']> => ({
  select: DEVICE_COLUMNS,
  from: DEVICE_FROM,
  where: [
    scope,
    query.status ? sql`${deviceStatusSql('d')} = ${query.status}` : inServiceSql('d'),
    ...(query.product ? [sql`d.product_id = ${query.product}`] : []),
    ...(query.site ? [sql`d.site_id = ${query.site}`] : []),
    ...searchCondition([sql`d.serial`, sql`p.name`, sql`p.code`, sql`s.name`, sql`s.address`], query.search),
  ],
  orderBy: {
    serial: sql`d.serial`,
    product: sql`p.name`,
    site: sql`s.name`,
    status: deviceStatusSql('d'),
    lastSeen: sql`d.last_seen_at`,
  },
  tieBreaker: sql`d.id`,
});
