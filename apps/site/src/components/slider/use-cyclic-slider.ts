import { useCallback, useEffect, useRef, useState } from 'react';

export interface CyclicSliderOptions {
  count: number;
  /** Time between automatic advances. */
  autoplayMs: number;
  /** While a move's transition runs, further navigation is ignored. */
  transitionMs: number;
  /** Delay before autoplay starts counting. */
  initialDelayMs: number;
  /** Stops autoplay (hover, focus, reduced motion); it restarts with a full interval when cleared. */
  paused?: boolean;
}

export interface CyclicSlider {
  index: number;
  transitioning: boolean;
  next: () => void;
  previous: () => void;
  goTo: (index: number) => void;
}

export const wrapIndex = (index: number, count: number) => ((index % count) + count) % count;

/**
 * The home slider's state (docs/product.md §1.4): the current index cycles with wrap-around, a move locks
 * navigation for the transition, autoplay advances on an interval and restarts after any manual move.
 */
export function useCyclicSlider({
  count,
  autoplayMs,
  transitionMs,
  initialDelayMs,
  paused = false,
}: CyclicSliderOptions): CyclicSlider {
  const [index, setIndex] = useState(0);
  const [transitioning, setTransitioning] = useState(false);
  /** Changing it restarts the autoplay interval. */
  const [autoplayRun, setAutoplayRun] = useState(0);
  const indexRef = useRef(0);
  const lockedRef = useRef(false);
  /** Whether the initial delay has passed; later (re)starts of autoplay do not wait for it again. */
  const startedRef = useRef(false);
  const unlockTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const move = useCallback(
    (target: number): boolean => {
      const next = wrapIndex(target, count);
      if (lockedRef.current || count < 2 || next === indexRef.current) return false;
      lockedRef.current = true;
      indexRef.current = next;
      setIndex(next);
      setTransitioning(true);
      unlockTimer.current = setTimeout(() => {
        lockedRef.current = false;
        setTransitioning(false);
      }, transitionMs);
      return true;
    },
    [count, transitionMs],
  );

  const navigate = useCallback(
    (target: number) => {
      if (move(target)) setAutoplayRun((run) => run + 1);
    },
    [move],
  );

  useEffect(() => {
    if (paused || count < 2) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const startInterval = () => {
      startedRef.current = true;
      interval = setInterval(() => move(indexRef.current + 1), autoplayMs);
    };
    const delay = startedRef.current ? undefined : setTimeout(startInterval, initialDelayMs);
    if (startedRef.current) startInterval();
    return () => {
      clearTimeout(delay);
      clearInterval(interval);
    };
  }, [paused, count, autoplayMs, initialDelayMs, move, autoplayRun]);

  useEffect(() => () => clearTimeout(unlockTimer.current), []);

  return {
    index,
    transitioning,
    next: useCallback(() => navigate(indexRef.current + 1), [navigate]),
    previous: useCallback(() => navigate(indexRef.current - 1), [navigate]),
    goTo: navigate,
  };
}
