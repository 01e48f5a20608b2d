import type { ChatWidgetUser } from '../public-api';

/** Unit tests' stand-in for localStorage: a Map behind the Storage interface, optionally pre-filled. */
export function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

/** A signed-in installer who must still pass the safety check. */
export const INSTALLER: ChatWidgetUser = {
  token: 'token-1',
  userName: 'installer',
  firstName: 'Ivy',
  lastName: 'Stone',
  contact: '',
  userId: 4,
  isSafetyCheck: true,
};
