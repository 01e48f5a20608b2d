import { type ReactNode, useId, useRef, useState } from 'react';
import { useMediaQuery } from '@/lib/media-query';
import { hasKeyboardFocus } from '../keyboard-focus';
import { useInlineStyle } from '../use-inline-style';
import { carouselTrack } from './carousel-track';
import { CarouselDots } from './CarouselDots';
import { type CarouselTiming, PAGE_CAROUSEL_TIMING, useCarousel } from './use-carousel';
import { useCarouselDrag } from './use-carousel-drag';
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
  const autoplaying = !reducedMotion && !hovered && !focused && dragOffset === null;
  const carousel = useCarousel(items.length, timing, !autoplaying);
  const dragHandlers = useCarouselDrag(carousel, timing.dragSpeedMs, setDragOffset);
  const track = carouselTrack(items, getKey, carousel.looping);
  const slotOffset = carousel.looping ? carousel.slot : 0;

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
      <div className={`carousel__viewport${dragOffset !== null ? ' is-dragging' : ''}`} {...dragHandlers}>
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
        <CarouselDots
          label={label}
          slides={items.map((item) => ({ key: getKey(item), label: getSlideLabel(item) }))}
          controls={slidesId}
          current={carousel.index}
          onChoose={(position) => carousel.goTo(position, timing.navSpeedMs)}
        />
      )}
    </section>
  );
}
