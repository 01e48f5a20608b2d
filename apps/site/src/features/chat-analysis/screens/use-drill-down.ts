import type { ListPage } from '@ohmstead/contracts/admin-lists';
import { useLocation } from 'react-router-dom';
import type { z } from 'zod';
import type { ApiResult } from '@/lib/api';
import { useListQuery } from '@/lib/list-query';
import { useListPage } from '@/lib/use-list-page';

/**
 * What a drill-down screen gives its view (components/DrillDownList.tsx): the view in the URL, its page of
 * rows from `load`, the CSV export of the list call `call`, and where the screen is.
 */
export function useDrillDown<S extends z.ZodType, Row>(
  schema: S,
  load: (apiQuery: string) => Promise<ApiResult<ListPage<Row>>>,
  call: string,
) {
  const { query, update, apiQuery } = useListQuery(schema);
  const list = useListPage(load, apiQuery());
  const { pathname, search } = useLocation();
  return {
    query,
    update,
    list,
    csvPath: `${call}?${apiQuery({ format: 'csv' })}`,
    here: `${pathname}${search}`,
  };
}
