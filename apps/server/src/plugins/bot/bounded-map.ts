/**
 * A Map that forgets its least recently used entry beyond `max`: the process-local memos of the bot
 * (question words, conversation ids) stay bounded whatever visitors send.
 */
export function boundedMap<K, V>(max: number) {
  const entries = new Map<K, V>();
  return {
    get(key: K): V | undefined {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key: K, value: V): void {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > max) entries.delete(entries.keys().next().value as K);
    },
    delete(key: K): void {
      entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
