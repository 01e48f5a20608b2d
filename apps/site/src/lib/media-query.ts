import { useSyncExternalStore } from 'react';
import { MOBILE_MAX_WIDTH_PX } from './constants';

/** One subscribe function per query, so React does not subscribe again on every render. */
const subscribers = new Map<string, (onChange: () => void) => () => void>();
function subscribe(query: string) {
  let subscriber = subscribers.get(query);
  if (!subscriber) {
    subscriber = (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    };
    subscribers.set(query, subscriber);
  }
  return subscriber;
}

/** True while the media query matches; false outside a browser and while hydrating. Follows resizes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    subscribe(query),
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** docs/product.md §1.9: the mobile layout applies at a width of 991px or less. */
const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;

export const useIsMobile = () => useMediaQuery(MOBILE_QUERY);

/**
 * The layout for the screen's width; undefined on the server and while the browser hydrates a page the
 * server rendered, which must then carry both layouts with the style sheet choosing (the same 991px).
 */
export function useLayoutWidth(): 'mobile' | 'desktop' | undefined {
  return useSyncExternalStore(
    subscribe(MOBILE_QUERY),
    () => (window.matchMedia(MOBILE_QUERY).matches ? 'mobile' : 'desktop'),
    () => undefined,
  );
}
