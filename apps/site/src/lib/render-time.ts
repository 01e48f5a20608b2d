import { createContext, useContext, useMemo, useSyncExternalStore } from 'react';

/**
 * When a page was rendered on the server (ms since the epoch). Relative times ("3 days ago") and the
 * copyright year are counted from it on the server and while the browser hydrates that page, so both
 * write the same text; the browser then counts from its own clock.
 */
export const ServerRenderTime = createContext<number | undefined>(undefined);

const MINUTE_MS = 60_000;
/** The browser's time to the minute: the same value on every call within a minute, as React requires. */
const currentMinute = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
const noUpdates = () => () => {};

/** "Now" for what a page shows: the server's render time while hydrating, the browser's after. */
export function useNow(): Date {
  const renderedAt = useContext(ServerRenderTime);
  const time = useSyncExternalStore(noUpdates, currentMinute, () => renderedAt ?? currentMinute());
  return useMemo(() => new Date(time), [time]);
}
