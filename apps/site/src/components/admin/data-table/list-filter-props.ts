import type { SelectOption } from './SelectFilter';

/** What every list query holds (packages/contracts admin-lists.ts), whatever its own filters are. */
interface ListViewQuery {
  search?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/** A list's view in the URL, as lib/list-query.ts `useListQuery` gives it. */
interface ListView<Q extends ListViewQuery> {
  query: Q;
  update: (changes: Record<string, string | number | undefined>) => void;
}

/**
 * The props that bind a list's filters (ListFilters.tsx, SelectFilter.tsx) to its view in the URL, as
 * `pagedTableProps` binds the table: each shows the URL's value, and a change updates the URL (and so the
 * list and the history).
 */
export function listFilterProps<Q extends ListViewQuery>({ query, update }: ListView<Q>) {
  return {
    /** A SelectFilter for the query's parameter `key`. */
    select: (key: keyof Q & string) => ({
      value: query[key] === undefined ? undefined : String(query[key]),
      onChange: (value: string) => update({ [key]: value }),
    }),
    search: { value: query.search ?? '', onSearch: (search: string) => update({ search }) },
    dateRange: {
      from: query.from?.toISOString(),
      to: query.to?.toISOString(),
      onChange: (range: { from: string | undefined; to: string | undefined }) => update(range),
    },
  };
}

/** The CsvExportButton of a list: the rows of its view (`apiQuery` of useListQuery) from the list's API `path`. */
export const csvExportProps = (
  apiQuery: (extra?: Record<string, string>) => string,
  path: string,
  fileName: string,
) => ({ path: `${path}?${apiQuery({ format: 'csv' })}`, fileName });

/** A filter's options: each value with its label from `labels` (its own text when there are none). */
export const labelledOptions = <V extends string>(
  values: readonly V[],
  labels?: Readonly<Record<V, string>>,
): SelectOption[] => values.map((value) => ({ value, label: labels ? labels[value] : value }));
