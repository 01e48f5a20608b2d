import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/**
 * A seeded source of randomness for generated demo history (and the admin bench's data): the same seed
 * gives the same history every time, so screens and tests can rely on it. pure-rand, the generator
 * fast-check runs on.
 */
export function seededRandom(seed: number) {
  const rng = xoroshiro128plus(seed);
  const int = (min: number, max: number) => uniformInt(rng, min, max);
  return {
    /** A whole number from `min` to `max`, both included. */
    int,
    /** True with probability `p` (0 to 1). */
    chance: (p: number) => int(0, 999_999) < p * 1_000_000,
    pick: <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!,
    /** One of `weights`' keys, each as likely as its weight. */
    weighted: <K extends string>(weights: Record<K, number>): K => {
      const entries = Object.entries(weights) as [K, number][];
      let ticket = int(
        1,
        entries.reduce((sum, [, weight]) => sum + weight, 0),
      );
      for (const [key, weight] of entries) if ((ticket -= weight) <= 0) return key;
      return entries.at(-1)![0];
    },
  };
}
export type SeededRandom = ReturnType<typeof seededRandom>;

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * An instant `daysAgo` days before `now`, at a working-hours time of that day with a weekday rhythm
 * (fewer on weekends is the caller's choice): history looks like a company's, not like uniform noise.
 */
export function pastInstant(random: SeededRandom, now: Date, daysAgo: number): Date {
  const day = new Date(now.getTime() - daysAgo * DAY_MS);
  day.setUTCHours(random.int(7, 19), random.int(0, 59), random.int(0, 59), random.int(0, 999));
  return day.getTime() > now.getTime() ? new Date(now.getTime() - random.int(1, 3_600_000)) : day;
}
