import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_AUTOPLAY_SPEED_MS,
  CAROUSEL_NAV_SPEED_MS,
  CAROUSEL_SMART_SPEED_MS,
  CAROUSEL_START_POSITION,
} from '@/lib/constants';

export interface CarouselTiming {
  autoplayMs: number;
  /** Duration of an automatic move. */
  autoplaySpeedMs: number;
  /** Duration of a move chosen with a dot or a key. */
  navSpeedMs: number;
  /** Duration of the move that ends a drag. */
  dragSpeedMs: number;
  /** 1-based position of the item shown first. */
  startPosition: number;
}

/** docs/product.md §1.4 and §1.9: the page carousel's settings. */
export const PAGE_CAROUSEL_TIMING: CarouselTiming = {
  autoplayMs: CAROUSEL_AUTOPLAY_MS,
  autoplaySpeedMs: CAROUSEL_AUTOPLAY_SPEED_MS,
  navSpeedMs: CAROUSEL_NAV_SPEED_MS,
  dragSpeedMs: CAROUSEL_SMART_SPEED_MS,
  startPosition: CAROUSEL_START_POSITION,
};

export interface CarouselState {
  /** Slot on the track: 0 is the copy of the last item, count + 1 the copy of the first. */
  slot: number;
  /** The item shown (0-based), also while a copy is on screen. */
  index: number;
  /** Duration of the running move; 0 for the silent jump from a copy back to its original. */
  speedMs: number;
  next: (speedMs: number) => void;
  previous: (speedMs: number) => void;
  goTo: (index: number, speedMs: number) => void;
  /** Whether there is more than one item, so copies, dots and autoplay exist. */
  looping: boolean;
}

/**
 * The looping track of a one-item carousel: the items sit between a copy of the last and a copy of
 * the first item, so that moving past either end keeps sliding the same way; once such a move ends
 * the track jumps, without a transition, to the original. Moves are ignored while one runs.
 * Autoplay moves on every interval and restarts after any other move.
 */
export function useCarousel(count: number, timing: CarouselTiming, paused: boolean): CarouselState {
  const looping = count > 1;
  const startSlot = Math.min(Math.max(timing.startPosition, 1), Math.max(count, 1));
  const [slot, setSlot] = useState(startSlot);
  const [speedMs, setSpeedMs] = useState(0);
  const [autoplayRun, setAutoplayRun] = useState(0);
  const slotRef = useRef(startSlot);
  const movingRef = useRef(false);
  const settleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const moveToSlot = useCallback(
    (target: number, speed: number): boolean => {
      if (!looping || movingRef.current || target === slotRef.current) return false;
      movingRef.current = true;
      slotRef.current = target;
      setSlot(target);
      setSpeedMs(speed);
      settleTimer.current = setTimeout(() => {
        movingRef.current = false;
        const original = target === 0 ? count : target === count + 1 ? 1 : target;
        if (original === target) return;
        slotRef.current = original;
        setSpeedMs(0);
        setSlot(original);
      }, speed);
      return true;
    },
    [looping, count],
  );

  const manual = useCallback(
    (target: number, speed: number) => {
      if (moveToSlot(target, speed)) setAutoplayRun((run) => run + 1);
    },
    [moveToSlot],
  );

  useEffect(() => {
    if (!looping || paused) return;
    const timer = setInterval(
      () => moveToSlot(slotRef.current + 1, timing.autoplaySpeedMs),
      timing.autoplayMs,
    );
    return () => clearInterval(timer);
  }, [looping, paused, timing.autoplayMs, timing.autoplaySpeedMs, moveToSlot, autoplayRun]);

  useEffect(() => () => clearTimeout(settleTimer.current), []);

  return {
    slot,
    index: looping ? (((slot - 1) % count) + count) % count : 0,
    speedMs,
    looping,
    next: useCallback((speed: number) => manual(slotRef.current + 1, speed), [manual]),
    previous: useCallback((speed: number) => manual(slotRef.current - 1, speed), [manual]),
    goTo: useCallback((index: number, speed: number) => manual(index + 1, speed), [manual]),
  };
}
