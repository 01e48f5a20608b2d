import { describe, expect, it } from 'vitest';
import { rovingIndex } from './roving-index';

describe('rovingIndex', () => {
  it('moves to the next and the previous item, round at either end', () => {
    expect(rovingIndex('ArrowRight', 1, 4)).toBe(2);
    expect(rovingIndex('ArrowRight', 3, 4)).toBe(0);
    expect(rovingIndex('ArrowLeft', 0, 4)).toBe(3);
  });

  it('moves to the first on Home and the last on End', () => {
    expect(rovingIndex('Home', 2, 4)).toBe(0);
    expect(rovingIndex('End', 0, 4)).toBe(3);
  });

  it('leaves any other key alone', () => {
    expect(rovingIndex('Enter', 1, 4)).toBeUndefined();
  });
});
