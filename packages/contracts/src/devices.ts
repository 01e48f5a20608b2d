/**
 * Devices (/admin/devices) and Application Engineering's sites (/admin/wps): the admin calls' shapes
 *. Who sees which device is decided on the server (docs/decisions/0031-devices-and-ota.md): staff,
 * testers and dispatchers all; an Installer the devices they installed; a Customer or Vendor the devices they
 * own.
 */
import { z } from 'zod';
import { type ListPage, listPageSchema, listQuerySchema } from './admin-lists';
import { DEVICE_STATES, FAULT_CODES, serialSchema } from './device-link';
import { rowIdParam } from './row-id';

export const PRODUCT_KINDS = ['power-router', 'power-bridge', 'power-blade', 'charge-post'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];
export const SITE_KINDS = ['fleet-depot', 'building', 'datacenter', 'public-charging'] as const;
export type SiteKind = (typeof SITE_KINDS)[number];

/**
 * What a list shows of a device: decommissioned (out of service, kept for its history), offline when not
 * connected or not heard from, else its state.
 */
export const DEVICE_STATUSES = [
  'online',
  'charging',
  'updating',
  'fault',
  'offline',
  'decommissioned',
] as const;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];

/** A status in words, the same on the admin screens and beside a chat in the agent console. */
export const DEVICE_STATUS_LABELS: Record<DeviceStatus, string> = {
  online: 'Online',
  charging: 'Charging',
  updating: 'Updating',
  fault: 'Fault',
  offline: 'Offline',
  decommissioned: 'Decommissioned',
};

export const devicesMessages = {
  notFound: 'No such device.',
  idInvalid: 'id must be a positive number',
  statusFilterInvalid: `status must be one of: ${DEVICE_STATUSES.join(', ')}`,
  serialTaken: 'A device with this serial number is already registered.',
  productMissing: 'No such product.',
  siteMissing: 'No such site.',
  registered: 'The device has been registered. Copy its secret now: it is shown only once.',
  secretIssued: 'A new secret has been issued; the old one no longer works. Copy it now.',
  siteNotFound: 'No such site.',
  rangeInvalid: 'hours must be 1, 6 or 24',
  updated: 'The device has been updated.',
  unchanged: 'Nothing to change: the device already reads so.',
  decommissioned: 'The device has been decommissioned: it is disconnected and its secret no longer works.',
  recommissioned: 'The device is back in service with a new secret. Copy it now: it is shown only once.',
  isDecommissioned: 'This device is decommissioned: recommission it first.',
  notDecommissioned: 'This device is in service.',
  ownerRole: 'The owner must be an active user with the Customer or Vendor role.',
  installerRole: 'The installer must be an active user with the Installer role.',
  locationIncomplete: 'Give both latitude and longitude, or neither (the site’s location is used).',
  latitudeInvalid: 'Latitude must be a number from -90 to 90',
  longitudeInvalid: 'Longitude must be a number from -180 to 180',
  reasonTooLong: 'The reason may be at most 500 characters',
  productBusy:
    'The product cannot change while a firmware update or a charging session is under way on this device.',
  publicChargingPostOnly: 'Only a charge post can be a public charger.',
} as const;

const id = rowIdParam(devicesMessages.idInvalid);
export const deviceIdSchema = id;

export const idQuerySchema = z.object({ id }).strict();

const emptyIsNone = (value: unknown) => (value === '' ? undefined : value);

/** GET Devices/GetAll: the admin list, filtered by status, product and site, searched in serial and site. */
export const deviceListQuerySchema = listQuerySchema({
  sortable: ['serial', 'product', 'site', 'status', 'lastSeen'],
  defaultSort: 'serial',
  defaultDir: 'asc',
  filters: {
    status: z.preprocess(
      emptyIsNone,
      z.enum(DEVICE_STATUSES, { error: devicesMessages.statusFilterInvalid }).optional(),
    ),
    product: z.preprocess(emptyIsNone, id.optional()),
    site: z.preprocess(emptyIsNone, id.optional()),
  },
});
export type DeviceListQuery = z.output<typeof deviceListQuerySchema>;

