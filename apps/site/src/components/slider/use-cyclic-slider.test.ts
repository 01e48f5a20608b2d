import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCyclicSlider, wrapIndex } from './use-cyclic-slider';

const options = { count: 3, autoplayMs: 5000, transitionMs: 500, initialDelayMs: 100 };

describe('useCyclicSlider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('wraps around in both directions', () => {
    const { result } = renderHook(() => useCyclicSlider(options));
    act(() => result.current.previous());
    expect(result.current.index).toBe(2);
    act(() => vi.advanceTimersByTime(500));
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
    expect(wrapIndex(-4, 3)).toBe(2);
  });

  it('ignores navigation while the 500 ms transition runs', () => {
    const { result } = renderHook(() => useCyclicSlider(options));
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
    expect(result.current.transitioning).toBe(true);
    act(() => vi.advanceTimersByTime(499));
    act(() => result.current.next());
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.transitioning).toBe(false);
    act(() => result.current.next());
    expect(result.current.index).toBe(2);
  });

  it('autoplays every 5000 ms after the 100 ms initial delay', () => {
    const { result } = renderHook(() => useCyclicSlider(options));
    act(() => vi.advanceTimersByTime(5099));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.index).toBe(2);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.index).toBe(0);
  });

  it('restarts the autoplay interval after a manual move', () => {
    const { result } = renderHook(() => useCyclicSlider(options));
    act(() => vi.advanceTimersByTime(100 + 4000));
    act(() => result.current.goTo(2));
    expect(result.current.index).toBe(2);
    // Without the restart the next advance would come 1000 ms later.
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current.index).toBe(2);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(0);
  });

  it('does not autoplay while paused, and starts a full interval when resumed', () => {
    const { result, rerender } = renderHook((paused: boolean) => useCyclicSlider({ ...options, paused }), {
      initialProps: false,
    });
    act(() => vi.advanceTimersByTime(5100));
    expect(result.current.index).toBe(1);
    rerender(true);
    act(() => vi.advanceTimersByTime(20000));
    expect(result.current.index).toBe(1);
    rerender(false);
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current.index).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(2);
  });

  it('treats a move to the current slide as no move', () => {
    const { result } = renderHook(() => useCyclicSlider(options));
    act(() => result.current.goTo(0));
    expect(result.current.transitioning).toBe(false);
  });
});
