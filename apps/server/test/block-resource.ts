import { afterAll, beforeAll } from 'vitest';

/**
 * A resource (a test server, a fake service) for the enclosing describe block: started before its first
 * test, stopped after its last. The handle forwards to the started resource, so a test reads and sets it
 * as it would the resource itself; reading it outside a hook or test is an error that says so.
 */
export function forThisBlock<T extends object>(
  what: string,
  start: () => Promise<T>,
  stop: (resource: T) => Promise<void>,
): T {
  let current: T | undefined;
  const started = () => {
    if (!current) throw new Error(`${what} starts in beforeAll: read it inside a hook or a test`);
    return current;
  };
  beforeAll(async () => {
    current = await start();
  });
  afterAll(() => current && stop(current));
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(started(), key),
    set: (_target, key, value) => Reflect.set(started(), key, value),
  });
}
