import { describe, expect, it } from 'vitest';
import { SLIP, slipRank } from './slips';

describe('how a typo came to be typed', () => {
  it('ranks a letter left out, doubled, swapped or hit beside the one meant as a slip', () => {
    expect(slipRank('teel', 'steel')).toBe(SLIP);
    expect(slipRank('yeary', 'yearly')).toBe(SLIP);
    expect(slipRank('routerr', 'router')).toBe(SLIP);
    expect(slipRank('ruoter', 'router')).toBe(SLIP);
    expect(slipRank('rpuer', 'rouer')).toBe(SLIP);
  });

  it('ranks a key struck beside its neighbour after a slip, and any other edit last', () => {
    expect(slipRank('ift', 'if')).toBeGreaterThan(SLIP);
    expect(slipRank('ift', 'if')).toBeLessThan(slipRank('teel', 'tell'));
    expect(slipRank('yeary', 'year')).toBe(slipRank('teel', 'tell'));
  });
});
