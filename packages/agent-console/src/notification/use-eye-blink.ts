import { useEffect, useState } from 'react';
import { EYE_BLINK_EVERY_MS, EYE_BLINK_FOR_MS } from '../constants';

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** docs/product.md §3.8: the robot's eye closes every 5 s for 200 ms; it stays open for those who ask for less motion. */
export function useEyeBlink(): boolean {
  const [closed, setClosed] = useState(false);

  useEffect(() => {
    if (prefersReducedMotion()) return;
    let reopen: number | undefined;
    const blink = window.setInterval(() => {
      setClosed(true);
      reopen = window.setTimeout(() => setClosed(false), EYE_BLINK_FOR_MS);
    }, EYE_BLINK_EVERY_MS);
    return () => {
      window.clearInterval(blink);
      window.clearTimeout(reopen);
    };
  }, []);

  return closed;
}
