import { useId, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { CAROUSEL_DRAG_MOVE_PX, CAROUSEL_DRAG_THRESHOLD_PX } from '@/lib/constants';
import { useMediaQuery } from '@/lib/media-query';
import { hasKeyboardFocus } from '../keyboard-focus';
import { useInlineStyle } from '../use-inline-style';
import { PAGE_CAROUSEL_TIMING, useCarousel, type CarouselTiming } from './use-carousel';
import './Carousel.css';

export interface SlideState {
  /** The slide on screen. */
  current: boolean;
  /** A copy used for looping; it must not load eagerly or carry ids. */
  clone: boolean;
}

interface CarouselProps<T> {
  /** Accessible name of the carousel. */
  label: string;
  items: T[];
  getKey: (item: T) => string;
  /** Name of one slide, announced as "2 of 3: …". */
  getSlideLabel: (item: T) => string;
  renderSlide: (item: T, state: SlideState) => ReactNode;
  /** Dot colour: 'dark' dots for light backgrounds, 'light' dots for dark ones. */
  tone?: 'dark' | 'light';
  className?: string;
  timing?: CarouselTiming;
}

interface Drag {
  pointerId: number;
  startX: number;
  offset: number;
  dragging: boolean;
}

/**
 * The page carousel (docs/product.md §1.4): one item, looping, dragged with mouse, pen or finger, dots and
 * no arrows; autoplay pauses while hovered or focused from the keyboard, and for visitors who prefer
 * reduced motion. Arrow keys move it while focus is inside.
 */
export function Carousel<T>({
  label,
  items,
  getKey,
  getSlideLabel,
  renderSlide,
  tone = 'dark',
  className,
  timing = PAGE_CAROUSEL_TIMING,
}: CarouselProps<T>) {
  const slidesId = useId();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dragOffset, setDragOffset] = useState<number | null>(null);
  const dragRef = useRef<Drag | null>(null);
  const suppressClickRef = useRef(false);
  const autoplaying = !reducedMotion && !hovered && !focused && dragOffset === null;
  const carousel = useCarousel(items.length, timing, !autoplaying);

  const first = items[0];
  const last = items[items.length - 1];
  const track: { item: T; key: string; clone: boolean; position: number }[] = items.map((item, position) => ({
    item,
    key: getKey(item),
    clone: false,
    position,
  }));
  if (carousel.looping && first !== undefined && last !== undefined) {
    track.unshift({
      item: last,
      key: `clone-start-${getKey(last)}`,
      clone: true,
      position: items.length - 1,
    });
    track.push({ item: first, key: `clone-end-${getKey(first)}`, clone: true, position: 0 });
  }
  const slotOffset = carousel.looping ? carousel.slot : 0;

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
    if (drag.offset <= -CAROUSEL_DRAG_MOVE_PX) carousel.next(timing.dragSpeedMs);
    else if (drag.offset >= CAROUSEL_DRAG_MOVE_PX) carousel.previous(timing.dragSpeedMs);
  };

  // Set from script: a style attribute in the server's HTML would be refused by the CSP (use-inline-style.ts).
  const trackRef = useRef<HTMLDivElement>(null);
  useInlineStyle(trackRef, {
    transform: `translate3d(calc(${-slotOffset * 100}% + ${dragOffset ?? 0}px), 0, 0)`,
    'transition-duration': dragOffset === null ? `${carousel.speedMs}ms` : '0ms',
  });

  return (
    <section
      className={['carousel', `carousel--${tone}`, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => setFocused(hasKeyboardFocus(event.target))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') carousel.next(timing.navSpeedMs);
        else if (event.key === 'ArrowLeft') carousel.previous(timing.navSpeedMs);
      }}
    >
      <div
        className={`carousel__viewport${dragOffset !== null ? ' is-dragging' : ''}`}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onDragStart={(event) => event.preventDefault()}
        onClickCapture={(event) => {
          // A drag that ends over a link must not also follow it.
          if (!suppressClickRef.current) return;
          suppressClickRef.current = false;
          event.preventDefault();
          event.stopPropagation();
        }}
      >
        <div
          ref={trackRef}
          id={slidesId}
          className={`carousel__track${carousel.looping ? ' carousel__track--looping' : ''}`}
          aria-live={autoplaying ? 'off' : 'polite'}
        >
          {track.map(({ item, key, clone, position }) => {
            const current = !clone && position === carousel.index;
            return (
              <div
                key={key}
                className="carousel__slide"
                role={clone ? undefined : 'group'}
                aria-roledescription={clone ? undefined : 'slide'}
                aria-label={clone ? undefined : `${position + 1} of ${items.length}: ${getSlideLabel(item)}`}
                aria-hidden={!current}
                inert={!current}
              >
                {renderSlide(item, { current, clone })}
              </div>
            );
          })}
        </div>
      </div>
      {carousel.looping && (
        <div className="carousel__dots" role="group" aria-label={`${label}: choose a slide`}>
          {items.map((item, position) => (
            <button
              key={getKey(item)}
              type="button"
              className="slide-dot carousel__dot"
              aria-controls={slidesId}
              aria-label={`Show slide ${position + 1} of ${items.length}: ${getSlideLabel(item)}`}
              aria-current={position === carousel.index ? 'true' : undefined}
              onClick={() => carousel.goTo(position, timing.navSpeedMs)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
