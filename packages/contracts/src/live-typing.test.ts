import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTypingIndicator, createTypingSender } from './live-typing';

const timing = { everyMs: 2_000, idleMs: 4_000 };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A sender, and what it told. */
function telling() {
  const told: boolean[] = [];
  const sender = createTypingSender(
    (typing) => told.push(typing),
    timing,
    () => Date.now(),
  );
  return { told, sender };
}

describe('createTypingSender', () => {
  it('tells typing once per interval however many keys are pressed', () => {
    const { told, sender } = telling();
    for (let key = 0; key < 10; key += 1) {
      sender.keyed();
      vi.advanceTimersByTime(150);
    }
    expect(told).toEqual([true]);
    vi.advanceTimersByTime(600);
    sender.keyed();
    expect(told).toEqual([true, true]);
  });

  it('tells stopped once on leaving, and nothing when it never told typing', () => {
    const { told, sender } = telling();
    sender.stopped();
    expect(told).toEqual([]);
    sender.keyed();
    sender.stopped();
    sender.stopped();
    expect(told).toEqual([true, false]);
    // The next key starts a new spell at once.
    sender.keyed();
    expect(told).toEqual([true, false, true]);
  });

  it('tells nothing when the message goes (it clears the other side), and starts a new spell after it', () => {
    const { told, sender } = telling();
    sender.keyed();
    sender.sent();
    expect(told).toEqual([true]);
    // Nothing is left to stop: no idle `false` later either.
    vi.advanceTimersByTime(timing.idleMs * 2);
    sender.stopped();
    expect(told).toEqual([true]);
    sender.keyed();
    expect(told).toEqual([true, true]);
  });

  it('tells stopped after the idle time without keys', () => {
    const { told, sender } = telling();
    sender.keyed();
    vi.advanceTimersByTime(3_000);
    sender.keyed();
    vi.advanceTimersByTime(3_999);
    expect(told).toEqual([true, true]);
    vi.advanceTimersByTime(1);
    expect(told).toEqual([true, true, false]);
  });
});

describe('createTypingIndicator', () => {
  it('shows once per spell, however many typing events arrive', () => {
    const shown: boolean[] = [];
    const indicator = createTypingIndicator((typing) => shown.push(typing), 6_000);
    indicator.heard(true);
    indicator.heard(true);
    indicator.heard(true);
    expect(shown).toEqual([true]);
    indicator.heard(false);
    indicator.heard(false);
    expect(shown).toEqual([true, false]);
  });

  it('clears by itself when no stop arrives, and on the next message', () => {
    const shown: boolean[] = [];
    const indicator = createTypingIndicator((typing) => shown.push(typing), 6_000);
    indicator.heard(true);
    vi.advanceTimersByTime(5_000);
    // A repeated typing event keeps it on: the timeout starts again.
    indicator.heard(true);
    vi.advanceTimersByTime(5_000);
    expect(shown).toEqual([true]);
    vi.advanceTimersByTime(1_000);
    expect(shown).toEqual([true, false]);
    indicator.heard(true);
    indicator.clear();
    expect(shown).toEqual([true, false, true, false]);
  });
});
