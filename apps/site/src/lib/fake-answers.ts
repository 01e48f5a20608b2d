import type { ListPage } from '@ohmstead/contracts/admin-lists';
import type { ApiResult } from './api';

// The answers the features' fake APIs (features/*/…-fixtures.ts) give their stories and tests.

/** The server's answer `data`. */
export const ok = <T>(data: T): ApiResult<T> => ({ ok: true, data });

/** The first page of a list that holds `items` (of `total` in all). */
export const page = <T>(items: T[], total = items.length): ListPage<T> => ({
  responseStatusCode: 200,
  items,
  total,
  page: 1,
  pageSize: 25,
});

/** An answer that never comes (a screen that stays loading). */
export const never = <T>() => new Promise<T>(() => {});

/**
 * The page `query` asks for of the rows that match it, as the server pages them; copies, so that a
 * screen cannot change the fake's rows in place.
 */
export const pageFor = <T>(matching: T[], query: { page: number; pageSize: number }) => {
  const start = (query.page - 1) * query.pageSize;
  return ok({
    responseStatusCode: 200,
    items: structuredClone(matching.slice(start, start + query.pageSize)),
    total: matching.length,
    page: query.page,
    pageSize: query.pageSize,
  });
};
