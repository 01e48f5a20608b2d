import { type ComponentType, lazy } from 'react';

/**
 * Every page module of the route table, by path: each is a chunk of its own, loaded on demand. The path is
 * also the module's key in Vite's manifest, where the server looks up the files a page it rendered needs
 * (entry-server.tsx), so a page's scripts and styles are in its HTML before they are asked for.
 */
const pageModules = import.meta.glob<Record<string, unknown>>('../features/*/routes/*Page.tsx');

export interface RoutePage<P extends object = object> {
  /** The module's path from the site's folder, as Vite's manifest names it. */
  module: string;
  Component: ComponentType<P>;
  /** Loads the module: a page loaded before its first render renders at once (the server, hydration). */
  preload(): Promise<void>;
}

/** A thenable that calls back at once: React.lazy then renders a loaded module without suspending. */
const resolved = <T>(value: T) =>
  ({ then: (onFulfilled: (value: T) => void) => onFulfilled(value) }) as unknown as Promise<T>;

/** The page `exportName` of the module at `path` (relative to this file), loaded when first needed. */
export function routePage<P extends object = object>(path: string, exportName: string): RoutePage<P> {
  const load = pageModules[path];
  if (!load) throw new Error(`No page module at ${path}`);
  let loaded: ComponentType<P> | undefined;
  const preload = async () => {
    const component = (await load())[exportName];
    if (typeof component !== 'function') throw new Error(`${path} exports no page ${exportName}`);
    loaded = component as ComponentType<P>;
  };
  const Component = lazy(() =>
    loaded ? resolved({ default: loaded }) : preload().then(() => ({ default: loaded as ComponentType<P> })),
  );
  return { module: `src/${path.replace(/^\.\.\//, '')}`, Component, preload };
}
