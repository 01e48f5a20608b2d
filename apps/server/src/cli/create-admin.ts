/**
 * Creates a SuperAdmin: `pnpm --filter @ohmstead/server create-admin --user NAME [--first-name F]
 * [--last-name L]`. The password comes from ADMIN_PASSWORD or, when that is unset, from standard input
 * (one line; typed at a prompt or piped), never from the command line, where other users of the
 * machine could read it. The database is the one the server uses (DATABASE_URL or DATA_DIR).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { newPasswordSchema } from '@ohmstead/contracts/account';
import { userNameSchema } from '@ohmstead/contracts/users';
import { hashPassword } from '../auth/password';
import { userRepository } from '../auth/user-repository';
import { loadConfig } from '../config';
import { type Database, openDatabase } from '../db/database';
import { migrate } from '../db/migrate';

export interface CreateAdminInput {
  userName: string;
  password: string;
  firstName?: string;
  lastName?: string;
}

/** Validated like the user-management form; a taken user name is refused, never overwritten. */
export async function createAdmin(db: Database, input: CreateAdminInput): Promise<string> {
  const userName = userNameSchema.safeParse(input.userName);
  if (!userName.success) throw new Error(`--user: ${userName.error.issues[0]?.message}`);
  const password = newPasswordSchema.safeParse(input.password);
  if (!password.success) throw new Error(`password: ${password.error.issues[0]?.message}`);
  const user = await userRepository(db).create({
    userName: userName.data,
    firstName: input.firstName?.trim() || 'Administrator',
    lastName: input.lastName?.trim() || 'Ohmstead',
    contact: '',
    roles: ['SuperAdmin'],
    passwordHash: await hashPassword(password.data),
    isSafetyCheck: false,
  });
  if (!user) throw new Error(`A user named ${userName.data} already exists.`);
  return user.userName;
}

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) process.stderr.write('Password (at least 10 characters): ');
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) {
    chunks.push(Buffer.from(chunk));
    // At a prompt the first line is the password; do not wait for end of input.
    if (process.stdin.isTTY && Buffer.concat(chunks).includes('\n')) break;
  }
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      user: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
    strict: true,
  });
  if (!values.user) throw new Error('Usage: create-admin --user NAME [--first-name F] [--last-name L]');
  const config = loadConfig();
  const password = process.env.ADMIN_PASSWORD || (await readStdin());
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    const userName = await createAdmin(db, {
      userName: values.user,
      password,
      firstName: values['first-name'],
      lastName: values['last-name'],
    });
    process.stdout.write(`Created SuperAdmin ${userName}.\n`);
  } finally {
    await db.close();
  }
}

// Run only as a script, so tests can import createAdmin.
if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    process.stderr.write(`create-admin: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
