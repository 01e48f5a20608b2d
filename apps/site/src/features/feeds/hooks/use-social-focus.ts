import type { SocialAdminItem, SocialMoveDirection } from '@ohmstead/contracts/social-items-schemas';
import { useEffect, useRef, useState } from 'react';

/**
 * Where the focus goes once the list shows the change: after a move, back to the moved item's button
 * (`move`, at its new position); after a delete, to the add button (`deleted`). `seq` tells requests apart.
 */
interface FocusRequest {
  move?: { id: number; direction: SocialMoveDirection; position: number };
  deleted?: number;
  seq: number;
}

/**
 * Keeps the keyboard user's place in the social items' list across a reload: once the page with the
 * moved item is in, its same button has the focus again (or the other one, when it reached the first or
 * last place); after a delete, the add button has it.
 */
export function useSocialFocus(list: { loading: boolean; page: { items: SocialAdminItem[] } | null }) {
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  const createRef = useRef<HTMLButtonElement>(null);
  const tableRef = useRef<HTMLDivElement>(null);
  const focusHandled = useRef(0);
  const focusAfterLoad = (request: Omit<FocusRequest, 'seq'>) =>
    setFocusRequest((previous) => ({ ...request, seq: (previous?.seq ?? 0) + 1 }));

  useEffect(() => {
    if (!focusRequest || list.loading || focusHandled.current === focusRequest.seq) return;
    const { move: moved, deleted } = focusRequest;
    const items = list.page?.items ?? [];
    const shown = moved
      ? items.some((item) => item.id === moved.id && item.position === moved.position)
      : !items.some((item) => item.id === deleted);
    if (!shown) return;
    focusHandled.current = focusRequest.seq;
    const button = (direction: SocialMoveDirection) =>
      moved &&
      tableRef.current?.querySelector<HTMLButtonElement>(
        `[data-move="${moved.id}-${direction}"]:not(:disabled)`,
      );
    const other = moved?.direction === 'up' ? 'down' : 'up';
    ((moved && (button(moved.direction) ?? button(other))) || createRef.current)?.focus();
  }, [focusRequest, list.loading, list.page]);

  return { createRef, tableRef, focusAfterLoad };
}
