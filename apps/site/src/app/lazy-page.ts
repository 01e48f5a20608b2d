import { lazy, type ComponentType } from 'react';

/** A route's screen, loaded on demand from a module's named export. */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
