import { newPasswordSchema } from '@ohmstead/contracts/account';
import { userNameSchema } from '@ohmstead/contracts/users';
import type { z } from 'zod';
import { hashPassword } from '../auth/password';
import { userRepository } from '../auth/user-repository';
import type { Queryable } from '../db/database';
import { DEMO_PASSWORD, demoUsers } from './demo-users';

/**
 * Demo accounts, created only where missing: a demo password someone changed stays changed, and a
 * deactivated demo account stays deactivated. Hashing is skipped for accounts that exist (it is slow).
 */
export async function seedDemoUsers(db: Queryable): Promise<string[]> {
  const users = userRepository(db);
  const created: string[] = [];
  for (const demo of demoUsers) {
    if (await users.findByUserName(demo.userName)) continue;
    const user = await users.create({ ...demo, passwordHash: await hashPassword(DEMO_PASSWORD) });
    if (user) created.push(user.userName);
  }
  return created;
}

export type BootstrapOutcome = 'created' | 'superadmin-exists' | 'user-name-taken';

/**
 * The first SuperAdmin outside demo mode, from ADMIN_USERNAME and ADMIN_PASSWORD: created only while
 * no active SuperAdmin exists, so the variables can stay set without resetting anything later.
 */
export async function bootstrapAdmin(
  db: Queryable,
  admin: { userName: string; password: string },
): Promise<BootstrapOutcome> {
  const users = userRepository(db);
  if (await users.hasActiveSuperAdmin()) return 'superadmin-exists';
  const userName = checked(userNameSchema, admin.userName, 'ADMIN_USERNAME');
  const password = checked(newPasswordSchema, admin.password, 'ADMIN_PASSWORD');
  const user = await users.create({
    userName,
    firstName: 'Administrator',
    lastName: 'Ohmstead',
    contact: '',
    roles: ['SuperAdmin'],
    passwordHash: await hashPassword(password),
    isSafetyCheck: false,
  });
  return user ? 'created' : 'user-name-taken';
}

/** A value of the environment that fails the schema the screens use stops the start with its reason. */
function checked<S extends z.ZodType>(schema: S, value: string, variable: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new Error(`Invalid configuration:\n  ${variable}: ${result.error.issues[0]?.message ?? 'invalid'}`);
}
