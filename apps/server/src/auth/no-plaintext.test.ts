import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness';
import { addUser, call, login } from './test-users';

/**
 * No password is stored or logged in plain text: after sign-ins, failed sign-ins, a password change and
 * a user creation with known unique passwords, no text of any column of any table holds one, and the
 * server's log (at trace level) holds none of them, nor a hash, nor a token.
 */
describe('no plaintext password anywhere', () => {
  const marker = (name: string) => `${name}${randomBytes(6).toString('hex')}`;
  const passwords = {
    initial: marker('InitialPw'),
    changed: marker('ChangedPw'),
    created: marker('CreatedPw'),
    wrongLogin: marker('WrongLoginPw'),
    wrongCurrent: marker('WrongCurrentPw'),
    tooLong: `${marker('TooLongPw')}${'x'.repeat(200)}`,
  };
  /** A value that is meant to be stored: proves the database search finds what is there. */
  const control = marker('ControlName');

  let server: TestServer;
  const log: string[] = [];
  const secrets: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log.push(String(chunk));
        done();
      },
    });
    server = await startTestServer({ LOG_LEVEL: 'trace' }, { logStream: stream });
    const { app, db } = server;
    await addUser(db, {
      userName: 'plain-admin',
      password: passwords.initial,
      roles: ['Admin'],
      firstName: control,
    });

    expect((await login(app, 'plain-admin', passwords.wrongLogin)).statusCode).toBe(401);
    // People type their password into the user-name field too; that must not be kept either.
    expect((await login(app, passwords.wrongLogin, passwords.wrongLogin)).statusCode).toBe(401);
    const signedIn = await login(app, 'plain-admin', passwords.initial);
    expect(signedIn.statusCode).toBe(200);
    const token: string = signedIn.json().token;
    secrets.push(token);

    const wrongCurrent = await call(app, 'POST', '/api/Account/ChangePassword', {
      token,
      body: { currentPassword: passwords.wrongCurrent, newPassword: passwords.changed },
    });
    expect(wrongCurrent.statusCode).toBe(400);
    const changed = await call(app, 'POST', '/api/Account/ChangePassword', {
      token,
      body: { currentPassword: passwords.initial, newPassword: passwords.changed },
    });
    expect(changed.statusCode).toBe(200);
    const freshToken: string = changed.json().token;
    secrets.push(freshToken);
    // The refused old token goes through the error path once more.
    expect((await call(app, 'GET', '/api/Users/GetAll', { token })).statusCode).toBe(401);

    const user = {
      userName: 'plain-new',
      firstName: 'New',
      lastName: 'User',
      contact: '',
      roles: ['Customer'],
    };
    const refused = await call(app, 'POST', '/api/Users/Create', {
      token: freshToken,
      body: { ...user, password: passwords.tooLong },
    });
    expect(refused.statusCode).toBe(400);
    const created = await call(app, 'POST', '/api/Users/Create', {
      token: freshToken,
      body: { ...user, password: passwords.created },
    });
    expect(created.statusCode).toBe(201);
    expect((await login(app, 'plain-new', passwords.created)).statusCode).toBe(200);

    const hashes = await db.query<{ password_hash: string }>('SELECT password_hash FROM users');
    secrets.push(...hashes.map((row) => row.password_hash));
    await app.close();
    // Eight real scrypt hashes one after another (OWASP's cost: auth/password.ts), which is what is
    // checked: on two shared cores under the whole suite they take most of the usual 60 s.
  }, 120_000);
  afterAll(() => server.close());

  /**
   * Every column of every table in the schema, read as text, searched case-insensitively: each table's
   * whole rows first (one query per table), then the columns of the tables that hold it.
   */
  async function tablesContaining(needle: string): Promise<string[]> {
    const columns = await server.db.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
       WHERE table_schema = current_schema() ORDER BY table_name, column_name`,
    );
    expect(columns.length).toBeGreaterThan(40);
    const holds = async (table: string, what: string) =>
      (
        await server.db.query(
          `SELECT 1 FROM "${table}" t WHERE ${what}::text ILIKE '%' || $1 || '%' LIMIT 1`,
          [needle],
        )
      ).length > 0;
    const hits: string[] = [];
    for (const table of new Set(columns.map((column) => column.table_name))) {
      if (!(await holds(table, 't'))) continue;
      for (const { column_name } of columns.filter((column) => column.table_name === table))
        if (await holds(table, `t."${column_name}"`)) hits.push(`${table}.${column_name}`);
    }
    return hits;
  }

  it('the database search finds a value that is stored', async () => {
    expect(await tablesContaining(control)).toEqual(['users.first_name']);
  });

  it.each(Object.entries(passwords))(
    'no column of any table holds the %s password',
    async (_name, password) => {
      expect(await tablesContaining(password)).toEqual([]);
    },
  );

  it('the server log recorded the requests, but no password, hash or token', () => {
    const text = log.join('');
    expect(text).toContain('/api/Auth/AuthTokenLogin');
    expect(text).toContain('/api/Account/ChangePassword');
    expect(text).toContain('"statusCode":401');
    expect(secrets.length).toBeGreaterThanOrEqual(4);
    for (const secret of [...Object.values(passwords), ...secrets]) expect(text).not.toContain(secret);
    // The hashes' salts and keys on their own, in case a log line quoted a hash in pieces.
    for (const hash of secrets.filter((secret) => secret.startsWith('$scrypt$')))
      for (const part of hash.split('$').slice(3)) expect(text).not.toContain(part);
  });
});
