import { useLocation } from 'react-router-dom';

/**
 * The item a list screen shows in place of its list: the segment after `listPath` in the address (a
 * trailing slash ignored) when it matches `segment` (a RegExp source), else undefined for the list.
 */
export function useDetailSegment(listPath: string, segment: string): string | undefined {
  const { pathname } = useLocation();
  return new RegExp(`^${listPath}/(${segment})$`).exec(pathname.replace(/\/+$/, ''))?.[1];
}
