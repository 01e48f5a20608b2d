import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_CAROUSEL_TIMING, useCarousel } from './use-carousel';

describe('useCarousel with the page carousel settings', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const render = (count = 3, paused = false) =>
    renderHook(({ paused: isPaused }) => useCarousel(count, PAGE_CAROUSEL_TIMING, isPaused), {
      initialProps: { paused },
    });

  it('starts at position 1, the first item', () => {
    const { result } = render();
    expect(result.current.index).toBe(0);
    expect(result.current.slot).toBe(1);
  });

  it('autoplays every 4000 ms with an 800 ms move', () => {
    const { result } = render();
    act(() => vi.advanceTimersByTime(3999));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(1);
    expect(result.current.speedMs).toBe(800);
  });

  it('moves to a dot at the 700 ms navigation speed and restarts autoplay', () => {
    const { result } = render();
    act(() => vi.advanceTimersByTime(3000));
    act(() => result.current.goTo(2, PAGE_CAROUSEL_TIMING.navSpeedMs));
    expect(result.current.index).toBe(2);
    expect(result.current.speedMs).toBe(700);
    act(() => vi.advanceTimersByTime(3999));
    expect(result.current.index).toBe(2);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.index).toBe(0);
  });

  it('loops forward through the copy of the first item, then jumps back silently', () => {
    const { result } = render();
    act(() => result.current.goTo(2, 700));
    act(() => vi.advanceTimersByTime(700));
    act(() => result.current.next(700));
    expect(result.current.slot).toBe(4);
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(700));
    expect(result.current.slot).toBe(1);
    expect(result.current.speedMs).toBe(0);
  });

  it('loops backward through the copy of the last item', () => {
    const { result } = render();
    act(() => result.current.previous(250));
    expect(result.current.slot).toBe(0);
    expect(result.current.index).toBe(2);
    act(() => vi.advanceTimersByTime(250));
    expect(result.current.slot).toBe(3);
  });

  it('ignores moves while one is running', () => {
    const { result } = render();
    act(() => result.current.next(800));
    act(() => vi.advanceTimersByTime(400));
    act(() => result.current.next(800));
    expect(result.current.index).toBe(1);
  });

  it('pauses autoplay on request', () => {
    const { result, rerender } = render(3, true);
    act(() => vi.advanceTimersByTime(12000));
    expect(result.current.index).toBe(0);
    rerender({ paused: false });
    act(() => vi.advanceTimersByTime(4000));
    expect(result.current.index).toBe(1);
  });

  it('does not loop or autoplay a single item', () => {
    const { result } = render(1);
    expect(result.current.looping).toBe(false);
    act(() => vi.advanceTimersByTime(8000));
    act(() => result.current.next(700));
    expect(result.current.index).toBe(0);
  });
});
