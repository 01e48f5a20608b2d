import { useEffect, useState } from 'react';
import type { SocialItem, SocialKind } from '@ohmstead/contracts/feeds';
import { getSocialItems } from '../../../lib/feeds/feeds-api';

/**
 * A social list (the funding-news logos): undefined while it loads (so that its space can be kept),
 * then the items, empty on any failure.
 */
export function useSocialItems(kind: SocialKind): SocialItem[] | undefined {
  const [items, setItems] = useState<SocialItem[] | undefined>(undefined);
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
