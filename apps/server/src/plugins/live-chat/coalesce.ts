/**
 * Runs a key's work once at a time. A call made while it runs waits for one more run, started after the
 * current one, so it sees every change made before the call; every call made meanwhile shares that run. A
 * burst of changes (fifty requests accepted at once) then costs two runs instead of fifty, and the last
 * run still follows the last change.
 */
export function coalescing<Key>() {
  const pending = new Map<Key, { running: Promise<void>; next?: Promise<void> }>();

  function start(key: Key, work: () => Promise<void>): Promise<void> {
    const running = work().finally(() => {
      const entry = pending.get(key);
      if (entry?.running === running && !entry.next) pending.delete(key);
    });
    pending.set(key, { running });
    return running;
  }

  return (key: Key, work: () => Promise<void>): Promise<void> => {
    const entry = pending.get(key);
    if (!entry) return start(key, work);
    entry.next ??= entry.running.catch(() => undefined).then(() => start(key, work));
    return entry.next;
  };
}
