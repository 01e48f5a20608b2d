import { SOCKET_EVENT_WINDOW_MS, SOCKET_EVENTS_PER_WINDOW } from '../../limits';

export interface SocketRateLimiter {
  /** Counts one event; false once the socket has used up its window. */
  take(): boolean;
}

/** A fixed window per socket: a flooding client is slowed without touching the database. */
export function socketRateLimiter(
  limit = SOCKET_EVENTS_PER_WINDOW,
  windowMs = SOCKET_EVENT_WINDOW_MS,
  now: () => number = Date.now,
): SocketRateLimiter {
  let windowStart = now();
  let count = 0;
  return {
    take() {
      const at = now();
      if (at - windowStart >= windowMs) {
        windowStart = at;
        count = 0;
      }
      count += 1;
      return count <= limit;
    },
  };
}
