import { useSyncExternalStore } from 'react';
import { MOBILE_MAX_WIDTH_PX } from './constants';

/** True while the media query matches; false outside a browser. Follows resizes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** spec/01 §9: the mobile layout applies at a width of 991px or less. */
export const useIsMobile = () => useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`);
