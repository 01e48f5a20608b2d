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
