import type { SocialAdminItem, SocialMoveDirection } from '@ohmstead/contracts/social-items-schemas';
import { useState } from 'react';
import type { ListParams } from '@/lib/list-query';
import type { Outcome } from '@/lib/outcome';
import type { SocialAdminApi } from '../api/social-api';
import { socialText as t } from '../social-words';
import type { useSocialFocus } from './use-social-focus';

interface SocialMoveOptions {
  api: SocialAdminApi;
  view: {
    query: { search?: string; page: number; pageSize: number };
    params: ListParams;
    update: (changes: Record<string, string | number | undefined>) => void;
  };
  retry: () => void;
  setNotice: (notice: Outcome) => void;
  focusAfterLoad: ReturnType<typeof useSocialFocus>['focusAfterLoad'];
}

/**
 * Moves an item one place up or down (the order is kept on the server), says where it went, and has
 * the list follow it: to the page it moved onto, or reloaded in place.
 */
export function useSocialMove({ api, view, retry, setNotice, focusAfterLoad }: SocialMoveOptions) {
  const [moving, setMoving] = useState<number | null>(null);
  const { query, params, update } = view;

  const move = async (item: SocialAdminItem, direction: SocialMoveDirection) => {
    setNotice(null);
    setMoving(item.id);
    const result = await api.move(item.id, direction);
    setMoving(null);
    if (!result.ok) return setNotice({ tone: 'error', message: result.message });
    const moved = result.data.item;
    setNotice({ tone: 'success', message: t.movedTo(moved.heading, moved.position, moved.lastPosition) });
    focusAfterLoad({ move: { id: moved.id, direction, position: moved.position } });
    const pageOfItem = Math.ceil(moved.position / query.pageSize);
    if (!query.search && !params.from && !params.to && pageOfItem !== query.page)
      update({ page: pageOfItem });
    else retry();
  };

  return { moving, move };
}
