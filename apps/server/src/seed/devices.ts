import { firmwareImage, sha256Of } from '@ohmstead/device-simulator/firmware-image';
import type { Queryable } from '../db/database';
import { firmwareStore } from '../db/devices/firmware-store';
import { demoDevices, demoProducts, demoSites } from '../plugins/devices/link/demo-devices';

const versionParts = (version: string) => {
  const [core = '', prerelease] = version.split('-', 2);
  const [major = 0, minor = 0, patch = 0] = core.split('.').map(Number);
  return { major, minor, patch, prerelease: prerelease ?? null };
};

type DemoProduct = (typeof demoProducts)[number];
type DemoComponent = DemoProduct['components'][number];
type DemoDevice = (typeof demoDevices)[number];
type FirmwareStore = ReturnType<typeof firmwareStore>;
/** A demo user's id by user name, or null (no name, or no such user). */
type UserIdOf = (userName: string | null) => Promise<number | null>;

/** One firmware release of a component: its image in the store and its row, releases a month apart. */
async function seedRelease(
  db: Queryable,
  store: FirmwareStore,
  product: DemoProduct,
  component: DemoComponent,
  componentId: number,
  index: number,
) {
  const version = component.versions[index]!;
  const image = firmwareImage(component.code, version);
  const sha256 = sha256Of(image);
  // The image is written whenever it is missing (a new DATA_DIR on an existing database too).
  const storageKey = (await store.exists(store.keyOf(sha256)))
    ? store.keyOf(sha256)
    : await store.write(image, sha256);
  const parts = versionParts(version);
  const notes =
    index === 0
      ? 'First release in the field.'
      : `Improves ${component.name.toLowerCase()} stability and fixes issues found since ${component.versions[index - 1]}.`;
  await db.query(
    `INSERT INTO firmware_releases (component_id, version, version_major, version_minor, version_patch,
       version_prerelease, sha256, size_bytes, file_name, storage_key, release_notes, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11,
       now() - ($12 * interval '30 days'))
     ON CONFLICT (component_id, version) DO NOTHING`,
    [
      componentId,
      version,
      parts.major,
      parts.minor,
      parts.patch,
      parts.prerelease,
      sha256,
      image.length,
      `${product.code.toLowerCase()}-${component.code}-${version}.ohmfw`,
      storageKey,
      notes,
      component.versions.length - 1 - index,
    ],
  );
}

/** A product, its components and their firmware releases. */
async function seedProduct(db: Queryable, store: FirmwareStore, product: DemoProduct) {
  await db.query(
    `INSERT INTO products (code, name, kind, description, rated_power_kw) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (code) DO NOTHING`,
    [product.code, product.name, product.kind, product.description, product.ratedPowerKw],
  );
  const [{ id: productId } = { id: 0 }] = await db.query<{ id: number }>(
    'SELECT id FROM products WHERE code = $1',
    [product.code],
  );
  for (const component of product.components) {
    await db.query(
      `INSERT INTO product_components (product_id, code, name, description) VALUES ($1, $2, $3, $4)
       ON CONFLICT (product_id, code) DO NOTHING`,
      [productId, component.code, component.name, component.description],
    );
    const [{ id: componentId } = { id: 0 }] = await db.query<{ id: number }>(
      'SELECT id FROM product_components WHERE product_id = $1 AND code = $2',
      [productId, component.code],
    );
    for (const index of component.versions.keys())
      await seedRelease(db, store, product, component, componentId, index);
  }
}

/** A device, the firmware its components run and the event of its commissioning. */
async function seedDevice(db: Queryable, device: DemoDevice, index: number, userId: UserIdOf) {
  const site = demoSites.find((entry) => entry.name === device.site)!;
  const [inserted] = await db.query<{ id: number }>(
    `INSERT INTO devices (serial, product_id, site_id, installed_by, owner_id, installed_at, public_charging,
       latitude, longitude, state)
     SELECT $1, p.id, s.id, $4, $5, now() - ($6 * interval '9 days'), $7, $8, $9,
       CASE WHEN p.kind = 'charge-post' THEN 'idle' ELSE 'running' END
     FROM products p, installation_sites s WHERE p.code = $2 AND s.name = $3
     ON CONFLICT (serial) DO NOTHING RETURNING id`,
    [
      device.serial,
      device.product,
      device.site,
      await userId(device.installedBy),
      await userId(device.owner),
      40 - index,
      device.publicCharging ?? false,
      site.latitude + device.offset[0],
      site.longitude + device.offset[1],
    ],
  );
  if (!inserted) return;
  // Each component runs the release before the newest (or the newest): a roll-out has somewhere to go.
  await db.query(
    `INSERT INTO device_firmware (device_id, component_id, version)
     SELECT $1, c.id, (array_agg(r.version ORDER BY r.version_major DESC, r.version_minor DESC, r.version_patch DESC))[$2]
     FROM product_components c JOIN products p ON p.id = c.product_id
     JOIN firmware_releases r ON r.component_id = c.id
     WHERE p.code = $3 GROUP BY c.id`,
    [inserted.id, device.latestFirmware ? 1 : 2, device.product],
  );
  await db.query(
    `INSERT INTO device_events (device_id, at, kind, message)
     SELECT id, installed_at, 'registered', 'Registered and commissioned' FROM devices WHERE id = $1`,
    [inserted.id],
  );
}

/**
 * The demo's products, components, firmware releases (their images written to DATA_DIR/firmware),
 * sites and devices, each inserted only where missing (by code, name or serial): an admin's changes stay.
 */
export async function seedDemoDevices(db: Queryable, dataDir: string): Promise<void> {
  const store = firmwareStore(dataDir);
  const userId: UserIdOf = async (userName) => {
    if (!userName) return null;
    const [row] = await db.query<{ id: number }>('SELECT id FROM users WHERE lower(user_name) = $1', [
      userName,
    ]);
    return row ? Number(row.id) : null;
  };
  for (const product of demoProducts) await seedProduct(db, store, product);
  for (const site of demoSites)
    await db.query(
      `INSERT INTO installation_sites (name, kind, address, latitude, longitude, tariff_per_kwh)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (name) DO NOTHING`,
      [site.name, site.kind, site.address, site.latitude, site.longitude, site.tariffPerKwh],
    );
  for (const [index, device] of demoDevices.entries()) await seedDevice(db, device, index, userId);
}
