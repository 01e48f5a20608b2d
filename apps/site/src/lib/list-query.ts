import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { z } from 'zod';

/** What a list's URL can hold: every parameter as the text it is in the address. */
export type ListParams = Record<string, string>;

/** The viewer's time zone: days and weeks of a list or chart are counted in it on the server. */
export const viewerTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * The parameters of `search` that `schema` accepts. Those it refuses (a stale link, a typo) are left out,
 * so the rest of a linked view still applies rather than the whole view failing.
 */
export function acceptedParams(schema: z.ZodType, search: URLSearchParams): ListParams {
  const params: ListParams = Object.fromEntries(search);
  for (let tries = 0; tries <= search.size; tries++) {
    const result = schema.safeParse(params);
    if (result.success) return params;
    const refused = new Set<string>();
    for (const issue of result.error.issues) {
      if (issue.code === 'unrecognized_keys') issue.keys.forEach((key) => refused.add(key));
      else if (typeof issue.path[0] === 'string') refused.add(issue.path[0]);
    }
    const present = [...refused].filter((key) => key in params);
    if (present.length === 0) return {};
    for (const key of present) delete params[key];
  }
  return {};
}

/**
 * A list's state kept in the page's URL (a view can be linked): the parameters the list's
 * contracts schema accepts, parsed (`query`), and as text (`params`, what the server is asked with).
 * `update` changes some and goes back to the first page unless it changes the page itself; empty values
 * are removed. Each change is a history entry, so Back returns to the previous view.
 */
export function useListQuery<S extends z.ZodType>(schema: S) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => acceptedParams(schema, search), [schema, search]);
  const query = useMemo(() => schema.parse(params) as z.output<S>, [schema, params]);

  const update = useCallback(
    (changes: Record<string, string | number | undefined>) => {
      const next = new URLSearchParams(params);
      for (const [key, value] of Object.entries(changes)) {
        if (value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      if (!('page' in changes)) next.delete('page');
      setSearch(next);
    },
    [params, setSearch],
  );

  /** The server's query: the URL's parameters, the viewer's time zone, and any `extra` (format=csv). */
  const apiQuery = useCallback(
    (extra: ListParams = {}) => new URLSearchParams({ tz: viewerTimeZone(), ...params, ...extra }).toString(),
    [params],
  );

  return { query, params, update, apiQuery };
}
