import { type MouseEvent, type PointerEvent, useRef } from 'react';
import { CAROUSEL_DRAG_MOVE_PX, CAROUSEL_DRAG_THRESHOLD_PX } from '@/lib/constants';
import type { CarouselState } from './use-carousel';

interface Drag {
  pointerId: number;
  startX: number;
  offset: number;
  dragging: boolean;
}

/**
 * Dragging the carousel with mouse, pen or finger: past a threshold the track follows the pointer
 * (`setDragOffset`), and a long enough drag moves one slide. Returns the viewport's event handlers.
 */
export function useCarouselDrag(
  carousel: Pick<CarouselState, 'looping' | 'next' | 'previous'>,
  dragSpeedMs: number,
  setDragOffset: (offset: number | null) => void,
) {
  const dragRef = useRef<Drag | null>(null);
  const suppressClickRef = useRef(false);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!carousel.looping || (event.pointerType === 'mouse' && event.button !== 0)) return;
    dragRef.current = { pointerId: event.pointerId, startX: event.clientX, offset: 0, dragging: false };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const drag = dragRef.current;
    if (!drag || drag.pointerId !== event.pointerId) return;
    drag.offset = event.clientX - drag.startX;
    if (!drag.dragging && Math.abs(drag.offset) > CAROUSEL_DRAG_THRESHOLD_PX) {
      drag.dragging = true;
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    if (drag.dragging) setDragOffset(drag.offset);
  };
  const endDrag = () => {
    const drag = dragRef.current;
    dragRef.current = null;
    if (!drag?.dragging) return;
    suppressClickRef.current = true;
    setDragOffset(null);
    if (drag.offset <= -CAROUSEL_DRAG_MOVE_PX) carousel.next(dragSpeedMs);
    else if (drag.offset >= CAROUSEL_DRAG_MOVE_PX) carousel.previous(dragSpeedMs);
  };

  return {
    onPointerDown,
    onPointerMove,
    onPointerUp: endDrag,
    onPointerCancel: endDrag,
    onDragStart: (event: MouseEvent) => event.preventDefault(),
    onClickCapture: (event: MouseEvent) => {
      // A drag that ends over a link must not also follow it.
      if (!suppressClickRef.current) return;
      suppressClickRef.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
