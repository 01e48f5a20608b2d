import { describe, expect, it } from 'vitest';
import { shouldPlayVideo } from './play-decision';

const viewport = 800;

describe('shouldPlayVideo: the 70 % rule', () => {
  it('plays once the top is within the viewport minus 70 % of the height', () => {
    // 400 px tall: 280 px must be in view, so the top may be at most 520 px down.
    expect(shouldPlayVideo({ top: 520, height: 400 }, viewport)).toBe(true);
    expect(shouldPlayVideo({ top: 521, height: 400 }, viewport)).toBe(false);
  });

  it('does not play a video below the fold', () => {
    expect(shouldPlayVideo({ top: 900, height: 400 }, viewport)).toBe(false);
  });

  it('pauses when less than 70 % is left in view at the top', () => {
    expect(shouldPlayVideo({ top: -120, height: 400 }, viewport)).toBe(true);
    expect(shouldPlayVideo({ top: -121, height: 400 }, viewport)).toBe(false);
    expect(shouldPlayVideo({ top: -1000, height: 400 }, viewport)).toBe(false);
  });

  it('plays a video taller than the viewport while it fills 70 % of the screen', () => {
    expect(shouldPlayVideo({ top: 0, height: 1600 }, viewport)).toBe(true);
    expect(shouldPlayVideo({ top: 241, height: 1600 }, viewport)).toBe(false);
    expect(shouldPlayVideo({ top: -1040, height: 1600 }, viewport)).toBe(true);
    expect(shouldPlayVideo({ top: -1041, height: 1600 }, viewport)).toBe(false);
  });

  it('never plays a hidden (zero-height) video', () => {
    expect(shouldPlayVideo({ top: 0, height: 0 }, viewport)).toBe(false);
  });
});
