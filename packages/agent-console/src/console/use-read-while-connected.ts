import { useEffect, useState } from 'react';

/** What a read over the socket answered: the value, or why it failed. */
export type ReadResult<T> = { value: T } | { error: string };

/**
 * Reads `key` with `read` once connected, and again when the key changes: null until the answer for this key
 * has come (an earlier key's late answer is never shown), then the value or the failure's message. `read`
 * keeps its identity between renders (useCallback), or it is read again on each one.
 */
export function useReadWhileConnected<K, T>(
  connected: boolean,
  key: K,
  read: (key: K) => Promise<T>,
): ReadResult<T> | null {
  const [loaded, setLoaded] = useState<(ReadResult<T> & { key: K }) | null>(null);

  useEffect(() => {
    if (!connected) return;
    let current = true;
    read(key).then(
      (value) => current && setLoaded({ key, value }),
      (failure: unknown) =>
        current && setLoaded({ key, error: failure instanceof Error ? failure.message : String(failure) }),
    );
    return () => {
      current = false;
    };
  }, [connected, key, read]);

  return loaded && loaded.key === key ? loaded : null;
}
