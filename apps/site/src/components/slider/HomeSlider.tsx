import { useId, useRef, useState } from 'react';
import {
  HOME_SLIDER_AUTOPLAY_MS,
  HOME_SLIDER_INITIAL_DELAY_MS,
  HOME_SLIDER_TRANSITION_MS,
} from '@/lib/constants';
import { useMediaQuery } from '@/lib/media-query';
import type { SliderContentItem } from '../content-types';
import { hasKeyboardFocus } from '../keyboard-focus';
import { useInlineStyle } from '../use-inline-style';
import { InViewVideo } from '../video/InViewVideo';
import { HomeSliderControls } from './HomeSliderControls';
import { useCyclicSlider } from './use-cyclic-slider';
import './HomeSlider.css';

interface HomeSliderProps {
  title: string;
  /** A sentence under the title. */
  intro?: string;
  items: SliderContentItem[];
  /** 'dark' for a navy section, 'light' for a white one. */
  tone?: 'dark' | 'light';
}

/**
 * The synchronised slider (docs/product.md §1.2 Home, Power Router technology): a text panel and a video
 * panel that always change together. Autoplay, previous/next, bullets and wrap-around come from
 * useCyclicSlider; hovering the slider or moving keyboard focus into it pauses autoplay, and one button
 * stops all motion (slides and videos) for visitors who want it still.
 */
export function HomeSlider({ title, intro, items, tone = 'light' }: HomeSliderProps) {
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  useInlineStyle(sectionRef, { '--home-slider-transition': `${HOME_SLIDER_TRANSITION_MS}ms` });
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [stoppedByVisitor, setStoppedByVisitor] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const stopped = stoppedByVisitor ?? reducedMotion;
  const autoplaying = !stopped && !hovered && !focused;
  const slider = useCyclicSlider({
    count: items.length,
    autoplayMs: HOME_SLIDER_AUTOPLAY_MS,
    transitionMs: HOME_SLIDER_TRANSITION_MS,
    initialDelayMs: HOME_SLIDER_INITIAL_DELAY_MS,
    paused: !autoplaying,
  });

  return (
    <section
      ref={sectionRef}
      className={`home-slider home-slider--${tone}`}
      aria-roledescription="carousel"
      aria-labelledby={titleId}
    >
      <div className="container">
        <header className="section-intro">
          <h2 id={titleId} className="section-intro__title">
            {title}
          </h2>
          {intro && <p className="section-intro__text home-slider__intro">{intro}</p>}
        </header>
        <div
          className="home-slider__body"
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={(event) => setFocused(hasKeyboardFocus(event.target))}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
          }}
        >
          <div className="home-slider__media">
            {items.map((item, position) => (
              <div
                key={item.title}
                className={`home-slider__video${position === slider.index ? ' is-current' : ''}`}
                aria-hidden={position !== slider.index}
              >
                <InViewVideo
                  name={item.video}
                  label={item.title}
                  active={position === slider.index && !stopped}
                  hideToggle
                />
              </div>
            ))}
          </div>
          <div className="home-slider__panels" aria-live={autoplaying ? 'off' : 'polite'}>
            {items.map((item, position) => (
              <div
                key={item.title}
                className={`home-slider__panel${position === slider.index ? ' is-current' : ''}`}
                role="group"
                aria-roledescription="slide"
                aria-label={`${position + 1} of ${items.length}: ${item.title}`}
                aria-hidden={position !== slider.index}
                inert={position !== slider.index}
              >
                <h3 className="home-slider__panel-title">{item.title}</h3>
                {/* Trusted HTML: the text comes from this repository's content modules, never from users. */}
                <div className="home-slider__panel-text" dangerouslySetInnerHTML={{ __html: item.text }} />
              </div>
            ))}
          </div>
          <HomeSliderControls
            items={items}
            index={slider.index}
            previous={slider.previous}
            next={slider.next}
            goTo={slider.goTo}
            stopped={stopped}
            onToggleMotion={() => setStoppedByVisitor(!stopped)}
          />
        </div>
      </div>
    </section>
  );
}
