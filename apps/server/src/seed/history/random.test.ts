import { describe, expect, it } from 'vitest';
import { pastInstant, seededRandom } from './random';

describe('seeded randomness for generated history', () => {
  it('gives the same numbers for the same seed', () => {
    const draw = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 20 }, () => random.int(0, 1000));
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });

  it('picks by weight and stays within bounds', () => {
    const random = seededRandom(1);
    const counts = { often: 0, rarely: 0 };
    for (let n = 0; n < 2_000; n++) counts[random.weighted({ often: 9, rarely: 1 })] += 1;
    expect(counts.often).toBeGreaterThan(counts.rarely * 5);
    for (let n = 0; n < 100; n++) expect(random.int(3, 5)).toBeGreaterThanOrEqual(3);
  });

  it('places an instant on the given day back, never in the future', () => {
    const random = seededRandom(2);
    const now = new Date('2026-11-25T08:00:00Z');
    for (let n = 0; n < 50; n++) {
      const at = pastInstant(random, now, n % 3);
      expect(at.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    expect(pastInstant(random, now, 10).toISOString().slice(0, 10)).toBe('2026-11-15');
  });
});
