/**
 * OTA (/admin/ota/products, /admin/ota/product-components, /admin/ota/upload-ota; SuperAdmin, Admin,
 * Manager): products, their components, firmware releases and roll-outs.
 */
import { z } from 'zod';
import { type ListPage, listPageSchema, listQuerySchema } from './admin-lists';
import { COMPONENT_CODE_PATTERN, FIRMWARE_PHASES, semverSchema, SHA256_PATTERN } from './device-link';
import { deviceIdSchema, PRODUCT_KINDS } from './devices';

/** The largest firmware image the server takes (docs/configuration.md FIRMWARE_MAX_MB lowers or raises it). */
export const FIRMWARE_MAX_BYTES_DEFAULT = 64 * 1024 * 1024;
/** Every firmware image starts with these 8 bytes (the header of our build system's images). */
export const FIRMWARE_MAGIC = 'OHMFW\u0001\u0000\u0000';
export const RELEASE_NOTES_MAX = 4_000;

export const otaMessages = {
  codeInvalid: 'Code must be 2 to 32 of A–Z, 0–9 and -, starting with a letter or digit',
  componentCodeInvalid: 'Code must be 2 to 32 of a–z, 0–9 and -, starting with a letter or digit',
  nameRequired: 'Name is required',
  nameMax: 'Name may be at most 120 characters',
  descriptionMax: 'Description may be at most 1,000 characters',
  ratedPowerInvalid: 'Rated power must be a number of kW above 0',
  kindInvalid: `Kind must be one of: ${PRODUCT_KINDS.join(', ')}`,
  productCodeTaken: 'A product with this code already exists.',
  componentCodeTaken: 'This product already has a component with this code.',
  productNotFound: 'No such product.',
  componentNotFound: 'No such component.',
  releaseNotFound: 'No such firmware release.',
  rolloutNotFound: 'No such roll-out.',
  productInUse: 'This product still has components or devices; remove those first.',
  componentInUse: 'This component has firmware releases; it cannot be deleted.',
  productCreated: 'The product has been created.',
  productUpdated: 'The product has been updated.',
  productDeleted: 'The product has been deleted.',
  componentCreated: 'The component has been created.',
  componentUpdated: 'The component has been updated.',
  componentDeleted: 'The component has been deleted.',
  fileMissing: 'Choose a firmware file to upload.',
  fileEmpty: (name: string) => `The file "${name}" is empty.`,
  fileTooLarge: (name: string, maxMb: number) => `The file "${name}" is larger than ${maxMb} MB.`,
  fileNotFirmware: (name: string) =>
    `The file "${name}" is not an Ohmstead firmware image (it must start with the OHMFW header).`,
  wrongPart: (part: string) => `Unexpected file field "${part}"; the firmware goes in "file".`,
  oneFile: 'Upload one firmware file at a time.',
  versionTaken: (version: string) => `Version ${version} of this component has already been uploaded.`,
  downgrade: (version: string, latest: string) =>
    `Version ${version} is lower than ${latest}, the latest of this component; tick "Allow downgrade" to upload it anyway.`,
  hashMismatch: (expected: string, actual: string) =>
    `The file's SHA-256 is ${actual}, not ${expected}: it was changed or damaged on its way. Nothing was stored.`,
  sha256Invalid: 'SHA-256 must be 64 hexadecimal characters',
  notesMax: `Release notes may be at most ${RELEASE_NOTES_MAX} characters`,
  uploaded: (version: string) => `Firmware ${version} has been uploaded.`,
  rolloutTargetRequired: 'Choose devices or a percentage of the devices',
  rolloutNoDevices: 'No device of this product can take this release.',
  rolloutDeviceNotEligible: 'A chosen device is not of this release’s product.',
  rolloutCreated: (count: number) => `The roll-out has started on ${count} device${count === 1 ? '' : 's'}.`,
} as const;

