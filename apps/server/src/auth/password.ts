import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';

/**
 * scrypt parameters for new hashes: OWASP's N=2^15, r=8, p=3 (32 MiB, a few hundred milliseconds).
 * Each hash string carries its own parameters, so raising these later leaves old hashes verifiable.
 */
const LOG_N = 15;
const BLOCK_SIZE = 8;
const PARALLELISM = 3;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** A stored hash with larger parameters than these is refused rather than allowed to exhaust memory. */
const MAX_LOG_N = 20;
const MAX_PARALLELISM = 16;

const FORMAT = /^\$scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9_-]+)\$([A-Za-z0-9_-]+)$/;

function derive(password: string, salt: Buffer, keyBytes: number, logN: number, r: number, p: number) {
  const N = 2 ** logN;
  // Node refuses scrypt above 32 MiB unless maxmem says otherwise; 128·N·r is what it needs.
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, keyBytes, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `$scrypt$ln=15,r=8,p=3$<salt>$<key>` with base64url salt and key. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, LOG_N, BLOCK_SIZE, PARALLELISM);
  return `$scrypt$ln=${LOG_N},r=${BLOCK_SIZE},p=${PARALLELISM}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Constant-time comparison; a malformed or out-of-bounds hash string never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = FORMAT.exec(stored);
  if (!match) return false;
  const [, logN, r, p, salt, key] = match as unknown as [string, string, string, string, string, string];
  const params = { logN: Number(logN), r: Number(r), p: Number(p) };
  if (params.logN < 1 || params.logN > MAX_LOG_N || params.r < 1 || params.r > 32) return false;
  if (params.p < 1 || params.p > MAX_PARALLELISM) return false;
  const expected = Buffer.from(key, 'base64url');
  if (expected.length < 16) return false;
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    expected.length,
    params.logN,
    params.r,
    params.p,
  );
  return timingSafeEqual(actual, expected);
}

/**
 * A hash of a random password with today's parameters. Checking a sign-in for an unknown or
 * deactivated user against it costs the same time as a real check, so timing tells nothing.
 */
export function decoyHash(): Promise<string> {
  return hashPassword(randomBytes(24).toString('base64url'));
}
