import { type RefObject, useEffect, useRef } from 'react';

/**
 * docs/product.md §2.2: after the first load, each later load (a page change) scrolls the list smoothly into
 * view. `loadedKey` is the key of the content on screen, or undefined while it loads.
 */
export function useScrollOnChange(target: RefObject<HTMLElement | null>, loadedKey: string | undefined) {
  const firstKey = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (loadedKey === undefined) return;
    if (firstKey.current === undefined) {
      firstKey.current = loadedKey;
      return;
    }
    if (loadedKey === firstKey.current) return;
    firstKey.current = '';
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.current?.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  }, [target, loadedKey]);
}
