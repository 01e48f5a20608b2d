import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './token';

const SECRET = 'token-test-secret-0123456789abcdef';
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const sign = (input: string, secret = SECRET) =>
  createHmac('sha256', secret).update(input).digest('base64url');

describe('signed tokens (HS256 compact JWT)', () => {
  const issuedAt = new Date('2026-03-01T10:00:00.123Z');

  it('carries the user id, a millisecond issued-at and an expiry ttl minutes later', () => {
    const { token, expiresAt } = signToken(SECRET, 42, issuedAt, 480);
    expect(expiresAt.toISOString()).toBe('2026-03-01T18:00:00.123Z');
    const [header, payload] = token.split('.');
    expect(JSON.parse(Buffer.from(header!, 'base64url').toString())).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toEqual({
      sub: '42',
      iat: 1772359200.123,
      exp: 1772388000.123,
    });
    expect(verifyToken(SECRET, token, new Date('2026-03-01T12:00:00Z'))).toEqual({
      ok: true,
      userId: 42,
      issuedAtMs: issuedAt.getTime(),
    });
  });

  it('refuses it as expired from the expiry instant on', () => {
    const { token } = signToken(SECRET, 42, issuedAt, 480);
    expect(verifyToken(SECRET, token, new Date('2026-03-01T18:00:00.122Z')).ok).toBe(true);
    expect(verifyToken(SECRET, token, new Date('2026-03-01T18:00:00.123Z'))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses a token signed with another key, or whose payload was changed after signing', () => {
    const now = new Date('2026-03-01T11:00:00Z');
    const forged = signToken('another-secret-0123456789abcdefgh', 42, issuedAt, 480).token;
    expect(verifyToken(SECRET, forged, now)).toEqual({ ok: false, reason: 'invalid' });
    const [header, , signature] = signToken(SECRET, 42, issuedAt, 480).token.split('.');
    const promoted = `${header}.${b64({ sub: '1', iat: issuedAt.getTime() / 1000, exp: 1e10 })}.${signature}`;
    expect(verifyToken(SECRET, promoted, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses alg "none", another algorithm and malformed tokens', () => {
    const now = new Date('2026-03-01T11:00:00Z');
    const payload = b64({ sub: '42', iat: issuedAt.getTime() / 1000, exp: 1e10 });
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    const hs512 = `${b64({ alg: 'HS512', typ: 'JWT' })}.${payload}`;
    for (const token of [none, `${hs512}.${sign(hs512)}`, 'abc', 'a.b', 'a.b.c.d', '', 'x'.repeat(5000)])
      expect(verifyToken(SECRET, token, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a correctly signed payload whose claims are not ours', () => {
    const now = new Date('2026-03-01T11:00:00Z');
    const header = b64({ alg: 'HS256', typ: 'JWT' });
    const signed = (claims: unknown) => {
      const input = `${header}.${b64(claims)}`;
      return `${input}.${sign(input)}`;
    };
    const iat = issuedAt.getTime() / 1000;
    for (const claims of [
      { sub: 42, iat, exp: 1e10 },
      { sub: '0', iat, exp: 1e10 },
      { sub: '2147483648', iat, exp: 1e10 },
      { sub: 'admin', iat, exp: 1e10 },
      { sub: '42', exp: 1e10 },
      { sub: '42', iat, exp: '1e10' },
      { sub: '42', iat: now.getTime() / 1000 + 3600, exp: 1e10 },
      'just a string',
      null,
    ])
      expect(verifyToken(SECRET, signed(claims), now)).toEqual({ ok: false, reason: 'invalid' });
  });
});