const id = deviceIdSchema;
export const otaIdQuerySchema = z.object({ id }).strict();
const emptyIsNone = (value: unknown) => (value === '' ? undefined : value);

const name = z.string().trim().min(1, otaMessages.nameRequired).max(120, otaMessages.nameMax);
const description = z.string().trim().max(1_000, otaMessages.descriptionMax).default('');

export const productSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  description: z.string(),
  ratedPowerKw: z.number(),
  components: z.number().int(),
  devices: z.number().int(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productListQuerySchema = listQuerySchema({
  sortable: ['code', 'name', 'kind', 'devices'],
  defaultSort: 'code',
  defaultDir: 'asc',
  filters: {
    kind: z.preprocess(emptyIsNone, z.enum(PRODUCT_KINDS, { error: otaMessages.kindInvalid }).optional()),
  },
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;
export const productListResponseSchema = listPageSchema(productSchema);
export type ProductListResponse = ListPage<Product>;

export const productRequestSchema = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9][A-Z0-9-]{1,31}$/, otaMessages.codeInvalid),
    name,
    kind: z.enum(PRODUCT_KINDS, { error: otaMessages.kindInvalid }),
    description,
    ratedPowerKw: z.coerce
      .number({ error: otaMessages.ratedPowerInvalid })
      .positive(otaMessages.ratedPowerInvalid)
      .max(1_000_000, otaMessages.ratedPowerInvalid),
  })
  .strict();
export type ProductRequest = z.input<typeof productRequestSchema>;
export const productResponseSchema = z.object({
  responseStatusCode: z.number().int(),
  message: z.string(),
  product: productSchema,
});
export type ProductResponse = z.infer<typeof productResponseSchema>;

export const componentSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  latestVersion: z.string().nullable(),
  releases: z.number().int(),
  updatedAt: z.string(),
});
export type Component = z.infer<typeof componentSchema>;
export const componentListQuerySchema = listQuerySchema({
  sortable: ['product', 'code', 'name'],
  defaultSort: 'product',
  defaultDir: 'asc',
  filters: { product: z.preprocess(emptyIsNone, id.optional()) },
});
export type ComponentListQuery = z.output<typeof componentListQuerySchema>;
export const componentListResponseSchema = listPageSchema(componentSchema);
export type ComponentListResponse = ListPage<Component>;
export const componentRequestSchema = z
  .object({
    productId: id,
    code: z.string().trim().toLowerCase().regex(COMPONENT_CODE_PATTERN, otaMessages.componentCodeInvalid),
    name,
    description,
  })
  .strict();
export type ComponentRequest = z.input<typeof componentRequestSchema>;
export const componentResponseSchema = z.object({
  responseStatusCode: z.number().int(),
  message: z.string(),
  component: componentSchema,
});
export type ComponentResponse = z.infer<typeof componentResponseSchema>;

/** The answer of a delete. */
export const otaDeleteResponseSchema = z.object({
  responseStatusCode: z.number().int(),
  message: z.string(),
});

export const releaseSchema = z.object({
  id: z.number().int(),
  componentId: z.number().int(),
  component: z.string(),
  componentName: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  version: z.string(),
  sha256: z.string(),
  sizeBytes: z.number().int(),
  fileName: z.string(),
  releaseNotes: z.string(),
  downgrade: z.boolean(),
  uploadedBy: z.string().nullable(),
  createdAt: z.string(),
  /** Devices of the product that run this version of the component now. */
  installedOn: z.number().int(),
});
export type Release = z.infer<typeof releaseSchema>;
export const releaseListQuerySchema = listQuerySchema({
  sortable: ['createdAt', 'version', 'component'],
  defaultSort: 'createdAt',
  filters: {
    product: z.preprocess(emptyIsNone, id.optional()),
    component: z.preprocess(emptyIsNone, id.optional()),
  },
});
export type ReleaseListQuery = z.output<typeof releaseListQuerySchema>;
export const releaseListResponseSchema = listPageSchema(releaseSchema);
export type ReleaseListResponse = ListPage<Release>;

