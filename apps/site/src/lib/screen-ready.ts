import { createContext, useContext, useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * How a screen tells the admin layout that the navigation to it has ended: once its data has loaded
 * (or failed to), or at once for a screen without data. The navigation popup hides then. Navigations
 * are told apart by the location's key, so coming back to a page counts as a new navigation.
 */
export const ScreenReadyContext = createContext<(navigationKey: string) => void>(() => {});

export function useScreenReady(ready = true): void {
  const markReady = useContext(ScreenReadyContext);
  const { key } = useLocation();
  useLayoutEffect(() => {
    if (ready) markReady(key);
  }, [markReady, key, ready]);
}
