import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { DbRateLimiter, RateCount, RateWindow } from './db-rate-limiter';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What @fastify/rate-limit hands `child()` for a route (its types name fewer fields than it passes). */
interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** The counter scope of one route: per route and address, as the plugin's own store counted. */
export function routeScope(params: unknown): string {
  const info = (params as RouteParams).routeInfo;
  if (!info?.url || !info.method)
    // Only routes opt in (perAddressLimit); a limit with no route would count under one shared scope.
    throw new Error('the database rate-limit store counts per route: use it through route config only');
  const methods = Array.isArray(info.method) ? info.method.join(',') : info.method;
  return `form:${methods}:${info.url}`;
}

/**
 * A store for @fastify/rate-limit that keeps its counts in `rate_counters` (db-rate-limiter.ts) instead of
 * the memory of one process, so every server process sharing the database counts one limit together
 * (issue 13: a visitor could otherwise post the limit once to each node). Keys are the plugin's (the client
 * address), stored only as keyed hashes.
 */
export function dbRateStore(limiter: DbRateLimiter): FastifyRateLimitStoreCtor {
  class RouteStore implements FastifyRateLimitStore {
    constructor(private readonly scope: string | null) {}

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.count(timeWindow, max, (window) => limiter.add(window, key)).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    /** The plugin's non-counting look (`increment: false`). */
    read(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.count(timeWindow, max, (window) => limiter.peek(window, key)).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(params: unknown): FastifyRateLimitStore {
      return new RouteStore(routeScope(params));
    }

    /** One limit of `max` calls per `timeWindowMs` (the plugin's units) under this route's scope. */
    private async count(timeWindowMs: number, max: number, look: (window: RateWindow) => Promise<RateCount>) {
      if (!this.scope) throw new Error('the database rate-limit store counts per route');
      const { count, retryAfterS } = await look({
        scope: this.scope,
        limit: max,
        windowSeconds: timeWindowMs / 1000,
      });
      return { current: count, ttl: retryAfterS * 1000 };
    }
  }
  // The plugin makes the root store with `new Store(options)`, then one child per limited route.
  return class RootStore extends RouteStore {
    constructor() {
      super(null);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
