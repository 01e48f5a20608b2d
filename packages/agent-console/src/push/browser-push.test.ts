import { describe, expect, it } from 'vitest';
import { keyBytes } from './browser-push';

describe('keyBytes', () => {
  it('decodes base64url without padding, as the server gives the public key', () => {
    expect([...keyBytes('AQID-_8')]).toEqual([1, 2, 3, 251, 255]);
    expect(keyBytes('B'.padEnd(87, 'A'))).toHaveLength(65);
  });
});
