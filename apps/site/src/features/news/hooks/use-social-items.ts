import type { SocialItem, SocialKind } from '@ohmstead/contracts/feeds';
import { useEffect, useState } from 'react';
import { getSocialItems } from '@/lib/feeds/feeds-api';

/**
 * A social list (the funding-news logos): undefined while it loads (so that its space can be kept),
 * then the items, empty on any failure. `initial` is the list the server rendered the page with.
 */
export function useSocialItems(kind: SocialKind, initial?: SocialItem[]): SocialItem[] | undefined {
  const [items, setItems] = useState<SocialItem[] | undefined>(initial);
  const [fromServer] = useState(initial !== undefined);
  useEffect(() => {
    if (fromServer) return;
    const controller = new AbortController();
    void getSocialItems(kind, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setItems(result.ok && result.data.responseStatusCode === 200 ? result.data.feeds : []);
    });
    return () => controller.abort();
  }, [kind, fromServer]);
  return items;
}
