import { describe, expect, it } from 'vitest';
import { PROOF_OF_WORK_MAX_FACTOR } from '../limits';
import { workFactor } from './proof-of-work';

describe('the work a proof costs', () => {
  it('is the base within the free share and just past it', () => {
    expect(workFactor(1, 30)).toBe(1);
    expect(workFactor(30, 30)).toBe(1);
    expect(workFactor(31, 30, 0.2)).toBeCloseTo(0.2 * (31 / 30));
  });

  it('grows with the rate: ten times the share costs ten times the base', () => {
    expect(workFactor(300, 30)).toBe(10);
    expect(workFactor(60, 30, 0.5)).toBe(1);
  });

  it('stops at its ceiling, however many calls come', () => {
    expect(workFactor(1_000_000, 30)).toBe(PROOF_OF_WORK_MAX_FACTOR);
    expect(workFactor(1_000_000, 30, 0.2)).toBeCloseTo(0.2 * PROOF_OF_WORK_MAX_FACTOR);
  });
});
