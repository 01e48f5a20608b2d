import { useEffect, useEffectEvent, useState } from 'react';
import type { FeedItem, FeedListResponse } from '@ohmstead/contracts/feeds';
import type { ApiResult } from '../api';

export type FeedListState =
  | { status: 'loading'; feeds: []; total: 0 }
  /** Status 200 with items: the list replaces the previous one. */
  | { status: 'ready'; feeds: FeedItem[]; total: number }
  /** Any other answer: the list stays empty ('No record found'); `total` is the answer's, if any. */
  | { status: 'empty'; feeds: []; total: number }
  /** The request failed: the skeleton goes and nothing is shown (spec/02 §8). */
  | { status: 'error'; feeds: []; total: 0 };

const LOADING: FeedListState = { status: 'loading', feeds: [], total: 0 };

/** spec/02 §4: a list that loads again whenever `key` (its page) changes. */
export function useFeedList(
  key: string,
  load: (signal: AbortSignal) => Promise<ApiResult<FeedListResponse>>,
): FeedListState {
  const [state, setState] = useState<FeedListState>(LOADING);
  const request = useEffectEvent(load);
  useEffect(() => {
    const controller = new AbortController();
    setState(LOADING);
    void request(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (!result.ok) setState({ status: 'error', feeds: [], total: 0 });
      else if (result.data.responseStatusCode === 200 && result.data.feeds.length > 0)
        setState({ status: 'ready', feeds: result.data.feeds, total: result.data.totalFeeds });
      else setState({ status: 'empty', feeds: [], total: result.data.totalFeeds });
    });
    return () => controller.abort();
  }, [key]);
  return state;
}

/** The number of pages for `total` items; at least 1. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
