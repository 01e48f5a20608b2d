import { useSyncExternalStore } from 'react';

const noUpdates = () => () => {};

/**
 * False on the server and while the browser hydrates the page the server rendered; true after (and always
 * for a page rendered in the browser). Forms stay disabled until then: input typed into the server's HTML
 * before the script has taken over would be lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noUpdates,
    () => true,
    () => false,
  );
}
