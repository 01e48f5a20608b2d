import { listMessages } from '@ohmstead/contracts/admin-lists';
import { loginMessages } from '@ohmstead/contracts/auth';
import {
  userResponseSchema,
  type UsersListResponse,
  usersListResponseSchema,
  usersMessages,
} from '@ohmstead/contracts/users';
import { beforeAll, describe, expect, it } from 'vitest';
import { countRows, useTestServer } from '../../../test/harness';
import { addUser, call, login, tokenFor } from '../../auth/test-users';
import { userRepository } from '../../auth/user-repository';

const PASSWORD = 'users-test-password';
const newUser = (userName: string, roles: string[] = ['Installer']) => ({
  userName,
  firstName: 'Ines',
  lastName: 'Park',
  contact: '+1 919 555 0104',
  roles,
  password: 'installer-password-1',
});

describe('User Management: Users/GetAll, Create, Update, Deactivate', () => {
  const server = useTestServer();
  let admin: { id: number; token: string };
  let superAdmin: { id: number; token: string };
  beforeAll(async () => {
    const a = await addUser(server.db, { userName: 'alex', password: PASSWORD, roles: ['Admin'] });
    const s = await addUser(server.db, { userName: 'sam', password: PASSWORD, roles: ['SuperAdmin'] });
    admin = { id: a.id, token: await tokenFor(server.app, 'alex', PASSWORD) };
    superAdmin = { id: s.id, token: await tokenFor(server.app, 'sam', PASSWORD) };
  });

  const create = (token: string, body: unknown) =>
    call(server.app, 'POST', '/api/Users/Create', { token, body });
  const update = (token: string, id: number, body: unknown) =>
    call(server.app, 'PUT', `/api/Users/Update?id=${id}`, { token, body });
  const deactivate = (token: string, id: number | string) =>
    call(server.app, 'POST', `/api/Users/Deactivate?id=${id}`, { token });
  // The signed-in admin's own record, as an update body.
  const adminSelf = (roles: string[], active: boolean) => ({
    firstName: 'Alex',
    lastName: 'Morgan',
    contact: '',
    roles,
    active,
  });

  it('creates a user with 201, who can then sign in with the given password', async () => {
    const response = await create(admin.token, newUser('ines.park'));
    expect(response.statusCode).toBe(201);
    const body = userResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      responseStatusCode: 201,
      message: usersMessages.created,
      user: { userName: 'ines.park', roles: ['Installer'], active: true, isSafetyCheck: true },
    });
    expect(response.body).not.toContain('password');
    expect((await login(server.app, 'ines.park', 'installer-password-1')).statusCode).toBe(200);
  });

  const list = async (query = '') => {
    const response = await call(server.app, 'GET', `/api/Users/GetAll${query}`, { token: admin.token });
    expect(response.statusCode, response.body).toBe(200);
    return usersListResponseSchema.parse(response.json()) satisfies UsersListResponse;
  };

  it('lists users a page at a time, by user name, without any password hash', async () => {
    const response = await call(server.app, 'GET', '/api/Users/GetAll', { token: admin.token });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const page = usersListResponseSchema.parse(response.json());
    expect(page).toMatchObject({ responseStatusCode: 200, page: 1, pageSize: 25, total: 3 });
    expect(page.items.map((user) => user.userName)).toEqual(['alex', 'ines.park', 'sam']);
    expect(response.body).not.toMatch(/scrypt|password/i);
    const second = await list('?pageSize=10&page=2');
    expect(second).toMatchObject({ items: [], total: 3, page: 2, pageSize: 10 });
  });

  it('sorts, searches and filters by role and status on the server', async () => {
    for (const [userName, roles] of [
      ['list-manager', ['Manager']],
      ['list-editor', ['NewsEditor', 'Manager']],
      ['list-vendor', ['Vendor']],
    ] as const)
      await addUser(server.db, { userName, password: PASSWORD, roles: [...roles], firstName: 'Zed' });
    await server.db.query(`UPDATE users SET active = false WHERE user_name = 'list-vendor'`);

    const managers = await list('?role=Manager');
    expect(managers.items.map((user) => user.userName)).toEqual(['list-editor', 'list-manager']);
    const inactive = await list('?active=false');
    expect(inactive.items.map((user) => user.userName)).toEqual(['list-vendor']);
    const activeManagersDesc = await list('?role=Manager&active=true&sort=userName&dir=desc');
    expect(activeManagersDesc.items.map((user) => user.userName)).toEqual(['list-manager', 'list-editor']);
    // The search looks at user names, first and last names (and both together) and contact numbers.
    expect((await list('?search=zed%20tester')).total).toBe(3);
    expect((await list('?search=LIST-V')).items.map((user) => user.userName)).toEqual(['list-vendor']);
    // A LIKE wildcard is a character like any other.
    expect((await list('?search=list_')).total).toBe(0);
    const byStatus = await list('?sort=status&dir=asc&search=list-');
    expect(byStatus.items[0]!.userName).toBe('list-vendor');
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await list(`?from=${encodeURIComponent(future)}`)).total).toBe(0);
  });

  it('exports the filtered users as CSV, safe for spreadsheets', async () => {
    await addUser(server.db, {
      userName: 'csv-user',
      password: PASSWORD,
      roles: ['Customer'],
      firstName: '=1+1',
    });
    const response = await call(server.app, 'GET', '/api/Users/GetAll?format=csv&search=csv-user', {
      token: admin.token,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="users.csv"');
    const [header, row, end] = response.body.replace(/^\uFEFF/, '').split('\n');
    expect(header).toBe('User name,First name,Last name,Contact,Roles,Status,Created at,Updated at');
    expect(row).toMatch(/^csv-user,'=1\+1,Tester,/);
    expect(row).toContain(',Customer,Active,');
    expect(end).toBe('');
    expect(response.body).not.toMatch(/scrypt|password/i);
  });

  it.each([
    ['?sort=password', listMessages.sortInvalid(['userName', 'name', 'status', 'createdAt'])],
    ['?pageSize=1000', listMessages.pageSizeInvalid],
    ['?page=0', listMessages.pageInvalid],
    ['?role=Owner', usersMessages.roleFilterInvalid],
    ['?active=yes', usersMessages.activeFilterInvalid],
    ['?from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z', listMessages.rangeInverted],
    ['?colour=red', 'Unexpected field(s): colour'],
  ])('refuses the list query %s with 400 and a reason', async (query, reason) => {
    const response = await call(server.app, 'GET', `/api/Users/GetAll${query}`, { token: admin.token });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`Invalid query: ${reason}`);
  });

  it('refuses a user name that exists in any letter case with 409', async () => {
    const before = await countRows(server.db, 'users');
    const response = await create(admin.token, newUser('INES.PARK'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ responseStatusCode: 409, message: usersMessages.userNameTaken });
    expect(await countRows(server.db, 'users')).toBe(before);
  });

  it.each([
    [{ ...newUser('no-roles'), roles: [] }, 'roles', usersMessages.rolesRequired],
    [{ ...newUser('bad-role'), roles: ['Owner'] }, 'roles.0', 'Invalid option: expected one of'],
    [{ ...newUser('twice'), roles: ['Admin', 'Admin'] }, 'roles', usersMessages.rolesDuplicate],
    [
      { ...newUser('short-pw'), password: 'nine-char' },
      'password',
      'The new password must be at least 10 characters',
    ],
    [newUser('has space'), 'userName', usersMessages.userNameInvalid],
    [newUser('<script>'), 'userName', usersMessages.userNameInvalid],
    [newUser('ab'), 'userName', usersMessages.userNameMin],
    [
      { ...newUser('bad-contact'), contact: 'n/a' },
      'contact',
      'Contact may contain only digits, spaces, +, - and parentheses',
    ],
  ])('refuses %j with 400 on %s and writes no row', async (body, field, message) => {
    const before = await countRows(server.db, 'users');
    const response = await create(admin.token, body);
    expect(response.statusCode).toBe(400);
    const error = response.json().errors.find((entry: { field: string }) => entry.field === field);
    expect(error.message).toContain(message);
    expect(await countRows(server.db, 'users')).toBe(before);
  });

  it('updates names, contact, roles and active; a deactivated user can no longer sign in', async () => {
    const user = await addUser(server.db, { userName: 'val', password: PASSWORD, roles: ['Vendor'] });
    const response = await update(admin.token, user.id, {
      firstName: 'Val',
      lastName: 'Okafor',
      contact: '',
      roles: ['Vendor', 'DeviceTester'],
      active: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: usersMessages.updated,
      user: { firstName: 'Val', roles: ['Vendor', 'DeviceTester'], active: false },
    });
    const signIn = await login(server.app, 'val', PASSWORD);
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().message).toBe(loginMessages.invalidCredentials);
  });

  it('deactivates a user, whose open session ends at once', async () => {
    const user = await addUser(server.db, { userName: 'casey', password: PASSWORD, roles: ['Customer'] });
    const token = await tokenFor(server.app, 'casey', PASSWORD);
    const response = await deactivate(admin.token, user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: usersMessages.deactivated, user: { active: false } });
    expect((await call(server.app, 'GET', '/api/Account/Profile', { token })).statusCode).toBe(401);
  });

  it('answers 404 for an unknown id and 400 for an id that is not one', async () => {
    const missing = await deactivate(admin.token, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(usersMessages.notFound);
    for (const id of ['abc', '0', '1.5', '2147483648']) {
      const notAnId = await deactivate(admin.token, id);
      expect(notAnId.statusCode).toBe(400);
      expect(notAnId.json().message).toBe(`Invalid query: ${usersMessages.idInvalid}`);
    }
  });

  it('does not let an admin deactivate themself, in either call', async () => {
    const direct = await deactivate(admin.token, admin.id);
    expect(direct.statusCode).toBe(400);
    expect(direct.json().message).toBe(usersMessages.cannotDeactivateSelf);
    const viaUpdate = await update(admin.token, admin.id, adminSelf(['Admin'], false));
    expect(viaUpdate.statusCode).toBe(400);
    expect(viaUpdate.json().message).toBe(usersMessages.cannotDeactivateSelf);
    expect((await userRepository(server.db).findById(admin.id))!.active).toBe(true);
  });

  it('does not let an admin remove their own user-management capability', async () => {
    const response = await update(admin.token, admin.id, adminSelf(['Manager'], true));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(usersMessages.cannotRemoveOwnUserManagement);
    expect((await userRepository(server.db).findById(admin.id))!.roles).toEqual(['Admin']);
    // Adding a role while keeping Admin is fine.
    const widened = await update(admin.token, admin.id, adminSelf(['Admin', 'Manager'], true));
    expect(widened.statusCode).toBe(200);
  });

  it('lets only a SuperAdmin grant the SuperAdmin role, on create or update', async () => {
    const before = await countRows(server.db, 'users');
    const byAdmin = await create(admin.token, newUser('would-be-root', ['SuperAdmin']));
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json()).toEqual({ responseStatusCode: 403, message: usersMessages.superAdminOnly });
    expect(await countRows(server.db, 'users')).toBe(before);

    const plain = await addUser(server.db, { userName: 'nora', password: PASSWORD, roles: ['NewsEditor'] });
    const promote = {
      firstName: 'Nora',
      lastName: 'Quinn',
      contact: '',
      roles: ['SuperAdmin'],
      active: true,
    };
    const promotedByAdmin = await update(admin.token, plain.id, promote);
    expect(promotedByAdmin.statusCode).toBe(403);
    expect((await userRepository(server.db).findById(plain.id))!.roles).toEqual(['NewsEditor']);

    expect((await update(superAdmin.token, plain.id, promote)).statusCode).toBe(200);
    expect((await create(superAdmin.token, newUser('second-root', ['SuperAdmin']))).statusCode).toBe(201);
  });

  it('lets only a SuperAdmin remove the SuperAdmin role or deactivate a SuperAdmin', async () => {
    const root = await addUser(server.db, {
      userName: 'root-two',
      password: PASSWORD,
      roles: ['SuperAdmin'],
    });
    const demote = { firstName: 'Root', lastName: 'Two', contact: '', roles: ['Admin'], active: true };
    const demotedByAdmin = await update(admin.token, root.id, demote);
    expect(demotedByAdmin.statusCode).toBe(403);
    expect(demotedByAdmin.json().message).toBe(usersMessages.superAdminAccountOnly);
    const deactivatedByAdmin = await deactivate(admin.token, root.id);
    expect(deactivatedByAdmin.statusCode).toBe(403);
    expect((await userRepository(server.db).findById(root.id))!).toMatchObject({
      roles: ['SuperAdmin'],
      active: true,
    });

    expect((await update(superAdmin.token, root.id, demote)).statusCode).toBe(200);
    expect((await deactivate(superAdmin.token, root.id)).statusCode).toBe(200);
  });
});
