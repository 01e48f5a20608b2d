import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from '../../src/auth/token';

/** A token is accepted only as the exact base64url text we issue, not as other spellings of its bytes. */
const SECRET = 'a-secret-of-at-least-thirty-two-characters';

describe('a token has exactly one spelling', () => {
  // A fixed token whose signature has a character that standard base64 spells otherwise ('-' or '_').
  const issued = Array.from({ length: 50 }, (_, n) => signToken(SECRET, n + 1, new Date(), 60).token);
  const token = issued.find((candidate) => /[-_]/.test(candidate.split('.')[2]!))!;
  const userId = issued.indexOf(token) + 1;
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const bytes = Buffer.from(signature, 'base64url');

  it('accepts the token as issued', () => {
    expect(verifyToken(SECRET, token)).toMatchObject({ ok: true, userId });
  });

  it.each([
    ['with base64 padding', `${signature}=`],
    ['in standard base64', bytes.toString('base64').replace(/=+$/, '')],
    ['in padded standard base64', bytes.toString('base64')],
    // 32 bytes leave two spare bits in the last of 43 characters: another character decodes the same.
    [
      'with other spare bits in its last character',
      signature.slice(0, -1) +
        'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[
          'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'.indexOf(signature.at(-1)!) ^ 1
        ],
    ],
  ])('refuses the same signature %s', (_how, spelled) => {
    expect(
      Buffer.from(spelled, 'base64url').equals(bytes) || Buffer.from(spelled, 'base64').equals(bytes),
    ).toBe(true);
    expect(spelled).not.toBe(signature);
    expect(verifyToken(SECRET, `${header}.${payload}.${spelled}`)).toEqual({ ok: false, reason: 'invalid' });
  });
});