export const deviceSummarySchema = z.object({
  id: z.number().int(),
  serial: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  productKind: z.enum(PRODUCT_KINDS),
  siteId: z.number().int().nullable(),
  siteName: z.string().nullable(),
  status: z.enum(DEVICE_STATUSES),
  faults: z.array(z.enum(FAULT_CODES)),
  /** ISO time, or null for a device never heard from. */
  lastSeenAt: z.string().nullable(),
  powerKw: z.number().nullable(),
});
export type DeviceSummary = z.infer<typeof deviceSummarySchema>;
export const deviceListResponseSchema = listPageSchema(deviceSummarySchema);
export type DeviceListResponse = ListPage<DeviceSummary>;

const option = z.object({ id: z.number().int(), name: z.string() });
/** GET Devices/GetFilters: the products and sites of the devices this user sees, for the list's filters. */
export const deviceFiltersResponseSchema = z.object({
  responseStatusCode: z.number().int(),
  products: z.array(option),
  sites: z.array(option),
  /** Whether this user may register, edit and decommission devices and issue secrets (staff). */
  canRegister: z.boolean(),
});
export type DeviceFiltersResponse = z.infer<typeof deviceFiltersResponseSchema>;

export const telemetryPointSchema = z.object({
  at: z.string(),
  powerKw: z.number(),
  temperatureC: z.number().nullable(),
  voltageV: z.number().nullable(),
  currentA: z.number().nullable(),
  socPercent: z.number().nullable(),
  energyKwh: z.number().nullable(),
});
export type TelemetryPoint = z.infer<typeof telemetryPointSchema>;

const person = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const deviceDetailSchema = deviceSummarySchema.extend({
  productCode: z.string(),
  ratedPowerKw: z.number(),
  state: z.enum(DEVICE_STATES),
  connected: z.boolean(),
  installedAt: z.string().nullable(),
  installedBy: person,
  owner: person,
  publicCharging: z.boolean(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  siteAddress: z.string().nullable(),
  /** ISO time it was taken out of service, or null while in service. */
  decommissionedAt: z.string().nullable(),
  firmware: z.array(
    z.object({ componentId: z.number().int(), component: z.string(), name: z.string(), version: z.string() }),
  ),
  latest: telemetryPointSchema.nullable(),
  /** The updates under way or last done on this device. */
  updates: z.array(
    z.object({
      rolloutId: z.number().int(),
      component: z.string(),
      version: z.string(),
      previousVersion: z.string().nullable(),
      phase: z.string(),
      progress: z.number().int(),
      message: z.string().nullable(),
      updatedAt: z.string(),
    }),
  ),
});
export type DeviceDetail = z.infer<typeof deviceDetailSchema>;
export const deviceDetailResponseSchema = z.object({
  responseStatusCode: z.number().int(),
  device: deviceDetailSchema,
});
export type DeviceDetailResponse = z.infer<typeof deviceDetailResponseSchema>;

export const TELEMETRY_RANGES_HOURS = [1, 6, 24] as const;
/** GET Devices/GetTelemetry?id=&hours=: points averaged into at most ~120 buckets of the range. */
export const telemetryQuerySchema = z
  .object({
    id,
    hours: z.coerce
      .number({ error: devicesMessages.rangeInvalid })
      .refine(
        (value) => (TELEMETRY_RANGES_HOURS as readonly number[]).includes(value),
        devicesMessages.rangeInvalid,
      )
      .default(1),
  })
  .strict();
export const telemetryResponseSchema = z.object({
  responseStatusCode: z.number().int(),
  points: z.array(telemetryPointSchema),
});
export type TelemetryResponse = z.infer<typeof telemetryResponseSchema>;

export const DEVICE_EVENT_KINDS = [
  'registered',
  'secret-issued',
  'connected',
  'disconnected',
  'fault',
  'fault-cleared',
  'firmware-progress',
  'firmware-updated',
  'firmware-failed',
  'charging-started',
  'charging-stopped',
  'command-sent',
  'command-acknowledged',
  'edited',
  'decommissioned',
  'recommissioned',
] as const;
export const deviceEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  kind: z.enum(DEVICE_EVENT_KINDS),
  severity: z.enum(['info', 'warning', 'error']),
  message: z.string(),
});
export type DeviceEvent = z.infer<typeof deviceEventSchema>;
/** GET Devices/GetEvents?id=: the device's history, newest first, paged. */
export const deviceEventsQuerySchema = listQuerySchema({
  sortable: ['at'],
  defaultSort: 'at',
  filters: { id, severity: z.preprocess(emptyIsNone, z.enum(['info', 'warning', 'error']).optional()) },
});
export const deviceEventsResponseSchema = listPageSchema(deviceEventSchema);
export type DeviceEventsResponse = ListPage<DeviceEvent>;

