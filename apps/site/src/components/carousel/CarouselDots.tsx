interface CarouselDotsProps {
  /** The carousel's accessible name. */
  label: string;
  /** The slides' keys and names, in order. */
  slides: { key: string; label: string }[];
  /** The id of the slides the dots control. */
  controls: string;
  current: number;
  onChoose: (position: number) => void;
}

/** One dot per slide: "Show slide 2 of 3: …", the current one marked. */
export function CarouselDots({ label, slides, controls, current, onChoose }: CarouselDotsProps) {
  return (
    <div className="carousel__dots" role="group" aria-label={`${label}: choose a slide`}>
      {slides.map((slide, position) => (
        <button
          key={slide.key}
          type="button"
          className="slide-dot carousel__dot"
          aria-controls={controls}
          aria-label={`Show slide ${position + 1} of ${slides.length}: ${slide.label}`}
          aria-current={position === current ? 'true' : undefined}
          onClick={() => onChoose(position)}
        />
      ))}
    </div>
  );
}
