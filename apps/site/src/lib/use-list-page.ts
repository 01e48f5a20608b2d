import type { ListPage } from '@ohmstead/contracts/admin-lists';
import { useCallback, useEffect, useState } from 'react';
import type { ApiResult } from './api';
import { useScreenReady } from './screen-ready';

/** One page of an admin list on screen, whether a newer one is coming, and why one failed. */
export interface ListPageState<Row> {
  page: ListPage<Row> | null;
  loading: boolean;
  error: string | null;
  retry: () => void;
}

/**
 * One page of an admin list for the query text `apiQuery` (lib/list-query.ts): loads again whenever it
 * changes, keeps the last page on screen while the next one comes (`loading`), and tells the admin
 * layout the navigation has ended once the first answer is in.
 */
export function useListPage<Row>(
  load: (apiQuery: string) => Promise<ApiResult<ListPage<Row>>>,
  apiQuery: string,
) {
  const [answer, setAnswer] = useState<{
    query: string;
    attempt: number;
    page: ListPage<Row> | null;
    error: string | null;
  } | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void load(apiQuery).then((result) => {
      if (!current) return;
      setAnswer((previous) => ({
        query: apiQuery,
        attempt,
        page: result.ok ? result.data : (previous?.page ?? null),
        error: result.ok ? null : result.message,
      }));
    });
    return () => {
      current = false;
    };
  }, [load, apiQuery, attempt]);
  useScreenReady(answer !== null);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const settled = answer?.query === apiQuery && answer.attempt === attempt;
  return {
    page: answer?.page ?? null,
    loading: !settled,
    error: settled ? (answer?.error ?? null) : null,
    retry,
    /** Changes the rows on screen after an action (a status set) without a new request. */
    setPage: (change: (page: ListPage<Row>) => ListPage<Row>) =>
      setAnswer((previous) => (previous?.page ? { ...previous, page: change(previous.page) } : previous)),
  };
}
