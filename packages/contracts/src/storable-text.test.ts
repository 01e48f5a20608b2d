import { describe, expect, it } from 'vitest';
import { findUnstorableText, isStorableText } from './storable-text';

describe('storable text', () => {
  it.each([
    ['plain text', 'Home'],
    ['an emoji (a surrogate pair)', 'charge 🔌 now'],
    ['accents and CJK', 'Ångström 電力'],
    ['an empty string', ''],
  ])('accepts %s', (_what, text) => expect(isStorableText(text)).toBe(true));

  it.each([
    ['a NUL character', 'Ho\u0000me'],
    ['a lone high surrogate', 'a\uD83Db'],
    ['a lone low surrogate', 'a\uDC00b'],
    ['a high surrogate at the end', 'end\uD800'],
    ['two high surrogates', '\uD800\uD800\uDC00'],
  ])('refuses %s', (_what, text) => expect(isStorableText(text)).toBe(false));

  it('names the first bad string of a nested value, keys included', () => {
    expect(findUnstorableText({ a: ['ok', { b: 'x\u0000' }] }, 'body')).toBe('body.a.1.b');
    expect(findUnstorableText({ ['k\u0000']: 1 }, 'query')).toBe('query');
    expect(findUnstorableText({ a: [1, true, null, 'fine'] }, 'body')).toBeNull();
  });

  it('walks a deeply nested value without exhausting the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(findUnstorableText(deep, 'body')).toMatch(/^body(\.0)+$/);
  });
});
