import type { Role } from '@ohmstead/contracts/roles';
import sql, { raw, type Sql } from 'sql-template-tag';

/** Roles that see every device: staff, the testers who check them and the dispatchers who send crews. */
const SEES_ALL: readonly Role[] = ['SuperAdmin', 'Admin', 'Manager', 'DeviceTester', 'Dispatcher'];
/** Roles that register devices and issue their secrets. */
const MANAGES: readonly Role[] = ['SuperAdmin', 'Admin', 'Manager'];

export const seesAllDevices = (roles: readonly Role[]) => roles.some((role) => SEES_ALL.includes(role));
export const managesDevices = (roles: readonly Role[]) => roles.some((role) => MANAGES.includes(role));

/**
 * Which devices a user may see (docs/decisions/0031-devices-and-ota.md), as a condition on the devices row
 * `alias`: staff, testers and dispatchers all; an
 * Installer the devices they installed; a Customer or a Vendor the devices they own; several roles add up.
 * Every device call and command goes through it, so a device outside it is "not found".
 */
export function deviceScope(user: { id: number; roles: readonly Role[] }, alias = 'd'): Sql {
  if (seesAllDevices(user.roles)) return sql`true`;
  // The alias is the caller's constant, never input.
  const column = (name: string) => raw(`${alias}.${name}`);
  const conditions: Sql[] = [];
  if (user.roles.includes('Installer')) conditions.push(sql`${column('installed_by')} = ${user.id}`);
  if (user.roles.includes('Customer') || user.roles.includes('Vendor'))
    conditions.push(sql`${column('owner_id')} = ${user.id}`);
  if (conditions.length === 0) return sql`false`;
  return conditions.reduce((all, condition) => sql`(${all} OR ${condition})`);
}
