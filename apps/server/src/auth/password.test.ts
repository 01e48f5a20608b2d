import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing (scrypt)', () => {
  it('stores salt and parameters in the hash string and never the password', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^\$scrypt\$ln=15,r=8,p=3\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(hash).not.toContain('correct horse battery');
  });

  it('salts every hash: the same password twice gives two different hashes, both verifying', async () => {
    const [first, second] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(first).not.toBe(second);
    expect(await verifyPassword('same password', first)).toBe(true);
    expect(await verifyPassword('same password', second)).toBe(true);
    expect(await verifyPassword('same passwore', first)).toBe(false);
    expect(await verifyPassword('', first)).toBe(false);
  });

  it('verifies a hash made with other parameters, since they travel in the string', async () => {
    // As an older release with cheaper parameters would have stored it.
    const { scryptSync } = await import('node:crypto');
    const salt = Buffer.from('saltsaltsaltsalt');
    const key = scryptSync('legacy password', salt, 32, { N: 1024, r: 8, p: 1 });
    const hash = `$scrypt$ln=10,r=8,p=1$${salt.toString('base64url')}$${key.toString('base64url')}`;
    expect(await verifyPassword('legacy password', hash)).toBe(true);
    expect(await verifyPassword('other password', hash)).toBe(false);
  });

  it('never matches a malformed hash or one whose parameters would exhaust memory', async () => {
    const salt = Buffer.from('saltsaltsaltsalt').toString('base64url');
    const key = Buffer.alloc(32).toString('base64url');
    for (const hash of [
      '',
      'plain text',
      `$scrypt$ln=30,r=8,p=1$${salt}$${key}`,
      `$scrypt$ln=10,r=8,p=99$${salt}$${key}`,
      `$scrypt$ln=10,r=8,p=1$${salt}$AAAA`,
    ])
      expect(await verifyPassword('anything', hash)).toBe(false);
  });
});
