/** Test helpers shared by the auth, account, users, maintenance and home-configuration tests. */
import { randomBytes, scryptSync } from 'node:crypto';
import type { LoginResponse } from '@ohmstead/contracts/auth';
import type { Role } from '@ohmstead/contracts/roles';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Queryable } from '../db/database';
import { hashPassword } from './password';
import { type UserRecord, userRepository } from './user-repository';

/** Hashing is deliberately slow: tests hash each distinct password once. */
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
};

/**
 * A hash in the stored format (password.ts) at scrypt's small cost of N=2^10, p=1: for tests whose subject
 * is many sign-ins rather than the hash (the escalation tests sign in some fifty times), where a full-cost
 * check per sign-in made them CPU-bound and slow past their timeout on a loaded machine. Each hash
 * carries its parameters, so the server verifies it as any other.
 */
function quickHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFC'), salt, 32, { N: 2 ** 10, r: 8, p: 1 });
  return `$scrypt$ln=10,r=8,p=1$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function addUser(
  db: Queryable,
  user: {
    userName: string;
    password: string;
    roles: Role[];
    firstName?: string;
    isSafetyCheck?: boolean;
    /** Hash the password at a small cost (quickHash): for tests of many sign-ins. */
    quickHash?: boolean;
  },
): Promise<UserRecord> {
  const created = await userRepository(db).create({
    userName: user.userName,
    firstName: user.firstName ?? user.userName,
    lastName: 'Tester',
    contact: '+1 (919) 555-0100',
    roles: user.roles,
    passwordHash: user.quickHash ? quickHash(user.password) : await hashOnce(user.password),
    isSafetyCheck: user.isSafetyCheck,
  });
  if (!created) throw new Error(`test user ${user.userName} exists already`);
  return created;
}

export function login(
  app: FastifyInstance,
  userName: string,
  password: string,
  remoteAddress = '127.0.0.1',
  /** A solved proof of work, when the last attempt was answered 428. */
  proof?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/Auth/AuthTokenLogin',
    remoteAddress,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ userName, password, ...(proof === undefined ? {} : { proof }) }),
  });
}

export async function tokenFor(app: FastifyInstance, userName: string, password: string): Promise<string> {
  const response = await login(app, userName, password);
  if (response.statusCode !== 200) throw new Error(`sign-in of ${userName} failed: ${response.body}`);
  return (response.json() as LoginResponse).token;
}

/** A browser's call with an optional bearer token and JSON body. */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  options: { token?: string; body?: unknown } = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return app.inject({
    method,
    url,
    headers,
    ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
  });
}
