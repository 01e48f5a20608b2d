import { beforeAll, describe, expect, it } from 'vitest';
import { countRows, useTestServer } from '../../test/harness';
import { call, login, tokenFor } from '../auth/test-users';
import { userRepository } from '../auth/user-repository';
import { loadConfig } from '../config';
import { seed } from './seed';
import { bootstrapAdmin } from './users';

describe('demo accounts (DEMO_CONTENT=true)', () => {
  const server = useTestServer({ AUTH_LOGIN_MAX_FAILURES_PER_ADDRESS: '1000' });
  beforeAll(async () => {
    await seed(server.db, { demoContent: true });
  });

  const accounts = [
    ['superadmin', 'SuperAdmin', 'Sam', '/admin/executive-dashboard'],
    ['admin', 'Admin', 'Alex', '/admin/executive-dashboard'],
    ['vendor', 'Vendor', 'Val', '/admin/ev-charger-dashboard'],
    ['installer', 'Installer', 'Ines', '/home'],
    ['customer', 'Customer', 'Casey', '/admin/jira/st-ticket-list'],
    ['newseditor', 'NewsEditor', 'Nora', '/home'],
    ['deviceuser', 'DeviceUser', 'Dev', '/home'],
    ['devicetester', 'DeviceTester', 'Tess', '/home'],
    ['dispatcher', 'Dispatcher', 'Dana', '/home'],
    ['manager', 'Manager', 'Max', '/admin/executive-dashboard'],
  ] as const;

  it.each(accounts)(
    'signs in %s (%s, %s) with the demo password',
    async (userName, role, firstName, dashboard) => {
      const response = await login(server.app, userName, 'ohmstead-demo');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        userName,
        firstName,
        roles: [role],
        dashboard,
        isSafetyCheck: userName === 'installer',
      });
    },
  );

  it('seeds again without duplicating anyone or resetting a changed password', async () => {
    const token = await tokenFor(server.app, 'admin', 'ohmstead-demo');
    const changed = await call(server.app, 'POST', '/api/Account/ChangePassword', {
      token,
      body: { currentPassword: 'ohmstead-demo', newPassword: 'my own admin password' },
    });
    expect(changed.statusCode).toBe(200);
    await seed(server.db, { demoContent: true });
    expect(await countRows(server.db, 'users')).toBe(10);
    expect((await login(server.app, 'admin', 'ohmstead-demo')).statusCode).toBe(401);
    expect((await login(server.app, 'admin', 'my own admin password')).statusCode).toBe(200);
  });
});

describe('outside demo mode there is no default account', () => {
  const server = useTestServer();

  it('seeds no user at all', async () => {
    expect(await countRows(server.db, 'users')).toBe(0);
    expect((await login(server.app, 'admin', 'ohmstead-demo')).statusCode).toBe(401);
  });

  it('creates the first SuperAdmin from ADMIN_USERNAME and ADMIN_PASSWORD, once', async () => {
    const admin = { userName: 'root', password: 'first-admin-password' };
    expect(await bootstrapAdmin(server.db, admin)).toBe('created');
    const response = await login(server.app, 'root', 'first-admin-password');
    expect(response.statusCode).toBe(200);
    expect(response.json().roles).toEqual(['SuperAdmin']);
    // Left set at the next start, the variables change nothing.
    expect(await bootstrapAdmin(server.db, { userName: 'root', password: 'another-password' })).toBe(
      'superadmin-exists',
    );
    expect((await login(server.app, 'root', 'first-admin-password')).statusCode).toBe(200);
  });

  it('creates nothing over an existing user of that name', async () => {
    await userRepository(server.db).update((await userRepository(server.db).findByUserName('root'))!.id, {
      firstName: 'Root',
      lastName: 'User',
      contact: '',
      roles: ['Admin'],
      active: true,
    });
    expect(await bootstrapAdmin(server.db, { userName: 'ROOT', password: 'first-admin-password' })).toBe(
      'user-name-taken',
    );
    expect(await countRows(server.db, 'users')).toBe(1);
  });

  it('refuses a password the user-management form would refuse, naming the variable', async () => {
    await expect(bootstrapAdmin(server.db, { userName: 'root2', password: 'short' })).rejects.toThrow(
      'ADMIN_PASSWORD: The new password must be at least 10 characters',
    );
    await expect(
      bootstrapAdmin(server.db, { userName: 'no spaces', password: 'long-enough-pw' }),
    ).rejects.toThrow('ADMIN_USERNAME: User name may contain only letters');
  });

  it('refuses half a bootstrap admin in the configuration', () => {
    expect(() => loadConfig({ ADMIN_USERNAME: 'root' })).toThrow(
      'ADMIN_USERNAME and ADMIN_PASSWORD must be set together',
    );
    expect(() => loadConfig({ ADMIN_PASSWORD: 'first-admin-password' })).toThrow(
      'ADMIN_USERNAME and ADMIN_PASSWORD must be set together',
    );
    expect(loadConfig({}).auth.bootstrapAdmin).toBeUndefined();
  });
});