/**
 * POST Ota/UploadFirmware (multipart): these fields first, then the image as `file`. `sha256` is the
 * hash the build published (the screen computes it from the chosen file when left empty); a file whose
 * bytes hash otherwise is refused and nothing is kept.
 */
export const uploadFirmwareFieldsSchema = z
  .object({
    componentId: id,
    version: semverSchema,
    releaseNotes: z.string().trim().max(RELEASE_NOTES_MAX, otaMessages.notesMax).default(''),
    sha256: z.string().trim().toLowerCase().regex(SHA256_PATTERN, otaMessages.sha256Invalid),
    allowDowngrade: z.enum(['true', 'false']).default('false'),
  })
  .strict();
export type UploadFirmwareFields = z.input<typeof uploadFirmwareFieldsSchema>;
export const UPLOAD_FIRMWARE_FIELDS = [
  'componentId',
  'version',
  'releaseNotes',
  'sha256',
  'allowDowngrade',
] as const;
export const releaseResponseSchema = z.object({
  responseStatusCode: z.number().int(),
  message: z.string(),
  release: releaseSchema,
});
export type ReleaseResponse = z.infer<typeof releaseResponseSchema>;

export const ROLLOUT_PHASES = ['queued', 'accepted', ...FIRMWARE_PHASES] as const;
export type RolloutPhase = (typeof ROLLOUT_PHASES)[number];
/** A device's update not yet ended: it takes no other roll-out of the component meanwhile. */
export const ROLLOUT_PHASES_UNDER_WAY = [
  'queued',
  'accepted',
  'downloading',
  'verifying',
  'installing',
] as const satisfies readonly RolloutPhase[];

export const rolloutDeviceSchema = z.object({
  deviceId: z.number().int(),
  serial: z.string(),
  siteName: z.string().nullable(),
  previousVersion: z.string().nullable(),
  currentVersion: z.string().nullable(),
  phase: z.enum(ROLLOUT_PHASES),
  progress: z.number().int(),
  message: z.string().nullable(),
  online: z.boolean(),
  updatedAt: z.string(),
});
export type RolloutDevice = z.infer<typeof rolloutDeviceSchema>;
export const rolloutSchema = z.object({
  id: z.number().int(),
  releaseId: z.number().int(),
  version: z.string(),
  component: z.string(),
  target: z.enum(['devices', 'percentage']),
  percentage: z.number().int().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  devices: z.array(rolloutDeviceSchema),
});
export type Rollout = z.infer<typeof rolloutSchema>;

/** GET Ota/GetRelease?id=: the release, its roll-outs with each device's progress, and who could take it. */
export const releaseDetailResponseSchema = z.object({
  responseStatusCode: z.number().int(),
  release: releaseSchema,
  rollouts: z.array(rolloutSchema),
  eligible: z.array(
    z.object({
      deviceId: z.number().int(),
      serial: z.string(),
      siteName: z.string().nullable(),
      currentVersion: z.string().nullable(),
      online: z.boolean(),
    }),
  ),
});
export type ReleaseDetailResponse = z.infer<typeof releaseDetailResponseSchema>;

/** POST Ota/CreateRollout: to chosen devices, or to a share (1–100 %) of the product's devices. */
export const createRolloutRequestSchema = z
  .object({
    releaseId: id,
    deviceIds: z.array(id).max(10_000).optional(),
    percentage: z.number().int().min(1).max(100).optional(),
  })
  .strict()
  .refine(
    (value) => (value.deviceIds?.length ?? 0) > 0 !== (value.percentage !== undefined),
    otaMessages.rolloutTargetRequired,
  );
export type CreateRolloutRequest = z.infer<typeof createRolloutRequestSchema>;
export const rolloutResponseSchema = z.object({
  responseStatusCode: z.number().int(),
  message: z.string(),
  rollout: rolloutSchema,
});
export type RolloutResponse = z.infer<typeof rolloutResponseSchema>;
