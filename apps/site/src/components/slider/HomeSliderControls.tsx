import type { SliderContentItem } from '../content-types';
import { ChevronIcon, PauseIcon, PlayIcon } from '../icons';

interface HomeSliderControlsProps {
  items: SliderContentItem[];
  /** The slide on screen. */
  index: number;
  previous: () => void;
  next: () => void;
  goTo: (position: number) => void;
  /** Whether all motion (slides and videos) is stopped; the last button starts or stops it. */
  stopped: boolean;
  onToggleMotion: () => void;
}

/** Previous and next, one bullet per slide, and the button that stops or restarts all motion. */
export function HomeSliderControls({
  items,
  index,
  previous,
  next,
  goTo,
  stopped,
  onToggleMotion,
}: HomeSliderControlsProps) {
  return (
    <div className="home-slider__controls">
      <SlideArrow direction="left" onClick={previous} />
      <div className="home-slider__bullets">
        {items.map((item, position) => (
          <button
            key={item.title}
            type="button"
            className="slide-dot home-slider__bullet"
            aria-label={`Show slide ${position + 1}: ${item.title}`}
            aria-current={position === index ? 'true' : undefined}
            onClick={() => goTo(position)}
          />
        ))}
      </div>
      <SlideArrow direction="right" onClick={next} />
      <button
        type="button"
        className="home-slider__motion"
        aria-label={stopped ? 'Play slide show and videos' : 'Pause slide show and videos'}
        onClick={onToggleMotion}
      >
        {stopped ? <PlayIcon /> : <PauseIcon />}
      </button>
    </div>
  );
}

/** The previous (left) or next (right) slide's button. */
function SlideArrow({ direction, onClick }: { direction: 'left' | 'right'; onClick: () => void }) {
  return (
    <button
      type="button"
      className="home-slider__arrow"
      aria-label={direction === 'left' ? 'Previous slide' : 'Next slide'}
      onClick={onClick}
    >
      <ChevronIcon direction={direction} size={20} />
    </button>
  );
}
