import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Compact HS256 JSON Web Tokens: `sub` is the user id, `iat` and `exp` are NumericDates. `iat` keeps its
 * milliseconds (RFC 7519 allows fractional seconds) so a token issued in the same second as a password
 * change is told apart from one issued just before it.
 */

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
/** Larger tokens are not ours; refusing them early keeps the parser's work bounded. */
const MAX_TOKEN_LENGTH = 2048;

export interface IssuedToken {
  token: string;
  issuedAt: Date;
  expiresAt: Date;
}

export type TokenCheck =
  { ok: true; userId: number; issuedAtMs: number } | { ok: false; reason: 'invalid' | 'expired' };

function base64url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

function signature(secret: string, signingInput: string): Buffer {
  return createHmac('sha256', secret).update(signingInput).digest();
}

export function signToken(secret: string, userId: number, issuedAt: Date, ttlMinutes: number): IssuedToken {
  const expiresAt = new Date(issuedAt.getTime() + ttlMinutes * 60_000);
  const payload = base64url(
    JSON.stringify({ sub: String(userId), iat: issuedAt.getTime() / 1000, exp: expiresAt.getTime() / 1000 }),
  );
  const input = `${HEADER}.${payload}`;
  return { token: `${input}.${signature(secret, input).toString('base64url')}`, issuedAt, expiresAt };
}

export function verifyToken(secret: string, token: string, now: Date = new Date()): TokenCheck {
  const invalid = { ok: false, reason: 'invalid' } as const;
  if (token.length > MAX_TOKEN_LENGTH) return invalid;
  const parts = token.split('.');
  if (parts.length !== 3) return invalid;
  const [header, payload, sig] = parts as [string, string, string];
  // Only our own header is accepted: no `alg: none`, no other algorithm, no key hints.
  if (header !== HEADER) return invalid;
  // The signature must be spelled exactly as we spell it: Node's decoder would also take padding,
  // standard base64 and other trailing bits for the same bytes, and one token must have one spelling.
  const given = Buffer.from(sig, 'latin1');
  const expected = Buffer.from(signature(secret, `${header}.${payload}`).toString('base64url'), 'latin1');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return invalid;
  }
  if (typeof claims !== 'object' || claims === null) return invalid;
  const { sub, iat, exp } = claims as Record<string, unknown>;
  // User ids are PostgreSQL integers: anything else is no user of ours.
  if (typeof sub !== 'string' || !/^[1-9]\d{0,9}$/.test(sub) || Number(sub) > 2_147_483_647) return invalid;
  if (typeof iat !== 'number' || typeof exp !== 'number' || !Number.isFinite(iat) || !Number.isFinite(exp))
    return invalid;
  const issuedAtMs = Math.round(iat * 1000);
  // A token from the future (beyond a little clock skew between server processes) is not one we issued.
  if (issuedAtMs > now.getTime() + 60_000) return invalid;
  if (Math.round(exp * 1000) <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, userId: Number(sub), issuedAtMs };
}
