import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance';

describe('the distance of a typo', () => {
  it('counts each inserted, dropped, replaced or swapped letter once', () => {
    expect(editDistance('router', 'router', 2)).toBe(0);
    expect(editDistance('routr', 'router', 2)).toBe(1);
    expect(editDistance('rouuter', 'router', 2)).toBe(1);
    expect(editDistance('rooter', 'router', 2)).toBe(1);
    expect(editDistance('ruoter', 'router', 2)).toBe(1);
    expect(editDistance('galvnaic', 'galvanic', 2)).toBe(1);
    expect(editDistance('instalaton', 'installation', 2)).toBe(2);
  });

  it('stops counting past the most it is asked about', () => {
    expect(editDistance('toaster', 'router', 1)).toBe(2);
    expect(editDistance('a', 'commissioning', 2)).toBe(3);
  });
});
