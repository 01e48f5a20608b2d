import { devicesMessages, type ProductKind } from '@ohmstead/contracts/devices';
import type { Role } from '@ohmstead/contracts/roles';
import type { Queryable } from '../../../db/database';
import { HttpError } from '../../../http/errors';

/** Who may own a device (and so see it) and who may be named its installer (docs/decisions/0031-devices-and-ota.md). */
const OWNER_ROLES: readonly Role[] = ['Customer', 'Vendor'];
const INSTALLER_ROLES: readonly Role[] = ['Installer'];

export interface Named {
  id: number;
  name: string;
}
export interface Assignment {
  product: Named & { kind: ProductKind };
  site: (Named & { latitude: number; longitude: number }) | null;
  owner: Named | null;
  installer: Named | null;
}

const PERSON = `SELECT id, trim(first_name || ' ' || last_name) AS name FROM users
  WHERE active AND roles && $1::text[]`;

/**
 * Checks a device's product, site, owner and installer as registration and editing take them: the product
 * and the site must exist, only a charge post may be a public charger, the owner must be an active Customer
 * or Vendor, the installer an active Installer (a role the device scope reads: naming anyone else would
 * give nobody the device). A 400 with the reason otherwise.
 */
export async function checkAssignment(
  db: Queryable,
  ids: {
    productId: number;
    siteId: number | null;
    ownerId: number | null;
    installedById: number | null;
    publicCharging: boolean;
  },
): Promise<Assignment> {
  const [product] = await db.query<{ id: number; name: string; kind: ProductKind }>(
    `SELECT id, name, kind FROM products WHERE id = $1`,
    [ids.productId],
  );
  if (!product) throw new HttpError(400, devicesMessages.productMissing);
  if (ids.publicCharging && product.kind !== 'charge-post')
    throw new HttpError(400, devicesMessages.publicChargingPostOnly);
  const [site] =
    ids.siteId === null
      ? [null]
      : await db.query<{ id: number; name: string; latitude: number; longitude: number }>(
          `SELECT id, name, latitude, longitude FROM installation_sites WHERE id = $1`,
          [ids.siteId],
        );
  if (site === undefined) throw new HttpError(400, devicesMessages.siteMissing);
  const person = async (id: number | null, roles: readonly Role[], refusal: string) => {
    if (id === null) return null;
    const [row] = await db.query<{ id: number; name: string }>(`${PERSON} AND id = $2`, [roles, id]);
    if (!row) throw new HttpError(400, refusal);
    return { id: Number(row.id), name: row.name };
  };
  return {
    product: { id: Number(product.id), name: product.name, kind: product.kind },
    site: site && {
      id: Number(site.id),
      name: site.name,
      latitude: Number(site.latitude),
      longitude: Number(site.longitude),
    },
    owner: await person(ids.ownerId, OWNER_ROLES, devicesMessages.ownerRole),
    installer: await person(ids.installedById, INSTALLER_ROLES, devicesMessages.installerRole),
  };
}

/** Everyone who may be named owner or installer, by name (GET Devices/GetAssignees). */
export async function assignees(db: Queryable): Promise<{ owners: Named[]; installers: Named[] }> {
  const list = async (roles: readonly Role[]) =>
    (
      await db.query<{ id: number; name: string }>(
        `${PERSON} ORDER BY lower(first_name), lower(last_name), id LIMIT $2`,
        [roles, ASSIGNEES_MAX],
      )
    ).map((row) => ({ id: Number(row.id), name: row.name }));
  const [owners, installers] = await Promise.all([list(OWNER_ROLES), list(INSTALLER_ROLES)]);
  return { owners, installers };
}

/** The pickers' length (a select; docs/decisions/0032-devices-after-registration.md). */
export const ASSIGNEES_MAX = 1000;
