import { useContext } from 'react';
import { UNSAFE_DataRouterStateContext, UNSAFE_RouteContext } from 'react-router-dom';

/**
 * The data the server rendered this page with (server/page-data.ts), carried to the browser for
 * hydration; undefined once the visitor has navigated, because the browser's router has no loaders and a
 * page reached in the browser loads its own data, with its skeletons, as before
 * (docs/decisions/0026-server-rendering.md). Read from the router's state as useLoaderData does,
 * but also undefined under a router without data (stories, component tests) instead of an error.
 */
export function useServerData<T>(): T | undefined {
  const state = useContext(UNSAFE_DataRouterStateContext);
  const { matches } = useContext(UNSAFE_RouteContext);
  const routeId = matches[matches.length - 1]?.route.id;
  if (!state || routeId === undefined) return undefined;
  return (state.loaderData[routeId] as T | null | undefined) ?? undefined;
}
