import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { countRows, useTestServer } from '../../test/harness';
import { verifyPassword } from '../auth/password';
import { login } from '../auth/test-users';
import { userRepository } from '../auth/user-repository';
import { openDatabase } from '../db/database';
import { createAdmin } from './create-admin';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('create-admin', () => {
  const server = useTestServer();

  it('creates a SuperAdmin who can sign in', async () => {
    expect(
      await createAdmin(server.db, { userName: 'ops', password: 'ops-admin-password', firstName: 'Olu' }),
    ).toBe('ops');
    const response = await login(server.app, 'ops', 'ops-admin-password');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Olu', roles: ['SuperAdmin'], isSafetyCheck: false });
  });

  it('never overwrites an existing user and refuses weak input', async () => {
    await expect(createAdmin(server.db, { userName: 'OPS', password: 'another-password' })).rejects.toThrow(
      'A user named OPS already exists.',
    );
    await expect(createAdmin(server.db, { userName: 'ops2', password: 'short' })).rejects.toThrow(
      'password: The new password must be at least 10 characters',
    );
    await expect(createAdmin(server.db, { userName: '', password: 'long-enough-pw' })).rejects.toThrow(
      '--user: User name is required',
    );
    expect(await countRows(server.db, 'users')).toBe(1);
  });
});

describe('create-admin as a command, reading the password from standard input', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ohmstead-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  function run(
    args: string[],
    stdin: string,
  ): Promise<{ code: number | null; stdout: string; stderr: string }> {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    delete env.DATABASE_URL;
    delete env.ADMIN_PASSWORD;
    delete env.ADMIN_USERNAME;
    const child = spawn(
      path.join(serverRoot, 'node_modules', '.bin', 'tsx'),
      ['src/cli/create-admin.ts', ...args],
      {
        cwd: serverRoot,
        env,
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.stdin.end(stdin);
    return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
  }

  it("creates the admin in the server's database and prints no password", async () => {
    const result = await run(['--user', 'cli-root'], 'cli-admin-password\n');
    expect(result).toMatchObject({ code: 0, stdout: 'Created SuperAdmin cli-root.\n' });
    expect(result.stdout + result.stderr).not.toContain('cli-admin-password');
    const db = await openDatabase({ dataDir });
    try {
      const user = await userRepository(db).findByUserName('cli-root');
      expect(user).toMatchObject({ roles: ['SuperAdmin'], active: true });
      expect(await verifyPassword('cli-admin-password', user!.passwordHash)).toBe(true);
    } finally {
      await db.close();
    }
  }, 60_000);

  it('exits 1 with a reason for a short password or a missing --user', async () => {
    const short = await run(['--user', 'cli-two'], 'short\n');
    expect(short.code).toBe(1);
    expect(short.stderr).toBe('create-admin: password: The new password must be at least 10 characters\n');
    const noUser = await run([], 'cli-admin-password\n');
    expect(noUser.code).toBe(1);
    expect(noUser.stderr).toContain('Usage: create-admin --user NAME');
  }, 60_000);
});
