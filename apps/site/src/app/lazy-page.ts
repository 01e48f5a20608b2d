import { type ComponentType, lazy } from 'react';

/** A route's screen, loaded on demand from a module's named export. */
export function lazyPage<K extends string, P extends object = object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
