/**
 * The browser's localStorage, or null where there is none. The server that renders pages has no browser
 * storage; Node.js 22+ has a `localStorage` global of its own, which only warns and holds nothing there,
 * so the server must not reach for it.
 */
export function browserStorage(): Storage | null {
  return typeof window === 'undefined' ? null : window.localStorage;
}
