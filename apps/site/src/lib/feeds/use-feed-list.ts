import type { FeedItem, FeedListResponse } from '@ohmstead/contracts/feeds';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { ApiResult } from '../api';

export type FeedListState =
  | { status: 'loading'; feeds: []; total: 0 }
  /** Status 200 with items: the list replaces the previous one. */
  | { status: 'ready'; feeds: FeedItem[]; total: number }
  /** Any other answer: the list stays empty ('No record found'); `total` is the answer's, if any. */
  | { status: 'empty'; feeds: []; total: number }
  /** The request failed: the skeleton goes and nothing is shown (docs/product.md §2.8). */
  | { status: 'error'; feeds: []; total: 0 };

const LOADING: FeedListState = { status: 'loading', feeds: [], total: 0 };

/** What a list shows for an answer: its items, 'No record found', or nothing on a failure. */
export function feedListState(result: ApiResult<FeedListResponse>): FeedListState {
  if (!result.ok) return { status: 'error', feeds: [], total: 0 };
  if (result.data.responseStatusCode === 200 && result.data.feeds.length > 0)
    return { status: 'ready', feeds: result.data.feeds, total: result.data.totalFeeds };
  return { status: 'empty', feeds: [], total: result.data.totalFeeds };
}

/**
 * docs/product.md §2.4: a list that loads again whenever `key` (its page) changes. `initial` is the list of the
 * page the server rendered (lib/server-data.ts): shown at once for its key, not asked for again.
 */
export function useFeedList(
  key: string,
  load: (signal: AbortSignal) => Promise<ApiResult<FeedListResponse>>,
  initial?: FeedListState,
): FeedListState {
  const [state, setState] = useState<FeedListState>(initial ?? LOADING);
  const [initialKey] = useState(initial ? key : undefined);
  const leftInitial = useRef(false);
  const request = useEffectEvent(load);
  useEffect(() => {
    if (key !== initialKey) leftInitial.current = true;
    if (!leftInitial.current) return;
    const controller = new AbortController();
    setState(LOADING);
    void request(controller.signal).then((result) => {
      if (!controller.signal.aborted) setState(feedListState(result));
    });
    return () => controller.abort();
  }, [key, initialKey]);
  return state;
}

/** The number of pages for `total` items; at least 1. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