/** POST Devices/Register (staff): a new device and its first secret, shown once. */
export const registerDeviceRequestSchema = z
  .object({
    serial: z.string().trim().toUpperCase().pipe(serialSchema),
    productId: id,
    siteId: id.nullable(),
    ownerId: id.nullable(),
    installedById: id.nullable(),
    publicCharging: z.boolean().default(false),
  })
  .strict();
export type RegisterDeviceRequest = z.input<typeof registerDeviceRequestSchema>;
export const deviceSecretResponseSchema = z.object({
  responseStatusCode: z.number().int(),
  message: z.string(),
  device: deviceSummarySchema,
  /** The secret in clear, this once; the server keeps only its hash. */
  secret: z.string(),
});
export type DeviceSecretResponse = z.infer<typeof deviceSecretResponseSchema>;

/** A coordinate typed in a form ('' is none) or sent as a number. */
const coordinate = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (value === '' ? null : typeof value === 'string' ? Number(value.trim() || Number.NaN) : value),
    z.number({ error: message }).finite(message).min(min, message).max(max, message).nullable(),
  );

/**
 * PUT Devices/Update?id= (staff): what a device is (its product, to correct a registration), where it is
 * and who it belongs to. Latitude and longitude go together; both null puts the device at its site's
 * location (as registration does).
 */
export const updateDeviceRequestSchema = z
  .object({
    productId: id,
    siteId: id.nullable(),
    ownerId: id.nullable(),
    installedById: id.nullable(),
    latitude: coordinate(-90, 90, devicesMessages.latitudeInvalid),
    longitude: coordinate(-180, 180, devicesMessages.longitudeInvalid),
    publicCharging: z.boolean(),
  })
  .strict()
  .refine((body) => (body.latitude === null) === (body.longitude === null), {
    message: devicesMessages.locationIncomplete,
    path: ['latitude'],
  });
export type UpdateDeviceRequest = z.input<typeof updateDeviceRequestSchema>;

/** POST Devices/Decommission?id= (staff): why, for the device's history (optional). */
export const decommissionRequestSchema = z
  .object({ reason: z.string().trim().max(500, devicesMessages.reasonTooLong).default('') })
  .strict();
export type DecommissionRequest = z.input<typeof decommissionRequestSchema>;

/** The answer of an edit or a decommissioning: what happened and the device as it is now. */
export const deviceChangeResponseSchema = z.object({
  responseStatusCode: z.number().int(),
  message: z.string(),
  device: deviceSummarySchema,
});
export type DeviceChangeResponse = z.infer<typeof deviceChangeResponseSchema>;

/** GET Devices/GetAssignees (staff): who may own a device (Customers, Vendors) and who may install one. */
export const deviceAssigneesResponseSchema = z.object({
  responseStatusCode: z.number().int(),
  owners: z.array(option),
  installers: z.array(option),
});
export type DeviceAssigneesResponse = z.infer<typeof deviceAssigneesResponseSchema>;

/** A site on the map: its place and how many of its devices are in each status. */
export const siteSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(SITE_KINDS),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  devices: z.number().int(),
  byStatus: z.record(z.enum(DEVICE_STATUSES), z.number().int()),
});
export type SiteSummary = z.infer<typeof siteSummarySchema>;
export const sitesResponseSchema = z.object({
  responseStatusCode: z.number().int(),
  sites: z.array(siteSummarySchema),
});
export type SitesResponse = z.infer<typeof sitesResponseSchema>;
export const siteDetailResponseSchema = z.object({
  responseStatusCode: z.number().int(),
  site: siteSummarySchema.extend({ tariffPerKwh: z.number() }),
  devices: z.array(
    deviceSummarySchema.extend({ latitude: z.number().nullable(), longitude: z.number().nullable() }),
  ),
});
export type SiteDetailResponse = z.infer<typeof siteDetailResponseSchema>;
