import { useEffect, useState } from 'react';
import type { SocialItem, SocialKind } from '@ohmstead/contracts/feeds';
import { getSocialItems } from '../../../lib/feeds/feeds-api';

/** A social list (the funding-news logos): empty until it has loaded, and on any failure. */
export function useSocialItems(kind: SocialKind): SocialItem[] {
  const [items, setItems] = useState<SocialItem[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    void getSocialItems(kind, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setItems(result.ok && result.data.responseStatusCode === 200 ? result.data.feeds : []);
    });
    return () => controller.abort();
  }, [kind]);
  return items;
}
